import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordedAt } from './columns';
import { recordedBy } from './recorded-by';
import type { CessionData, MtaAddress, MtaDrivers, MtaOwner, SummaryRow } from '@panel/domain';
import { policies } from './policies';

const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });

/** The vehicle as chosen in the catalogue (codes of decision 091); `accessoriesOpt` holds the ids of the OPT items taken. */
export interface StoredCarData {
  vehicleSubType: string;
  make: string;
  model: string;
  engineCapacityRange: string;
  fuelType: string;
  engineCapacity: string;
  enginePower: string;
  body: string;
  doorsCount: string;
  version: string;
  versionName: string;
  accessoriesOpt: string[];
  boughtAtPolishDealer: boolean | null;
}

export interface StoredOtherData {
  averageAnnualMileage: string;
  carUsage: string;
  parkingType: string;
  abroadUsage: string;
  leastExperiencedDriverLicenseYear: string;
  drivers: MtaDrivers;
}

/** What the policy's customer row does not hold: the garaging postcode, mailing address and co-owners. */
export interface StoredOwners {
  postalCode: string;
  sameMailAddress: boolean;
  mailAddress: MtaAddress | null;
  firstCoowner: MtaOwner | null;
  secondCoowner: MtaOwner | null;
}

/** The riders in force; `acSumInsured` is the AC sum insured (null without AC). */
export interface StoredRiders {
  ac: boolean;
  acWorkshop: boolean;
  acWorkshopPlus: boolean;
  nnw: boolean;
  nnwValue: string;
  premiumAssistance: boolean;
  assistanceType: string;
  tires: boolean;
  replacementCar: boolean;
  shareValue: string;
  shareTheftValue: string;
  acSumInsured: number | null;
}

/**
 * The motor data of a CP policy beyond `policies`, `vehicles` and `customers` (decision 090). A policy without a row
 * gets its data derived from the vehicle and the customer; the first saved modification writes the row.
 * `pendingRiders` is the riders choice saved by saveRidersChange, applied by the next save.
 */
export const motorPolicyData = pgTable('motor_policy_data', {
  policyId: integer()
    .primaryKey()
    .references(() => policies.id, { onDelete: 'cascade' }),
  carData: jsonb().$type<StoredCarData>().notNull(),
  otherData: jsonb().$type<StoredOtherData>().notNull(),
  owners: jsonb().$type<StoredOwners>().notNull(),
  cession: jsonb().$type<CessionData>(),
  riders: jsonb().$type<StoredRiders>().notNull(),
  pendingRiders: jsonb().$type<StoredRiders>(),
  updatedAt: recordedAt(),
});

/** The state of a policy a version records: everything a modification can change. */
export interface PolicySnapshot {
  regNo: string;
  carValue: number;
  mileage: number;
  carData: StoredCarData;
  otherData: StoredOtherData;
  owners: StoredOwners & { mainOwner: MtaOwner };
  cession: CessionData | null;
  riders: StoredRiders;
  paymentType: string;
  paymentFrequency: string;
}

/**
 * A version of a policy created by a mid-term modification (decision 090): the state before and after, the rows of
 * the change, and the premiums. `version` is the policy's version after the change (the first change makes 2).
 */
export const policyVersions = pgTable(
  'policy_versions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    policyId: integer()
      .notNull()
      .references(() => policies.id, { onDelete: 'restrict' }),
    version: integer().notNull(),
    ...recordedBy(),
    before: jsonb().$type<PolicySnapshot>().notNull(),
    after: jsonb().$type<PolicySnapshot>().notNull(),
    changes: jsonb().$type<SummaryRow[]>().notNull(),
    priceBefore: money().notNull(),
    price: money().notNull(),
    totalUnderpaymentAmount: money().notNull(),
    inspectionNeeded: boolean().notNull(),
    idempotencyKey: text(),
    idempotencyHash: text(),
    createdAt: recordedAt(),
  },
  (t) => [
    uniqueIndex('policy_versions_policy_version_idx').on(t.policyId, t.version),
    uniqueIndex('policy_versions_user_idempotency_idx').on(t.userId, t.idempotencyKey),
  ],
);

/** An e-mail the panel sends (decision 093): queued by the call, sent by a pg-boss job. */
export const outgoingMails = pgTable(
  'outgoing_mails',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...recordedBy(),
    policyId: integer()
      .notNull()
      .references(() => policies.id, { onDelete: 'restrict' }),
    /** The policy version whose change documents are sent. */
    policyVersion: integer().notNull(),
    emailTo: text().notNull(),
    status: text({ enum: ['QUEUED', 'SENT', 'ERROR'] }).notNull().default('QUEUED'),
    messageId: text(),
    error: text(),
    idempotencyKey: text(),
    idempotencyHash: text(),
    createdAt: recordedAt(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('outgoing_mails_policy_idx').on(t.policyId, t.createdAt),
    uniqueIndex('outgoing_mails_user_idempotency_idx').on(t.userId, t.idempotencyKey),
  ],
);
