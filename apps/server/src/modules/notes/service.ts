import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-user';
import * as repo from './repository';

/** The user's note; a user who never saved one has an empty note. */
export async function readNote(db: Db, user: SessionUser): Promise<string> {
  return (await repo.findNote(db, user.userId)) ?? '';
}

/** Replaces the note; saving the same text twice leaves the same note, so a retried save is harmless. */
export async function saveNote(db: Db, user: SessionUser, text: string): Promise<void> {
  await repo.saveNote(db, user.userId, text);
}
