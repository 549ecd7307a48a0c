import { verify } from '@node-rs/argon2';
import { DAY_MS, messages, passwordExpiresAt, type LoginRequest } from '@panel/domain';
import type { Database, Db, DbOrTx } from '../../db/client';
import { clearFailures, countAttempt, hashPassword, hashToken, newToken, sessionPolicy } from '../../lib/credentials';
import { HttpError } from '../../lib/errors';
import { createSessionCache, type SessionCache } from '../../lib/session-cache';
import type { SessionUser } from '../../lib/session-user';
import * as repo from './repository';

/** A session as an instance keeps it: what the database tells, with its roles and password expiry worked out once. */
type CachedSession = Omit<repo.SessionRow, 'roles'> & { roles: ReadonlySet<string>; passwordExpiresAt: Date };

/** The sessions an instance authenticated lately (decision 160). */
export type Sessions = SessionCache<CachedSession>;

export const createSessions = (database: Database): Sessions => createSessionCache<CachedSession>(database);

async function readSession(db: Db, tokenHash: string): Promise<CachedSession | undefined> {
  const row = await repo.findSessionUser(db, tokenHash);
  return row && { ...row, roles: new Set(row.roles), passwordExpiresAt: passwordExpiresAt(row.passwordChangedAt) };
}

// Verified against when the login is unknown, so both answers take the same time.
const dummyHash = hashPassword('not-a-real-password');

/** A login opens a session, or, for an account with two-factor login on, a challenge that waits for the code. */
export type LoginResult = { kind: 'session'; token: string } | { kind: 'challenge'; token: string };

/** The second login step (decision 125): the two-factor module lends it in app.ts. */
export interface TwoFactorLogin {
  isEnabled: (userId: number) => Promise<boolean>;
  verifyCode: (userId: number, code: string) => Promise<boolean>;
}

/** The longest User-Agent kept with a session; longer headers are cut (decision 123). */
const USER_AGENT_MAX_LENGTH = 512;

const loginClient = (address: string, userAgent: string | undefined) => ({
  address,
  userAgent: userAgent?.slice(0, USER_AGENT_MAX_LENGTH) || null,
});

export async function login(
  db: Db,
  input: LoginRequest,
  isTwoFactorEnabled: TwoFactorLogin['isEnabled'],
  address: string,
  userAgent: string | undefined,
  now = new Date(),
): Promise<LoginResult> {
  const login = input.login.toLowerCase();
  const user = await repo.findUserByLogin(db, login);
  // The password is checked outside the transaction, so logins from one office address do not queue behind it.
  const attemptId = await db.transaction((tx) => countAttempt(tx, user?.id ?? null, address, login, now));
  const valid = await verify(user?.passwordHash ?? (await dummyHash), input.password);
  if (!user || !valid) throw new HttpError(401, messages.LOGIN_FAILED);
  if (await isTwoFactorEnabled(user.id)) {
    // The attempt stays counted until the code is right: a right password alone forgives no failed codes (decision 125).
    const token = newToken();
    await repo.insertChallenge(db, { tokenHash: hashToken(token), userId: user.id, attemptId, createdAt: now });
    return { kind: 'challenge', token };
  }
  await clearFailures(db, user.id, attemptId);
  return { kind: 'session', token: await openSession(db, user.id, now, loginClient(address, userAgent)) };
}

async function openSession(db: DbOrTx, userId: number, now: Date, client: repo.LoginClient) {
  const token = newToken();
  await repo.insertSession(db, hashToken(token), userId, now, client);
  return token;
}

/** Which of these logins still open with this password (the start-up check of published demo passwords). */
export async function loginsWithPassword(db: Db, logins: readonly string[], password: string) {
  const accounts = await repo.findPasswordHashes(db, logins);
  const matches = await Promise.all(accounts.map((account) => verify(account.passwordHash, password)));
  return accounts.filter((_, index) => matches[index]).map((account) => account.login);
}

/** Ends a login that waits for its code (logout, or a new login from the same browser). */
export async function abandonChallenge(db: Db, token: string) {
  await repo.deleteChallenge(db, hashToken(token));
}

/**
 * The code step: a right code ends the challenge, forgives the login's counted attempts and opens the session. A
 * challenge that is unknown, older than 5 minutes or already used answers TWO_FACTOR_LOGIN_EXPIRED.
 */
export async function completeLogin(
  db: Db,
  challengeToken: string,
  verifyCode: (userId: number) => Promise<boolean>,
  address: string,
  userAgent: string | undefined,
  now = new Date(),
) {
  const tokenHash = hashToken(challengeToken);
  const challenge = await repo.findChallenge(db, tokenHash);
  if (!challenge || now.getTime() - challenge.createdAt.getTime() > sessionPolicy.challengeMs) {
    throw new HttpError(401, messages.TWO_FACTOR_LOGIN_EXPIRED);
  }
  const attemptId = await db.transaction((tx) => countAttempt(tx, challenge.userId, address, challenge.login, now));
  if (!(await verifyCode(challenge.userId))) throw new HttpError(401, messages.TWO_FACTOR_CODE_INVALID);
  if (!(await repo.deleteChallenge(db, tokenHash))) throw new HttpError(401, messages.TWO_FACTOR_LOGIN_EXPIRED);
  await clearFailures(db, challenge.userId, attemptId);
  await repo.deleteFailure(db, challenge.attemptId);
  return { userId: challenge.userId, login: challenge.login, token: await openSession(db, challenge.userId, now, loginClient(address, userAgent)) };
}

/** Ends the session of this cookie, announced to every instance; answers the id of its user when it was still open. */
export async function logout(db: Db, sessions: Sessions, token: string) {
  const tokenHash = hashToken(token);
  sessions.forget(tokenHash);
  const userId = await repo.deleteSession(db, tokenHash);
  await sessions.announced();
  return userId;
}

/**
 * The user behind a session cookie, or null when there is none or it expired (idle or absolute). The session comes from
 * this instance's cache when it holds it; expiry is decided on every call.
 */
export async function resolveSession(db: Db, sessions: Sessions, token: string, requireTwoFactor: boolean, now = new Date()): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const found = await sessions.read(tokenHash, () => readSession(db, tokenHash), now.getTime());
  if (!found) return null;
  const idle = now.getTime() - found.lastSeenAt.getTime() > sessionPolicy.idleMs;
  const tooOld = now.getTime() - found.createdAt.getTime() > sessionPolicy.absoluteMs;
  if (idle || tooOld) {
    sessions.forget(tokenHash);
    await repo.deleteSession(db, tokenHash);
    return null;
  }
  const touchedBefore = now.getTime() - sessionPolicy.touchEveryMs;
  if (found.lastSeenAt.getTime() < touchedBefore) {
    await repo.touchSession(db, tokenHash, now, new Date(touchedBefore));
    sessions.forget(tokenHash);
  }
  return {
    sessionId: tokenHash,
    userId: found.userId,
    login: found.login,
    agentId: found.agentId,
    agentType: found.agentType,
    roles: found.roles,
    passwordExpired: now >= found.passwordExpiresAt,
    twoFactorRequired: requireTwoFactor && found.twoFactorEnabledAt === null,
  };
}

export async function purgeExpiredSessions(db: Db, now = new Date()) {
  await repo.deleteSessionsIdleSince(
    db,
    new Date(now.getTime() - sessionPolicy.idleMs),
    new Date(now.getTime() - sessionPolicy.absoluteMs),
  );
  await repo.deleteChallengesBefore(db, new Date(now.getTime() - sessionPolicy.challengeMs));
}

/** Failed logins are kept for a quarter after the throttling window, for the review of attacks (decision 118). */
export const LOGIN_FAILURE_RETENTION_MS = 90 * DAY_MS;

export function purgeOldLoginFailures(db: Db, now = new Date()): Promise<number> {
  return repo.deleteFailuresBefore(db, new Date(now.getTime() - LOGIN_FAILURE_RETENTION_MS));
}
