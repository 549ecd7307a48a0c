import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { agents, loginChallenges, loginFailures, sessions, twoFactorSecrets, userRoles, users } from '../../db/schema/index';

/** Where a login came from, kept with its session for the list of own sessions (decision 123). */
export interface LoginClient {
  address: string;
  userAgent: string | null;
}

export function findUserByLogin(db: DbOrTx, login: string) {
  return db.query.users.findFirst({ where: eq(users.login, login) });
}

export function findPasswordHashes(db: DbOrTx, logins: readonly string[]) {
  return db.select({ login: users.login, passwordHash: users.passwordHash }).from(users).where(inArray(users.login, [...logins]));
}

/** A right password that waits for its code (decision 125). */
export async function insertChallenge(db: DbOrTx, challenge: typeof loginChallenges.$inferInsert) {
  await db.insert(loginChallenges).values(challenge);
}

export async function findChallenge(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ userId: loginChallenges.userId, attemptId: loginChallenges.attemptId, createdAt: loginChallenges.createdAt, login: users.login })
    .from(loginChallenges)
    .innerJoin(users, eq(users.id, loginChallenges.userId))
    .where(eq(loginChallenges.tokenHash, tokenHash));
  return row;
}

/** Ends a challenge; answers whether this call ended it (a parallel one may have been first). */
export async function deleteChallenge(db: DbOrTx, tokenHash: string) {
  const deleted = await db.delete(loginChallenges).where(eq(loginChallenges.tokenHash, tokenHash)).returning({ userId: loginChallenges.userId });
  return deleted.length > 0;
}

export async function deleteChallengesBefore(db: DbOrTx, before: Date) {
  await db.delete(loginChallenges).where(lt(loginChallenges.createdAt, before));
}

/** The password step's attempt, forgiven when the code is right. */
export async function deleteFailure(db: DbOrTx, attemptId: number) {
  await db.delete(loginFailures).where(eq(loginFailures.id, attemptId));
}

export async function insertSession(db: DbOrTx, tokenHash: string, userId: number, now: Date, client: LoginClient) {
  await db.insert(sessions).values({ tokenHash, userId, createdAt: now, lastSeenAt: now, ...client });
}

/** Ends a session; answers the user whose session it was, if there was one. */
export async function deleteSession(db: DbOrTx, tokenHash: string): Promise<number | undefined> {
  const [ended] = await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).returning({ userId: sessions.userId });
  return ended?.userId;
}

export async function deleteSessionsIdleSince(db: DbOrTx, idleBefore: Date, createdBefore: Date) {
  await db.delete(sessions).where(sql`${lt(sessions.lastSeenAt, idleBefore)} or ${lt(sessions.createdAt, createdBefore)}`);
}

/** Deletes the failed logins recorded before `before`; answers how many went. */
export async function deleteFailuresBefore(db: DbOrTx, before: Date): Promise<number> {
  const deleted = await db.delete(loginFailures).where(lt(loginFailures.at, before)).returning({ id: loginFailures.id });
  return deleted.length;
}

/** Writes the session's last use, unless a parallel call already did within `touchEveryMs` (decision 001). */
const touchStatement = prepared((db) =>
  db
    .update(sessions)
    .set({ lastSeenAt: sql`${sql.placeholder('now')}::timestamptz` })
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), lt(sessions.lastSeenAt, sql`${sql.placeholder('touchedBefore')}::timestamptz`)))
    .prepare('touch_session'),
);

export async function touchSession(db: Db, tokenHash: string, now: Date, touchedBefore: Date) {
  await touchStatement(db).execute({ tokenHash, now: now.toISOString(), touchedBefore: touchedBefore.toISOString() });
}

/** The session with its user, the user's agent and roles: one statement authenticates a call (decision 146). */
const sessionUserStatement = prepared((db) =>
  db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      login: users.login,
      passwordChangedAt: users.passwordChangedAt,
      agentId: agents.id,
      agentType: agents.agentType,
      twoFactorEnabledAt: twoFactorSecrets.enabledAt,
      roles: sql<string[]>`array(select ${userRoles.role} from ${userRoles} where ${userRoles.userId} = ${users.id})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(agents, eq(agents.id, users.agentId))
    .leftJoin(twoFactorSecrets, eq(twoFactorSecrets.userId, users.id))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_user'),
);

export async function findSessionUser(db: Db, tokenHash: string) {
  const [row] = await sessionUserStatement(db).execute({ tokenHash });
  return row;
}

/** What one statement tells of a session; an instance keeps it in its session cache (decision 160). */
export type SessionRow = NonNullable<Awaited<ReturnType<typeof findSessionUser>>>;
