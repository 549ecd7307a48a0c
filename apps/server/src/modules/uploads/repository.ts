import { and, count, eq, isNull, lt, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { uploadedFiles, uploadWithdrawals } from '../../db/schema/index';

const queued = (userId: number, draftId: string) =>
  and(eq(uploadedFiles.userId, userId), eq(uploadedFiles.draftId, draftId), isNull(uploadedFiles.ownerType));

/** How many files the user's draft holds and their total size, counting only files no record uses yet. */
export async function draftUsage(db: DbOrTx, userId: number, draftId: string) {
  const [row] = await db
    .select({ files: count(), bytes: sum(uploadedFiles.size).mapWith(Number) })
    .from(uploadedFiles)
    .where(queued(userId, draftId));
  return { files: row?.files ?? 0, bytes: row?.bytes ?? 0 };
}

const fileColumns = { id: uploadedFiles.id, name: uploadedFiles.name, size: uploadedFiles.size };

/** Stores the file under the id the browser chose; answers nothing when that id is taken. */
export async function insertFile(
  db: DbOrTx,
  values: { id: string; userId: number; agentId: number; draftId: string; name: string; size: number; contentKind: string; content: Buffer },
) {
  const [row] = await db.insert(uploadedFiles).values(values).onConflictDoNothing().returning(fileColumns);
  return row;
}

/** The user's queued file of the draft with this id (a repeated upload of it). */
export async function findQueuedFile(db: DbOrTx, userId: number, draftId: string, id: string) {
  const [row] = await db
    .select(fileColumns)
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, id), queued(userId, draftId)));
  return row;
}

export async function isWithdrawn(db: DbOrTx, userId: number, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: uploadWithdrawals.id })
    .from(uploadWithdrawals)
    .where(and(eq(uploadWithdrawals.id, id), eq(uploadWithdrawals.userId, userId)));
  return row !== undefined;
}

export async function insertWithdrawal(db: DbOrTx, userId: number, id: string): Promise<void> {
  await db.insert(uploadWithdrawals).values({ id, userId }).onConflictDoNothing();
}

export async function deleteQueuedFile(db: DbOrTx, userId: number, id: string): Promise<boolean> {
  const deleted = await db
    .delete(uploadedFiles)
    .where(and(eq(uploadedFiles.id, id), eq(uploadedFiles.userId, userId), isNull(uploadedFiles.ownerType)))
    .returning({ id: uploadedFiles.id });
  return deleted.length > 0;
}

export async function deleteOrphansBefore(db: DbOrTx, before: Date): Promise<number> {
  await db.delete(uploadWithdrawals).where(lt(uploadWithdrawals.createdAt, before));
  const deleted = await db
    .delete(uploadedFiles)
    .where(and(isNull(uploadedFiles.ownerType), lt(uploadedFiles.createdAt, before)))
    .returning({ id: uploadedFiles.id });
  return deleted.length;
}
