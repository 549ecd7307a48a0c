import { createHash } from 'node:crypto';
import { messages } from '@panel/domain';
import type { DbOrTx } from '../db/client';
import { HttpError } from './errors';

/** SHA-256 of a payload: the same idempotency key sent with other data is refused. */
function payloadHash(payload: unknown): string {
  return createHash('sha256').update(JSON.stringify(payload)).digest('hex');
}

type Check<Row> =
  | {
      /** What the call asks for: its hash is stored with the record and compared on a replay. */
      payload: unknown;
      storedHash: (row: Row) => string | null;
    }
  | {
      /** For a payload whose hash must not be stored (a new password): whether the record answers this request. */
      sameRequest: (row: Row) => Promise<boolean>;
    };

export type IdempotencySpec<Row, Answer> = Check<Row> & {
  /** The Idempotency-Key header; without it every call is a new one. */
  key: string | undefined;
  /** The record an earlier call with this key made (the caller's own: keys are per user). */
  find: (db: DbOrTx, key: string) => Promise<Row | undefined>;
  /** The answer the earlier call gave, rebuilt from its record. */
  answer: (row: Row) => Answer;
  /** The status of the same key with other data: 409, or 422 where the call's contract says so. */
  reusedStatus?: 409 | 422;
};

/**
 * The one way a state-changing call keeps its idempotency key (GUIDE §7): the record stores the key and the payload's
 * hash (`stored`), a repeated call gets the answer rebuilt from that record (`replay` before the work, again under the
 * call's lock, `run` after a refusal too, and `afterConflict` when a concurrent call's insert won the unique key), and
 * the same key with other data is refused.
 */
export function idempotency<Row, Answer>(spec: IdempotencySpec<Row, Answer>) {
  const hash = spec.key && 'payload' in spec ? payloadHash(spec.payload) : null;
  const sameRequest = async (row: Row) => ('sameRequest' in spec ? spec.sameRequest(row) : spec.storedHash(row) === hash);

  /** The answer to a record this key made; the same key with other data is refused. */
  async function answerTo(row: Row): Promise<Answer> {
    if (!(await sameRequest(row))) throw new HttpError(spec.reusedStatus ?? 409, messages.IDEMPOTENCY_KEY_REUSED);
    return spec.answer(row);
  }

  /** The earlier call's answer, or undefined when no call with this key made a record. */
  async function replay(db: DbOrTx): Promise<Answer | undefined> {
    const row = spec.key ? await spec.find(db, spec.key) : undefined;
    return row === undefined ? undefined : answerTo(row);
  }

  return {
    /** The key and the payload hash the new record stores (both null without a key). */
    stored: { idempotencyKey: spec.key ?? null, idempotencyHash: hash },
    answerTo,
    replay,
    /**
     * The earlier call's answer, or else `call`'s. A call that checks the state before its transaction may be refused
     * for what a concurrent call with the same key has just done (a change already made): when that call's record is
     * there by the refusal, its answer is this call's too.
     */
    async run(db: DbOrTx, call: () => Promise<Answer>): Promise<Answer> {
      const earlier = await replay(db);
      if (earlier !== undefined) return earlier;
      try {
        return await call();
      } catch (err) {
        const raced = err instanceof HttpError ? await replay(db) : undefined;
        if (raced === undefined) throw err;
        return raced;
      }
    },
    /** The answer after the insert met the unique key: a concurrent call with the same key made the record first. */
    async afterConflict(db: DbOrTx): Promise<Answer> {
      const row = spec.key ? await spec.find(db, spec.key) : undefined;
      if (row === undefined) throw new Error('insert returned no row');
      return answerTo(row);
    },
  };
}
