import { bigint, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './agents';

/**
 * Server-side sessions, shared by every instance. Only the SHA-256 of the cookie value is stored; the agent's list of
 * own sessions names one by `publicId`, which grants nothing (decision 123).
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    publicId: uuid().notNull().defaultRandom().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull(),
    /** The User-Agent header and the client address of the login, shown in the list of own sessions. */
    userAgent: text(),
    address: text(),
    /** The visited flag of the welcome flow (000 §2): this session has seen /welcome. */
    welcomeVisited: boolean().notNull().default(false),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Failed logins per client address, for throttling across instances. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    address: text().notNull(),
    login: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_address_idx').on(t.address, t.at), index('login_failures_at_idx').on(t.at)],
);
