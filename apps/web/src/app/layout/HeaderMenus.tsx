import { lazy, Suspense, useState, type ReactNode } from 'react';
import { IconApps, IconClipboardList } from '../../components/ui/icons';
import { HeaderMenuButton } from './HeaderMenuButton';
import { useServiceEntries } from './service-entries';

// The menus' code (Mantine's Menu, Popover and focus trap) is not in the first paint: it loads when the pointer or
// the focus reaches a menu's button, and the menu opens on the first click (decision 153).
const loadDropdowns = () => import('./HeaderMenuDropdowns');
const LazyServiceMenu = lazy(() => loadDropdowns().then((module) => ({ default: module.ServiceMenu })));
const LazySystemsMenu = lazy(() => loadDropdowns().then((module) => ({ default: module.SystemsMenu })));

/** The menu's button until its first click; then `menu`, which mounts opened. */
function OnFirstClick({ label, icon, menu }: { label: string; icon: ReactNode; menu: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <HeaderMenuButton
      label={label}
      icon={icon}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadDropdowns()}
      onFocus={() => void loadDropdowns()}
      onClick={() => setWanted(true)}
    />
  );
  if (!wanted) return button;
  return <Suspense fallback={button}>{menu}</Suspense>;
}

/** 'Obsługa polisy': the servicing features the roles allow, each opened through the address. */
export function ServiceMenu() {
  const entries = useServiceEntries();
  if (entries.length === 0) return null;
  const label = 'Obsługa polisy';
  const icon = <IconClipboardList size={18} aria-hidden />;
  return <OnFirstClick label={label} icon={icon} menu={<LazyServiceMenu label={label} icon={icon} entries={entries} />} />;
}

/** 'Systemy': the external systems and the partner calculators. */
export function SystemsMenu() {
  const label = 'Systemy';
  const icon = <IconApps size={18} aria-hidden />;
  return <OnFirstClick label={label} icon={icon} menu={<LazySystemsMenu label={label} icon={icon} />} />;
}
