import { and, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customers, policies, resignations } from '../../db/schema/index';

const policyColumns = {
  id: policies.id,
  policyNo: policies.policyNo,
  productLine: policies.productLine,
  kind: policies.kind,
  status: policies.status,
  policyDate: policies.policyDate,
  startDate: policies.startDate,
  endDate: policies.endDate,
  channel: policies.channel,
  systemOfRecord: policies.systemOfRecord,
  isPos: policies.isPos,
  paymentType: policies.paymentType,
  totalDebitAmount: policies.totalDebitAmount,
  customer: {
    id: customers.id,
    partyType: customers.partyType,
    lastName: customers.lastName,
    pesel: customers.pesel,
    companyName: customers.companyName,
    nip: customers.nip,
    regon: customers.regon,
  },
};

/** The agent's policy with its policyholder; another agent's policy is simply not found. */
export async function findPolicy(db: DbOrTx, agentId: number, policyNo: string) {
  const [row] = await db
    .select(policyColumns)
    .from(policies)
    .innerJoin(customers, eq(customers.id, policies.customerId))
    .where(and(eq(policies.agentId, agentId), eq(policies.policyNo, policyNo)));
  return row;
}

export type ResignationPolicy = NonNullable<Awaited<ReturnType<typeof findPolicy>>>;

/** Serialises registrations of one policy: the second waits and then sees the first one's resignation. */
export async function lockPolicy(tx: DbOrTx, policyId: number) {
  await tx.select({ id: policies.id }).from(policies).where(eq(policies.id, policyId)).for('update');
}

/** The resignation still in force for the policy: closed (possibly not yet due) or waiting for manual handling. */
export async function findActiveResignation(db: DbOrTx, policyId: number) {
  const [row] = await db
    .select({ status: resignations.status, terminationDate: resignations.terminationDate })
    .from(resignations)
    .where(and(eq(resignations.policyId, policyId), inArray(resignations.status, ['CLOSED', 'PENDING'])))
    .orderBy(desc(resignations.id))
    .limit(1);
  return row;
}

export type ActiveResignation = Awaited<ReturnType<typeof findActiveResignation>>;

const saved = {
  id: resignations.id,
  createdAt: resignations.createdAt,
  result: resignations.result,
  terminationDate: resignations.terminationDate,
  idempotencyHash: resignations.idempotencyHash,
};

export type SavedResignation = { [K in keyof typeof saved]: (typeof resignations.$inferSelect)[K] };

/** Inserts the resignation; a row already holding the same key (a concurrent retry) wins and nothing is returned. */
export async function insertResignation(tx: DbOrTx, values: typeof resignations.$inferInsert): Promise<SavedResignation | undefined> {
  const [row] = await tx.insert(resignations).values(values).onConflictDoNothing().returning(saved);
  return row;
}

export async function findByKey(db: DbOrTx, userId: number, key: string): Promise<SavedResignation | undefined> {
  const [row] = await db
    .select(saved)
    .from(resignations)
    .where(and(eq(resignations.userId, userId), eq(resignations.idempotencyKey, key)));
  return row;
}

/**
 * A closed resignation ends the policy on its termination date: the end date moves there at once, and the policy is
 * terminated at once when that day has come (else by `applyDueTerminations` on that day).
 */
export async function endPolicyOn(
  tx: DbOrTx,
  policyId: number,
  resignationId: number,
  { terminationDate, terminateNow, now }: { terminationDate: string; terminateNow: boolean; now: Date },
) {
  await tx
    .update(policies)
    .set(terminateNow ? { endDate: terminationDate, status: 'TERMINATED' } : { endDate: terminationDate })
    .where(eq(policies.id, policyId));
  if (terminateNow) await tx.update(resignations).set({ appliedAt: now }).where(eq(resignations.id, resignationId));
}

/**
 * Terminates the policies whose closed resignation has reached its termination date and marks those resignations
 * applied; answers how many policies were terminated.
 */
export async function applyDueTerminations(db: DbOrTx, today: string, now: Date): Promise<number> {
  const due = await db
    .update(resignations)
    .set({ appliedAt: now })
    .where(and(eq(resignations.status, 'CLOSED'), isNull(resignations.appliedAt), lte(resignations.terminationDate, today)))
    .returning({ policyId: resignations.policyId });
  if (due.length === 0) return 0;
  await db
    .update(policies)
    .set({ status: 'TERMINATED' })
    .where(
      inArray(
        policies.id,
        due.map((row) => row.policyId),
      ),
    );
  return due.length;
}

/** The last closed resignation of a policy with this reason and termination date (`{code}_{terminationDate}`). */
export async function findClosedResignation(db: DbOrTx, policyId: number, printArgs: string) {
  const [code, terminationDate] = printArgs.split('_');
  const [row] = await db
    .select({
      id: resignations.id,
      createdAt: resignations.createdAt,
      informDate: resignations.informDate,
      otherInsurerCompany: resignations.otherInsurerCompany,
      otherInsurerDateFrom: resignations.otherInsurerDateFrom,
    })
    .from(resignations)
    .where(
      and(
        eq(resignations.policyId, policyId),
        eq(resignations.status, 'CLOSED'),
        eq(resignations.terminationCode, code as '01'),
        eq(resignations.terminationDate, terminationDate ?? ''),
      ),
    )
    .orderBy(desc(resignations.id))
    .limit(1);
  return row;
}
