import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agents, passwordHistory, users } from '../../db/schema/index';

/** The user's password data, locked until the transaction ends, so two changes of one user run one after the other. */
export async function lockPasswordOwner(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, login: users.login, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function findPasswordChangedAt(db: DbOrTx, userId: number) {
  const [row] = await db.select({ at: users.passwordChangedAt }).from(users).where(eq(users.id, userId));
  return row?.at;
}

export async function hasChangeWithKey(db: DbOrTx, userId: number, key: string) {
  const [row] = await db
    .select({ id: passwordHistory.id })
    .from(passwordHistory)
    .where(and(eq(passwordHistory.userId, userId), eq(passwordHistory.idempotencyKey, key)));
  return row !== undefined;
}

/** Hashes of the passwords the user had before the current one, the latest first. */
export async function previousPasswordHashes(db: DbOrTx, userId: number, limit: number) {
  const rows = await db
    .select({ hash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.replacedAt), desc(passwordHistory.id))
    .limit(limit);
  return rows.map((row) => row.hash);
}

export async function replacePassword(
  db: DbOrTx,
  change: { userId: number; oldHash: string; newHash: string; at: Date; idempotencyKey: string | null },
) {
  await db.insert(passwordHistory).values({
    userId: change.userId,
    passwordHash: change.oldHash,
    replacedAt: change.at,
    idempotencyKey: change.idempotencyKey,
  });
  await db.update(users).set({ passwordHash: change.newHash, passwordChangedAt: change.at }).where(eq(users.id, change.userId));
}

export async function updateUserPhone(db: DbOrTx, userId: number, phone: string) {
  await db.update(users).set({ phone }).where(eq(users.id, userId));
}

export async function updateAgentPhone(db: DbOrTx, agentId: number, phone: string) {
  await db.update(agents).set({ phone }).where(eq(agents.id, agentId));
}
