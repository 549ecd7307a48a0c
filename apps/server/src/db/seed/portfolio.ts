import { addDays, addYears, instantInPoland } from '@panel/domain';
import type { DbOrTx } from '../client';
import { customers, policies, vehicles } from '../schema/index';
import { bulkInsert } from './bulk';
import { address, bankAccount, company, person, vehicle } from './people';
import type { Random } from './random';

type ProductLine = (typeof policies.$inferInsert)['productLine'];
type PolicyKind = (typeof policies.$inferInsert)['kind'];

const lineDigit: Record<ProductLine, string> = { CP: '1', HP: '2', SM: '3', MF: '4' };
const priceRange: Record<ProductLine, [number, number]> = { CP: [600, 4200], HP: [180, 1600], SM: [800, 9000], MF: [6000, 42000] };

export interface PortfolioOptions {
  agentId: number;
  /** One digit, unique per agent, that makes policy numbers unique across agents. */
  agentDigit: number;
  lines: readonly ProductLine[];
  count: number;
  /** Sequence number of the first policy, so that repeated runs continue numbering. */
  firstSequence: number;
  /** The business date (yyyy-MM-dd in Poland) the portfolio is laid around. */
  today: string;
  random: Random;
}

function policyKind(random: Random): PolicyKind {
  const roll = random.next();
  return roll < 0.6 ? 'CONCLUDED' : roll < 0.8 ? 'RENEWAL' : 'QUOTATION';
}

function terms(random: Random, kind: PolicyKind, line: ProductLine, today: string) {
  const policyTerm = line === 'HP' ? random.pick([1, 1, 1, 2, 3]) : 1;
  // A quotation holds for 30 days (offerValidTill): most of the demo's are current, the older ones expired.
  const age = { CONCLUDED: 400, RENEWAL: 30, QUOTATION: 40 }[kind];
  const policyDate = addDays(today, -random.int(0, age));
  const start = kind === 'RENEWAL' ? addDays(today, random.int(1, 60)) : addDays(policyDate, random.int(0, 14));
  const end = addDays(addYears(start, policyTerm), -1);
  const status =
    kind !== 'CONCLUDED' ? 'OFFER' : start > today ? 'NOT_STARTED' : end < today ? 'EXPIRED' : 'ACTIVE';
  return { policyTerm, policyDate, start, end, status } as const;
}

/** Builds one policy with its customer and vehicle; ids are filled in by `insertPortfolio`. */
function buildPolicy(options: PortfolioOptions, sequence: number) {
  const { random, today } = options;
  const line = random.pick(options.lines);
  const kind = policyKind(random);
  const companyOwned = line === 'SM' || line === 'MF' || random.chance(0.08);
  const party = companyOwned ? company(random) : person(random, today);
  const displayName = party.partyType === 'COMPANY' ? party.companyName : `${party.firstName} ${party.lastName}`;
  const customer = { agentId: options.agentId, displayName, ...address(random), ...party };
  const car = line === 'CP' || line === 'MF' ? vehicle(random, today) : null;
  const { policyTerm, policyDate, start, end, status } = terms(random, kind, line, today);
  const [low, high] = priceRange[line];
  const price = random.int(low * 100, high * 100) / 100;
  const paymentType = random.pick(['TRANSFER', 'TRANSFER', 'TRANSFER', 'CASH', 'TRANSFER_ANNUAL'] as const);
  const paymentFrequency = paymentType === 'TRANSFER_ANNUAL' ? '1' : random.pick(['1', '2'] as const);
  const hasAccount = kind !== 'QUOTATION' && paymentType !== 'CASH';
  const policy = {
    agentId: options.agentId,
    policyNo: `${lineDigit[line]}${options.agentDigit}${String(sequence).padStart(8, '0')}`,
    productLine: line,
    kind,
    status,
    policyDate,
    startDate: start,
    endDate: end,
    policyTerm,
    price,
    tariffPrice: Math.round(price * 1.08 * 100) / 100,
    paymentType,
    paymentFrequency,
    bankAccount: hasAccount ? bankAccount(random) : null,
    // Half the premium owed, only once an instalment is due: never more than the payment plan has asked for.
    totalDebitAmount: kind === 'CONCLUDED' && random.chance(0.1) && start <= today ? Math.round(price * 50) / 100 : 0,
    offerValidTill: kind === 'QUOTATION' ? instantInPoland(addDays(policyDate, 30)) : null,
    channel: random.chance(0.9) ? ('AGENCY' as const) : ('DIRECT' as const),
    systemOfRecord: random.chance(0.92) ? ('TIA' as const) : random.pick(['LEGACY', 'MIGRATION'] as const),
    packageCode: line === 'CP' ? random.pick(['001', '002'] as const) : null,
  };
  return { customer, car, policy };
}

/** Inserts `count` policies with their customers and vehicles, in batches (fast enough for millions on PostgreSQL). */
export async function insertPortfolio(db: DbOrTx, options: PortfolioOptions, batchSize = 1000) {
  for (let done = 0; done < options.count; done += batchSize) {
    const size = Math.min(batchSize, options.count - done);
    const built = Array.from({ length: size }, (_, i) => buildPolicy(options, options.firstSequence + done + i));
    const customerIds = await bulkInsert(db, customers, built.map((b) => b.customer));
    const vehicleIds = await bulkInsert(db, vehicles, built.flatMap((b) => (b.car ? [b.car] : [])));
    let carIndex = 0;
    await bulkInsert(
      db,
      policies,
      built.map((b, i) => ({
        ...b.policy,
        customerId: customerIds[i]!,
        vehicleId: b.car ? vehicleIds[carIndex++]! : null,
      })),
    );
  }
}
