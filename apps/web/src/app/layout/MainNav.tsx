import type { ComponentType, ReactNode } from 'react';
import { Permission } from '../../components/ui/Permission';
import { IconBriefcase, IconFileText, IconFolder, IconLayoutDashboard, IconStar, IconUser } from '../../components/ui/icons';
import type { PermissionExpression } from '../../lib/permission';
import { paths } from '../../lib/paths';
import { NavLink } from '../../lib/router';
import classes from './MainNav.module.css';

interface NavItem {
  to: string;
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  permission?: PermissionExpression;
}

// 'Moje sprawy' is the cases list that ?init=list-case also leads to (000 §2).
const items: readonly NavItem[] = [
  { to: paths.dashboard.path, label: 'Pulpit', icon: IconLayoutDashboard },
  { to: paths.documents.path, label: 'Dokumenty', icon: IconFileText },
  { to: paths.advantages.path, label: 'Zalety produktów', icon: IconStar },
  { to: paths.files.path, label: 'Moje pliki', icon: IconFolder, permission: paths.files.permission },
  { to: paths.cases.path, label: 'Moje sprawy', icon: IconBriefcase },
  { to: paths.profile.path, label: 'Mój profil', icon: IconUser },
];

/** The main navigation: the sidebar on a PC (`children`: the brand above the links), the first part of the menu drawer below it. */
export function MainNav({ onNavigate, children }: { onNavigate?: () => void; children?: ReactNode }) {
  return (
    <nav aria-label="Menu główne" className={classes.nav}>
      {children}
      <ul className={classes.list}>
        {items.map(({ to, label, icon: Icon, permission }) => {
          const item = (
            <li key={to}>
              <NavLink to={to} className={classes.link} onClick={onNavigate}>
                <Icon size={20} aria-hidden />
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
