import { date, index, integer, numeric, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordedAt } from './columns';
import { agents } from './agents';

const money = (name?: string) =>
  name ? numeric(name, { precision: 12, scale: 2, mode: 'number' }) : numeric({ precision: 12, scale: 2, mode: 'number' });

/** A customer of one agent: a person (PESEL) or a company (NIP, REGON). */
export const customers = pgTable(
  'customers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer()
      .notNull()
      .references(() => agents.id, { onDelete: 'restrict' }),
    partyType: text({ enum: ['PERSON', 'COMPANY'] }).notNull(),
    /** "First Last" or the company name: what lists show, sort and search by. */
    displayName: text().notNull(),
    firstName: text(),
    lastName: text(),
    companyName: text(),
    pesel: text(),
    nip: text(),
    regon: text(),
    birthDate: date({ mode: 'string' }),
    phone: text(),
    email: text(),
    street: text().notNull(),
    streetNo: text().notNull(),
    flatNo: text(),
    city: text().notNull(),
    postcode: text().notNull(),
  },
  (t) => [
    index('customers_agent_name_idx').on(t.agentId, t.displayName),
    index('customers_pesel_idx').on(t.pesel),
    index('customers_nip_idx').on(t.nip),
    index('customers_regon_idx').on(t.regon),
    // Part of a name within one agent's customers, typed in the header search (pg_trgm with btree_gin; decision 012).
    index('customers_agent_name_trgm_idx').using('gin', t.agentId, t.displayName.op('gin_trgm_ops')),
  ],
);

export const vehicles = pgTable(
  'vehicles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    vin: text().notNull(),
    regNo: text().notNull(),
    vehicleType: text().notNull(),
    make: text().notNull(),
    model: text().notNull(),
    productionYear: smallint().notNull(),
    fuelType: text().notNull(),
    engineCapacity: integer().notNull(),
    enginePower: integer().notNull(),
    carValue: money().notNull(),
    mileage: integer().notNull(),
  },
  // text_pattern_ops: equality and prefix LIKE whatever the database collation.
  (t) => [index('vehicles_vin_idx').on(t.vin.op('text_pattern_ops')), index('vehicles_reg_no_idx').on(t.regNo.op('text_pattern_ops'))],
);

export const productLines = ['CP', 'HP', 'SM', 'MF'] as const;
export const policyKinds = ['CONCLUDED', 'RENEWAL', 'QUOTATION'] as const;
export const policyStatuses = ['ACTIVE', 'NOT_STARTED', 'TERMINATED', 'EXPIRED', 'OFFER'] as const;
export const paymentTypes = ['TRANSFER', 'CASH', 'TRANSFER_ANNUAL'] as const;

/**
 * A policy, a renewal offer or a quotation. `kind` is the list it appears on (000 §3 tableType);
 * `systemOfRecord` decides which servicing flows can act on it (TIA = ours, MIGRATION = moving between systems).
 */
export const policies = pgTable(
  'policies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer()
      .notNull()
      .references(() => agents.id, { onDelete: 'restrict' }),
    policyNo: text().notNull(),
    productLine: text({ enum: productLines }).notNull(),
    kind: text({ enum: policyKinds }).notNull(),
    status: text({ enum: policyStatuses }).notNull(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    vehicleId: integer().references(() => vehicles.id, { onDelete: 'restrict' }),
    policyDate: date({ mode: 'string' }).notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    policyTerm: smallint().notNull().default(1),
    price: money().notNull(),
    tariffPrice: money().notNull(),
    paymentType: text({ enum: paymentTypes }).notNull(),
    paymentFrequency: text({ enum: ['1', '2'] }).notNull(),
    bankAccount: text(),
    totalDebitAmount: money().notNull().default(0),
    // Unused since the payment plan is derived (decision 151); kept for the release before it, which still reads them,
    // and dropped in the next release (decision 128: drop in a later release).
    nextInstAmt: money(),
    nextInstDueDate: date({ mode: 'string' }),
    offerValidTill: timestamp({ withTimezone: true }),
    channel: text({ enum: ['AGENCY', 'DIRECT'] }).notNull(),
    systemOfRecord: text({ enum: ['TIA', 'LEGACY', 'MIGRATION'] }).notNull(),
    isPos: integer().notNull().default(0),
    packageCode: text({ enum: ['001', '002'] }),
    version: integer().notNull().default(1),
    createdAt: recordedAt(),
  },
  (t) => [
    uniqueIndex('policies_policy_no_idx').on(t.policyNo),
    index('policies_agent_policy_no_prefix_idx').on(t.agentId, t.policyNo.op('text_pattern_ops')),
    // One index per sort of the lists, read forwards or backwards (ascending keys serve both orders; decision 011).
    index('policies_agent_kind_date_idx').on(t.agentId, t.kind, t.policyDate, t.id),
    index('policies_agent_kind_line_date_idx').on(t.agentId, t.kind, t.productLine, t.policyDate, t.id),
    index('policies_agent_kind_price_idx').on(t.agentId, t.kind, t.price, t.id),
    index('policies_agent_kind_no_idx').on(t.agentId, t.kind, t.policyNo),
    index('policies_customer_idx').on(t.customerId),
    index('policies_vehicle_idx').on(t.vehicleId),
  ],
);

/** The discount budget of an agent (000 §3 Discount). */
export const discounts = pgTable(
  'discounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer()
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    productLineId: text({ enum: ['CP', 'HP', 'SM'] }).notNull(),
    renewal: integer().notNull(),
    packageCode: text({ enum: ['001', '002'] }),
    type: text({ enum: ['AMT', 'PCT'] }).notNull(),
    numberAssigned: integer().notNull(),
    amountTotal: money().notNull(),
    amountLeft: money().notNull(),
    discountExpiryDate: date({ mode: 'string' }).notNull(),
  },
  (t) => [index('discounts_agent_idx').on(t.agentId)],
);
