import { MAX_TOTAL_FILES_SIZE, messages, type UploadOwnerType } from '@panel/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { uploadedFiles } from '../db/schema/index';
import { fieldError, HttpError } from './errors';
import type { SessionUser } from './session-user';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Links the user's queued files to their owner; answers the sizes of those it linked. */
async function linkFiles(db: DbOrTx, userId: number, ids: readonly string[], ownerType: UploadOwnerType, ownerId: number) {
  if (ids.length === 0) return [];
  const linked = await db
    .update(uploadedFiles)
    .set({ ownerType, ownerId, linkedAt: new Date() })
    .where(and(inArray(uploadedFiles.id, [...ids]), eq(uploadedFiles.userId, userId), isNull(uploadedFiles.ownerType)))
    .returning({ size: uploadedFiles.size });
  return linked.map((row) => row.size);
}

/**
 * Links the user's queued files (the uploads module's drafts) to the record that uses them, inside the record's
 * transaction: every flow that takes attachments calls it. Any id that is not a queued file of this user (another
 * user's, already linked, unknown) refuses the whole save with a field error, and so do files of several drafts that
 * together pass the 20 MB a record may take.
 */
export async function linkUploads(
  tx: DbOrTx,
  user: SessionUser,
  ids: readonly string[],
  ownerType: UploadOwnerType,
  ownerId: number,
): Promise<void> {
  const unique = [...new Set(ids)];
  const refused = fieldError('uploadedFiles', messages.UPLOADED_FILE_NOT_FOUND);
  if (!unique.every((id) => UUID.test(id))) throw refused;
  const sizes = await linkFiles(tx, user.userId, unique, ownerType, ownerId);
  if (sizes.length !== unique.length) throw refused;
  if (sizes.reduce((total, size) => total + size, 0) > MAX_TOTAL_FILES_SIZE) {
    throw new HttpError(413, messages.FILES_TOTAL_TOO_LARGE, { uploadedFiles: messages.FILES_TOTAL_TOO_LARGE });
  }
}
