import type { ReactNode } from 'react';
import { Permission } from '../components/ui/Permission';
import type { PermissionExpression } from '../lib/permission';
import { paths } from '../lib/paths';
import { Navigate } from '../lib/router';

export function RequirePermission({ expression, children }: { expression: PermissionExpression; children: ReactNode }) {
  return (
    <Permission {...expression} fallback={<Navigate to={paths.dashboard.path} />}>
      {children}
    </Permission>
  );
}
