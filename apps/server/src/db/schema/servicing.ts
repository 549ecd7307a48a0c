import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { recordedAt } from './columns';
import { servicingActionKinds } from '@panel/domain';
import { users } from './agents';
import { policies } from './policies';

/** Every servicing action taken on a policy: who, when, what and with which result (shown in the policy's details). */
export const servicingActions = pgTable(
  'servicing_actions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    policyId: integer()
      .notNull()
      .references(() => policies.id, { onDelete: 'restrict' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    action: text({ enum: servicingActionKinds }).notNull(),
    result: text().notNull(),
    detail: text(),
    createdAt: recordedAt(),
  },
  (t) => [index('servicing_actions_policy_idx').on(t.policyId, t.createdAt)],
);
