import type { ReactNode } from 'react';
import { PageTitle } from '../../components/ui/PageTitle';
import { useBannerConfig } from '../../features/welcome/api/get-banner-config';
import { useDaysToPassExpiration } from '../../features/profile/api/get-days-to-pass-expiration';
import { useHomeCalculationExpiryToaster } from '../../features/calculations/components/useHomeCalculationExpiryToaster';
import { useOverdueRemindersToaster } from '../../features/reminders/components/useOverdueRemindersToaster';
import { useLogAction } from '../../lib/action-log';
import { hasPermission } from '../../lib/permission';
import { useSession } from '../../lib/session/context';
import { DashboardBanner, DashboardBlocks } from './DashboardExtras';
import { DashboardGrid } from './DashboardGrid';
import { useBreakpoint } from './useBreakpoint';
import { useOrientationReload } from './useOrientationReload';
import { showWidget } from './WidgetFrame';
import { dashboardWidgets } from './widgets';

/**
 * Whether everything above the grid is known: the notices over the main area (overdue reminders, home-calculation
 * expiry), the password change reminder and the banner. Until then the main area is laid out and its widgets fetch,
 * but it is not shown, so nothing moves under the agent's eyes or finger when they come (decision 158).
 */
function useAboveTheGridKnown(): boolean {
  const known = [
    useOverdueRemindersToaster(() => showWidget('reminders')),
    useHomeCalculationExpiryToaster(),
    !useDaysToPassExpiration().isPending,
    !useBannerConfig().isPending,
  ];
  return known.every(Boolean);
}

/**
 * Hides the page until what sits above its grid is known. Its own component: the answers re-render only it, while
 * the page it is given (the same elements each time) is not drawn again.
 */
function ShownOnceTopIsKnown({ children }: { children: ReactNode }) {
  const known = useAboveTheGridKnown();
  return (
    <div data-waiting-for-top={known ? undefined : true} aria-busy={!known}>
      {children}
    </div>
  );
}

/** Pulpit: the widgets the user's roles allow, arranged as the user left them. */
export function DashboardPage() {
  useLogAction('pp_agent_dashboard');
  useOrientationReload();
  const { roles } = useSession();
  const breakpoint = useBreakpoint();
  const widgets = dashboardWidgets.filter((widget) => !widget.permission || hasPermission(roles, widget.permission));

  return (
    <ShownOnceTopIsKnown>
      <PageTitle title="Pulpit" />
      <DashboardBanner />
      <DashboardGrid widgets={widgets} breakpoint={breakpoint} />
      <DashboardBlocks />
    </ShownOnceTopIsKnown>
  );
}
