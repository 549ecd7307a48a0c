import { inspectionNotice, isoDateInPoland, messages, type Bank, type CpMtaModel } from '@panel/domain';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test } from 'vitest';
import { server } from '../../../../testing/server';
import { CessionSection } from '../../components/sections/CessionSection';
import { model, POLICY_NO, renderSection } from './harness';

const centralBanks: Bank[] = [
  { id: 'PKO', name: 'PKO Bank Polski S.A.', street: 'Puławska 15', postCode: '02-515', city: 'Warszawa' },
  { id: 'MBK', name: 'mBank S.A.', street: 'Prosta 18', postCode: '00-850', city: 'Warszawa' },
];
const branches: Bank[] = Array.from({ length: 23 }, (_, index) => ({
  id: String(1000 + index),
  name: `PKO Bank Polski S.A. Oddział ${index + 1} w Krakowie`,
  street: `Długa ${index + 1}`,
  postCode: '31-147',
  city: 'Kraków',
}));

let searches: URLSearchParams[] = [];
let found: Bank[] = branches;

beforeEach(() => {
  searches = [];
  found = branches;
  server.use(
    http.get('/partner/rest/mta/cp/bank/list', () => HttpResponse.json(centralBanks)),
    http.get('/partner/rest/mta/cp/bank/search', ({ request }) => {
      searches.push(new URL(request.url).searchParams);
      return HttpResponse.json(found);
    }),
  );
});

const withCession = (cession: Partial<CpMtaModel['cession']>, ac = true) => {
  const values = model();
  return model({ cession: { ...values.cession, ...cession }, riders: { ...values.riders, ac } });
};
const open = (values = withCession({ cession: true })) => renderSection(<CessionSection policyNo={POLICY_NO} />, values);

async function chooseCentralBank(user: ReturnType<typeof open>['user'], name: string) {
  await user.click(screen.getByRole('combobox', { name: /^Nazwa banku/ }));
  await user.click(await screen.findByRole('option', { name, hidden: true }));
}

async function searchFor(user: ReturnType<typeof open>['user'], city: string) {
  await chooseCentralBank(user, 'PKO Bank Polski S.A.');
  await user.type(screen.getByRole('textbox', { name: /^Miejscowość/ }), city);
  await user.click(screen.getByRole('button', { name: 'Szukaj banku' }));
  return screen.findByRole('table', { name: /Banki spełniające kryteria/ });
}

const rowNames = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]!.textContent);

describe('cession section', () => {
  test('ticking the cession opens the bank search and gives the inspection notice', async () => {
    const { user, form } = open(withCession({ cession: false }));
    expect(screen.queryByRole('group', { name: 'Wyszukaj bank' })).not.toBeInTheDocument();
    expect(screen.queryByText(inspectionNotice(isoDateInPoland(new Date())))).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Cesja praw z polisy na bank/ }));
    expect(screen.getByRole('group', { name: 'Wyszukaj bank' })).toBeInTheDocument();
    expect(screen.getByText(inspectionNotice(isoDateInPoland(new Date())))).toBeInTheDocument();
    expect(form().getValues('cession.cession')).toBe(true);
  });

  test('a policy that already has the cession gets no inspection notice, and unticking it says the cession goes', async () => {
    const { user, form } = open(withCession({ cession: true }));
    expect(screen.getByRole('group', { name: 'Wyszukaj bank' })).toBeInTheDocument();
    expect(screen.queryByText(inspectionNotice(isoDateInPoland(new Date())))).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Cesja praw z polisy na bank/ }));
    expect(screen.queryByRole('group', { name: 'Wyszukaj bank' })).not.toBeInTheDocument();
    expect(screen.getByText('Cesja zostanie usunięta z polisy po akceptacji zmian.')).toBeInTheDocument();
    expect(form().getValues('cession.cession')).toBe(false);
  });

  test('the search needs a bank and a city', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Szukaj banku' }));
    expect(screen.getByRole('combobox', { name: /^Nazwa banku/ })).toHaveAccessibleDescription(messages.CESSION_SEARCH_CRITERIA_REQUIRED);
    expect(screen.getByRole('textbox', { name: /^Miejscowość/ })).toHaveAccessibleDescription(messages.CESSION_SEARCH_CRITERIA_REQUIRED);
    await chooseCentralBank(user, 'mBank S.A.');
    await user.click(screen.getByRole('button', { name: 'Szukaj banku' }));
    expect(screen.getByRole('combobox', { name: /^Nazwa banku/ })).not.toHaveAccessibleDescription(messages.CESSION_SEARCH_CRITERIA_REQUIRED);
    expect(screen.getByRole('textbox', { name: /^Miejscowość/ })).toHaveAccessibleDescription(messages.CESSION_SEARCH_CRITERIA_REQUIRED);
    expect(searches).toEqual([]);
  });

  test('lists the banks found 10 a page; the one chosen becomes the cession bank', async () => {
    const { user, form } = open();
    const table = await searchFor(user, 'Kraków');
    expect(searches).toHaveLength(1);
    expect(Object.fromEntries(searches[0]!)).toEqual({ centralId: 'PKO', city: 'Kraków' });
    expect(rowNames(table)).toHaveLength(10);
    expect(rowNames(table)[0]).toBe('PKO Bank Polski S.A. Oddział 1 w Krakowie');

    await user.click(screen.getByRole('button', { name: 'Strona 3' }));
    expect(rowNames(table)).toEqual(branches.slice(20).map((bank) => bank.name));
    await user.click(screen.getByRole('button', { name: 'Poprzednia strona' }));
    expect(rowNames(table)[0]).toBe('PKO Bank Polski S.A. Oddział 11 w Krakowie');

    await user.click(within(table).getByRole('radio', { name: /Oddział 12 w Krakowie/ }));
    expect(form().getValues('cession')).toMatchObject({ bankCentralId: '1011', name: 'PKO Bank Polski S.A. Oddział 12 w Krakowie', street: 'Długa 12', postCode: '31-147', city: 'Kraków' });
    expect(screen.getByText(/Wybrany bank:/)).toHaveTextContent('Wybrany bank: PKO Bank Polski S.A. Oddział 12 w Krakowie, Długa 12, 31-147 Kraków');
  });

  test('a bank must be chosen from the results; a new search clears the one chosen', async () => {
    const { user, form } = open();
    await user.click(screen.getByRole('button', { name: 'Sprawdź formularz' }));
    expect(await screen.findByText(messages.BANK_REQUIRED)).toBeInTheDocument();

    const table = await searchFor(user, 'Kraków');
    await user.click(within(table).getByRole('radio', { name: /Oddział 2 w Krakowie/ }));
    expect(screen.queryByText(messages.BANK_REQUIRED)).not.toBeInTheDocument();
    expect(form().getValues('cession.bankCentralId')).toBe('1001');

    await user.type(screen.getByRole('textbox', { name: /^Ulica/ }), 'Długa');
    await user.click(screen.getByRole('button', { name: 'Szukaj banku' }));
    expect(form().getValues('cession.bankCentralId')).toBe('');
    expect(screen.queryByText(/Wybrany bank:/)).not.toBeInTheDocument();
    expect(Object.fromEntries(searches.at(-1)!)).toEqual({ centralId: 'PKO', city: 'Kraków', street: 'Długa' });
    expect(within(await screen.findByRole('table', { name: /Banki spełniające kryteria/ })).getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
  });

  test('an empty result says that no bank meets the criteria', async () => {
    found = [];
    const { user } = open();
    await chooseCentralBank(user, 'mBank S.A.');
    await user.type(screen.getByRole('textbox', { name: /^Miejscowość/ }), 'Hel');
    await user.click(screen.getByRole('button', { name: 'Szukaj banku' }));
    expect(await screen.findByText(messages.BANKS_NOT_FOUND)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  test('switching to manual entry and back clears the form', async () => {
    const { user, form } = open();
    const table = await searchFor(user, 'Kraków');
    await user.click(within(table).getByRole('radio', { name: /Oddział 3 w Krakowie/ }));

    await user.click(screen.getByRole('button', { name: /Wpisz dane banku ręcznie/ }));
    const manual = screen.getByRole('group', { name: 'Dane banku' });
    expect(form().getValues('cession')).toMatchObject({ type: 'MANUAL_EDIT', bankCentralId: '', name: '', city: '', street: '', regon: '' });
    expect(within(manual).getByLabelText(/Nazwa banku/)).toHaveValue('');
    await user.type(within(manual).getByLabelText(/Nazwa banku/), 'Bank Spółdzielczy');

    await user.click(screen.getByRole('button', { name: 'Wyszukaj bank na liście' }));
    expect(form().getValues('cession')).toMatchObject({ type: 'SEARCH', name: '' });
    expect(screen.getByRole('textbox', { name: /^Miejscowość/ })).toHaveValue('');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  test('manual entry: required fields, postcode mask, REGON and NIP checks; the apartment number is optional', async () => {
    const { user, form } = open(withCession({ cession: true, type: 'MANUAL_EDIT' }));
    const manual = screen.getByRole('group', { name: 'Dane banku' });
    await user.click(screen.getByRole('button', { name: 'Sprawdź formularz' }));
    for (const label of [/Nazwa banku/, /Miejscowość/, /Ulica/, /Nr domu/, /REGON/]) {
      expect(within(manual).getByLabelText(label)).toHaveAccessibleDescription(messages.REQUIRED_VALIDATION_ERROR);
    }
    expect(within(manual).getByLabelText(/Nr lokalu/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(manual).getByLabelText(/NIP/)).not.toHaveAttribute('aria-invalid', 'true');

    await user.type(within(manual).getByLabelText(/Kod pocztowy/), '3114');
    expect(within(manual).getByLabelText(/Kod pocztowy/)).toHaveValue('31-14');
    expect(within(manual).getByLabelText(/Kod pocztowy/)).toHaveAccessibleDescription(messages.POST_CODE_VALIDATION_ERROR);
    await user.type(within(manual).getByLabelText(/Kod pocztowy/), '7');
    expect(within(manual).getByLabelText(/Kod pocztowy/)).not.toHaveAttribute('aria-invalid', 'true');

    await user.type(within(manual).getByLabelText(/REGON/), '123456789');
    expect(await within(manual).findByText(messages.REGON_VALIDATION_ERROR)).toBeInTheDocument();
    await user.clear(within(manual).getByLabelText(/REGON/));
    await user.type(within(manual).getByLabelText(/REGON/), '123456785');
    expect(within(manual).queryByText(messages.REGON_VALIDATION_ERROR)).not.toBeInTheDocument();

    await user.type(within(manual).getByLabelText(/NIP/), '1234563211');
    expect(await within(manual).findByText(messages.NIP_INVALID_ERROR)).toBeInTheDocument();
    await user.clear(within(manual).getByLabelText(/NIP/));
    await user.type(within(manual).getByLabelText(/NIP/), '1234563218');
    expect(within(manual).queryByText(messages.NIP_INVALID_ERROR)).not.toBeInTheDocument();
    expect(form().getValues('cession')).toMatchObject({ postCode: '31-147', regon: '123456785', nip: '1234563218' });
  });
});
