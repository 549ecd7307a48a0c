import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Menu } from '@mantine/core';
import { useId, useRef, type ReactNode } from 'react';
import { Link } from '../../lib/router';
import { useSystemEntries, type SystemEntry } from '../../features/handoffs/components/system-entries';
import { HeaderMenuButton } from './HeaderMenuButton';
import type { ServiceEntry } from './service-entries';

/** A header menu, mounted on its button's first click and so opened at once (HeaderMenus). */
function HeaderMenu({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  const button = useRef<HTMLButtonElement>(null);
  // Mantine's returnFocus notes the element to give the focus back to only when `opened` changes, never on mount. As
  // it does, the focus goes back to the button unless the agent has moved it meanwhile (a click into a field).
  const giveFocusBack = () => {
    const focusedAtClose = document.activeElement;
    setTimeout(() => {
      if (document.activeElement === document.body || document.activeElement === focusedAtClose) button.current?.focus();
    });
  };
  return (
    // In the banner, not portalled (all content in landmarks); no focusable placeholder, which is no menu item (axe).
    <Menu
      defaultOpened
      position="bottom-end"
      shadow="md"
      width={260}
      withinPortal={false}
      withInitialFocusPlaceholder={false}
      hideDetached={false}
      onClose={giveFocusBack}
    >
      <Menu.Target>
        <HeaderMenuButton ref={button} label={label} icon={icon} />
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

export function ServiceMenu({ label, icon, entries }: { label: string; icon: ReactNode; entries: ServiceEntry[] }) {
  return (
    <HeaderMenu label={label} icon={icon}>
      {entries.map(({ label, to }) => (
        <Menu.Item key={label} component={Link} to={to}>
          {label}
        </Menu.Item>
      ))}
    </HeaderMenu>
  );
}

const systemItem = ({ label, title, open }: SystemEntry) => (
  <Menu.Item key={label} aria-label={title} title={title} onClick={open}>
    {label}
  </Menu.Item>
);

export function SystemsMenu({ label, icon }: { label: string; icon: ReactNode }) {
  const { systems, calculators } = useSystemEntries();
  const calculatorsId = useId();
  return (
    <HeaderMenu label={label} icon={icon}>
      {systems.map(systemItem)}
      {calculators.length > 0 && (
        <div role="group" aria-labelledby={calculatorsId}>
          <Menu.Divider />
          <Menu.Label id={calculatorsId}>Kalkulatory partnerów</Menu.Label>
          {calculators.map(systemItem)}
        </div>
      )}
    </HeaderMenu>
  );
}
