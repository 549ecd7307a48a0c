import { messages } from '@panel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { accounts } from '../../../testing/fixtures';
import { mtaBackend, POLICY_NO } from './mta-backend';
import { keepDownloadsInPage, renderPage } from './render-page';

const TITLE = 'Dokumenty po zmianie danych';

/** A registration number change, recalculated and accepted: the documents popup. */
async function savedChange(user: UserEvent) {
  await user.click(screen.getByRole('checkbox', { name: 'Zmiana numeru rejestracyjnego' }));
  await user.type(screen.getByLabelText(/Nowy numer rejestracyjny/), '{Control>}a{/Control}GD1234A');
  await user.click(screen.getByRole('button', { name: 'Przelicz składkę' }));
  await user.click(await screen.findByRole('button', { name: 'Akceptuj zmiany' }));
  return screen.findByRole('dialog', { name: TITLE });
}

const location = () => screen.getByTestId('location').textContent;

let restoreDownloads: () => void;
beforeEach(() => {
  restoreDownloads = keepDownloadsInPage();
});
afterEach(() => restoreDownloads());

describe('documents after the change', { timeout: 30_000 }, () => {
  test('closing before everything is downloaded asks to print the documents first', async () => {
    mtaBackend();
    const { user } = await renderPage();
    const dialog = await savedChange(user);
    await user.click(within(dialog).getAllByRole('button', { name: 'Zamknij' })[0]!);
    const warning = await screen.findByRole('dialog', { name: 'Uwaga' });
    expect(warning).toHaveTextContent(messages.DOCUMENTS_PRINT_REQUIRED);
    await user.click(within(warning).getByRole('button', { name: 'Wróć do dokumentów' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Uwaga' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
    expect(location()).toBe(`/cpmta/${POLICY_NO}`);
  });

  test('an empty list counts as downloaded: with no information files the way on is open at once', async () => {
    mtaBackend({ documents: [], pidFiles: [] });
    const { user } = await renderPage();
    const dialog = await savedChange(user);
    expect(await within(dialog).findByText(messages.NO_DOCUMENTS)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Przejdź do listy polis' })).toBeEnabled());
    expect(within(dialog).queryByRole('heading', { name: 'Karty informacyjne' })).not.toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Zamknij' })[0]!);
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  test('the information files are listed by their titles and link to their files', async () => {
    mtaBackend({ documents: [], pidFiles: ['karta-produktu-oc.pdf', 'karta-produktu-ac.pdf'] });
    const { user } = await renderPage();
    const dialog = await savedChange(user);
    const card = await within(dialog).findByRole('link', { name: 'Karta produktu – OC posiadacza pojazdu' });
    expect(card).toHaveAttribute('href', '/doc/komunikacja/karta-produktu-oc.pdf');
    expect(within(dialog).getByRole('link', { name: 'Karta produktu – Autocasco' })).toBeInTheDocument();
    expect(within(dialog).queryByText('karta-produktu-oc.pdf')).not.toBeInTheDocument();
  });

  test('the e-mail: required, a valid address, not the agent\'s own; sending it stands in for the information files', async () => {
    const calls = mtaBackend({ documents: [] });
    const { user } = await renderPage({ account: accounts.agent });
    const dialog = await savedChange(user);
    const finish = within(dialog).getByRole('button', { name: 'Przejdź do listy polis' });
    await within(dialog).findByRole('link', { name: 'KI-OC-AC.pdf' });
    expect(finish).toBeDisabled();

    const email = within(dialog).getByLabelText(/Adres e-mail klienta/);
    const send = within(dialog).getByRole('button', { name: 'Wyślij' });
    await user.click(send);
    expect(await within(dialog).findByText('Pole jest wymagane')).toBeInTheDocument();
    await user.type(email, 'klient@');
    await user.click(send);
    expect(await within(dialog).findByText(messages.EMAIL_VALIDATION_MESSAGE)).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, accounts.agent.user.email!.toUpperCase());
    await user.click(send);
    expect(await within(dialog).findByText(messages.FILL_EMAIL_VALIDATION_MESSAGE)).toBeInTheDocument();
    expect(calls.print).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'anna.klient@example.com');
    await user.click(send);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(`${messages.DOCUMENTS_EMAIL_SENT} (anna.klient@example.com)`);
    expect(calls.print).toEqual([{ body: { policyNo: POLICY_NO, nameIdNo: '2', emailTo: 'anna.klient@example.com' }, key: expect.stringMatching(/^[0-9a-f]{32}$/) }]);
    expect(finish).toBeEnabled();
  });
});
