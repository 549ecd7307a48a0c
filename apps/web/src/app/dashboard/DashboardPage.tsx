import { PageTitle } from '../../components/ui/PageTitle';
import { OverdueRemindersToaster } from '../../features/reminders/components/OverdueRemindersToaster';
import { useLogAction } from '../../lib/action-log';
import { hasPermission } from '../../lib/permission';
import { useSession } from '../../lib/session/context';
import { DashboardBanner, DashboardBlocks } from './DashboardExtras';
import { DashboardGrid } from './DashboardGrid';
import { useBreakpoint } from './useBreakpoint';
import { useOrientationReload } from './useOrientationReload';
import { showWidget } from './WidgetFrame';
import { dashboardWidgets } from './widgets';

/** Pulpit: the widgets the user's roles allow, arranged as the user left them. */
export function DashboardPage() {
  useLogAction('pp_agent_dashboard');
  useOrientationReload();
  const { roles } = useSession();
  const breakpoint = useBreakpoint();
  const widgets = dashboardWidgets.filter((widget) => !widget.permission || hasPermission(roles, widget.permission));

  return (
    <>
      <PageTitle title="Pulpit" />
      <DashboardBanner />
      <DashboardGrid widgets={widgets} breakpoint={breakpoint} />
      <DashboardBlocks />
      <OverdueRemindersToaster onOpen={() => showWidget('reminders')} />
    </>
  );
}
