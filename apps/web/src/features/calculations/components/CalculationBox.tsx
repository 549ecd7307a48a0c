import '@mantine/core/styles/Loader.css';
import { Loader } from '@mantine/core';
import { fillMessage, formatIsoDateForDisplay, messages } from '@panel/domain';
import { useId } from 'react';
import { usePermission } from '../../../lib/permission';
import { uiMessages } from '../../../lib/ui-messages';
import { useCalculators } from '../api/get-calculators';
import { useNewMotorReleaseDate } from '../api/get-new-motor-release-date';
import classes from './CalculationBox.module.css';

/** The policy calculation box (000 §2): links to the calculators the user may use, each opening in a new tab. */
export function CalculationBox() {
  const headingId = useId();
  const calculators = useCalculators();
  const motor = usePermission({ roles: ['ROLE_AGENT_CP_ENABLED'] });
  const release = useNewMotorReleaseDate(motor);
  return (
    <section aria-labelledby={headingId} className={classes.box}>
      <h2 id={headingId} className={classes.heading}>
        Kalkulacja polisy
      </h2>
      {calculators.isPending && (
        <div role="status">
          <Loader size="sm" aria-hidden /> {uiMessages.LOADING}
        </div>
      )}
      {calculators.data && (
        <ul className={classes.links}>
          {calculators.data.map((calculator) => (
            <li key={calculator.code}>
              <a href={calculator.url} target="_blank" rel="noopener noreferrer" className={classes.link}>
                {calculator.label}
                <span className={classes.visuallyHidden}> (otwiera się w nowej karcie)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {release.data?.date && (
        <p className={classes.note}>{fillMessage(messages.NEW_MOTOR_RELEASE, { date: formatIsoDateForDisplay(release.data.date) })}</p>
      )}
    </section>
  );
}
