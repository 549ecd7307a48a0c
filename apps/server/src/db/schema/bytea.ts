import { customType } from 'drizzle-orm/pg-core';

/** Binary content (generated PDFs, agents' files); both drivers hand back a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
