import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agentFiles, agentFolders } from '../../db/schema/index';

/** Folders and files the list shows at most; the insurer fills a few dozen. */
export const MAX_LISTED_FILES = 1000;

export async function listFiles(db: DbOrTx, agentId: number) {
  const [folders, files] = await Promise.all([
    db.select({ id: agentFolders.id, name: agentFolders.name }).from(agentFolders).where(eq(agentFolders.agentId, agentId)).orderBy(asc(agentFolders.name)).limit(MAX_LISTED_FILES),
    db
      .select({ folderId: agentFiles.folderId, name: agentFiles.name, size: agentFiles.size, modifiedAt: agentFiles.modifiedAt })
      .from(agentFiles)
      .where(eq(agentFiles.agentId, agentId))
      .orderBy(asc(agentFiles.name))
      .limit(MAX_LISTED_FILES),
  ]);
  return { folders, files };
}

/** A file by its folder and name, only in this agent's folders. */
export async function findFile(db: DbOrTx, agentId: number, folder: string, file: string) {
  const [row] = await db
    .select({ name: agentFiles.name, contentType: agentFiles.contentType, content: agentFiles.content })
    .from(agentFiles)
    .innerJoin(agentFolders, eq(agentFolders.id, agentFiles.folderId))
    .where(and(eq(agentFolders.agentId, agentId), eq(agentFiles.agentId, agentId), eq(agentFolders.name, folder), eq(agentFiles.name, file)));
  return row;
}
