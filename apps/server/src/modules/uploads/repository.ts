import { and, count, eq, inArray, isNull, lt, sum } from 'drizzle-orm';
import type { UploadOwnerType } from '@panel/domain';
import type { DbOrTx } from '../../db/client';
import { uploadedFiles } from '../../db/schema/index';

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

export async function insertFile(
  db: DbOrTx,
  values: { userId: number; agentId: number; draftId: string; name: string; size: number; contentKind: string; content: Buffer },
) {
  const [row] = await db
    .insert(uploadedFiles)
    .values(values)
    .returning({ id: uploadedFiles.id, name: uploadedFiles.name, size: uploadedFiles.size });
  return row!;
}

export async function deleteQueuedFile(db: DbOrTx, userId: number, id: string): Promise<boolean> {
  const deleted = await db
    .delete(uploadedFiles)
    .where(and(eq(uploadedFiles.id, id), eq(uploadedFiles.userId, userId), isNull(uploadedFiles.ownerType)))
    .returning({ id: uploadedFiles.id });
  return deleted.length > 0;
}

/** Links the user's queued files to their owner; answers the sizes of those it linked. */
export async function linkFiles(db: DbOrTx, userId: number, ids: readonly string[], ownerType: UploadOwnerType, ownerId: number) {
  if (ids.length === 0) return [];
  const linked = await db
    .update(uploadedFiles)
    .set({ ownerType, ownerId, linkedAt: new Date() })
    .where(and(inArray(uploadedFiles.id, [...ids]), eq(uploadedFiles.userId, userId), isNull(uploadedFiles.ownerType)))
    .returning({ size: uploadedFiles.size });
  return linked.map((row) => row.size);
}

export async function deleteOrphansBefore(db: DbOrTx, before: Date): Promise<number> {
  const deleted = await db
    .delete(uploadedFiles)
    .where(and(isNull(uploadedFiles.ownerType), lt(uploadedFiles.createdAt, before)))
    .returning({ id: uploadedFiles.id });
  return deleted.length;
}
