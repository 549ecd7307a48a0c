import { pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/** Lists of values of the motor flows (001 §3), one row per entry, in `sortNo` order. */
export const lovEntries = pgTable(
  'lov_entries',
  {
    lovKey: text().notNull(),
    key: text().notNull(),
    value: text().notNull(),
    sortNo: smallint().notNull(),
  },
  (t) => [primaryKey({ columns: [t.lovKey, t.key] })],
);

/** Places by postcode: one postcode may serve several places. */
export const postcodeCities = pgTable(
  'postcode_cities',
  {
    postcode: text().notNull(),
    city: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.postcode, t.city] })],
);
