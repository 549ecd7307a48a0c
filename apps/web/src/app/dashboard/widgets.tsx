import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PermissionExpression } from '../../lib/permission';

/** Grid position in the 12-column dashboard grid (000 §9), one per breakpoint. */
export interface WidgetPlacement {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface DashboardWidget {
  /** Stable id: the key of the saved layout. */
  id: string;
  /** Polish heading shown in the widget frame (and its drag handle's label). */
  title: string;
  /** Shown only when the user's roles satisfy it. */
  permission?: PermissionExpression;
  component: LazyExoticComponent<ComponentType>;
  placement: { pc: WidgetPlacement; tablet: WidgetPlacement; mobile: WidgetPlacement };
}

/** A placement of `w` columns and `h` rows (330 px each) at column x, row y. */
const at = (x: number, y: number, w: number, h = 1): WidgetPlacement => ({ x, y, w, h });

/** Every widget of the dashboard; each feature adds its own entries here. */
export const dashboardWidgets: DashboardWidget[] = [
  {
    id: 'policies-list',
    title: 'Polisy',
    component: lazy(() => import('../../features/policies/components/PoliciesListWidget').then((m) => ({ default: m.PoliciesListWidget }))),
    placement: { pc: at(0, 0, 8, 2), tablet: at(0, 0, 12, 2), mobile: at(0, 0, 12, 2) },
  },
  {
    id: 'policies-search',
    title: 'Wyszukiwanie polis',
    component: lazy(() => import('../../features/policies/components/PoliciesSearchWidget').then((m) => ({ default: m.PoliciesSearchWidget }))),
    placement: { pc: at(8, 0, 4, 2), tablet: at(0, 2, 12, 2), mobile: at(0, 2, 12, 2) },
  },
  {
    id: 'reminders',
    title: 'Przypomnienia',
    component: lazy(() => import('../../features/reminders/components/RemindersWidget').then((m) => ({ default: m.RemindersWidget }))),
    placement: { pc: at(0, 1, 4), tablet: at(0, 1, 6), mobile: at(0, 1, 12) },
  },
  {
    id: 'notes',
    title: 'Notatki',
    component: lazy(() => import('../../features/notes/components/NotesWidget').then((m) => ({ default: m.NotesWidget }))),
    placement: { pc: at(4, 1, 4), tablet: at(6, 1, 6), mobile: at(0, 2, 12) },
  },
  {
    id: 'calendar',
    title: 'Kalendarz',
    component: lazy(() => import('../../features/calendar/components/CalendarWidget').then((m) => ({ default: m.CalendarWidget }))),
    placement: { pc: at(8, 1, 4), tablet: at(0, 2, 6), mobile: at(0, 3, 12) },
  },
  {
    id: 'contacts',
    title: 'Twoje kontakty',
    component: lazy(() => import('../../features/contacts/components/ContactsWidget').then((m) => ({ default: m.ContactsWidget }))),
    placement: { pc: at(0, 2, 4), tablet: at(6, 2, 6), mobile: at(0, 4, 12) },
  },
  {
    id: 'bookmarks',
    title: 'Wyszukiwarka i zakładki',
    component: lazy(() => import('../../features/bookmarks/components/BookmarksWidget').then((m) => ({ default: m.BookmarksWidget }))),
    placement: { pc: at(4, 2, 4), tablet: at(0, 3, 6), mobile: at(0, 5, 12) },
  },
  {
    id: 'productAdvantages',
    title: 'Zalety produktów',
    component: lazy(() =>
      import('../../features/advantages/components/ProductAdvantagesWidget').then((m) => ({ default: m.ProductAdvantagesWidget })),
    ),
    placement: { pc: at(8, 2, 4), tablet: at(6, 3, 6), mobile: at(0, 6, 12) },
  },
  {
    id: 'motor-chart',
    title: 'Wykres polis komunikacyjnych',
    permission: { roles: ['ROLE_AGENT_CP_ENABLED'] },
    component: lazy(() => import('../../features/charts/components/MotorChartWidget').then((m) => ({ default: m.MotorChartWidget }))),
    placement: { pc: at(0, 3, 4), tablet: at(0, 4, 6), mobile: at(0, 7, 12) },
  },
  {
    id: 'home-chart',
    title: 'Wykres polis domowych',
    permission: { roles: ['ROLE_AGENT_HP_ENABLED'] },
    component: lazy(() => import('../../features/charts/components/HomeChartWidget').then((m) => ({ default: m.HomeChartWidget }))),
    placement: { pc: at(4, 3, 4), tablet: at(6, 4, 6), mobile: at(0, 8, 12) },
  },
  {
    id: 'weather',
    title: 'Pogoda',
    component: lazy(() => import('../../features/weather/components/WeatherWidget').then((m) => ({ default: m.WeatherWidget }))),
    placement: { pc: at(8, 3, 4), tablet: at(0, 5, 6), mobile: at(0, 9, 12) },
  },
];
