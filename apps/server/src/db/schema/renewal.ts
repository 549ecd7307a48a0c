import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordedAt } from './columns';
import { agents, users } from './agents';
import { policies } from './policies';

/**
 * A change of the vehicle's owner reported against a renewal offer (the vehicle of the expiring policy was sold): the
 * renewal can then only be taken over for the new owner, in the owner-change mode (decision 081).
 */
export const renewalOwnerChanges = pgTable(
  'renewal_owner_changes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    policyId: integer()
      .notNull()
      .references(() => policies.id, { onDelete: 'restrict' }),
    partyType: text({ enum: ['PERSON', 'COMPANY'] }).notNull(),
    firstName: text(),
    lastName: text(),
    companyName: text(),
    pesel: text(),
    nip: text(),
    regon: text(),
    street: text().notNull(),
    streetNo: text().notNull(),
    flatNo: text(),
    city: text().notNull(),
    postcode: text().notNull(),
    phone: text(),
    email: text(),
    reportedAt: recordedAt(),
    /** Set when a rewrite made the new owner the policyholder. */
    appliedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('renewal_owner_changes_policy_idx').on(t.policyId)],
);

/**
 * One take-over attempt of a renewal by a user (decision 080): a positive verify opens it, the attachment call links
 * the signed statement to it, the rewrite completes it. It is what lets a renewal of another agent be found again by
 * its number alone, and only by the user who proved the customer's data.
 */
export const renewalRewrites = pgTable(
  'renewal_rewrites',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    policyId: integer()
      .notNull()
      .references(() => policies.id, { onDelete: 'restrict' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    agentId: integer()
      .notNull()
      .references(() => agents.id, { onDelete: 'restrict' }),
    /** The agent that held the renewal when it was verified; a rewrite finding another one does not go ahead. */
    fromAgentId: integer()
      .notNull()
      .references(() => agents.id, { onDelete: 'restrict' }),
    ownerChangeId: integer().references(() => renewalOwnerChanges.id, { onDelete: 'restrict' }),
    status: text({ enum: ['VERIFIED', 'ATTACHED', 'DONE', 'REFUSED'] }).notNull(),
    verifiedAt: recordedAt(),
    attachmentKey: text(),
    attachmentHash: text(),
    rewriteKey: text(),
    rewriteHash: text(),
    url: text(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('renewal_rewrites_user_policy_idx').on(t.userId, t.policyId, t.verifiedAt),
    uniqueIndex('renewal_rewrites_attachment_key_idx').on(t.userId, t.attachmentKey),
    uniqueIndex('renewal_rewrites_rewrite_key_idx').on(t.userId, t.rewriteKey),
  ],
);
