import { caseStatuses } from '@panel/domain';
import { index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordedAt } from './columns';
import { recordedBy } from './recorded-by';
import { policies } from './policies';

/** Case types of GET /partner/rest/case/config (decision 051), written at start. */
export const caseTypes = pgTable('case_types', {
  subjectCode: text().primaryKey(),
  caseSubType: text().notNull(),
  sortNo: smallint().notNull(),
  name: text().notNull(),
});

/** Complaint types of GET /partner/rest/complaint/config (decision 051), written at start. */
export const complaintTypes = pgTable('complaint_types', {
  code: text().primaryKey(),
  name: text().notNull(),
  sortNo: smallint().notNull(),
});

/** A customer case an agent filed; its files are `uploaded_files` with owner CASE. */
export const cases = pgTable(
  'cases',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...recordedBy(),
    subjectCode: text()
      .notNull()
      .references(() => caseTypes.subjectCode, { onDelete: 'restrict' }),
    policyId: integer()
      .notNull()
      .references(() => policies.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    surname: text().notNull(),
    pesel: text().notNull(),
    messageContent: text().notNull(),
    idempotencyKey: text(),
    idempotencyHash: text(),
    createdAt: recordedAt(),
    /** Set by the insurer's back office (decision 143); the panel files cases as RECEIVED. */
    status: text({ enum: caseStatuses }).notNull().default('RECEIVED'),
  },
  (t) => [
    index('cases_agent_created_idx').on(t.agentId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('cases_user_idempotency_idx').on(t.userId, t.idempotencyKey),
  ],
);

/** A complaint an agent filed; its files are `uploaded_files` with owner COMPLAINT. */
export const complaints = pgTable(
  'complaints',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...recordedBy(),
    complaintTypeCode: text()
      .notNull()
      .references(() => complaintTypes.code, { onDelete: 'restrict' }),
    policyId: integer().references(() => policies.id, { onDelete: 'restrict' }),
    messageContent: text().notNull(),
    idempotencyKey: text(),
    idempotencyHash: text(),
    createdAt: recordedAt(),
  },
  (t) => [
    index('complaints_agent_created_idx').on(t.agentId, t.createdAt.desc()),
    uniqueIndex('complaints_user_idempotency_idx').on(t.userId, t.idempotencyKey),
  ],
);
