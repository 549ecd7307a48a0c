import type { ReactNode } from 'react';
import { usePermission, type PermissionExpression } from '../../lib/permission';

interface PermissionProps extends PermissionExpression {
  children: ReactNode;
  fallback?: ReactNode;
}

export function Permission({ children, fallback = null, ...expression }: PermissionProps) {
  return usePermission(expression) ? children : fallback;
}
