import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Banks a loan assignment (cession) can name: the head office with its REGON and NIP. */
export const banks = pgTable('banks', {
  centralId: text().primaryKey(),
  name: text().notNull(),
  street: text().notNull(),
  homeNumber: text().notNull(),
  apartmentNumber: text(),
  postCode: text().notNull(),
  city: text().notNull(),
  regon: text().notNull(),
  nip: text().notNull(),
});

/** Units of a bank the cession search finds (head office included); REGON and NIP are the bank's. */
export const bankBranches = pgTable(
  'bank_branches',
  {
    id: integer().primaryKey(),
    centralId: text()
      .notNull()
      .references(() => banks.centralId, { onDelete: 'cascade' }),
    name: text().notNull(),
    street: text().notNull(),
    homeNumber: text().notNull(),
    apartmentNumber: text(),
    postCode: text().notNull(),
    city: text().notNull(),
    /** Lower case without diacritics, for the city filter. */
    citySearch: text().notNull(),
  },
  (t) => [
    index('bank_branches_central_city_idx').on(t.centralId, t.citySearch, t.id),
    index('bank_branches_city_idx').on(t.citySearch, t.id),
    index('bank_branches_post_code_idx').on(t.postCode),
  ],
);
