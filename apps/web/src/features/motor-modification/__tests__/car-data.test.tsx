import { messages, type CpMtaModel } from '@panel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { mtaBackend, mtaModel } from './mta-backend';
import { renderPage } from './render-page';

const CAR_SECTION = 'Zmiana parametrów pojazdu';

async function openCarData(user: UserEvent) {
  await user.click(screen.getByRole('checkbox', { name: CAR_SECTION }));
  return screen.getByRole('region', { name: CAR_SECTION });
}

const select = (section: HTMLElement, label: string) => within(section).getByRole('combobox', { name: label }) as HTMLSelectElement;
const optionLabels = (element: HTMLSelectElement) => [...element.options].map((option) => option.textContent);

function withCar(carData: Partial<CpMtaModel['carData']>) {
  const base = mtaModel();
  return mtaModel({ carData: { ...base.carData, ...carData } });
}

describe('car data', { timeout: 30_000 }, () => {
  test('the loaded vehicle is shown step by step; a changed step clears the later ones, single options are chosen at once', async () => {
    mtaBackend();
    const { user } = await renderPage();
    const section = await openCarData(user);
    await waitFor(() => expect(select(section, 'Wersja').value).toBe('101'));
    expect(within(section).getByText('Samochód osobowy')).toBeInTheDocument();
    expect(select(section, 'Marka').value).toBe('TOYOTA');
    expect(select(section, 'Rok produkcji').value).toBe('2021');
    await waitFor(() => expect(optionLabels(select(section, 'Nadwozie'))).toEqual(['-- Wybierz --', 'Sedan']));
    expect(optionLabels(select(section, 'Pojemność silnika'))).toEqual(['-- Wybierz --', '1598 cm³']);
    expect(optionLabels(select(section, 'Wersja'))).toEqual(['-- Wybierz --', '1.6 Comfort', '1.6 Prestige']);

    // Fuel 'Hybryda' leaves one line: every later step is chosen at once, the car value starts at its catalogue value.
    await user.selectOptions(select(section, 'Rodzaj paliwa'), 'Hybryda');
    await waitFor(() => expect(select(section, 'Wersja').value).toBe('103'));
    expect(select(section, 'Pojemność silnika').value).toBe('1798');
    expect(select(section, 'Nadwozie').value).toBe('HB5');
    expect(select(section, 'Liczba drzwi').value).toBe('5');
    expect(within(section).getByLabelText(/Wartość pojazdu/)).toHaveValue('72 000 zł');

    // The make clears everything after it; Škoda offers one model with one line, chosen down to the version.
    await user.selectOptions(select(section, 'Marka'), 'SKODA');
    expect(select(section, 'Rok produkcji').value).toBe('');
    expect(select(section, 'Model')).toBeDisabled();
    await user.selectOptions(select(section, 'Rok produkcji'), '2021');
    await waitFor(() => expect(select(section, 'Wersja').value).toBe('201'));
    expect(select(section, 'Model').value).toBe('OCTAVIA');
    expect(select(section, 'Rodzaj paliwa').value).toBe('Diesel');
    expect(within(section).getByLabelText(/Wartość pojazdu/)).toHaveValue('80 000 zł');

    // An earlier step emptied: the later ones are empty and disabled.
    await user.selectOptions(select(section, 'Rok produkcji'), '');
    expect(select(section, 'Model')).toBeDisabled();
    expect(select(section, 'Wersja').value).toBe('');
    expect(within(section).queryByLabelText(/Wartość pojazdu/)).not.toBeInTheDocument();
  });

  test('a motorcycle chooses the engine capacity range instead of the model; a trailer has no engine or doors', async () => {
    mtaBackend({ load: withCar({ vehicleType: '003', make: 'TOYOTA', year: '2021', model: '', fuelType: '', engineCapacity: '', enginePower: '', body: '', doorsCount: '', version: '', carValue: null, infoExpertCarValue: null }) });
    const first = await renderPage();
    let section = await openCarData(first.user);
    expect(within(section).getByText('Motocykl')).toBeInTheDocument();
    expect(within(section).getAllByRole('combobox').map((element) => element.getAttribute('aria-label') ?? element.id)).toHaveLength(4);
    expect(within(section).queryByRole('combobox', { name: 'Model' })).not.toBeInTheDocument();
    await first.user.selectOptions(select(section, 'Zakres pojemności silnika'), '004');
    await waitFor(() => expect(select(section, 'Wersja').value).toBe('501'));
    expect(optionLabels(select(section, 'Wersja'))).toEqual(['-- Wybierz --', 'MT-03 ABS (321 cm³, 31 kW)']);
    first.unmount();

    mtaBackend({ load: withCar({ vehicleType: '006', make: 'NIEWIADOW', model: 'NIEWIADOW', fuelType: '', engineCapacity: '', enginePower: '', body: 'PRZYCZEPA', doorsCount: '', version: '301', carValue: 4000, infoExpertCarValue: 4000 }) });
    const second = await renderPage();
    section = await openCarData(second.user);
    const labels = within(section)
      .getAllByRole('combobox')
      .map((element) => within(section).getByText((_, node) => node?.tagName === 'LABEL' && node.getAttribute('for') === element.id).textContent);
    expect(labels.map((label) => label?.replace(/\s*\*$/, ''))).toEqual(['Marka', 'Rok produkcji', 'Model', 'Nadwozie', 'Wersja']);
  });

  test('additional equipment: at most 4 items (then the others are disabled), together at most 20% of the value', async () => {
    const calls = mtaBackend();
    const { user } = await renderPage();
    const section = await openCarData(user);
    // Choosing the version again brings its equipment to choose from.
    await user.selectOptions(await waitFor(() => select(section, 'Wersja')), '102');
    await user.selectOptions(select(section, 'Wersja'), '101');
    const equipment = await within(section).findByRole('group', { name: 'Wyposażenie dodatkowe' });
    expect(within(section).getByText('Klimatyzacja')).toBeInTheDocument();
    const box = (name: string) => within(equipment).getByRole('checkbox', { name: new RegExp(name) });

    await user.click(box('Hak holowniczy'));
    await user.click(box('Nawigacja'));
    await user.click(box('Szyberdach'));
    expect(within(equipment).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(box('Skórzana tapicerka'));
    // 2 + 3 + 5 + 8 = 18%: fine; four chosen: the rest disabled.
    expect(within(equipment).queryByRole('alert')).not.toBeInTheDocument();
    expect(box('Alufelgi')).toBeDisabled();
    expect(box('Pakiet zimowy')).toBeDisabled();
    expect(box('Nawigacja')).toBeEnabled();

    // Swap 2% for 6%: 22% is too much, and the recalculation is refused in the browser.
    await user.click(box('Hak holowniczy'));
    await user.click(box('Alufelgi'));
    expect(within(equipment).getByRole('alert')).toHaveTextContent(messages.EQUIPMENT_VALUE_ERROR);
    await user.click(screen.getByRole('button', { name: 'Przelicz składkę' }));
    expect(await screen.findByText(`Popraw błędy w sekcjach: ${CAR_SECTION}.`)).toBeInTheDocument();
    expect(calls.recalculate).toHaveLength(0);

    await user.click(box('Alufelgi'));
    await user.click(box('Pakiet zimowy'));
    expect(within(equipment).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Przelicz składkę' }));
    await screen.findByRole('button', { name: 'Akceptuj zmiany' });
    expect(calls.recalculate[0]!.carData.accessoriesOpt.filter((item) => item.selected).map((item) => item.id)).toEqual(['e2', 'e3', 'e4', 'e6']);
  });

  test('the car value may differ from the catalogue value by at most 10%, shown in whole złoty', async () => {
    mtaBackend();
    const { user } = await renderPage();
    const section = await openCarData(user);
    const value = within(section).getByLabelText(/Wartość pojazdu/);
    expect(value).toHaveValue('60 000 zł');
    expect(within(section).getByText(/Wartość katalogowa 60\s000\s+zł; dozwolone od 54\s000\s+zł do 66\s000\s+zł/)).toBeInTheDocument();
    await user.clear(value);
    await user.type(value, '66001');
    expect(await within(section).findByText(messages.CAR_VALUE_RANGE_ERROR)).toBeInTheDocument();
    await user.clear(value);
    await user.type(value, '54000');
    await waitFor(() => expect(within(section).queryByText(messages.CAR_VALUE_RANGE_ERROR)).not.toBeInTheDocument());
    expect(value).toHaveValue('54 000 zł');
  });
});
