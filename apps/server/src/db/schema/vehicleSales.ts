import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordedAt } from './columns';
import { recordedBy } from './recorded-by';
import { users } from './agents';
import { customers, policies } from './policies';

/**
 * A vehicle sale (UKS) registration attempt on a policy (decision 070). COMPLETED recorded the buyer as the new owner
 * (`previousCustomerId` → `newCustomerId` on the policy); MANUAL waits for manual handling; REJECTED kept its code and
 * its files, which a corrected retry naming it (attachmentCaseId) reuses. Files are `uploaded_files` with owner SALE.
 */
export const vehicleSales = pgTable(
  'vehicle_sales',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...recordedBy(),
    policyId: integer()
      .notNull()
      .references(() => policies.id, { onDelete: 'restrict' }),
    contractParty: text({ enum: ['SELLER', 'BUYER'] }).notNull(),
    sellingDate: date({ mode: 'string' }).notNull(),
    notificationDate: date({ mode: 'string' }).notNull(),
    /** The register payload as the agent sent it (seller, buyer, address, phone). */
    payload: jsonb().notNull(),
    status: text({ enum: ['COMPLETED', 'MANUAL', 'REJECTED'] }).notNull(),
    errorCode: text(),
    errorMsg: text(),
    previousCustomerId: integer().references(() => customers.id, { onDelete: 'restrict' }),
    newCustomerId: integer().references(() => customers.id, { onDelete: 'restrict' }),
    isFromUksAss: boolean().notNull().default(false),
    idempotencyKey: text(),
    idempotencyHash: text(),
    createdAt: recordedAt(),
  },
  (t) => [
    index('vehicle_sales_policy_idx').on(t.policyId, t.status, t.sellingDate),
    uniqueIndex('vehicle_sales_user_idempotency_idx').on(t.userId, t.idempotencyKey),
  ],
);

/** A new offer (quotation) made from a policy by POST /partner/rest/uks/copy, with the code that opens it. */
export const offerCopies = pgTable(
  'offer_copies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sourcePolicyId: integer()
      .notNull()
      .references(() => policies.id, { onDelete: 'restrict' }),
    quotationPolicyId: integer().references(() => policies.id, { onDelete: 'restrict' }),
    purpose: text({ enum: ['SALE', 'OWNERSHIP', 'TRAVEL'] }).notNull(),
    authCode: text().notNull(),
    idempotencyKey: text(),
    idempotencyHash: text(),
    createdAt: recordedAt(),
  },
  (t) => [uniqueIndex('offer_copies_user_idempotency_idx').on(t.userId, t.idempotencyKey)],
);
