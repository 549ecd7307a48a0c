import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/UnstyledButton.css';
import { Button } from '@mantine/core';
import { Link } from '../../../lib/router';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/context';
import { Banner } from './Banner';
import classes from './Welcome.module.css';

/** The welcome fragment: a greeting and the banner screen. */
export function WelcomeFragment() {
  const { user } = useSession();
  return (
    <div className={classes.content}>
      <p>
        Dzień dobry, {user.name}! Na pulpicie czekają Twoje polisy, przypomnienia, notatki i kalkulatory. Poniżej
        najnowsza propozycja dla Ciebie i Twoich klientów.
      </p>
      <Banner />
      <div>
        <Button component={Link} to={paths.dashboard.path}>
          Przejdź do pulpitu
        </Button>
      </div>
    </div>
  );
}
