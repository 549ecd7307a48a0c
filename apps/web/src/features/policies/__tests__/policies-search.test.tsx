import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { messages, type Role } from '@panel/domain';
import { signIn } from '../../../testing/backend';
import { accounts, type Account } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { PoliciesSearchWidget } from '../components/PoliciesSearchWidget';

const withRoles = (...roles: Role[]): Account => ({ ...accounts.agent, roles: [...accounts.agent.roles, ...roles] });

function renderSearch(account: Account = withRoles('ROLE_AGENT_CP_ENABLED', 'ROLE_AGENT_SM_ENABLED')) {
  signIn(account);
  return renderWithProviders(<PoliciesSearchWidget />, { account });
}

/** Date inputs take a whole yyyy-MM-dd value, as a date picker gives it. */
const setDate = (label: string, value: string) => fireEvent.change(screen.getByLabelText(new RegExp(label)), { target: { value } });
const typeButton = (name: RegExp) => screen.getByRole('button', { name });

describe('policies search widget', { timeout: 20_000 }, () => {
  test('shows no errors before a change; a submit without a number or type shows them at the fields', async () => {
    const { user } = renderSearch();
    expect(screen.queryByText(messages.POLICYTYPE_VALIDATION_ERROR)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Szukaj' }));
    expect(await screen.findByText(messages.POLICYTYPE_VALIDATION_ERROR)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Typ polisy' })).toHaveAccessibleDescription(messages.POLICYTYPE_VALIDATION_ERROR);
    expect(screen.getByLabelText(/Data od/)).toHaveAccessibleDescription(messages.REQUIRED_VALIDATION_ERROR);
    expect(screen.getByLabelText(/Data do/)).toHaveAccessibleDescription(messages.REQUIRED_VALIDATION_ERROR);
    expect(screen.queryByRole('list', { name: 'Wyniki wyszukiwania' })).not.toBeInTheDocument();
  });

  test('a number alone is enough: dates are no longer required, the results open the details', async () => {
    const { user } = renderSearch();
    await user.type(screen.getByLabelText('Numer polisy'), '210000000');
    expect(screen.getByText('Data od')).not.toHaveTextContent('*');
    await user.click(screen.getByRole('button', { name: 'Szukaj' }));
    const results = await screen.findByRole('list', { name: 'Wyniki wyszukiwania' });
    const items = within(results).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('button').textContent)).toEqual(['2100000002', '2100000006']);
    expect(items[0]!.textContent.replaceAll('\u00a0', ' ')).toBe('2100000002Jan NowakDom · Polisy zawarte · 27.10.2026 · 537,50 zł');
    await user.click(within(results).getByRole('button', { name: '2100000002' }));
    expect(await screen.findByRole('dialog', { name: 'Szczegóły polisy 2100000002' })).toBeInTheDocument();
  });

  test('one type at a time: choosing another replaces it, choosing it again clears it', async () => {
    const { user } = renderSearch();
    await user.click(typeButton(/Komunikacja/));
    expect(typeButton(/Komunikacja/)).toHaveAttribute('aria-pressed', 'true');
    await user.click(typeButton(/Dom/));
    expect(typeButton(/Dom/)).toHaveAttribute('aria-pressed', 'true');
    expect(typeButton(/Komunikacja/)).toHaveAttribute('aria-pressed', 'false');
    await user.click(typeButton(/Dom/));
    expect(typeButton(/Dom/)).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText(messages.POLICYTYPE_VALIDATION_ERROR)).toBeInTheDocument();
  });

  test('a type with dates finds its policies; an empty result says so', async () => {
    const { user } = renderSearch();
    await user.click(typeButton(/Firma/));
    setDate('Data od', '01.10.2026');
    setDate('Data do', '31.10.2026');
    await user.click(screen.getByRole('button', { name: 'Szukaj' }));
    const results = await screen.findByRole('list', { name: 'Wyniki wyszukiwania' });
    const types = within(results).getAllByRole('listitem').map((item) => item.lastElementChild!.textContent.split(' · ')[0]);
    expect(new Set(types)).toEqual(new Set(['Firma']));
    setDate('Data od', '01.01.2020');
    setDate('Data do', '31.01.2020');
    await user.click(screen.getByRole('button', { name: 'Szukaj' }));
    expect(await screen.findByText(messages.POLICY_SEARCH_NOT_FOUND)).toBeInTheDocument();
  });

  test("'to' before 'from' is shown at the end date once it is changed", async () => {
    renderSearch();
    setDate('Data od', '10.10.2026');
    expect(screen.getByLabelText(/Data do/)).not.toHaveAttribute('aria-invalid');
    setDate('Data do', '01.10.2026');
    await waitFor(() => expect(screen.getByLabelText(/Data do/)).toHaveAccessibleDescription(messages.DATES_VALIDATION_ERROR));
  });

  test('motor is offered only with ROLE_AGENT_CP_ENABLED, firm with ROLE_AGENT_SM_ENABLED or ROLE_AGENT_ML_ENABLED', () => {
    const all = renderSearch();
    const types = within(screen.getByRole('group', { name: 'Typ polisy' })).getAllByRole('button');
    expect(types.map((button) => button.textContent)).toEqual(['Komunikacja', 'Dom', 'Firma', 'Flota']);
    all.unmount();
    const { unmount } = renderSearch(withRoles());
    expect(screen.queryByRole('button', { name: /Komunikacja/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Firma/ })).not.toBeInTheDocument();
    expect(typeButton(/Dom/)).toBeInTheDocument();
    expect(typeButton(/Flota/)).toBeInTheDocument();
    unmount();
    renderSearch(withRoles('ROLE_AGENT_ML_ENABLED'));
    expect(typeButton(/Firma/)).toBeInTheDocument();
  });

  test("the server's refusal lands at the fields and the form stays filled", async () => {
    server.use(
      http.get('/partner/rest/policies/search', () =>
        HttpResponse.json({ message: messages.DATE_INVALID_ERROR, fieldErrors: { dateFrom: messages.DATE_INVALID_ERROR } }, { status: 400 }),
      ),
    );
    const { user } = renderSearch();
    await user.click(typeButton(/Dom/));
    setDate('Data od', '01.10.2026');
    setDate('Data do', '31.10.2026');
    await user.click(screen.getByRole('button', { name: 'Szukaj' }));
    await waitFor(() => expect(screen.getByLabelText(/Data od/)).toHaveAccessibleDescription(messages.DATE_INVALID_ERROR));
    expect(screen.getByLabelText(/Data od/)).toHaveValue('01.10.2026');
    expect(typeButton(/Dom/)).toHaveAttribute('aria-pressed', 'true');
  });

  test('clearing empties the form and the results', async () => {
    const { user } = renderSearch();
    await user.type(screen.getByLabelText('Numer polisy'), '1100000001');
    await user.click(screen.getByRole('button', { name: 'Szukaj' }));
    await screen.findByRole('list', { name: 'Wyniki wyszukiwania' });
    await user.click(screen.getByRole('button', { name: 'Wyczyść' }));
    expect(screen.getByLabelText('Numer polisy')).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Wyniki wyszukiwania' })).not.toBeInTheDocument();
  });
});
