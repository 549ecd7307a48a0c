import { describe, expect, it } from 'vitest';
import { canSearchCity, currentWeatherHour, DEFAULT_WEATHER_CITY, forecastDayLabel, forecastDays, searchCities, WEATHER_HOURS, weatherFindQuery } from './weather';
import { weatherCities } from './weatherCities';

const cities = [{ name: 'Warszawa' }, { name: 'Wałbrzych' }, { name: 'Łódź' }, { name: 'Łomża' }, { name: 'Kraków' }];

describe('weather city search', () => {
  it('starts from 2 characters', () => {
    expect(canSearchCity('W')).toBe(false);
    expect(canSearchCity(' W ')).toBe(false);
    expect(canSearchCity('Wa')).toBe(true);
    expect(searchCities(cities, 'W')).toEqual([]);
  });

  it('matches by prefix ignoring case, Polish letters included', () => {
    expect(searchCities(cities, 'wa')).toEqual([{ name: 'Warszawa' }, { name: 'Wałbrzych' }]);
    expect(searchCities(cities, 'war')).toEqual([{ name: 'Warszawa' }]);
    expect(searchCities(cities, 'ŁO')).toEqual([{ name: 'Łomża' }]);
    expect(searchCities(cities, 'łó')).toEqual([{ name: 'Łódź' }]);
    expect(searchCities(cities, 'raków')).toEqual([]);
  });

  it('defaults to Warszawa', () => {
    expect(DEFAULT_WEATHER_CITY).toBe('Warszawa');
  });
});

describe('forecast days', () => {
  const item = (dt_txt: string, temp = 1) => ({ dt_txt, main: { temp }, weather: [{ description: 'bezchmurnie', icon: '01d' }] });

  it('groups 3-hour items by day and hour slot, at most 5 days, in date order', () => {
    const items = [
      item('2026-11-23 03:00:00', 2),
      item('2026-11-22 21:00:00', 5),
      item('2026-11-23 00:00:00', 3),
      ...['24', '25', '26', '27'].map((day) => item(`2026-11-${day} 12:00:00`)),
    ];
    const days = forecastDays(items);
    expect(days.map((day) => day.date)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']);
    expect(days[0]!.slots['21:00']!.main.temp).toBe(5);
    expect(Object.keys(days[1]!.slots)).toEqual(['00:00', '03:00']);
  });

  it('ignores items off the 3-hour grid', () => {
    expect(forecastDays([item('2026-11-22 13:00:00')])).toEqual([]);
  });

  it('starts the hour picker on the slot the time falls into', () => {
    // Warsaw is UTC+1 in November, UTC+2 in July.
    expect(currentWeatherHour(new Date('2026-11-21T23:05:00Z'))).toBe('00:00');
    expect(currentWeatherHour(new Date('2026-11-22T13:59:00Z'))).toBe('12:00');
    expect(currentWeatherHour(new Date('2026-11-22T22:59:00Z'))).toBe('21:00');
    expect(currentWeatherHour(new Date('2026-07-01T22:30:00Z'))).toBe('00:00');
    expect(WEATHER_HOURS).toHaveLength(8);
  });

  it('labels days in Polish and builds the find query', () => {
    expect(forecastDayLabel('2026-11-23')).toBe('pon. 23.11');
    expect(forecastDayLabel('2026-11-22')).toBe('niedz. 22.11');
    expect(weatherFindQuery(' Łódź ')).toBe('Łódź,Poland');
  });
});

describe('the weather city list', () => {
  it('has unique ids and names, every city in Poland', () => {
    expect(new Set(weatherCities.map((city) => city.id)).size).toBe(weatherCities.length);
    expect(new Set(weatherCities.map((city) => city.name)).size).toBe(weatherCities.length);
    for (const city of weatherCities) {
      expect(city.lat).toBeGreaterThan(49);
      expect(city.lat).toBeLessThan(55);
      expect(city.lon).toBeGreaterThan(14);
      expect(city.lon).toBeLessThan(24.2);
    }
    expect(searchCities(weatherCities, 'wa').map((city) => city.name)).toEqual(['Warszawa', 'Wałbrzych']);
  });
});
