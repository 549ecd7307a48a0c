import { sql } from 'drizzle-orm';
import type { Tx } from './client';

/**
 * Holds until the transaction ends the lock on one owner's counted records (`limit` names the limit, `owner` whose
 * records it counts): a transaction that counts them and then adds one waits for any other doing the same, on every
 * connection and instance, so a limit checked inside it holds under concurrency (decision 113). PGlite, with one
 * connection, runs transactions one at a time anyway.
 */
export async function lockCountedRecords(tx: Tx, limit: string, owner: string | number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${limit}), hashtext(${String(owner)}))`);
}
