import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/UnstyledButton.css';
import { Button } from '@mantine/core';
import { Link } from '../../../lib/router';
import { paths } from '../../../lib/paths';
import classes from './Welcome.module.css';

/** The smart-info fragment (ROLE_SHOW_PHOTOSMART_INFO): shown once per user, then the welcome fragment. */
export function SmartInfoFragment() {
  return (
    <div className={classes.content}>
      <h2 className={classes.heading}>Nowość: PhotoSmart – oględziny pojazdu smartfonem</h2>
      <p>
        Gdy polisa OC AC wymaga inspekcji pojazdu, Twój klient nie musi już umawiać się na oględziny. Wystarczy, że
        zrobi zdjęcia samochodu smartfonem, prowadzony krok po kroku przez aplikację PhotoSmart.
      </p>
      <ol className={classes.steps}>
        <li>Zawierasz polisę OC AC jak dotychczas – w kalkulatorze komunikacyjnym.</li>
        <li>Klient dostaje SMS z linkiem do aplikacji PhotoSmart; nic nie musi instalować.</li>
        <li>Zdjęcia pojazdu klient przesyła w ciągu 3 dni od zawarcia polisy – ochrona AC trwa bez przerwy.</li>
      </ol>
      <p>Status przesłanych zdjęć zobaczysz w szczegółach polisy.</p>
      <div>
        <Button component={Link} to={paths.dashboard.path}>
          Przejdź do pulpitu
        </Button>
      </div>
    </div>
  );
}
