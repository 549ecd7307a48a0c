import { createHash } from 'node:crypto';

/** SHA-256 of a payload: the same idempotency key sent with other data is refused. */
export function payloadHash(payload: unknown): string {
  return createHash('sha256').update(JSON.stringify(payload)).digest('hex');
}
