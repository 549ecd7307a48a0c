import { addDays, addYears, nipFrom, nrbFrom, peselFor, regon9From } from '@panel/domain';
import type { DbOrTx } from '../client';
import { customers, policies, resignations, vehicles } from '../schema/index';
import { shiftInstant } from './people';

type PolicyRow = typeof policies.$inferInsert;

/**
 * One dedicated policy per branch of the resignation flow (decision 060, docs/try-these.md), numbers in the
 * sequence 91000001–91000099. The customer's surname and PESEL (or the company's NIP) are what step 1 asks for.
 */
interface BranchPolicy {
  seq: number;
  line: 'CP' | 'HP' | 'SM';
  branch: string;
  /** Days from today: the policy date, the start of cover; the end is a year after the start. */
  concludedDaysAgo: number;
  startInDays: number;
  status?: PolicyRow['status'];
  kind?: PolicyRow['kind'];
  channel?: PolicyRow['channel'];
  systemOfRecord?: PolicyRow['systemOfRecord'];
  isPos?: number;
  paymentType?: PolicyRow['paymentType'];
  arrears?: number;
  company?: boolean;
  /** A resignation registered earlier: pending (manual handling) or closed with a future date. */
  earlier?: 'PENDING' | 'CLOSED';
}

export const resignationBranches: readonly BranchPolicy[] = [
  { seq: 1, line: 'CP', branch: 'result 0, renewal (01)', concludedDaysAgo: 120, startInDays: -110 },
  { seq: 2, line: 'CP', branch: 'result 0, duplicate insurance (02)', concludedDaysAgo: 150, startInDays: -140 },
  { seq: 3, line: 'CP', branch: 'result 0, buyer (03)', concludedDaysAgo: 200, startInDays: -190 },
  { seq: 4, line: 'CP', branch: 'cancellation (00) before the start', concludedDaysAgo: 3, startInDays: 12, status: 'NOT_STARTED' },
  { seq: 5, line: 'CP', branch: 'result 1, direct channel', concludedDaysAgo: 90, startInDays: -80, channel: 'DIRECT' },
  { seq: 6, line: 'CP', branch: 'result 1, arrears', concludedDaysAgo: 100, startInDays: -95, arrears: 412.5 },
  { seq: 7, line: 'CP', branch: 'result -1, POS policy', concludedDaysAgo: 60, startInDays: -55, isPos: 1 },
  { seq: 8, line: 'CP', branch: 'result 2, not a TIA policy', concludedDaysAgo: 70, startInDays: -65, systemOfRecord: 'LEGACY' },
  { seq: 9, line: 'CP', branch: 'policy in migration: redirect', concludedDaysAgo: 80, startInDays: -75, systemOfRecord: 'MIGRATION' },
  { seq: 10, line: 'CP', branch: 'already terminated', concludedDaysAgo: 300, startInDays: -290, status: 'TERMINATED' },
  { seq: 11, line: 'CP', branch: 'expired', concludedDaysAgo: 420, startInDays: -400, status: 'EXPIRED' },
  { seq: 12, line: 'CP', branch: 'resignation pending', concludedDaysAgo: 130, startInDays: -125, earlier: 'PENDING' },
  { seq: 13, line: 'CP', branch: 'resignation closed, not yet due', concludedDaysAgo: 140, startInDays: -135, earlier: 'CLOSED' },
  { seq: 14, line: 'CP', branch: 'cancellation of a cash policy in cover', concludedDaysAgo: 8, startInDays: -5, paymentType: 'CASH' },
  { seq: 15, line: 'HP', branch: 'home policy: end of period only', concludedDaysAgo: 160, startInDays: -150 },
  { seq: 16, line: 'CP', branch: 'renewal offer, not concluded', concludedDaysAgo: 10, startInDays: 20, kind: 'RENEWAL', status: 'OFFER' },
  { seq: 17, line: 'SM', branch: 'company policy (NIP or REGON)', concludedDaysAgo: 180, startInDays: -170, company: true },
  { seq: 18, line: 'CP', branch: 'result 0, spare for a second try', concludedDaysAgo: 110, startInDays: -100 },
];

const lineDigit = { CP: '1', HP: '2', SM: '3' } as const;

/** The policy number of a branch for the agent with this digit, e.g. 1191000001. */
export const resignationPolicyNo = (line: BranchPolicy['line'], agentDigit: number, seq: number) =>
  `${lineDigit[line]}${agentDigit}${String(91_000_000 + seq).padStart(8, '0')}`;

const surnames = ['Wypowiedzińska', 'Rezygnacki', 'Zamknięta', 'Odstąpiński', 'Terminowa', 'Kończak'];
const firstNames = ['Anna', 'Piotr', 'Ewa', 'Marek', 'Zofia', 'Adam'];

/** The surname step 1 asks for (person policies), derived from the sequence so tests and docs/try-these.md agree. */
export const resignationSurname = (seq: number) => surnames[seq % surnames.length]!;
export const resignationPesel = (seq: number) => peselFor('1979-04-12', 100 + seq, seq % 2 === 0 ? 'M' : 'F');
export function resignationCompanyNip(seq: number): string {
  // Some prefixes have no check digit (it would be 10): take the next one.
  for (let next = 0; ; next += 1) {
    const nip = nipFrom(`7792${String(91_000 + seq * 10 + next)}`);
    if (nip) return nip;
  }
}
export const resignationCompanyRegon = (seq: number) => regon9From(`1410${String(seq).padStart(4, '0')}`);

function customerOf(agentId: number, b: BranchPolicy) {
  const place = { street: 'Złota', streetNo: String(10 + b.seq), flatNo: null, city: 'Warszawa', postcode: '00-120' };
  if (b.company) {
    const companyName = `Przedsiębiorstwo Kończące ${b.seq} Sp. z o.o.`;
    return {
      agentId,
      partyType: 'COMPANY' as const,
      displayName: companyName,
      companyName,
      nip: resignationCompanyNip(b.seq),
      regon: resignationCompanyRegon(b.seq),
      phone: '221234500',
      email: `firma${b.seq}@firma.example.pl`,
      ...place,
    };
  }
  const firstName = firstNames[b.seq % firstNames.length]!;
  const lastName = resignationSurname(b.seq);
  return {
    agentId,
    partyType: 'PERSON' as const,
    displayName: `${firstName} ${lastName}`,
    firstName,
    lastName,
    pesel: resignationPesel(b.seq),
    birthDate: '1979-04-12',
    phone: '601200300',
    email: `klient${b.seq}@example.pl`,
    ...place,
  };
}

const vehicleOf = (seq: number) => ({
  vin: `WVWZZZ1KZAW91${String(seq).padStart(4, '0')}`,
  regNo: `WX${String(91000 + seq)}`,
  vehicleType: 'OSOBOWY',
  make: 'Volkswagen',
  model: 'Golf',
  productionYear: 2019,
  fuelType: 'benzyna',
  engineCapacity: 1498,
  enginePower: 110,
  carValue: 62000,
  mileage: 48200,
});

/** Inserts the branch policies of one agent (of the lines it sells), and the earlier resignations two of them carry. */
export async function insertResignationDemo(
  tx: DbOrTx,
  options: { agentId: number; userId: number; agentDigit: number; lines: readonly string[]; today: string; now: Date },
) {
  const { agentId, userId, agentDigit, today, now } = options;
  for (const b of resignationBranches.filter((branch) => options.lines.includes(branch.line))) {
    const [customer] = await tx.insert(customers).values(customerOf(agentId, b)).returning({ id: customers.id });
    const [car] = b.line === 'CP' ? await tx.insert(vehicles).values(vehicleOf(b.seq)).returning({ id: vehicles.id }) : [];
    const start = addDays(today, b.startInDays);
    const end = addDays(addYears(start, 1), -1);
    const paymentType = b.paymentType ?? 'TRANSFER';
    const endDate = b.status === 'TERMINATED' ? addDays(today, -20) : b.status === 'EXPIRED' ? addDays(start, 364) : end;
    // A closed resignation has already moved the end of cover to its termination date.
    const closedOn = b.earlier === 'CLOSED' ? addDays(today, 30) : null;
    const [policy] = await tx
      .insert(policies)
      .values({
        agentId,
        policyNo: resignationPolicyNo(b.line, agentDigit, b.seq),
        productLine: b.line,
        kind: b.kind ?? 'CONCLUDED',
        status: b.status ?? 'ACTIVE',
        customerId: customer!.id,
        vehicleId: car?.id ?? null,
        policyDate: addDays(today, -b.concludedDaysAgo),
        startDate: start,
        endDate: closedOn ?? endDate,
        price: 1240,
        tariffPrice: 1339.2,
        paymentType,
        paymentFrequency: '1',
        bankAccount: paymentType === 'CASH' ? null : nrbFrom(`10201055${String(910000 + b.seq).padStart(16, '0')}`),
        totalDebitAmount: b.arrears ?? 0,
        channel: b.channel ?? 'AGENCY',
        systemOfRecord: b.systemOfRecord ?? 'TIA',
        isPos: b.isPos ?? 0,
        packageCode: b.line === 'CP' ? '002' : null,
      })
      .returning({ id: policies.id });
    if (!b.earlier) continue;
    await tx.insert(resignations).values({
      agentId,
      userId,
      policyId: policy!.id,
      terminationCode: b.earlier === 'CLOSED' ? '03' : '01',
      informDate: addDays(today, -2),
      terminationDate: closedOn ?? endDate,
      previousEndDate: endDate,
      result: b.earlier === 'CLOSED' ? '0' : '1',
      status: b.earlier,
      createdAt: shiftInstant(now, -2),
    });
  }
}
