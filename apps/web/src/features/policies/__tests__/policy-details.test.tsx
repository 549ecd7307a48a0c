import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { messages } from '@panel/domain';
import { signIn } from '../../../testing/backend';
import { accounts } from '../../../testing/fixtures';
import { detailsFixture } from '../../../testing/policies-backend';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { PolicyDetailsModal } from '../components/PolicyDetailsModal';

/** Each term of the popup with its value, section by section. */
function facts(dialog: HTMLElement, section: string): Record<string, string> {
  const list = within(dialog).getByRole('region', { name: section });
  const terms = [...list.querySelectorAll('dt')].map((term) => term.textContent);
  const values = [...list.querySelectorAll('dd')].map((value) => value.textContent.replaceAll('\u00a0', ' '));
  return Object.fromEntries(terms.map((term, i) => [term, values[i]!]));
}

async function openDetails(policyNo: string) {
  signIn(accounts.agent);
  const view = renderWithProviders(<PolicyDetailsModal policyNo={policyNo} onClose={() => {}} />, { account: accounts.agent });
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('region', { name: 'Płatność' });
  return { ...view, dialog };
}

describe('policy details popup', { timeout: 20_000 }, () => {
  test('motor (CP): the car, VIN and plate; the account in groups of 4, total price with frequency, arrears, next instalment', async () => {
    const { dialog } = await openDetails('1100000001');
    expect(dialog).toHaveAccessibleName('Szczegóły polisy 1100000001');
    expect(within(dialog).getByRole('button', { name: 'Zamknij' })).toBeInTheDocument();
    expect(facts(dialog, 'Polisa')).toMatchObject({ 'Numer polisy': '1100000001', Produkt: 'Komunikacja', Status: 'Aktywna', 'Okres ubezpieczenia': '01.10.2026 – 30.09.2027' });
    expect(facts(dialog, 'Ubezpieczający')).toEqual({
      'Imię i nazwisko / nazwa': 'Anna Kowalska',
      PESEL: '80010101000',
      Adres: 'ul. Długa 5/2, 00-238 Warszawa',
      'Kod pocztowy': '00-238',
      Telefon: '601234567',
      'E-mail': 'anna.kowalska@example.pl',
    });
    expect(facts(dialog, 'Pojazd')).toEqual({ Pojazd: 'Škoda Octavia (2021), 1498 cm³, benzyna', VIN: 'TMBJJ7NE5L0123456', 'Numer rejestracyjny': 'WA10000' });
    expect(facts(dialog, 'Płatność')).toEqual({
      Składka: '1 234,50 zł',
      'Sposób płatności': 'Przelew',
      Częstotliwość: 'w 2 ratach',
      'Numer rachunku': '6110 9010 1400 0007 1219 8128 74',
      'Składka łączna': '1 333,26 zł (w 2 ratach)',
      Zaległość: '120,00 zł',
      'Następna rata': '617,25 zł',
      'Termin następnej raty': '01.04.2027',
    });
    expect(within(dialog).queryByRole('region', { name: 'Ubezpieczony' })).not.toBeInTheDocument();
  });

  test('a renewal offer is called as in the rewrite popup: Propozycja wznowienia', async () => {
    const { dialog } = await openDetails('1200000005');
    expect(facts(dialog, 'Polisa')).toMatchObject({ Status: 'Propozycja wznowienia' });
  });

  test('the policy documents to download and the servicing history, newest first', async () => {
    const { dialog } = await openDetails('1100000001');
    const documents = within(dialog).getByRole('region', { name: 'Dokumenty' });
    expect(await within(documents).findByText('Polisa nr 1100000001')).toBeInTheDocument();
    const history = within(dialog).getByRole('region', { name: 'Historia obsługi' });
    expect(within(history).getByRole('listitem')).toHaveTextContent(
      '20.11.2026, 10:15 Sprawa: Zgłoszono sprawę SPR/2026/000007 (Zmiana danych klienta) — Anna Agentka',
    );
  });

  test('a policy never serviced says so', async () => {
    const { dialog } = await openDetails('2100000002');
    expect(within(dialog).getByRole('region', { name: 'Historia obsługi' })).toHaveTextContent('Brak czynności obsługowych.');
  });

  test('home (HP): the kind of place, paid at once: no next instalment', async () => {
    const { dialog } = await openDetails('2100000002');
    expect(facts(dialog, 'Miejsce ubezpieczenia')).toEqual({ Rodzaj: 'Mieszkanie' });
    expect(facts(dialog, 'Płatność')).toMatchObject({ 'Składka łączna': '1 333,26 zł (jednorazowo)', 'Następna rata': 'brak', 'Termin następnej raty': 'brak' });
    expect(within(dialog).queryByRole('region', { name: 'Pojazd' })).not.toBeInTheDocument();
  });

  test('small business (SM): the insurer, a company by its name; the policyholder by NIP and REGON', async () => {
    const { dialog } = await openDetails('3100000003');
    expect(facts(dialog, 'Ubezpieczający')).toMatchObject({ NIP: '5260250274', REGON: '012345678' });
    expect(facts(dialog, 'Ubezpieczający')).not.toHaveProperty('PESEL');
    expect(facts(dialog, 'Ubezpieczony')).toEqual({
      'Nazwa firmy': 'Transport Nowak Sp. z o.o.',
      Adres: 'ul. Przemysłowa 12, 61-001 Poznań',
      Telefon: '221234567',
      'E-mail': 'biuro@transport-nowak.example.pl',
    });
  });

  test('small business (SM): a person insurer by first name and surname; missing data says so', async () => {
    const sm = detailsFixture['3100000003']!;
    server.use(
      http.get('/partner/rest/policies/details/:policyNo', () =>
        HttpResponse.json({ ...sm, insurer: { ...sm.insurer!, partyType: 'PERSON', companyName: null, firstName: 'Łucja', surname: 'Dąbrowska', email: null } }),
      ),
    );
    const { dialog } = await openDetails('3100000003');
    expect(facts(dialog, 'Ubezpieczony')).toMatchObject({ Imię: 'Łucja', Nazwisko: 'Dąbrowska', 'E-mail': messages.DATA_UNAVAILABLE });
  });

  test('fleet (MF): vehicles, and no account details for a cash-paid policy', async () => {
    const { dialog } = await openDetails('4100000004');
    expect(facts(dialog, 'Pojazd')).toMatchObject({ VIN: 'YV2RT40A5LB123456' });
    expect(facts(dialog, 'Płatność')).toEqual({ Składka: '1 234,50 zł', 'Sposób płatności': 'Gotówka', Częstotliwość: 'w 2 ratach' });
  });

  test('a quotation: its offer number, how many days it is still valid, no account details', async () => {
    const { dialog } = await openDetails('1100000013');
    expect(dialog).toHaveAccessibleName('Szczegóły oferty 1100000013');
    expect(facts(dialog, 'Oferta')).toMatchObject({ 'Numer oferty': '1100000013', 'Oferta ważna do': '01.01.2099' });
    expect(within(dialog).getByText(/^Oferta ważna jeszcze \d+ dni$/)).toBeInTheDocument();
    expect(facts(dialog, 'Płatność')).not.toHaveProperty('Numer rachunku');
  });

  test('a policy that is not found shows the message in the popup', async () => {
    signIn(accounts.agent);
    renderWithProviders(<PolicyDetailsModal policyNo="9999999999" onClose={() => {}} />, { account: accounts.agent });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.NOT_FOUND);
  });

  test('an expired quotation says so with its date, not that it holds 0 more days', async () => {
    const quotation = detailsFixture['1100000013']!;
    // Midnight of 10 September in Warsaw: the evening before in UTC.
    const expired = { ...quotation, offerValidTill: '2026-09-09T22:00:00.000Z' };
    server.use(http.get('/partner/rest/policies/details/1100000013', () => HttpResponse.json(expired)));
    const { dialog } = await openDetails('1100000013');
    expect(within(dialog).getByText('Oferta wygasła 10.09.2026')).toBeInTheDocument();
    expect(facts(dialog, 'Oferta')).toMatchObject({ 'Oferta ważna do': '10.09.2026' });
    expect(within(dialog).queryByText(/ważna jeszcze/)).not.toBeInTheDocument();
  });
});
