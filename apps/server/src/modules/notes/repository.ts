import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notes } from '../../db/schema/index';

export async function findNote(db: DbOrTx, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ text: notes.text }).from(notes).where(eq(notes.userId, userId));
  return row?.text;
}

export async function saveNote(db: DbOrTx, userId: number, text: string): Promise<void> {
  await db
    .insert(notes)
    .values({ userId, text })
    .onConflictDoUpdate({ target: notes.userId, set: { text, updatedAt: new Date() } });
}
