import { z } from '../z';
import { messages } from '../messages';
import { text } from './text';

export const MAX_FILE_SIZE = 10 * 1024 * 1024;
export const MAX_TOTAL_FILES_SIZE = 20 * 1024 * 1024;
export const MAX_QUEUED_FILES = 10;
export const MAX_FILE_NAME_LENGTH = 100;
/** How long the empty-file notice stays (000 §9). */
export const EMPTY_FILE_NOTICE_MS = 10_000;
export const allowedFileExtensions = ['pdf', 'jpg', 'jpeg', 'png', 'tif', 'tiff', 'doc', 'docx', 'odt', 'txt'] as const;
export type FileExtension = (typeof allowedFileExtensions)[number];

/** jpeg and tif are the same types as jpg and tiff: the agent is shown one name for each. */
const shownName: Partial<Record<FileExtension, string>> = { jpeg: 'JPG', tif: 'TIFF' };

/** How a list of extensions is named to the agent: 'PDF, JPG, PNG lub TIFF'. */
export function describeFileExtensions(extensions: readonly FileExtension[]): string {
  const names = [...new Set(extensions.map((extension) => shownName[extension] ?? extension.toUpperCase()))];
  const last = names.pop() ?? '';
  return names.length > 0 ? `${names.join(', ')} lub ${last}` : last;
}

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function hasAllowedExtension(name: string, extensions: readonly FileExtension[] = allowedFileExtensions): boolean {
  return (extensions as readonly string[]).includes(fileExtension(name));
}

const isControlCharacter = (char: string) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f;

/** No path separators or control characters, not blank, not a dot name like '..'. */
export function isValidFileName(name: string): boolean {
  return name.trim() !== '' && !/[/\\]/.test(name) && ![...name].some(isControlCharacter) && !/^\.+$/.test(name);
}

export interface UploadCandidate {
  name: string;
  size: number;
}

/** The first upload rule one file breaks on its own, or null; `extensions` narrows the types a place takes. */
export function checkUploadFile(file: UploadCandidate, extensions: readonly FileExtension[] = allowedFileExtensions): string | null {
  if (file.size === 0) return messages.FILE_EMPTY;
  if (file.size > MAX_FILE_SIZE) return messages.FILE_TOO_LARGE;
  if (file.name.length > MAX_FILE_NAME_LENGTH) return messages.FILE_NAME_TOO_LONG;
  if (!isValidFileName(file.name)) return messages.FILE_NAME_INVALID;
  if (!hasAllowedExtension(file.name, extensions)) return messages.FILE_EXTENSION_INVALID;
  return null;
}

export interface UploadCheck {
  name: string;
  error: string | null;
}

/**
 * Checks files in the order they join the queue: each on its own, then against the queue limit (10) and
 * the 20 MB total of the files already accepted, which include `queued` (files already in the queue).
 */
export function checkUploadQueue(
  files: readonly UploadCandidate[],
  queued: readonly UploadCandidate[] = [],
  extensions: readonly FileExtension[] = allowedFileExtensions,
): UploadCheck[] {
  let count = queued.length;
  let total = queued.reduce((sum, file) => sum + file.size, 0);
  return files.map((file) => {
    let error = checkUploadFile(file, extensions);
    if (!error && count >= MAX_QUEUED_FILES) error = messages.FILES_QUEUE_FULL;
    if (!error && total + file.size > MAX_TOTAL_FILES_SIZE) error = messages.FILES_TOTAL_TOO_LARGE;
    if (!error) {
      count += 1;
      total += file.size;
    }
    return { name: file.name, error };
  });
}

/** Identifiers of uploaded files sent with a form; at most the queue limit. */
export const uploadedFilesSchema = z
  .array(text().min(1), { error: messages.NO_FILE_ERROR })
  .max(MAX_QUEUED_FILES, { error: messages.FILES_QUEUE_FULL });

/** At least one file attached ('Nie wybrano pliku'). */
export const requiredFilesSchema = uploadedFilesSchema.min(1, { error: messages.NO_FILE_ERROR });
