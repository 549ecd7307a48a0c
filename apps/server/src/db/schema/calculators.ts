import { pgTable, smallint, text } from 'drizzle-orm/pg-core';

/** Links of the policy calculation box (000 §2, 001 §2 dictionaries); shown when the user holds `requiredRole`. */
export const calculatorLinks = pgTable('calculator_links', {
  code: text().primaryKey(),
  label: text().notNull(),
  url: text().notNull(),
  requiredRole: text(),
  sortNo: smallint().notNull(),
});

/** Settings of the panel shared by every instance, e.g. NEW_MOTOR_RELEASE_DATE. */
export const panelSettings = pgTable('panel_settings', {
  key: text().primaryKey(),
  value: text().notNull(),
});
