import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordedAt } from './columns';
import { agents } from './agents';
import { bytea } from './bytea';

/** A folder of the agent's own files (000 §2 /files), filled by the insurer. */
export const agentFolders = pgTable(
  'agent_folders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer()
      .notNull()
      .references(() => agents.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    createdAt: recordedAt(),
  },
  (t) => [uniqueIndex('agent_folders_agent_name_idx').on(t.agentId, t.name)],
);

/** A file in the database, never on a served path: reachable only through its agent's folder. */
export const agentFiles = pgTable(
  'agent_files',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    folderId: integer()
      .notNull()
      .references(() => agentFolders.id, { onDelete: 'restrict' }),
    agentId: integer()
      .notNull()
      .references(() => agents.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    content: bytea().notNull(),
    modifiedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('agent_files_folder_name_idx').on(t.folderId, t.name), index('agent_files_agent_idx').on(t.agentId)],
);
