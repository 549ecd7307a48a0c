/** The agent's user behind a request's session: what every module's service is called with. */
export interface SessionUser {
  /** The stored hash of the session cookie: the key of the session row. */
  sessionId: string;
  userId: number;
  login: string;
  agentId: number;
  agentType: 'DA' | 'NN' | 'NCD';
  roles: ReadonlySet<string>;
  /** The password expired: the session may only change it (decision 120). */
  passwordExpired: boolean;
  /** Two-factor login is required (REQUIRE_TWO_FACTOR) and not on yet: the session may only turn it on (decision 125). */
  twoFactorRequired: boolean;
}
