import { DEFAULT_WEATHER_CITY, WEATHER_CITY_STORAGE_KEY, weatherCities } from '@panel/domain';
import { useState } from 'react';

/** The kept city; anything that is not a city of the list (or no storage at all) gives the default, Warszawa. */
function readCity(): string {
  try {
    const stored = localStorage.getItem(WEATHER_CITY_STORAGE_KEY);
    return weatherCities.some((city) => city.name === stored) ? stored! : DEFAULT_WEATHER_CITY;
  } catch {
    return DEFAULT_WEATHER_CITY;
  }
}

/** The weather city, kept in local storage under weather.city (001 §4). */
export function useWeatherCity() {
  const [city, setCity] = useState(readCity);
  const choose = (name: string) => {
    setCity(name);
    try {
      localStorage.setItem(WEATHER_CITY_STORAGE_KEY, name);
    } catch {
      // Storage may be full or disabled: the choice then lasts until the page is left.
    }
  };
  return [city, choose] as const;
}
