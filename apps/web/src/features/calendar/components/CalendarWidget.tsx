import { formatIsoDate, formatTimeWithSeconds, LOCALE, nameDaysOn } from '@panel/domain';
import { useNow } from '../../../lib/use-now';
import classes from './CalendarWidget.module.css';

/** 000 §9: the calendar refreshes every second. */
export const CALENDAR_REFRESH_MS = 1000;

const longDate = new Intl.DateTimeFormat(LOCALE, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** Calendar: the time HH:mm:ss, today's date and today's Polish name days. */
export function CalendarWidget() {
  const now = useNow(CALENDAR_REFRESH_MS);
  const time = formatTimeWithSeconds(now);
  return (
    <div className={classes.calendar}>
      {/* Not a live region: a screen reader would read the time every second. */}
      <time className={classes.time} dateTime={time}>
        {time}
      </time>
      <time className={classes.date} dateTime={formatIsoDate(now)}>
        {longDate.format(now)}
      </time>
      <p className={classes.label}>Imieniny obchodzą</p>
      <p className={classes.names}>{nameDaysOn(now).join(', ')}</p>
    </div>
  );
}
