import type { Role } from '@panel/domain';
import { describe, expect, test } from 'vitest';
import { hasPermission, type PermissionExpression } from '../permission';

const FILES: Role = 'ROLE_AGENT_FILES_ENABLED';
const SM: Role = 'ROLE_AGENT_SM_ENABLED';
const ML: Role = 'ROLE_AGENT_ML_ENABLED';

describe('hasPermission', () => {
  test.each<[string, Role[], PermissionExpression, boolean]>([
    ['AND by default: the one role held', [FILES], { roles: [FILES] }, true],
    ['AND by default: the one role missing', [], { roles: [FILES] }, false],
    ['AND: every role held', [SM, ML, FILES], { roles: [SM, ML] }, true],
    ['AND: one of two missing', [SM], { roles: [SM, ML] }, false],
    ['AND stated explicitly', [SM], { roles: [SM, ML], mode: 'and' }, false],
    ['OR: first held', [SM], { roles: [SM, ML], mode: 'or' }, true],
    ['OR: second held', [ML], { roles: [SM, ML], mode: 'or' }, true],
    ['OR: none held', [FILES], { roles: [SM, ML], mode: 'or' }, false],
    ['NOT: role missing grants', [], { roles: [FILES], not: true }, true],
    ['NOT: role held refuses', [FILES], { roles: [FILES], not: true }, false],
    ['NOT AND: one of two missing grants', [SM], { roles: [SM, ML], not: true }, true],
    ['NOT AND: both held refuses', [SM, ML], { roles: [SM, ML], not: true }, false],
    ['NOT OR: none held grants', [], { roles: [SM, ML], mode: 'or', not: true }, true],
    ['NOT OR: one held refuses', [ML], { roles: [SM, ML], mode: 'or', not: true }, false],
    ['no roles required', [], { roles: [] }, true],
  ])('%s', (_case, userRoles, expression, expected) => {
    expect(hasPermission(userRoles, expression)).toBe(expected);
  });
});
