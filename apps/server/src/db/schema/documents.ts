import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordedAt } from './columns';
import { agents } from './agents';
import { bytea } from './bytea';
import { policies } from './policies';

/**
 * The documents a policy offers at one print place (000 §7 get-available-docs-hash). The hash is random and
 * bound to the agent; one row per policy version, place and print arguments, so repeated calls reuse it.
 */
export const documentSets = pgTable(
  'document_sets',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    hash: text().notNull(),
    agentId: integer()
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    policyId: integer()
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    policyVersion: integer().notNull(),
    place: text().notNull(),
    printArgs: text().notNull().default(''),
    docTypes: text().array().notNull(),
    createdAt: recordedAt(),
  },
  (t) => [
    uniqueIndex('document_sets_hash_idx').on(t.hash),
    uniqueIndex('document_sets_key_idx').on(t.policyId, t.policyVersion, t.place, t.printArgs),
  ],
);

/**
 * One document of one policy version. `hash` requests it; each request of a document that is not ready gets a new
 * `documentHash`, which names that generation (polled, downloaded, carried by the pg-boss job).
 */
export const documents = pgTable(
  'documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    hash: text().notNull(),
    agentId: integer()
      .notNull()
      .references(() => agents.id, { onDelete: 'restrict' }),
    policyId: integer()
      .notNull()
      .references(() => policies.id, { onDelete: 'restrict' }),
    policyVersion: integer().notNull(),
    docType: text().notNull(),
    printArgs: text().notNull().default(''),
    status: text({ enum: ['AVAILABLE', 'PENDING', 'READY', 'ERROR'] }).notNull().default('AVAILABLE'),
    documentHash: text(),
    requestedAt: timestamp({ withTimezone: true }),
    generatedAt: timestamp({ withTimezone: true }),
    error: text(),
    content: bytea(),
    createdAt: recordedAt(),
  },
  (t) => [
    uniqueIndex('documents_hash_idx').on(t.hash),
    uniqueIndex('documents_document_hash_idx').on(t.documentHash),
    uniqueIndex('documents_key_idx').on(t.policyId, t.policyVersion, t.docType, t.printArgs),
    index('documents_agent_idx').on(t.agentId),
  ],
);
