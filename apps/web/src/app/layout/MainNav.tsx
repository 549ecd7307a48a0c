import { NavLink } from 'react-router';
import { Permission } from '../../components/ui/Permission';
import type { PermissionExpression } from '../../lib/permission';
import { paths } from '../../lib/paths';
import classes from './MainNav.module.css';

interface NavItem {
  to: string;
  label: string;
  permission?: PermissionExpression;
}

const items: readonly NavItem[] = [
  { to: paths.dashboard.path, label: 'Pulpit' },
  { to: paths.documents.path, label: 'Dokumenty' },
  { to: paths.advantages.path, label: 'Zalety produktów' },
  { to: paths.files.path, label: 'Moje pliki', permission: paths.files.permission },
  { to: paths.profile.path, label: 'Mój profil' },
];

interface MainNavProps {
  id: string;
  vertical: boolean;
  hidden: boolean;
  onNavigate: () => void;
}

export function MainNav({ id, vertical, hidden, onNavigate }: MainNavProps) {
  return (
    <nav id={id} aria-label="Menu główne" className={classes.nav} hidden={hidden}>
      <ul className={classes.list} data-vertical={vertical || undefined}>
        {items.map(({ to, label, permission }) => {
          const item = (
            <li key={to}>
              <NavLink to={to} className={classes.link} onClick={onNavigate}>
                {label}
              </NavLink>
            </li>
          );
          return permission ? (
            <Permission key={to} {...permission}>
              {item}
            </Permission>
          ) : (
            item
          );
        })}
      </ul>
    </nav>
  );
}
