import type { Role } from '@panel/domain';
import { useSession } from './session/context';

export interface PermissionExpression {
  roles: readonly Role[];
  /** 'and' (default): every role is needed; 'or': any one of them. */
  mode?: 'and' | 'or';
  /** Grants when the combined condition does not hold. */
  not?: boolean;
}

export function hasPermission(userRoles: readonly Role[], { roles, mode = 'and', not = false }: PermissionExpression): boolean {
  const held = (role: Role) => userRoles.includes(role);
  const matches = mode === 'or' ? roles.some(held) : roles.every(held);
  return matches !== not;
}

export function usePermission(expression: PermissionExpression): boolean {
  return hasPermission(useSession().roles, expression);
}
