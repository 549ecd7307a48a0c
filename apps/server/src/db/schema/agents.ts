import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordedAt } from './columns';

export const regionalManagers = pgTable('regional_managers', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  phone: text().notNull(),
  email: text().notNull(),
  region: text().notNull(),
});

/** An agency (or dealership): the owner of policies. Users log in on behalf of an agent. */
export const agents = pgTable('agents', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  agentType: text({ enum: ['DA', 'NN', 'NCD'] }).notNull(),
  custCode: text().notNull().unique(),
  agentName: text().notNull(),
  rauNo: text(),
  /** The agency's phone (update-agent-phone, decision 121); each user's own is users.phone. */
  phone: text(),
  regionalManagerId: integer().references(() => regionalManagers.id, { onDelete: 'restrict' }),
});

export const officeAddresses = pgTable('office_addresses', {
  agentId: integer()
    .primaryKey()
    .references(() => agents.id, { onDelete: 'cascade' }),
  street: text(),
  streetNo: text(),
  city: text(),
  postArea: text(),
});

/** Helpline numbers and contact e-mails, which differ per agent type (000 §1). */
export const helplines = pgTable(
  'helplines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    agentType: text({ enum: ['DA', 'NN', 'NCD'] }).notNull(),
    label: text().notNull(),
    phone: text(),
    email: text(),
    sortNo: smallint().notNull(),
  },
  (t) => [index('helplines_agent_type_idx').on(t.agentType, t.sortNo)],
);

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer()
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    login: text().notNull(),
    passwordHash: text().notNull(),
    passwordChangedAt: recordedAt(),
    name: text().notNull(),
    email: text(),
    phone: text(),
    nip: text(),
    pesel: text(),
    birthDate: text(),
    idNumber: text(),
    failedLogins: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('users_login_idx').on(t.login), index('users_agent_idx').on(t.agentId)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/** Feature flags of 000 §6, per user: a flag not listed is off. */
export const userFeatures = pgTable(
  'user_features',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feature: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.feature] })],
);

/**
 * Passwords a user had before the current one, for the history rule (decision 120). The row of a change carries
 * the idempotency key of that change, so a repeated request is answered without changing the password again.
 */
export const passwordHistory = pgTable(
  'password_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passwordHash: text().notNull(),
    replacedAt: timestamp({ withTimezone: true }).notNull(),
    idempotencyKey: text(),
  },
  (t) => [
    index('password_history_user_idx').on(t.userId, t.replacedAt),
    uniqueIndex('password_history_user_key_idx').on(t.userId, t.idempotencyKey),
  ],
);

/**
 * The agent's answer to the contact data popup (000 §2 udp; decision 122): when and from which source system the
 * e-mail and phone were confirmed, and the values confirmed. One row per user; it goes with the account.
 */
export const contactDataConfirmations = pgTable('contact_data_confirmations', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sourceSystem: text().notNull(),
  email: text().notNull(),
  phone: text().notNull(),
  confirmedAt: timestamp({ withTimezone: true }).notNull(),
});
