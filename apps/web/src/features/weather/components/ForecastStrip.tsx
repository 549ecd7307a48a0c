import { forecastDayLabel, type ForecastDay, type ForecastItem, type WeatherHour } from '@panel/domain';
import classes from './WeatherWidget.module.css';
import { WeatherIcon } from './WeatherIcon';

/** Weekday over date, always on two lines; the space between them is kept for reading aloud. */
function DayLabel({ date }: { date: string }) {
  const [weekday, dayMonth] = forecastDayLabel(date).split(' ');
  return (
    <span className={classes.date}>
      <span>{weekday}</span> <span>{dayMonth}</span>
    </span>
  );
}

const temperature = (temp: number) => `${Math.round(temp) === 0 ? 0 : Math.round(temp)}°C`;

/** The 5-day strip at the chosen hour; a day the service has no slot for at that hour shows a dash. */
export function ForecastStrip({ days, hour }: { days: ForecastDay<ForecastItem>[]; hour: WeatherHour }) {
  return (
    <ul className={classes.strip} aria-label={`Prognoza na ${days.length} dni, godzina ${hour}`}>
      {days.map((day) => {
        const slot = day.slots[hour];
        const weather = slot?.weather[0];
        return (
          <li key={day.date} className={classes.day} title={weather?.description}>
            <DayLabel date={day.date} />
            {slot && weather ? (
              <>
                <WeatherIcon code={weather.icon} />
                <span className={classes.temp}>{temperature(slot.main.temp)}</span>
                <span className={classes.visuallyHidden}>{weather.description}</span>
              </>
            ) : (
              <span className={classes.missing}>
                <span aria-hidden="true">–</span>
                <span className={classes.visuallyHidden}>brak prognozy</span>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
