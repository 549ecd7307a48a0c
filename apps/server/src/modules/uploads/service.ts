import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import {
  checkUploadFile,
  MAX_FILE_SIZE,
  MAX_QUEUED_FILES,
  MAX_TOTAL_FILES_SIZE,
  messages,
  type UploadedFile,
  type UploadOwnerType,
} from '@panel/domain';
import type { Db, DbOrTx } from '../../db/client';
import { HttpError, notFound } from '../../lib/errors';
import type { SessionUser } from '../auth/service';
import { detectContentKind } from './content';
import * as repo from './repository';

/** Files never linked to a record are removed after this long. */
export const ORPHAN_MAX_AGE_MS = 24 * 3_600_000;

const tooLarge = () => new HttpError(413, messages.FILE_TOO_LARGE);
const totalTooLarge = () => new HttpError(413, messages.FILES_TOTAL_TOO_LARGE);
const isFileTooLarge = (error: unknown) => (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/** Reads the stream while it stays within `room` bytes; stops reading as soon as it does not. */
async function readWithin(stream: Readable & { truncated?: boolean }, room: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > room) {
        stream.destroy();
        throw totalTooLarge();
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    throw isFileTooLarge(error) ? tooLarge() : error;
  }
  if (stream.truncated) throw tooLarge();
  return Buffer.concat(chunks, size);
}

/**
 * Takes one file of a multipart request into the user's draft: name and queue rules before reading, size limits while
 * streaming, emptiness and content (magic bytes) after; the limits are checked again under a lock when storing.
 */
export async function upload(db: Db, user: SessionUser, draftId: string, request: FastifyRequest): Promise<UploadedFile> {
  const part = await request.file({
    limits: { fileSize: MAX_FILE_SIZE, files: 1, fields: 0, parts: 1 },
    throwFileSizeLimit: true,
    preservePath: true,
  });
  if (!part) throw new HttpError(400, messages.NO_FILE_ERROR);
  const name = part.filename;
  const nameError = checkUploadFile({ name, size: 1 });
  if (nameError) throw new HttpError(400, nameError);

  const usage = await repo.draftUsage(db, user.userId, draftId);
  if (usage.files >= MAX_QUEUED_FILES) throw new HttpError(400, messages.FILES_QUEUE_FULL);
  if (usage.bytes >= MAX_TOTAL_FILES_SIZE) throw totalTooLarge();
  const content = await readWithin(part.file, MAX_TOTAL_FILES_SIZE - usage.bytes);
  if (content.length === 0) throw new HttpError(400, messages.FILE_EMPTY);
  const contentKind = detectContentKind(name, content);
  if (!contentKind) throw new HttpError(400, messages.FILE_CONTENT_MISMATCH);

  return db.transaction(async (tx) => {
    await repo.lockDraft(tx, user.userId, draftId);
    const now = await repo.draftUsage(tx, user.userId, draftId);
    if (now.files >= MAX_QUEUED_FILES) throw new HttpError(400, messages.FILES_QUEUE_FULL);
    if (now.bytes + content.length > MAX_TOTAL_FILES_SIZE) throw totalTooLarge();
    return repo.insertFile(tx, { userId: user.userId, agentId: user.agentId, draftId, name, size: content.length, contentKind, content });
  });
}

/** Removes a file from the user's queue; a linked file or another user's is not found. */
export async function removeQueued(db: Db, user: SessionUser, id: string): Promise<void> {
  if (!(await repo.deleteQueuedFile(db, user.userId, id))) throw notFound();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Links the user's queued files to the record that uses them (inside the record's transaction). Any id that is not
 * a queued file of this user (another user's, already linked, unknown) refuses the whole save with a field error.
 */
export async function linkUploads(
  tx: DbOrTx,
  user: SessionUser,
  ids: readonly string[],
  ownerType: UploadOwnerType,
  ownerId: number,
): Promise<void> {
  const unique = [...new Set(ids)];
  const refused = new HttpError(400, messages.UPLOADED_FILE_NOT_FOUND, { uploadedFiles: messages.UPLOADED_FILE_NOT_FOUND });
  if (!unique.every((id) => UUID.test(id))) throw refused;
  if ((await repo.linkFiles(tx, user.userId, unique, ownerType, ownerId)) !== unique.length) throw refused;
}

/** Deletes files no record took within a day; called hourly by the server. */
export function purgeOrphanUploads(db: Db, now = new Date()): Promise<number> {
  return repo.deleteOrphansBefore(db, new Date(now.getTime() - ORPHAN_MAX_AGE_MS));
}
