import { integer } from 'drizzle-orm/pg-core';
import { agents, users } from './agents';

/**
 * The agent and the user who recorded a row (a case, a complaint, a resignation, a sale, a policy change, its e-mail, a
 * tracked business process): neither can be deleted while the row exists (decision 118).
 */
export const recordedBy = () => ({
  agentId: integer()
    .notNull()
    .references(() => agents.id, { onDelete: 'restrict' }),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
});
