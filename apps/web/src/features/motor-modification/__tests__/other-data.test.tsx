import { messages } from '@panel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { mtaBackend, mtaModel } from './mta-backend';
import { renderPage } from './render-page';

const OTHER_SECTION = 'Zmiana pozostałych danych';

async function openOtherData(user: UserEvent) {
  await user.click(screen.getByRole('checkbox', { name: OTHER_SECTION }));
  return screen.getByRole('region', { name: OTHER_SECTION });
}

function withDrivers() {
  const base = mtaModel();
  return mtaModel({ otherData: { ...base.otherData, showDrivers: true } });
}

describe('other data and drivers', { timeout: 30_000 }, () => {
  test('the lists of values are chosen from; the mileage goes in steps of 100 km, digits only', async () => {
    const calls = mtaBackend();
    const { user } = await renderPage();
    const section = await openOtherData(user);
    const usage = within(section).getByRole('combobox', { name: 'Sposób użytkowania pojazdu' });
    await waitFor(() => expect(usage).toHaveValue('PRIVATE'));
    expect([...(usage as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(['-- Wybierz --', 'Prywatnie', 'Taksówka']);
    expect(within(section).queryByRole('heading', { name: 'Kierowcy' })).not.toBeInTheDocument();

    const mileage = within(section).getByLabelText(/Aktualny przebieg/);
    expect(within(section).getByText(/Na polisie: 42\s000 km/)).toBeInTheDocument();
    await user.clear(mileage);
    await user.type(mileage, '48 050km');
    expect(mileage).toHaveValue('48050');
    expect(await within(section).findByText(messages.MILEAGE_STEP_ERROR)).toBeInTheDocument();
    await user.type(mileage, '{Backspace}{Backspace}00');
    await waitFor(() => expect(within(section).queryByText(messages.MILEAGE_STEP_ERROR)).not.toBeInTheDocument());

    await user.selectOptions(usage, 'TAXI');
    await user.click(screen.getByRole('button', { name: 'Przelicz składkę' }));
    await screen.findByRole('button', { name: 'Akceptuj zmiany' });
    expect(calls.recalculate[0]!.otherData).toMatchObject({ actualMileage: '48000', carUsage: 'TAXI' });
  });

  test('drivers: the licence month only for a licence younger than 3 years; the youngest driver with Y', async () => {
    const calls = mtaBackend({ load: withDrivers() });
    const { user } = await renderPage();
    const section = await openOtherData(user);
    expect(within(section).getByRole('heading', { name: 'Kierowcy' })).toBeInTheDocument();
    const main = within(section).getByRole('group', { name: 'Główny kierowca' });
    expect(within(main).getByLabelText(/Data urodzenia/)).toHaveAttribute('placeholder', 'RRRR-MM-DD');
    expect(within(main).queryByRole('combobox', { name: 'Miesiąc uzyskania prawa jazdy' })).not.toBeInTheDocument();

    const thisYear = String(new Date().getFullYear());
    const year = within(main).getByRole('combobox', { name: 'Rok uzyskania prawa jazdy' });
    await waitFor(() => expect(year).toHaveValue('2000'));
    await user.selectOptions(year, thisYear);
    const month = within(main).getByRole('combobox', { name: 'Miesiąc uzyskania prawa jazdy' });
    await user.click(screen.getByRole('button', { name: 'Przelicz składkę' }));
    expect(await within(main).findByText(messages.LICENCE_MONTH_REQUIRED)).toBeInTheDocument();
    await user.selectOptions(month, '3');

    const birth = within(main).getByLabelText(/Data urodzenia/);
    await user.clear(birth);
    await user.type(birth, '20200101');
    expect(birth).toHaveValue('2020-01-01');
    expect(await within(main).findByText(messages.BIRTH_DATE_INVALID_ERROR)).toBeInTheDocument();
    await user.clear(birth);
    await user.type(birth, '1990-07-15');

    const youngerQuestion = within(section).getByRole('radiogroup', { name: /osoby młodsze/ });
    await user.click(within(youngerQuestion).getByRole('radio', { name: 'Tak' }));
    const youngest = within(section).getByRole('group', { name: 'Najmłodszy kierowca' });
    await user.click(screen.getByRole('button', { name: 'Przelicz składkę' }));
    expect(await within(youngest).findByText(messages.BIRTH_DATE_REQUIRED_ERROR)).toBeInTheDocument();
    expect(within(youngest).getByText(messages.LICENCE_YEAR_REQUIRED)).toBeInTheDocument();
    expect(calls.recalculate).toHaveLength(0);

    // 'Nie' drops the youngest driver again.
    await user.click(within(youngerQuestion).getByRole('radio', { name: 'Nie' }));
    expect(within(section).queryByRole('group', { name: 'Najmłodszy kierowca' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Przelicz składkę' }));
    await screen.findByRole('button', { name: 'Akceptuj zmiany' });
    expect(calls.recalculate[0]!.otherData.drivers).toEqual({
      isOwnerMd: 'Y',
      hasSd: 'N',
      mainDriver: { birthDate: '1990-07-15', drivingLicenseYear: thisYear, drivingLicenseMonth: '3' },
      youngestDriver: null,
    });
  });

  test('a licence obtained before the age of 16 (here before birth) is refused at the licence year', async () => {
    const calls = mtaBackend({ load: withDrivers() });
    const { user } = await renderPage();
    const section = await openOtherData(user);
    const main = within(section).getByRole('group', { name: 'Główny kierowca' });
    const birth = within(main).getByLabelText(/Data urodzenia/);
    await user.clear(birth);
    await user.type(birth, '1990-05-10');
    const year = within(main).getByRole('combobox', { name: 'Rok uzyskania prawa jazdy' });
    await user.selectOptions(year, '1990');
    expect(await within(main).findByText(messages.LICENCE_BEFORE_MINIMUM_AGE)).toBeInTheDocument();
    expect(year).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Przelicz składkę' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Popraw błędy w sekcjach: ${OTHER_SECTION}.`);
    expect(screen.queryByRole('button', { name: 'Akceptuj zmiany' })).not.toBeInTheDocument();
    expect(calls.recalculate).toHaveLength(0);

    await user.selectOptions(year, '2008');
    await waitFor(() => expect(within(main).queryByText(messages.LICENCE_BEFORE_MINIMUM_AGE)).not.toBeInTheDocument());
  });
});
