import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema/index';

/** The user's sessions still open (seen after `open.seenAfter`, created after `open.createdAfter`), newest activity first. */
export function listOpenSessions(db: DbOrTx, userId: number, currentHash: string, open: { seenAfter: Date; createdAfter: Date }, limit: number) {
  return db
    .select({
      id: sessions.publicId,
      userAgent: sessions.userAgent,
      address: sessions.address,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      current: sql<boolean>`${sessions.tokenHash} = ${currentHash}`,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.lastSeenAt, open.seenAfter), gt(sessions.createdAt, open.createdAfter)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
    .limit(limit);
}

export async function findPasswordOwner(db: DbOrTx, userId: number) {
  const [row] = await db.select({ id: users.id, login: users.login, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row;
}

/** Ends one of the user's sessions other than the current one; answers how many ended (0 or 1). */
export async function deleteOtherSession(db: DbOrTx, userId: number, currentHash: string, publicId: string) {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, currentHash), eq(sessions.publicId, publicId)))
    .returning({ id: sessions.publicId });
  return ended.length;
}

/** Ends every session of the user but the current one; answers how many ended. */
export async function deleteOtherSessions(db: DbOrTx, userId: number, currentHash: string) {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, currentHash)))
    .returning({ id: sessions.publicId });
  return ended.length;
}
