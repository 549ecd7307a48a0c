import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { recordedAt } from './columns';
import { agents, users } from './agents';
import { bytea } from './bytea';

/**
 * A file a user uploaded for a form (decision 050): kept in the database under a random id, queued per draft until the
 * case, complaint, resignation, renewal or sale that uses it links it; unlinked files older than a day are purged.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    agentId: integer()
      .notNull()
      .references(() => agents.id, { onDelete: 'restrict' }),
    draftId: text().notNull(),
    name: text().notNull(),
    size: integer().notNull(),
    contentKind: text().notNull(),
    content: bytea().notNull(),
    ownerType: text({ enum: ['CASE', 'COMPLAINT', 'RESIGNATION', 'RENEWAL', 'SALE'] }),
    ownerId: integer(),
    createdAt: recordedAt(),
    linkedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('uploaded_files_user_draft_idx').on(t.userId, t.draftId),
    index('uploaded_files_owner_idx').on(t.ownerType, t.ownerId),
    index('uploaded_files_created_idx').on(t.createdAt),
  ],
);

/**
 * A file the user removed before its upload was stored (decision 134): an upload arriving later under this id is not
 * kept. Purged with the orphan uploads after a day.
 */
export const uploadWithdrawals = pgTable(
  'upload_withdrawals',
  {
    id: uuid().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: recordedAt(),
  },
  (t) => [index('upload_withdrawals_created_idx').on(t.createdAt)],
);
