import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
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

const toDashboard = <Navigate to={paths.dashboard.path} replace />;

export function AppRoutes() {
  return (
    <Suspense fallback={<BootFallback />}>
      <Routes>
        <Route path={paths.login.path} element={<LoginPage />} />
        <Route element={<AuthenticatedRoot />}>
          <Route index element={toDashboard} />
          <Route element={<WelcomeRedirect />}>
            <Route path={paths.dashboard.path} element={<DashboardPage />} />
          </Route>
          <Route path={paths.welcome.path} element={<WelcomePage />} />
          <Route path={paths.documents.path} element={<DocumentsPage />} />
          <Route path={paths.advantages.path} element={<AdvantagesPage />} />
          <Route path={paths.profile.path} element={<ProfilePage />} />
          <Route path={paths.cases.path} element={<CasesPage />} />
          <Route element={<RequirePermission expression={paths.files.permission} />}>
            <Route path={paths.files.path} element={<FilesPage />} />
          </Route>
          <Route element={<RequirePermission expression={paths.motorModification.permission} />}>
            <Route path={paths.motorModification.path} element={<MotorModificationPage />} />
          </Route>
          <Route path="*" element={toDashboard} />
        </Route>
      </Routes>
    </Suspense>
  );
}
