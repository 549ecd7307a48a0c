import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { isPasswordExpired, messages, type LoginRequest } from '@panel/domain';
import type { Db, DbOrTx } from '../../db/client';
import { HttpError } from '../../lib/errors';
import * as repo from './repository';

/** argon2id, 19 MiB, 2 passes (GUIDE §8). `2` is Algorithm.Argon2id (a const enum, unusable under verbatimModuleSyntax). */
const argon2Options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const sessionPolicy = {
  idleMs: 30 * 60_000,
  absoluteMs: 12 * 3_600_000,
  lockAfterFailures: 5,
  lockMs: 15 * 60_000,
  addressWindowMs: 15 * 60_000,
  addressMaxFailures: 20,
  /** lastSeenAt is written at most this often, so reads don't turn into writes. */
  touchEveryMs: 60_000,
};

export const hashPassword = (password: string) => hash(password, argon2Options);

// Verified against when the login is unknown, so both answers take the same time.
const dummyHash = hashPassword('not-a-real-password');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

export interface SessionUser {
  /** The stored hash of the session cookie: the key of the session row. */
  sessionId: string;
  userId: number;
  login: string;
  agentId: number;
  agentType: 'DA' | 'NN' | 'NCD';
  roles: Set<string>;
  /** The password expired: the session may only change it (decision 120). */
  passwordExpired: boolean;
}

function recordFailure(db: DbOrTx, userId: number | null, address: string, login: string, now: Date) {
  const lockUntil = new Date(now.getTime() + sessionPolicy.lockMs);
  return repo.recordFailure(db, userId, address, login, now, sessionPolicy.lockAfterFailures, lockUntil);
}

interface PasswordOwner {
  id: number;
  login: string;
  passwordHash: string;
  lockedUntil: Date | null;
}

/**
 * Checks a user's password under the login's lockout: a locked account is refused (423), a wrong password counts as a
 * failed attempt (the account locks after `lockAfterFailures`), a right one clears the count.
 */
export async function verifyPassword(db: DbOrTx, user: PasswordOwner, password: string, address: string, now: Date) {
  if (user.lockedUntil && user.lockedUntil > now) throw new HttpError(423, messages.LOGIN_LOCKED);
  if (!(await verify(user.passwordHash, password))) {
    await recordFailure(db, user.id, address, user.login, now);
    return false;
  }
  await repo.clearFailures(db, user.id);
  return true;
}

export async function login(db: Db, input: LoginRequest, address: string, now = new Date()) {
  const login = input.login.toLowerCase();
  const since = new Date(now.getTime() - sessionPolicy.addressWindowMs);
  if ((await repo.countRecentFailures(db, address, since)) >= sessionPolicy.addressMaxFailures) {
    throw new HttpError(429, messages.LOGIN_THROTTLED);
  }
  const user = await repo.findUserByLogin(db, login);
  if (!user) {
    await verify(await dummyHash, input.password);
    await recordFailure(db, null, address, login, now);
    throw new HttpError(401, messages.LOGIN_FAILED);
  }
  if (!(await verifyPassword(db, user, input.password, address, now))) throw new HttpError(401, messages.LOGIN_FAILED);
  const token = newToken();
  await repo.insertSession(db, hashToken(token), user.id, now);
  return { token, userId: user.id };
}

/** Which of these logins still open with this password (the start-up check of published demo passwords). */
export async function loginsWithPassword(db: Db, logins: readonly string[], password: string) {
  const accounts = await repo.findPasswordHashes(db, logins);
  const matches = await Promise.all(accounts.map((account) => verify(account.passwordHash, password)));
  return accounts.filter((_, index) => matches[index]).map((account) => account.login);
}

/** After a password change: this session gets a new token, every other session of the user ends. */
export async function renewSessionEndingOthers(db: DbOrTx, user: SessionUser) {
  const token = newToken();
  await repo.renewSessionEndingOthers(db, user.userId, user.sessionId, hashToken(token));
  return token;
}

export async function logout(db: Db, token: string) {
  await repo.deleteSession(db, hashToken(token));
}

/** The user behind a session cookie, or null when there is none or it expired (idle or absolute). */
export async function resolveSession(db: Db, token: string, now = new Date()): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const found = await repo.findSessionUser(db, tokenHash);
  if (!found) return null;
  const idle = now.getTime() - found.lastSeenAt.getTime() > sessionPolicy.idleMs;
  const tooOld = now.getTime() - found.createdAt.getTime() > sessionPolicy.absoluteMs;
  if (idle || tooOld) {
    await repo.deleteSession(db, tokenHash);
    return null;
  }
  if (now.getTime() - found.lastSeenAt.getTime() > sessionPolicy.touchEveryMs) {
    await repo.touchSession(db, tokenHash, now);
  }
  return {
    sessionId: tokenHash,
    userId: found.userId,
    login: found.login,
    agentId: found.agentId,
    agentType: found.agentType,
    roles: new Set(found.roles),
    passwordExpired: isPasswordExpired(found.passwordChangedAt, now),
  };
}

export async function purgeExpiredSessions(db: Db, now = new Date()) {
  await repo.deleteSessionsIdleSince(
    db,
    new Date(now.getTime() - sessionPolicy.idleMs),
    new Date(now.getTime() - sessionPolicy.absoluteMs),
  );
}

/** Failed logins are kept for a quarter after the throttling window, for the review of attacks (decision 118). */
export const LOGIN_FAILURE_RETENTION_MS = 90 * 86_400_000;

export function purgeOldLoginFailures(db: Db, now = new Date()): Promise<number> {
  return repo.deleteFailuresBefore(db, new Date(now.getTime() - LOGIN_FAILURE_RETENTION_MS));
}
