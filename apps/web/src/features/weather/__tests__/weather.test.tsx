import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { messages } from '@panel/domain';
import { subscribeHttpFailures, type HttpFailure } from '../../../lib/error-events';
import { signIn } from '../../../testing/backend';
import { accounts } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { services } from '../../../testing/services-backend';
import { WeatherWidget } from '../components/WeatherWidget';

function renderWeather() {
  signIn(accounts.agent);
  // In the panel every widget sits in the page's main landmark, where the city suggestions open.
  return renderWithProviders(
    <main>
      <WeatherWidget />
    </main>,
    { account: accounts.agent },
  );
}

/** Day label and temperature of each day in the strip. */
async function strip() {
  const list = await screen.findByRole('list', { name: /^Prognoza na 5 dni/ });
  return within(list)
    .getAllByRole('listitem')
    .map((day) => day.textContent);
}

const failures: HttpFailure[] = [];
let unsubscribe = () => {};
beforeEach(() => {
  unsubscribe = subscribeHttpFailures((failure) => failures.push(failure));
});
afterEach(() => {
  unsubscribe();
  failures.length = 0;
});

describe('weather widget', () => {
  test('shows Warszawa by default: the 5-day strip at the chosen hour, labelled as sample data', async () => {
    const { user } = renderWeather();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Godzina' }), '12:00');
    expect(await strip()).toEqual([
      'pon. 23.114°Cbezchmurnie',
      'wt. 24.1114°Csłabe opady deszczu',
      'śr. 25.1124°Cbezchmurnie',
      'czw. 26.1134°Cbezchmurnie',
      'pt. 27.1144°Cbezchmurnie',
    ]);
    expect(screen.getByText('Warszawa', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Dane przykładowe')).toBeInTheDocument();
    expect(Object.fromEntries(services.forecastRequests[0]!)).toEqual({ id: '1', mode: 'json', lang: 'pl', units: 'metric', cnt: '5' });
  });

  test('the hour picker offers 00:00–21:00 every 3 hours and moves the strip to that slot', async () => {
    const { user } = renderWeather();
    const picker = await screen.findByRole('combobox', { name: 'Godzina' });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual([
      '00:00', '03:00', '06:00', '09:00', '12:00', '15:00', '18:00', '21:00',
    ]);
    await user.selectOptions(picker, '21:00');
    expect((await strip())[0]).toContain('7°C');
    await user.selectOptions(picker, '00:00');
    expect((await strip())[2]).toContain('20°C');
  });

  test('searches cities from 2 characters, by prefix, and keeps the chosen one in local storage', async () => {
    const { user } = renderWeather();
    await strip();
    const city = screen.getByRole('combobox', { name: 'Miasto' });
    await user.clear(city);
    await user.type(city, 'K');
    expect(screen.getByText(messages.CITY_SEARCH_MIN_LENGTH)).toBeInTheDocument();
    // happy-dom lays nothing out, so the dropdown counts as detached from the field: hidden to queries.
    expect(screen.queryByRole('option', { name: 'Kraków', hidden: true })).not.toBeInTheDocument();
    await user.type(city, 'r');
    const suggestions = screen.getByRole('listbox', { name: 'Miasto', hidden: true });
    expect(within(suggestions).getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual(['Kraków']);
    await user.click(within(suggestions).getByRole('option', { name: 'Kraków', hidden: true }));
    await waitFor(() => expect(screen.getByText('Kraków', { selector: 'p' })).toBeInTheDocument());
    expect(localStorage.getItem('weather.city')).toBe('Kraków');
    expect(services.forecastRequests.at(-1)!.get('id')).toBe('2');
  });

  test('a name typed in full counts on leaving the field; anything else goes back to the kept city', async () => {
    const { user } = renderWeather();
    await strip();
    const city = screen.getByRole('combobox', { name: 'Miasto' });
    await user.clear(city);
    await user.type(city, 'gdańsk');
    await user.tab();
    await waitFor(() => expect(localStorage.getItem('weather.city')).toBe('Gdańsk'));
    await user.clear(screen.getByRole('combobox', { name: 'Miasto' }));
    await user.type(screen.getByRole('combobox', { name: 'Miasto' }), 'Atlantyda');
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Miasto' })).toHaveValue('Gdańsk');
    expect(localStorage.getItem('weather.city')).toBe('Gdańsk');
  });

  test('restores the kept city; a city off the list falls back to Warszawa', async () => {
    localStorage.setItem('weather.city', 'Łódź');
    const first = renderWeather();
    expect(await screen.findByText('Łódź', { selector: 'p' })).toBeInTheDocument();
    first.unmount();
    localStorage.setItem('weather.city', '<b>Atlantyda</b>');
    renderWeather();
    expect(await screen.findByText('Warszawa', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Miasto' })).toHaveValue('Warszawa');
  });

  test('an unreachable weather service shows the no-data message, never the error box', async () => {
    services.weatherFails = true;
    renderWeather();
    expect(await screen.findByText(messages.WEATHER_NO_DATA)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(failures).toEqual([]);
  });

  test('data of a configured weather service carries no sample label', async () => {
    services.weatherSample = false;
    renderWeather();
    await strip();
    expect(screen.queryByText('Dane przykładowe')).not.toBeInTheDocument();
  });
});
