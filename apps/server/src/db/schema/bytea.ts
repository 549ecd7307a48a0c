import { customType } from 'drizzle-orm/pg-core';

/** Binary content (generated PDFs, agents' files); both drivers hand back a Buffer (PGlite through `pgliteOptions`). */
export const bytea = customType<{ data: Buffer }>({
  dataType: () => 'bytea',
});
