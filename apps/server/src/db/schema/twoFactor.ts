import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './agents';

/**
 * A user's TOTP secret (decision 125), AES-256-GCM encrypted with TWO_FACTOR_KEY. `enabledAt` is null while the
 * enrolment waits for its first code; `lastUsedStep` is the 30-second step of the last accepted code, never accepted again.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  encryptedSecret: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  enabledAt: timestamp({ withTimezone: true }),
  lastUsedStep: bigint({ mode: 'number' }),
});

/** Single-use recovery codes, argon2id-hashed; a used one keeps its row with the time it was used. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId)],
);

/**
 * A login whose password was right and whose code is still due: no session exists yet. Only the SHA-256 of its cookie
 * is stored; `attemptId` is the password step's counted attempt, forgiven with the right code.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attemptId: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('login_challenges_user_idx').on(t.userId), index('login_challenges_created_idx').on(t.createdAt)],
);
