import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Loader.css';
import { Loader, NativeSelect } from '@mantine/core';
import { currentWeatherHour, forecastDays, messages, WEATHER_HOURS, type WeatherHour } from '@panel/domain';
import { useState } from 'react';
import { uiMessages } from '../../../lib/ui-messages';
import { useFindCity } from '../api/find-city';
import { useForecast } from '../api/get-forecast';
import { CitySearch } from './CitySearch';
import { ForecastStrip } from './ForecastStrip';
import classes from './WeatherWidget.module.css';
import { useWeatherCity } from './useWeatherCity';

/** Weather (001 §2): city search, the hour picker and the 5-day strip; any failure shows the no-data message. */
export function WeatherPanel() {
  const [city, setCity] = useWeatherCity();
  const [hour, setHour] = useState<WeatherHour>(() => currentWeatherHour(new Date()));
  const found = useFindCity(city);
  const cityId = found.data?.list[0]?.id;
  const forecast = useForecast(cityId);
  const days = forecast.data ? forecastDays(forecast.data.list) : [];
  const noData = found.isError || forecast.isError || found.data?.count === 0 || (forecast.isSuccess && days.length === 0);

  return (
    <div className={classes.widget}>
      <div className={classes.controls}>
        <CitySearch key={city} city={city} onChange={setCity} />
        <NativeSelect label="Godzina" value={hour} data={[...WEATHER_HOURS]} onChange={(event) => setHour(event.currentTarget.value as WeatherHour)} />
      </div>
      {noData && <p role="status">{messages.WEATHER_NO_DATA}</p>}
      {!noData && days.length === 0 && (
        <div role="status" className={classes.footer}>
          <Loader size="sm" aria-hidden />
          <span>{uiMessages.LOADING}</span>
        </div>
      )}
      {!noData && days.length > 0 && (
        <>
          <ForecastStrip days={days} hour={hour} />
          <div className={classes.footer}>
            <p>{forecast.data?.city.name}</p>
            {forecast.data?.sample && <p className={classes.sample}>{messages.WEATHER_SAMPLE_DATA}</p>}
          </div>
        </>
      )}
    </div>
  );
}
