import { TERMS_OF_SERVICE_PATH } from '@panel/domain';
import classes from './CalculationBox.module.css';

/** The link to the terms of electronic services (000 §2), a PDF under /doc/. */
export function TermsOfServiceLink() {
  return (
    <a href={TERMS_OF_SERVICE_PATH} target="_blank" rel="noopener" className={classes.link}>
      Regulamin świadczenia usług drogą elektroniczną (PDF)
      <span className={classes.visuallyHidden}> (otwiera się w nowej karcie)</span>
    </a>
  );
}
