/**
 * What every check of a password shares — the login, a password change, ending sessions, two-factor recovery codes:
 * the hashing, the login's limits and the session tokens.
 */
import { hash as digest, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { HOUR_MS, messages } from '@panel/domain';
import { and, count, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { lockCountedRecords } from '../db/count-lock';
import { loginFailures, sessions, users } from '../db/schema/index';
import { HttpError } from './errors';
import type { SessionUser } from './session-user';

/** argon2id, 19 MiB, 2 passes (GUIDE §8). `2` is Algorithm.Argon2id (a const enum, unusable under verbatimModuleSyntax). */
const argon2Options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const sessionPolicy = {
  idleMs: 30 * 60_000,
  absoluteMs: 12 * HOUR_MS,
  lockAfterFailures: 5,
  lockMs: 15 * 60_000,
  addressWindowMs: 15 * 60_000,
  addressMaxFailures: 20,
  /** lastSeenAt is written at most this often, so reads don't turn into writes. */
  touchEveryMs: 60_000,
  /** How long a right password waits for its two-factor code (decision 125). */
  challengeMs: 5 * 60_000,
};

export const hashPassword = (password: string) => hash(password, argon2Options);

export const hashToken = (token: string) => digest('sha256', token);
export const newToken = () => randomBytes(32).toString('base64url');

/**
 * Counts a failure of the account unless it is locked, locking it for `lockUntil` at the `lockAfter`th; answers false
 * when it was locked. The update holds the account's row until the transaction ends.
 */
async function countAccountFailure(db: DbOrTx, userId: number, now: Date, lockAfter: number, lockUntil: Date) {
  const counted = await db
    .update(users)
    .set({
      failedLogins: sql`case when ${users.failedLogins} + 1 >= ${lockAfter} then 0 else ${users.failedLogins} + 1 end`,
      lockedUntil: sql`case when ${users.failedLogins} + 1 >= ${lockAfter} then ${lockUntil.toISOString()}::timestamptz else ${users.lockedUntil} end`,
    })
    .where(and(eq(users.id, userId), or(isNull(users.lockedUntil), lte(users.lockedUntil, now))))
    .returning({ id: users.id });
  return counted.length > 0;
}

async function countRecentFailures(db: DbOrTx, address: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.address, address), gt(loginFailures.at, since)));
  return row?.n ?? 0;
}

/**
 * Counts the attempt as a failure before its password is checked, under the lock of its address and the row of its
 * account, so that parallel guesses cannot pass the limits together; a right password takes it back. Answers the
 * attempt's id.
 */
export async function countAttempt(tx: Tx, userId: number | null, address: string, login: string, now: Date): Promise<number> {
  await lockCountedRecords(tx, 'login-failures', address);
  const since = new Date(now.getTime() - sessionPolicy.addressWindowMs);
  if ((await countRecentFailures(tx, address, since)) >= sessionPolicy.addressMaxFailures) {
    throw new HttpError(429, messages.LOGIN_THROTTLED);
  }
  const lockUntil = new Date(now.getTime() + sessionPolicy.lockMs);
  if (userId !== null && !(await countAccountFailure(tx, userId, now, sessionPolicy.lockAfterFailures, lockUntil))) {
    throw new HttpError(423, messages.LOGIN_LOCKED);
  }
  const [row] = await tx.insert(loginFailures).values({ address, login, at: now }).returning({ id: loginFailures.id });
  return row!.id;
}

/** A right password: the account's failures are forgiven and the attempt no longer counts against the address. */
export async function clearFailures(db: DbOrTx, userId: number, attemptId: number) {
  await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, userId));
  await db.delete(loginFailures).where(eq(loginFailures.id, attemptId));
}

interface PasswordOwner {
  id: number;
  login: string;
  passwordHash: string;
}

/**
 * Checks a user's password, inside the caller's transaction, under the login's limits (a locked account 423, a
 * throttled address 429): the attempt counts as a failure unless the password is right.
 */
export async function verifyPassword(tx: Tx, user: PasswordOwner, password: string, address: string, now: Date) {
  const attemptId = await countAttempt(tx, user.id, address, user.login, now);
  if (!(await verify(user.passwordHash, password))) return false;
  await clearFailures(tx, user.id, attemptId);
  return true;
}

/** After a password change: this session gets a new token (its cookie is re-issued), every other session of the user ends. */
export async function renewSessionEndingOthers(db: DbOrTx, user: SessionUser) {
  const token = newToken();
  await db.delete(sessions).where(and(eq(sessions.userId, user.userId), ne(sessions.tokenHash, user.sessionId)));
  await db.update(sessions).set({ tokenHash: hashToken(token) }).where(eq(sessions.tokenHash, user.sessionId));
  return token;
}
