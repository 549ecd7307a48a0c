import { shouldRedirectToWelcome } from '@panel/domain';
import type { ReactNode } from 'react';
import { paths } from '../../../lib/paths';
import { Navigate, useLocation } from '../../../lib/router';
import { usePermission } from '../../../lib/permission';
import { useBannerConfig } from '../api/get-banner-config';
import { useSmartInfoShown } from '../api/get-smart-info-shown';
import { useWelcomeVisited } from '../api/get-welcome-visited';

/**
 * 000 §2 welcome flow: the first visit of a session goes to /welcome when there is smart-info to show or the banner
 * configuration asks for the banner screen. Wraps the dashboard route; when a flag cannot be read, the page shows.
 */
export function WelcomeRedirect({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  const hasSmartInfoRole = usePermission({ roles: ['ROLE_SHOW_PHOTOSMART_INFO'] });
  const visited = useWelcomeVisited();
  const shown = useSmartInfoShown(hasSmartInfoRole);
  const banner = useBannerConfig();
  if (visited.isPending || banner.isPending || (hasSmartInfoRole && shown.isPending)) return null;
  const redirect =
    visited.isSuccess &&
    shouldRedirectToWelcome({
      visited: visited.data.visited,
      hasSmartInfoRole,
      smartInfoShown: shown.data?.shown ?? true,
      showBannerScreen: banner.data?.showBannerScreen ?? false,
    });
  // The query goes along: a link with ?init=… or ?redirect=… still opens its feature over the welcome screen.
  return redirect ? <Navigate to={paths.welcome.path + search} /> : children;
}
