import type { PermissionExpression } from './permission';

function staticPath<P extends string>(path: P) {
  return { path, getHref: () => path };
}

export const paths = {
  login: {
    path: '/login',
    getHref: (returnTo?: string) => (returnTo ? `/login?${new URLSearchParams({ returnTo }).toString()}` : '/login'),
  },
  welcome: staticPath('/welcome'),
  documents: staticPath('/documents'),
  advantages: staticPath('/advantages'),
  dashboard: staticPath('/dashboard'),
  files: {
    ...staticPath('/files'),
    permission: { roles: ['ROLE_AGENT_FILES_ENABLED'] } satisfies PermissionExpression,
  },
  profile: staticPath('/user/info'),
  cases: staticPath('/cases'),
  motorModification: {
    path: '/cpmta/:policyId',
    getHref: (policyId: string) => `/cpmta/${encodeURIComponent(policyId)}`,
    permission: { roles: ['ROLE_CP_MTA_ENABLED'] } satisfies PermissionExpression,
  },
} as const;

/** Where to go after login: only a path of this panel, never another site or the login page itself. */
export function returnTarget(returnTo: string | null): string {
  const isOwnPath = returnTo !== null && /^\/(?![/\\])/.test(returnTo);
  return isOwnPath && !returnTo.startsWith(paths.login.path) ? returnTo : paths.dashboard.path;
}
