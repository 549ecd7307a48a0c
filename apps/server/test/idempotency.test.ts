import { describe, expect, it } from 'vitest';
import { messages } from '@panel/domain';
import type { DbOrTx } from '../src/db/client';
import { HttpError } from '../src/lib/errors';
import { idempotency } from '../src/lib/idempotency';

interface Row {
  id: number;
  hash: string | null;
}

/** A key whose record the test makes appear when it likes: what a concurrent call with the same key does. */
function keyed(payload: unknown) {
  const records: Row[] = [];
  const once = idempotency<Row, { id: number }>({
    key: 'klucz-1',
    payload,
    find: async () => records[0],
    storedHash: (row) => row.hash,
    answer: (row) => ({ id: row.id }),
  });
  const concurrentCallSaved = () => records.push({ id: 7, hash: once.stored.idempotencyHash });
  return { once, concurrentCallSaved };
}
const db = {} as DbOrTx;

describe('idempotency: run', () => {
  it("answers a refusal raised after a concurrent call with the same key saved with that call's answer", async () => {
    const { once, concurrentCallSaved } = keyed({ regNo: 'GD70707' });
    const answer = await once.run(db, async () => {
      // The checks read the state the concurrent call has just changed, and find nothing left to change.
      concurrentCallSaved();
      throw new HttpError(409, messages.MTA_NOTHING_CHANGED);
    });
    expect(answer).toEqual({ id: 7 });
  });

  it('passes a refusal on when no call with the key saved, and answers an earlier call without running', async () => {
    const { once, concurrentCallSaved } = keyed({ regNo: 'GD70707' });
    await expect(once.run(db, () => Promise.reject(new HttpError(409, messages.MTA_NOTHING_CHANGED)))).rejects.toMatchObject({
      statusCode: 409,
      message: messages.MTA_NOTHING_CHANGED,
    });
    concurrentCallSaved();
    let ran = false;
    expect(await once.run(db, async () => ((ran = true), { id: 1 }))).toEqual({ id: 7 });
    expect(ran).toBe(false);
  });

  it('passes an error that is not a refusal on, whatever the key holds', async () => {
    const { once, concurrentCallSaved } = keyed({ regNo: 'GD70707' });
    const failure = new Error('connection lost');
    await expect(once.run(db, () => (concurrentCallSaved(), Promise.reject(failure)))).rejects.toBe(failure);
  });

  it('refuses the same key with other data when the concurrent call sent other data', async () => {
    const other = keyed({ regNo: 'GD99999' }).once.stored.idempotencyHash;
    const records: Row[] = [];
    const once = idempotency<Row, { id: number }>({
      key: 'klucz-1',
      payload: { regNo: 'GD70707' },
      find: async () => records[0],
      storedHash: (row) => row.hash,
      answer: (row) => ({ id: row.id }),
    });
    const refused = once.run(db, async () => {
      records.push({ id: 7, hash: other });
      throw new HttpError(409, messages.MTA_NOTHING_CHANGED);
    });
    await expect(refused).rejects.toMatchObject({ statusCode: 409, message: messages.IDEMPOTENCY_KEY_REUSED });
  });
});
