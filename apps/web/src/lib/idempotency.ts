/** A random key for one user action, so that a retried or doubled call is carried out once (GUIDE §7). */
export function newIdempotencyKey(): string {
  // getRandomValues works on plain http too, unlike randomUUID.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
