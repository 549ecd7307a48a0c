import { BUSINESS_TIME_ZONE, formatTimeWithSeconds, isoDateInPoland, LOCALE, nameDaysOn } from '@panel/domain';
import { useNow } from '../../../lib/use-now';
import classes from './CalendarWidget.module.css';

/** 000 §9: the calendar refreshes every second. */
export const CALENDAR_REFRESH_MS = 1000;

const longDate = new Intl.DateTimeFormat(LOCALE, { timeZone: BUSINESS_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** Calendar: the time HH:mm:ss in Poland, today's date there and its Polish name days, wherever the browser is. */
export function CalendarWidget() {
  const now = useNow(CALENDAR_REFRESH_MS);
  const time = formatTimeWithSeconds(now);
  const today = isoDateInPoland(now);
  return (
    <div className={classes.calendar}>
      {/* Not a live region: a screen reader would read the time every second. */}
      <time className={classes.time} dateTime={time}>
        {time}
      </time>
      <time className={classes.date} dateTime={today}>
        {longDate.format(now)}
      </time>
      <p className={classes.label}>Imieniny obchodzą</p>
      <p className={classes.names}>{nameDaysOn(today).join(', ')}</p>
    </div>
  );
}
