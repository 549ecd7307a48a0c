import { lazy, Suspense } from 'react';
import { Navigate, Route, Switch } from '../lib/router';
import { BootFallback } from './BootFallback';
import { paths } from '../lib/paths';
import { RequirePermission } from './RequirePermission';

const LoginPage = lazy(() => import('../features/auth/components/LoginPage').then((m) => ({ default: m.LoginPage })));
const AuthenticatedRoot = lazy(() => import('./AuthenticatedRoot').then((m) => ({ default: m.AuthenticatedRoot })));
const DashboardPage = lazy(() => import('./dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const WelcomeRedirect = lazy(() =>
  import('../features/welcome/components/WelcomeRedirect').then((m) => ({ default: m.WelcomeRedirect })),
);
const WelcomePage = lazy(() =>
  import('../features/welcome/components/WelcomePage').then((m) => ({ default: m.WelcomePage })),
);
const DocumentsPage = lazy(() =>
  import('../features/documents/components/DocumentsPage').then((m) => ({ default: m.DocumentsPage })),
);
const AdvantagesPage = lazy(() =>
  import('../features/advantages/components/AdvantagesPage').then((m) => ({ default: m.AdvantagesPage })),
);
const FilesPage = lazy(() => import('../features/files/components/FilesPage').then((m) => ({ default: m.FilesPage })));
const ProfilePage = lazy(() =>
  import('../features/profile/components/ProfilePage').then((m) => ({ default: m.ProfilePage })),
);
const CasesPage = lazy(() => import('../features/cases/components/CasesPage').then((m) => ({ default: m.CasesPage })));
const MotorModificationPage = lazy(() =>
  import('../features/motor-modification/components/MotorModificationPage').then((m) => ({
    default: m.MotorModificationPage,
  })),
);

/** The first route whose path matches is drawn; everything but the login page is behind the session. */
export function AppRoutes() {
  return (
    <Suspense fallback={<BootFallback />}>
      <Switch>
        <Route path={paths.login.path}>
          <LoginPage />
        </Route>
        <Route>
          <AuthenticatedRoot>
            <Switch>
              <Route path={paths.dashboard.path}>
                <WelcomeRedirect>
                  <DashboardPage />
                </WelcomeRedirect>
              </Route>
              <Route path={paths.welcome.path}>
                <WelcomePage />
              </Route>
              <Route path={paths.documents.path}>
                <DocumentsPage />
              </Route>
              <Route path={paths.advantages.path}>
                <AdvantagesPage />
              </Route>
              <Route path={paths.profile.path}>
                <ProfilePage />
              </Route>
              <Route path={paths.cases.path}>
                <CasesPage />
              </Route>
              <Route path={paths.files.path}>
                <RequirePermission expression={paths.files.permission}>
                  <FilesPage />
                </RequirePermission>
              </Route>
              <Route path={paths.motorModification.path}>
                <RequirePermission expression={paths.motorModification.permission}>
                  <MotorModificationPage />
                </RequirePermission>
              </Route>
              <Route>
                <Navigate to={paths.dashboard.path} />
              </Route>
            </Switch>
          </AuthenticatedRoot>
        </Route>
      </Switch>
    </Suspense>
  );
}
