import type { MyFiles } from '@panel/domain';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import * as repo from './repository';

export async function listFiles(db: Db, user: SessionUser): Promise<MyFiles> {
  const { folders, files } = await repo.listFiles(db, user.agentId);
  return {
    children: folders.map((folder) => ({
      name: folder.name,
      children: files
        .filter((file) => file.folderId === folder.id)
        .map((file) => ({ name: file.name, size: file.size, modifiedAt: file.modifiedAt.toISOString() })),
    })),
  };
}

/**
 * A stored name is a single path segment: no separators, no dot segments, no control characters. Anything else
 * cannot name a listed file, so it is simply not found.
 */
export const isPlainName = (name: string) =>
  name.length > 0 && !/[/\\]/.test(name) && !name.includes('..') && [...name].every((c) => c >= ' ');

export async function downloadFile(db: Db, user: SessionUser, folder: string, file: string) {
  if (!isPlainName(folder) || !isPlainName(file)) throw notFound();
  const found = await repo.findFile(db, user.agentId, folder, file);
  if (!found) throw notFound();
  return found;
}
