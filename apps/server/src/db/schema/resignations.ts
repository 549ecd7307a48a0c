import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordedAt } from './columns';
import { recordedBy } from './recorded-by';
import { policies } from './policies';

/**
 * A resignation (or cancellation) an agent registered, with the result the policy's system gave (decision 060):
 * CLOSED (result '0') ends the policy on `terminationDate` – at once when that day has come, else when
 * `applyDueTerminations` reaches it (`appliedAt`); PENDING ('1') waits for manual handling; ERROR ('-1') and
 * NOT_TIA ('2') leave the policy as it was. Its signed document is an `uploaded_files` row with owner RESIGNATION.
 */
export const resignations = pgTable(
  'resignations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...recordedBy(),
    policyId: integer()
      .notNull()
      .references(() => policies.id, { onDelete: 'restrict' }),
    terminationCode: text({ enum: ['00', '01', '02', '03'] }).notNull(),
    informDate: date({ mode: 'string' }).notNull(),
    terminationDate: date({ mode: 'string' }).notNull(),
    otherInsurerCompany: text(),
    otherInsurerDateFrom: date({ mode: 'string' }),
    otherInsurerDateTo: date({ mode: 'string' }),
    terminationMessage: text().notNull().default(''),
    /** The policy's end date before the resignation, kept for the record. */
    previousEndDate: date({ mode: 'string' }).notNull(),
    result: text({ enum: ['0', '1', '-1', '2'] }).notNull(),
    status: text({ enum: ['CLOSED', 'PENDING', 'ERROR', 'NOT_TIA'] }).notNull(),
    appliedAt: timestamp({ withTimezone: true }),
    idempotencyKey: text(),
    idempotencyHash: text(),
    createdAt: recordedAt(),
  },
  (t) => [
    index('resignations_policy_idx').on(t.policyId, t.status),
    index('resignations_due_idx').on(t.status, t.terminationDate).where(sql`applied_at is null`),
    uniqueIndex('resignations_user_idempotency_idx').on(t.userId, t.idempotencyKey),
  ],
);
