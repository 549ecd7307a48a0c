import type { Features, Role, UserInfo } from '@panel/domain';
import { createContext, use } from 'react';

export interface Session {
  user: UserInfo;
  roles: readonly Role[];
  features: Features;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = use(SessionContext);
  if (session === null) throw new Error('useSession() needs a SessionContext provider');
  return session;
}
