import type { DocConfig, Role } from '@panel/domain';
import { hasPermission } from '../../../lib/permission';

const allowed = (roles: readonly Role[], item: { permission?: Parameters<typeof hasPermission>[1] }) =>
  !item.permission || hasPermission(roles, item.permission);

/** Sections, groups and files the user's roles allow; groups and sections left empty are dropped. */
export function visibleDocs(config: DocConfig, roles: readonly Role[]): DocConfig['sections'] {
  return config.sections
    .filter((section) => allowed(roles, section))
    .map((section) => ({
      ...section,
      groups: section.groups
        .filter((group) => allowed(roles, group))
        .map((group) => ({ ...group, files: group.files.filter((file) => allowed(roles, file)) }))
        .filter((group) => group.files.length > 0),
    }))
    .filter((section) => section.groups.length > 0);
}
