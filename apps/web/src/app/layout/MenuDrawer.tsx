import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import { Button, Drawer } from '@mantine/core';
import { Link } from '../../lib/router';
import { LogoutButton } from '../../features/auth/components/LogoutButton';
import { UserBox } from '../../features/auth/components/UserBox';
import { useSystemEntries, type SystemEntry } from '../../features/handoffs/components/system-entries';
import { MainNav } from './MainNav';
import navClasses from './MainNav.module.css';
import classes from './MenuDrawer.module.css';
import { useServiceEntries } from './service-entries';

function SystemButtons({ entries }: { entries: SystemEntry[] }) {
  return (
    <ul className={classes.buttons}>
      {entries.map(({ label, title, open }) => (
        <li key={label}>
          <Button variant="default" size="compact-md" aria-label={title} title={title} onClick={open}>
            {label}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Below a PC's width the whole shell folds into this drawer: the main navigation, 'Obsługa polisy', the systems, the
 * user's facts and logout. It traps focus, closes on Escape and gives the focus back to the burger.
 */
export default function MenuDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const services = useServiceEntries();
  const { systems, calculators } = useSystemEntries();

  return (
    // The drawer mounts already open (its code loads on the burger's first click), and Mantine notes the element to
    // give the focus back to only when `opened` changes: `onClose` gives it back to the burger itself.
    <Drawer opened={opened} onClose={onClose} returnFocus={false} title="Menu" size={320} closeButtonProps={{ 'aria-label': 'Zamknij menu' }}>
      <MainNav onNavigate={onClose} />
      {services.length > 0 && (
        <section className={classes.section} aria-labelledby="menu-obsluga">
          <h2 id="menu-obsluga" className={classes.heading}>
            Obsługa polisy
          </h2>
          <ul className={navClasses.list}>
            {services.map(({ label, to }) => (
              <li key={label}>
                <Link to={to} className={navClasses.link} onClick={onClose}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={classes.section} aria-labelledby="menu-systemy">
        <h2 id="menu-systemy" className={classes.heading}>
          Systemy
        </h2>
        <SystemButtons entries={systems} />
        {calculators.length > 0 && (
          <>
            <h3 className={classes.subheading}>Kalkulatory partnerów</h3>
            <SystemButtons entries={calculators} />
          </>
        )}
      </section>
      <div className={classes.section}>
        <UserBox layout="stack" />
      </div>
      <LogoutButton fullWidth />
    </Drawer>
  );
}
