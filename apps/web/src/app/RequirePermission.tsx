import { Navigate, Outlet } from 'react-router';
import { Permission } from '../components/ui/Permission';
import type { PermissionExpression } from '../lib/permission';
import { paths } from '../lib/paths';

export function RequirePermission({ expression }: { expression: PermissionExpression }) {
  return (
    <Permission {...expression} fallback={<Navigate to={paths.dashboard.path} replace />}>
      <Outlet />
    </Permission>
  );
}
