import { inspectionNotice, isoDateInPoland, messages, referralReasons } from '@panel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { backend } from '../../../testing/backend';
import { mtaBackend, mtaModel, POLICY_NO, refusal } from './mta-backend';
import { keepDownloadsInPage, renderPage } from './render-page';

const REG_NO_SECTION = 'Zmiana numeru rejestracyjnego';

async function changeRegNo(user: UserEvent, typed = 'gd 1234a') {
  await user.click(screen.getByRole('checkbox', { name: REG_NO_SECTION }));
  const input = screen.getByLabelText(/Nowy numer rejestracyjny/);
  await user.clear(input);
  await user.type(input, typed);
  return input;
}

const location = () => screen.getByTestId('location').textContent;

let restoreDownloads: () => void;
beforeEach(() => {
  restoreDownloads = keepDownloadsInPage();
});
afterEach(() => restoreDownloads());

describe('motor modification page', { timeout: 30_000 }, () => {
  test('loads the policy with a loader, then shows its sections by the visibility rules', async () => {
    mtaBackend({ load: mtaModel({ payment: { paymentType: 'TRANSFER', paymentFrequency: '1', cashAvailable: true, paymentChangeAvailable: false } }) });
    await renderPage({ loaded: false });
    expect(screen.getByRole('status')).toHaveTextContent('Wczytywanie danych polisy…');
    expect(screen.getByRole('heading', { level: 1, name: `Zmiana polisy komunikacyjnej nr ${POLICY_NO}` })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Anuluj zmiany' });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      REG_NO_SECTION,
      'Zmiana parametrów pojazdu',
      'Zmiana pozostałych danych',
      'Zmiana danych właściciela',
      'Dodanie ubezpieczeń dobrowolnych',
      'Zmiana sposobu płatności',
      'Zmiany',
    ]);
    // No AC chosen: no cession; nothing changed yet: no recalculation, no acceptance.
    expect(screen.queryByRole('heading', { name: 'Dodanie lub usunięcie cesji' })).not.toBeInTheDocument();
    expect(screen.getByText('Nie wprowadzono jeszcze zmian.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Przelicz składkę' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Akceptuj zmiany' })).not.toBeInTheDocument();
    // A section expands only once selected.
    expect(screen.getByRole('button', { name: `Rozwiń: ${REG_NO_SECTION}` })).toBeDisabled();
  });

  test('hides other data without visible fields and the riders without enabled ones; shows the cession with AC', async () => {
    const base = mtaModel();
    mtaBackend({
      load: mtaModel({
        otherData: { ...base.otherData, currentMileageVisible: false, annualMileageVisible: false, usageVisible: false, parkingVisible: false, usageAbroadVisible: false, drivingLicenseYearVisible: false },
        riders: { ...base.riders, ac: true, originalAc: true, enabled: { ac: false, acWorkshop: false, acWorkshopPlus: false, nnw: false, premiumAssistance: false, tires: false, replacementCar: false } },
      }),
    });
    await renderPage();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual([REG_NO_SECTION, 'Zmiana parametrów pojazdu', 'Dodanie lub usunięcie cesji', 'Zmiana danych właściciela', 'Zmiany']);
  });

  test('a registration number change: normalised, recalculated, accepted, documents downloaded, then the policies list', async () => {
    const calls = mtaBackend();
    const { user } = await renderPage();
    const input = await changeRegNo(user);
    expect(input).toHaveValue('GD1234A');
    expect(within(screen.getByRole('list', { name: 'Zmienione sekcje' })).getByText(REG_NO_SECTION)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Akceptuj zmiany' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Przelicz składkę' }));
    expect(await screen.findByRole('button', { name: 'Akceptuj zmiany' })).toBeInTheDocument();
    expect(calls.recalculate).toHaveLength(1);
    expect(calls.recalculate[0]).toMatchObject({ policyNo: POLICY_NO, regNo: 'GD1234A' });
    const price = screen.getByRole('region', { name: 'Składka' });
    expect(price).toHaveTextContent('Składka przed zmianą1 200,00 zł');
    expect(price).toHaveTextContent('Składka po zmianie1 320,50 zł');
    expect(price).toHaveTextContent('Niedopłata do zapłaty60,25 zł');
    const summary = screen.getByRole('region', { name: 'Podsumowanie zmian' });
    expect(within(summary).getByRole('row', { name: 'Numer rejestracyjny WA12345 GD1234A' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Przelicz składkę' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Akceptuj zmiany' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dokumenty po zmianie danych' });
    expect(calls.save).toHaveLength(1);
    expect(calls.save[0]).toMatchObject({ paymentType: 'TRANSFER', body: { regNo: 'GD1234A' } });
    expect(calls.save[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(backend.businessRecords).toEqual([{ process: 'cpmta', record: expect.objectContaining({ success: true }) }]));
    expect(calls.documentSets).toEqual([`${POLICY_NO}/MTA/2`]);

    const finish = within(dialog).getByRole('button', { name: 'Przejdź do listy polis' });
    expect(finish).toBeDisabled();
    const documents = await within(dialog).findByRole('list', { name: 'Dokumenty po zmianie' });
    expect(within(documents).getByText('Dostępny')).toBeInTheDocument();
    await user.click(within(documents).getByRole('button', { name: 'Przygotuj: Aneks do polisy nr 1100000042' }));
    const download = await within(documents).findByRole('link', { name: 'Pobierz plik: Aneks do polisy nr 1100000042' });
    expect(within(documents).getByText('Gotowy')).toBeInTheDocument();
    expect(download).toHaveAttribute('href', '/ms-doc/pdf/mta-ready-hash-0000000000001');
    await user.click(download);
    expect(within(documents).getByText('Pobrany')).toBeInTheDocument();
    // The information files are still to be downloaded (or e-mailed).
    expect(finish).toBeDisabled();
    const file = within(dialog).getByRole('link', { name: 'KI-OC-AC.pdf' });
    expect(file).toHaveAttribute('href', '/doc/komunikacja/KI-OC-AC.pdf');
    await user.click(file);
    expect(finish).toBeEnabled();
    await user.click(finish);
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  test("accepting an owners' change with the phone kept asks whether it is current: no leads to the phone, yes saves", async () => {
    const calls = mtaBackend();
    const { user } = await renderPage();
    await user.click(screen.getByRole('checkbox', { name: 'Zmiana danych właściciela' }));
    const street = screen.getAllByLabelText(/Ulica/)[0]!;
    await user.clear(street);
    await user.type(street, 'Nowa');
    await user.click(screen.getByRole('button', { name: 'Przelicz składkę' }));
    await user.click(await screen.findByRole('button', { name: 'Akceptuj zmiany' }));
    const prompt = await screen.findByRole('dialog', { name: 'Telefon właściciela' });
    expect(prompt).toHaveTextContent(messages.PHONE_CONFIRM);
    await user.click(within(prompt).getByRole('button', { name: 'Nie, popraw numer' }));
    await waitFor(() => expect(screen.getByLabelText(/Telefon/)).toHaveFocus());
    expect(calls.save).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Akceptuj zmiany' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Telefon właściciela' })).getByRole('button', { name: 'Tak, zapisz zmiany' }));
    await screen.findByRole('dialog', { name: 'Dokumenty po zmianie danych' });
    expect(calls.save).toHaveLength(1);
  });

  test('a changed owner phone is not asked about again', async () => {
    const calls = mtaBackend();
    const { user } = await renderPage();
    await user.click(screen.getByRole('checkbox', { name: 'Zmiana danych właściciela' }));
    const phone = screen.getByLabelText(/Telefon/);
    await user.clear(phone);
    await user.type(phone, '601202303');
    await user.click(screen.getByRole('button', { name: 'Przelicz składkę' }));
    await user.click(await screen.findByRole('button', { name: 'Akceptuj zmiany' }));
    await screen.findByRole('dialog', { name: 'Dokumenty po zmianie danych' });
    expect(screen.queryByRole('dialog', { name: 'Telefon właściciela' })).not.toBeInTheDocument();
    expect(calls.save[0]).toMatchObject({ body: { owners: { mainOwner: { phoneNumber: '601202303' } } } });
  });

  test('a referral or a change against the terms (OWU) stops the change: the popup with the reason, no acceptance', async () => {
    mtaBackend({ recalculate: { referralCode: 'DRIVER_AGE' } });
    const { user } = await renderPage();
    await changeRegNo(user);
    await user.click(screen.getByRole('button', { name: 'Przelicz składkę' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zmiana niedozwolona' });
    expect(dialog).toHaveTextContent(messages.REFERRAL_ERROR);
    expect(dialog).toHaveTextContent(referralReasons.DRIVER_AGE!);
    expect(referralReasons.DRIVER_AGE).toContain('mniej niż 21 lat');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Wróć do zmian' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Akceptuj zmiany' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Przelicz składkę' })).toBeInTheDocument();
  });

  test('an OWU incompatibility alone also gives the referral popup', async () => {
    mtaBackend({ recalculate: { changeIncompatibleWithOWU: true } });
    const { user } = await renderPage();
    await changeRegNo(user);
    await user.click(screen.getByRole('button', { name: 'Przelicz składkę' }));
    expect(await screen.findByRole('dialog', { name: 'Zmiana niedozwolona' })).toHaveTextContent(messages.REFERRAL_ERROR);
  });

  test('an inspection needed: its popup, then the change can be accepted; a further edit needs a new recalculation', async () => {
    mtaBackend({ recalculate: { inspectionNeeded: true } });
    const { user } = await renderPage();
    const input = await changeRegNo(user);
    await user.click(screen.getByRole('button', { name: 'Przelicz składkę' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wymagana inspekcja pojazdu' });
    // The photos are due within 3 days of the change's start (today), both dates named.
    const notice = inspectionNotice(isoDateInPoland(new Date()));
    expect(notice).toMatch(/od dnia rozpoczęcia zmiany \(\d{2}\.\d{2}\.\d{4}\), czyli najpóźniej \d{2}\.\d{2}\.\d{4}\.$/);
    expect(dialog).toHaveTextContent(notice);
    await user.click(within(dialog).getByRole('button', { name: 'Rozumiem' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Akceptuj zmiany' })).toBeInTheDocument();

    await user.type(input, 'B');
    expect(screen.queryByRole('button', { name: 'Akceptuj zmiany' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Przelicz składkę' })).toBeInTheDocument();
    expect(screen.getByText('Dane zmieniły się od ostatniego przeliczenia – przelicz składkę ponownie.')).toBeInTheDocument();
  });

  test('an invalid form is not recalculated: the field error and the section named', async () => {
    const calls = mtaBackend();
    const { user } = await renderPage();
    const input = await changeRegNo(user, 'WA-1');
    expect(input).toHaveValue('WA-1');
    await user.click(screen.getByRole('button', { name: 'Przelicz składkę' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Popraw błędy w sekcjach: ${REG_NO_SECTION}.`);
    expect(screen.getByText(messages.PATTERN_VALIDATION_ERROR)).toBeInTheDocument();
    expect(calls.recalculate).toHaveLength(0);
  });

  test('a section named in the error is no longer named once unticked (its change taken back)', async () => {
    mtaBackend();
    const { user } = await renderPage();
    await changeRegNo(user, 'WA-1');
    await user.click(screen.getByRole('button', { name: 'Przelicz składkę' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Popraw błędy w sekcjach: ${REG_NO_SECTION}.`);
    await user.click(screen.getByRole('checkbox', { name: REG_NO_SECTION }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Nie wprowadzono jeszcze zmian.')).toBeInTheDocument();
  });

  test('a section put right is no longer named', async () => {
    mtaBackend();
    const { user } = await renderPage();
    const input = await changeRegNo(user, 'WA-1');
    await user.click(screen.getByRole('button', { name: 'Przelicz składkę' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Popraw błędy w sekcjach: ${REG_NO_SECTION}.`);
    await user.clear(input);
    await user.type(input, 'WA1');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  test('unticking a section takes its change back', async () => {
    mtaBackend();
    const { user } = await renderPage();
    await changeRegNo(user);
    expect(screen.getByRole('button', { name: 'Przelicz składkę' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: REG_NO_SECTION }));
    expect(screen.getByRole('checkbox', { name: REG_NO_SECTION })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Przelicz składkę' })).not.toBeInTheDocument();
    expect(screen.getByText('Nie wprowadzono jeszcze zmian.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: REG_NO_SECTION }));
    expect(screen.getByLabelText(/Nowy numer rejestracyjny/)).toHaveValue('WA12345');
  });

  test('cancel asks first: no stays, yes goes to the concluded policies list', async () => {
    mtaBackend();
    const { user } = await renderPage();
    await changeRegNo(user);
    await user.click(screen.getByRole('button', { name: 'Anuluj zmiany' }));
    let dialog = await screen.findByRole('dialog', { name: 'Anulowanie zmian' });
    expect(dialog).toHaveTextContent(messages.CANCEL_CHANGES_CONFIRM);
    await user.click(within(dialog).getByRole('button', { name: 'Nie, wróć do zmian' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/Nowy numer rejestracyjny/)).toHaveValue('GD1234A');

    await user.click(screen.getByRole('button', { name: 'Anuluj zmiany' }));
    dialog = await screen.findByRole('dialog', { name: 'Anulowanie zmian' });
    await user.click(within(dialog).getByRole('button', { name: 'Tak, anuluj zmiany' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(Object.keys(localStorage).filter((key) => key.includes('cpmta'))).toEqual([]);
  });

  test('what was typed survives a reload as a draft until saved or cancelled', async () => {
    mtaBackend();
    const first = await renderPage();
    await changeRegNo(first.user);
    first.unmount();
    await renderPage();
    expect(screen.getByRole('checkbox', { name: REG_NO_SECTION })).toBeChecked();
    expect(screen.getByLabelText(/Nowy numer rejestracyjny/)).toHaveValue('GD1234A');
  });

  test("a draft kept in the seed's spelling by an earlier version of the panel is restored in the panel's", async () => {
    const calls = mtaBackend();
    const first = await renderPage();
    await changeRegNo(first.user);
    first.unmount();
    const [key] = Object.keys(localStorage).filter((name) => name.includes('cpmta'));
    const seedSpelt = localStorage
      .getItem(key!)!
      .replace('"riders":', '"raiders":')
      .replace('"paymentChangeAvailable":', '"paymentChangeAvaialable":')
      .replace('"leastExperiencedDriverLicenseYear":', '"leastExpiriencedDriverLicenseYear":');
    localStorage.setItem(key!, seedSpelt);

    const { user } = await renderPage();
    expect(screen.getByLabelText(/Nowy numer rejestracyjny/)).toHaveValue('GD1234A');
    await user.click(screen.getByRole('button', { name: 'Przelicz składkę' }));
    await screen.findByRole('button', { name: 'Akceptuj zmiany' });
    expect(calls.recalculate[0]).toMatchObject({ regNo: 'GD1234A', raiders: mtaModel().riders, payment: { paymentChangeAvaialable: false } });
  });

  test('a refused policy reads the policy change error (the server text); an unknown or another agent policy is not found', async () => {
    const serverText = 'Zmiany nie mogą być wprowadzone. Prosimy o kontakt z zespołem obsługi sprzedaży agencyjnej pod numerem 22 000 00 00.';
    mtaBackend({ load: refusal(409, serverText) });
    const first = await renderPage({ loaded: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(serverText);
    expect(screen.getByRole('link', { name: 'Wróć do listy polis' })).toHaveAttribute('href', '/dashboard');
    first.unmount();

    mtaBackend({ load: refusal(404, messages.POLICY_NOT_FOUND) });
    const second = await renderPage({ loaded: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.POLICY_NOT_FOUND);
    expect(screen.getByRole('alert')).not.toHaveTextContent('Zmiany nie mogą być wprowadzone');
    second.unmount();

    mtaBackend({ load: refusal(403, 'Brak uprawnień.') });
    await renderPage({ loaded: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.POLICY_CHANGE_ERROR);
  });

  test('riders saved before a reload are a change: listed, to recalculate, sent and accepted with the rest', async () => {
    const base = mtaModel();
    const calls = mtaBackend({ load: { ...base, pendingRiders: { ...base.riders, tires: true } } });
    const { user } = await renderPage();
    const title = 'Dodanie ubezpieczeń dobrowolnych';
    expect(screen.queryByText('Nie wprowadzono jeszcze zmian.')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Zmienione sekcje' })).getByText(title)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: title })).toBeChecked();
    expect(screen.getByRole('region', { name: title })).toHaveTextContent(messages.RIDERS_CHANGE_ERROR);
    expect(screen.getByRole('button', { name: `Rozwiń: ${title}` })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Przelicz składkę' })).toBeInTheDocument();

    await changeRegNo(user);
    const changed = within(screen.getByRole('list', { name: 'Zmienione sekcje' }));
    expect(changed.getByText(REG_NO_SECTION)).toBeInTheDocument();
    expect(changed.getByText(title)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Przelicz składkę' }));
    const accept = await screen.findByRole('button', { name: 'Akceptuj zmiany' });
    expect(screen.getByRole('button', { name: `Rozwiń: ${title}` })).toBeEnabled();
    await user.click(accept);
    await screen.findByRole('dialog', { name: 'Dokumenty po zmianie danych' });
    expect(calls.recalculate[0]).toMatchObject({ regNo: 'GD1234A', raiders: { tires: true } });
    expect(calls.save[0]).toMatchObject({ body: { regNo: 'GD1234A', raiders: { tires: true } } });
  });

  test('a saved riders change needs a recalculation: the notice, and the collapsed riders cannot be expanded until then', async () => {
    const calls = mtaBackend({
      riderPrices: [{ id: 'p1', rider: 'tires', name: 'Ubezpieczenie opon', variant: '', variantName: '', annualPremium: 120, proRataPremium: 60, selected: false }],
    });
    const { user } = await renderPage();
    const title = 'Dodanie ubezpieczeń dobrowolnych';
    await user.click(screen.getByRole('checkbox', { name: title }));
    const riders = screen.getByRole('region', { name: title });
    await user.click(await within(riders).findByRole('checkbox', { name: 'Ubezpieczenie opon' }));
    await user.click(within(riders).getByRole('button', { name: /^Zapisz zmiany/ }));
    expect(await within(riders).findByText(messages.RIDERS_CHANGE_ERROR)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Zwiń: ${title}` }));
    expect(screen.getByRole('button', { name: `Rozwiń: ${title}` })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Przelicz składkę' }));
    await screen.findByRole('button', { name: 'Akceptuj zmiany' });
    expect(calls.recalculate[0]!.raiders.tires).toBe(true);
    expect(within(riders).queryByText(messages.RIDERS_CHANGE_ERROR)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Rozwiń: ${title}` })).toBeEnabled();
  });

  test('a cash policy of an agent without cash is accepted as a transfer', async () => {
    const calls = mtaBackend({ load: mtaModel({ payment: { paymentType: 'CASH', paymentFrequency: '1', cashAvailable: false, paymentChangeAvailable: false } }) });
    const { user } = await renderPage();
    await changeRegNo(user);
    await user.click(screen.getByRole('button', { name: 'Przelicz składkę' }));
    await user.click(await screen.findByRole('button', { name: 'Akceptuj zmiany' }));
    await screen.findByRole('dialog', { name: 'Dokumenty po zmianie danych' });
    expect(calls.save[0]).toMatchObject({ paymentType: 'TRANSFER', body: { payment: { paymentType: 'CASH' } } });
  });

  test('a save refused by the server keeps the form and says why', async () => {
    mtaBackend();
    const { server } = await import('../../../testing/server');
    const { http } = await import('msw');
    server.use(http.post('/partner/rest/mta/cp/save/:paymentType', () => refusal(409, 'Polisa została w międzyczasie zmieniona. Wczytaj ją ponownie.')));
    const { user } = await renderPage();
    await changeRegNo(user);
    await user.click(screen.getByRole('button', { name: 'Przelicz składkę' }));
    await user.click(await screen.findByRole('button', { name: 'Akceptuj zmiany' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Polisa została w międzyczasie zmieniona. Wczytaj ją ponownie.');
    expect(screen.getByLabelText(/Nowy numer rejestracyjny/)).toHaveValue('GD1234A');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
