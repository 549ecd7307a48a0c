import { finished, type Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import {
  HOUR_MS,
  checkUploadFile,
  MAX_FILE_SIZE,
  MAX_QUEUED_FILES,
  MAX_TOTAL_FILES_SIZE,
  messages,
  type UploadedFile,
} from '@panel/domain';
import type { Db, Tx } from '../../db/client';
import { lockCountedRecords } from '../../db/count-lock';
import { HttpError, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { detectContentKind } from './content';
import * as repo from './repository';

/** Files never linked to a record are removed after this long. */
export const ORPHAN_MAX_AGE_MS = 24 * HOUR_MS;

const tooLarge = () => new HttpError(413, messages.FILE_TOO_LARGE);
const totalTooLarge = () => new HttpError(413, messages.FILES_TOTAL_TOO_LARGE);
const queueFull = () => new HttpError(400, messages.FILES_QUEUE_FULL);
const withdrawn = () => new HttpError(409, messages.UPLOAD_WITHDRAWN);
/** An upload's storing and a removal of its file wait for each other (decision 134). */
const lockFile = (tx: Tx, id: string) => lockCountedRecords(tx, 'upload-file', id);

/**
 * The largest request one file of MAX_FILE_SIZE can come in: the part's headers (busboy stops at 16 KiB) and the
 * boundary lines (at most 70 characters each) around it. A longer Content-Length cannot hold an acceptable file.
 */
export const MAX_UPLOAD_REQUEST_SIZE = MAX_FILE_SIZE + 20 * 1024;

/** Refuses an upload whose declared length cannot hold an acceptable file, before a byte of its body is read. */
export function checkDeclaredLength(contentLength: string | undefined): void {
  if (contentLength !== undefined && Number(contentLength) > MAX_UPLOAD_REQUEST_SIZE) throw tooLarge();
}

/** The parser's own failures (no boundary, a body cut short, not multipart) are the client's malformed request. */
function parserError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string } | null)?.code;
  return new HttpError(code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ? 406 : 400, messages.MALFORMED_REQUEST);
}

/** Collects the file's bytes; refuses as soon as the parser reports the size limit passed, reading no further. */
function collect(file: Readable & { truncated?: boolean }, sizeLimitError: HttpError): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    file.on('data', (chunk: Buffer) => chunks.push(chunk));
    file.once('limit', () => reject(sizeLimitError));
    // Also when the parser ended or failed the stream before this listened (a body that came in one piece).
    finished(file, (error) => {
      if (file.truncated) reject(sizeLimitError);
      else if (error) reject(error);
      else resolve(Buffer.concat(chunks));
    });
  });
}

/** Reads the one file of the request, refusing it once it passes `room` bytes; name rules from the part's headers. */
async function readFile(request: FastifyRequest, room: number) {
  const sizeLimitError = room < MAX_FILE_SIZE ? totalTooLarge() : tooLarge();
  try {
    const part = await request.file({ limits: { fileSize: room, files: 1, fields: 0, parts: 1 }, preservePath: true });
    if (!part) throw new HttpError(400, messages.NO_FILE_ERROR);
    const nameError = checkUploadFile({ name: part.filename, size: 1 });
    if (nameError) throw new HttpError(400, nameError);
    return { name: part.filename, content: await collect(part.file, sizeLimitError) };
  } catch (error) {
    throw parserError(error);
  }
}

/**
 * Takes one file of a multipart request into the user's draft under the id the browser chose: the queue, the room left
 * and a removal that came first before reading, name rules from the part's headers, size limits while streaming,
 * emptiness and content (magic bytes) after; the limits and a removal are checked again under locks when storing.
 * The same upload repeated answers the file already stored.
 */
export async function upload(db: Db, user: SessionUser, draftId: string, id: string, request: FastifyRequest): Promise<UploadedFile> {
  const stored = await repo.findQueuedFile(db, user.userId, draftId, id);
  if (stored) return stored;
  if (await repo.isWithdrawn(db, user.userId, id)) throw withdrawn();
  const usage = await repo.draftUsage(db, user.userId, draftId);
  if (usage.files >= MAX_QUEUED_FILES) throw queueFull();
  const room = MAX_TOTAL_FILES_SIZE - usage.bytes;
  if (room <= 0) throw totalTooLarge();
  const { name, content } = await readFile(request, Math.min(room, MAX_FILE_SIZE));
  if (content.length === 0) throw new HttpError(400, messages.FILE_EMPTY);
  const contentKind = detectContentKind(name, content);
  if (!contentKind) throw new HttpError(400, messages.FILE_CONTENT_MISMATCH);

  return db.transaction(async (tx) => {
    await lockCountedRecords(tx, 'upload-queue', `${user.userId}:${draftId}`);
    await lockFile(tx, id);
    if (await repo.isWithdrawn(tx, user.userId, id)) throw withdrawn();
    const repeated = await repo.findQueuedFile(tx, user.userId, draftId, id);
    if (repeated) return repeated;
    const now = await repo.draftUsage(tx, user.userId, draftId);
    if (now.files >= MAX_QUEUED_FILES) throw queueFull();
    if (now.bytes + content.length > MAX_TOTAL_FILES_SIZE) throw totalTooLarge();
    const file = await repo.insertFile(tx, { id, userId: user.userId, agentId: user.agentId, draftId, name, size: content.length, contentKind, content });
    // The id is another user's or already linked: refused like a withdrawn one, so nothing about it leaks.
    if (!file) throw withdrawn();
    return file;
  });
}

/**
 * Removes a file from the user's queue; a linked file or another user's is not found. A file not (yet) stored is
 * withdrawn: its upload, still arriving, is not kept when it ends (decision 134).
 */
export async function removeQueued(db: Db, user: SessionUser, id: string): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    await lockFile(tx, id);
    if (await repo.deleteQueuedFile(tx, user.userId, id)) return true;
    await repo.insertWithdrawal(tx, user.userId, id);
    return false;
  });
  if (!removed) throw notFound();
}

/** Deletes files no record took within a day; called hourly by the server. */
export function purgeOrphanUploads(db: Db, now = new Date()): Promise<number> {
  return repo.deleteOrphansBefore(db, new Date(now.getTime() - ORPHAN_MAX_AGE_MS));
}
