import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { messages } from '@panel/domain';
import { renderApp } from './render-app';
import { backend, signIn } from '../../testing/backend';
import { accounts } from '../../testing/fixtures';
import { profile } from '../../testing/profile-backend';
import { renderWithProviders } from '../../testing/render';
import { udpConfigQueryOptions } from '../../features/profile/api/get-udp-config';
import { udpInitQueryOptions } from '../../features/profile/api/get-udp-init';
import { ContactDataCheck } from '../../features/profile/components/ContactDataCheck';

const unconfirmed = () => {
  profile.udpInit = { sourceSystem: 'PA', confirmed: false, confirmedAt: null };
};

function openPanel(account = accounts.basic) {
  signIn(account);
  return renderApp('/documents');
}

const popup = () => screen.findByRole('dialog', { name: 'Potwierdź dane kontaktowe' });

describe('contact data popup', () => {
  test('asks an agent who has not confirmed, with the e-mail and phone filled in; confirming stores them and thanks', async () => {
    unconfirmed();
    const { user } = openPanel();
    const dialog = await popup();
    expect(within(dialog).getByLabelText(/^E-mail/)).toHaveValue('jan.kowalski@example.pl');
    expect(within(dialog).getByLabelText(/^Telefon/)).toHaveValue('600100200');
    expect(within(dialog).getByRole('link', { name: 'Moim profilu' })).toHaveAttribute('href', '/user/info');

    await user.click(within(dialog).getByRole('button', { name: 'Potwierdź dane' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(messages.CONTACT_DATA_CONFIRMED);
    expect(await popup()).toBe(dialog);
    expect(profile.contactDataPosts).toEqual([
      { body: { sourceSystem: 'PA', email: 'jan.kowalski@example.pl', phone: '600100200' }, idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Wróć do panelu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('corrected data are sent and become the account’s', async () => {
    unconfirmed();
    const { user } = openPanel();
    const dialog = await popup();
    const email = within(dialog).getByLabelText(/^E-mail/);
    const phone = within(dialog).getByLabelText(/^Telefon/);
    await user.clear(email);
    await user.type(email, 'anna.nowak@biuro.pl');
    await user.clear(phone);
    await user.type(phone, '512345678');
    await user.click(within(dialog).getByRole('button', { name: 'Potwierdź dane' }));
    await within(dialog).findByRole('status');
    expect(profile.contactDataPosts[0]!.body).toEqual({ sourceSystem: 'PA', email: 'anna.nowak@biuro.pl', phone: '512345678' });
    expect(backend.session!.user).toMatchObject({ email: 'anna.nowak@biuro.pl', phone: '512345678' });
  });

  test.each([
    ['E-mail', '', messages.REQUIRED_VALIDATION_ERROR],
    ['E-mail', 'anna.nowak', messages.EMAIL_VALIDATION_MESSAGE],
    ['Telefon', '', messages.PHONE_REQUIRED],
    ['Telefon', '12345', messages.PHONE_VALIDATION_ERROR],
  ])('%s %j is refused at the field before any call', async (label, value, message) => {
    unconfirmed();
    const { user } = openPanel();
    const dialog = await popup();
    const input = within(dialog).getByLabelText(new RegExp(`^${label}`));
    await user.clear(input);
    if (value) await user.type(input, value);
    await user.click(within(dialog).getByRole('button', { name: 'Potwierdź dane' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(profile.contactDataPosts).toEqual([]);
  });

  test("the server's field refusal lands at the field and what was typed stays", async () => {
    unconfirmed();
    profile.contactDataRefusal = { status: 400, body: { message: messages.EMAIL_VALIDATION_MESSAGE, fieldErrors: { email: messages.EMAIL_VALIDATION_MESSAGE } } };
    const { user } = openPanel();
    const dialog = await popup();
    const email = within(dialog).getByLabelText(/^E-mail/);
    await user.clear(email);
    await user.type(email, 'anna@biuro.pl');
    await user.click(within(dialog).getByRole('button', { name: 'Potwierdź dane' }));
    expect(await within(dialog).findByText(messages.EMAIL_VALIDATION_MESSAGE)).toBeInTheDocument();
    expect(email).toHaveValue('anna@biuro.pl');
  });

  test('a failed save says so in the popup, keeps the data and shows no error box', async () => {
    unconfirmed();
    profile.contactDataRefusal = { status: 500, body: { message: messages.SERVER_ERROR } };
    const { user } = openPanel();
    const dialog = await popup();
    await user.click(within(dialog).getByRole('button', { name: 'Potwierdź dane' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.CONTACT_DATA_SAVE_ERROR);
    expect(within(dialog).getByLabelText(/^Telefon/)).toHaveValue('600100200');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  test("'Przypomnij później' closes it for this tab; a new panel in the same tab does not ask again", async () => {
    unconfirmed();
    const first = openPanel();
    const dialog = await popup();
    await first.user.click(within(dialog).getByRole('button', { name: 'Przypomnij później' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(profile.contactDataPosts).toEqual([]);
    first.unmount();

    // Postponed, the check asks nothing: its status call is not even made.
    signIn(accounts.basic);
    const { queryClient } = renderWithProviders(<ContactDataCheck />, { account: accounts.basic });
    await waitFor(() => expect(queryClient.getQueryState(udpConfigQueryOptions().queryKey)?.dataUpdatedAt).toBeGreaterThan(0));
    await act(async () => {});
    expect(queryClient.getQueryState(udpInitQueryOptions().queryKey)?.dataUpdatedAt ?? 0).toBe(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test.each([
    ['the agent confirmed already', () => undefined, udpInitQueryOptions().queryKey],
    [
      'the popup is off',
      () => {
        unconfirmed();
        profile.udpEnabled = false;
      },
      udpConfigQueryOptions().queryKey,
    ],
    [
      'the udp calls fail',
      () => {
        unconfirmed();
        profile.udpFails = 500;
      },
      udpConfigQueryOptions().queryKey,
    ],
  ])('does not ask when %s, and shows no error', async (_case, arrange, lastCall) => {
    arrange();
    signIn(accounts.basic);
    // Loaded before, so that a popup wrongly shown would render in the same update as the answer.
    await import('../../features/profile/components/ContactDataPopup');
    const { queryClient } = renderWithProviders(<ContactDataCheck />, { account: accounts.basic });
    await waitFor(() => expect(['success', 'error']).toContain(queryClient.getQueryState(lastCall)?.status));
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
