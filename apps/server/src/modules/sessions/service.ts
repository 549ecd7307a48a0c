import { messages, SESSIONS_LIST_LIMIT, type EndSessions, type EndSessionsResult, type SessionSummary } from '@panel/domain';
import type { Db, Tx } from '../../db/client';
import { HttpError, unauthorized } from '../../lib/errors';
import { sessionPolicy, verifyPassword } from '../../lib/credentials';
import type { SessionUser } from '../../lib/session-user';
import * as repo from './repository';

/** The agent's open sessions (ASVS V7.5.2; decision 123): browser, address, login and last activity. */
export async function listSessions(db: Db, user: SessionUser, now = new Date()): Promise<SessionSummary[]> {
  const open = {
    seenAfter: new Date(now.getTime() - sessionPolicy.idleMs),
    createdAfter: new Date(now.getTime() - sessionPolicy.absoluteMs),
  };
  const rows = await repo.listOpenSessions(db, user.userId, user.sessionId, open, SESSIONS_LIST_LIMIT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), lastSeenAt: row.lastSeenAt.toISOString() }));
}

/**
 * Runs `end` after the password is checked again, under the login's limits (a locked account 423, a throttled address
 * 429). A wrong password is refused after the transaction, so that its counted failure is kept.
 */
async function withPassword(db: Db, user: SessionUser, input: EndSessions, address: string, now: Date, end: (tx: Tx) => Promise<number>) {
  const ended = await db.transaction(async (tx) => {
    const owner = await repo.findPasswordOwner(tx, user.userId);
    if (!owner) throw unauthorized();
    if (!(await verifyPassword(tx, owner, input.password, address, now))) return null;
    return end(tx);
  });
  if (ended === null) throw new HttpError(422, messages.SESSION_PASSWORD_INCORRECT, { password: messages.SESSION_PASSWORD_INCORRECT });
  return ended;
}

/** Ends one other session of the agent; another agent's, the current or an ended one is not found (404). */
export async function endSession(db: Db, user: SessionUser, publicId: string, input: EndSessions, address: string, now = new Date()) {
  const ended = await withPassword(db, user, input, address, now, (tx) => repo.deleteOtherSession(tx, user.userId, user.sessionId, publicId));
  if (ended === 0) throw new HttpError(404, messages.SESSION_NOT_FOUND);
  return { ended } satisfies EndSessionsResult;
}

/** Ends every session of the agent but this one. */
export async function endOtherSessions(db: Db, user: SessionUser, input: EndSessions, address: string, now = new Date()): Promise<EndSessionsResult> {
  return { ended: await withPassword(db, user, input, address, now, (tx) => repo.deleteOtherSessions(tx, user.userId, user.sessionId)) };
}
