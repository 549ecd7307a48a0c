import { and, desc, eq, gt, inArray, isNotNull, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customers, offerCopies, policies, renewalOwnerChanges, uploadedFiles, vehicles, vehicleSales } from '../../db/schema/index';

const lastOwnershipChange = (policyId: typeof policies.id) =>
  sql<string | null>`(select ${max(vehicleSales.sellingDate)} from ${vehicleSales} where ${vehicleSales.policyId} = ${policyId} and ${vehicleSales.status} = 'COMPLETED')`;

/** The agent's policy with its owner and vehicle; another agent's policy is simply not found. */
export async function findPolicy(db: DbOrTx, agentId: number, policyNo: string) {
  const [row] = await db
    .select({
      policy: policies,
      owner: customers,
      vin: vehicles.vin,
      regNo: vehicles.regNo,
      lastOwnershipChange: lastOwnershipChange(policies.id),
    })
    .from(policies)
    .innerJoin(customers, eq(customers.id, policies.customerId))
    .leftJoin(vehicles, eq(vehicles.id, policies.vehicleId))
    .where(and(eq(policies.agentId, agentId), eq(policies.policyNo, policyNo)));
  return row;
}
export type SalePolicy = NonNullable<Awaited<ReturnType<typeof findPolicy>>>;

/** The agent's concluded motor policy of the vehicle with these plates, the active and latest first. */
export async function findPolicyByPlates(db: DbOrTx, agentId: number, regNo: string) {
  const [row] = await db
    .select({ policyNo: policies.policyNo, vin: vehicles.vin })
    .from(policies)
    .innerJoin(vehicles, eq(vehicles.id, policies.vehicleId))
    .where(and(eq(policies.agentId, agentId), eq(policies.kind, 'CONCLUDED'), eq(vehicles.regNo, regNo), isNotNull(policies.vehicleId)))
    .orderBy(desc(eq(policies.status, 'ACTIVE')), desc(policies.startDate))
    .limit(1);
  return row;
}

const saved = {
  id: vehicleSales.id,
  createdAt: vehicleSales.createdAt,
  status: vehicleSales.status,
  errorCode: vehicleSales.errorCode,
  errorMsg: vehicleSales.errorMsg,
  policyNo: policies.policyNo,
  idempotencyHash: vehicleSales.idempotencyHash,
};

export async function findSaleByKey(db: DbOrTx, userId: number, key: string) {
  const [row] = await db
    .select(saved)
    .from(vehicleSales)
    .innerJoin(policies, eq(policies.id, vehicleSales.policyId))
    .where(and(eq(vehicleSales.userId, userId), eq(vehicleSales.idempotencyKey, key)));
  return row;
}

/** Inserts the attempt; a row already holding the same key (a concurrent retry) wins and nothing is returned. */
export async function insertSale(db: DbOrTx, values: typeof vehicleSales.$inferInsert) {
  const [row] = await db.insert(vehicleSales).values(values).onConflictDoNothing().returning({ id: vehicleSales.id, createdAt: vehicleSales.createdAt });
  return row;
}

/** An earlier rejected attempt of this user on this policy, whose files a corrected retry reuses. */
export async function findRejectedAttempt(db: DbOrTx, userId: number, policyId: number, id: number) {
  const [row] = await db
    .select({ id: vehicleSales.id })
    .from(vehicleSales)
    .where(and(eq(vehicleSales.id, id), eq(vehicleSales.userId, userId), eq(vehicleSales.policyId, policyId), eq(vehicleSales.status, 'REJECTED')));
  return row;
}

/** Moves the named files of an earlier attempt to a new one; answers the ids moved. */
export async function moveSaleFiles(db: DbOrTx, userId: number, fromSaleId: number, toSaleId: number, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .update(uploadedFiles)
    .set({ ownerId: toSaleId })
    .where(
      and(
        eq(uploadedFiles.userId, userId),
        eq(uploadedFiles.ownerType, 'SALE'),
        eq(uploadedFiles.ownerId, fromSaleId),
        inArray(uploadedFiles.id, [...ids]),
      ),
    )
    .returning({ id: uploadedFiles.id });
  return rows.map((row) => row.id);
}

export async function insertCustomer(db: DbOrTx, values: typeof customers.$inferInsert) {
  const [row] = await db.insert(customers).values(values).returning({ id: customers.id });
  return row!.id;
}

/** Records the change of owner: the policy now belongs to the buyer, and the sale names both owners. */
export async function recordNewOwner(db: DbOrTx, saleId: number, policyId: number, previousCustomerId: number, newCustomerId: number) {
  await db.update(policies).set({ customerId: newCustomerId }).where(eq(policies.id, policyId));
  await db.update(vehicleSales).set({ previousCustomerId, newCustomerId }).where(eq(vehicleSales.id, saleId));
}

/**
 * Reports the new owner against every renewal offer of the same vehicle that has not started: such a renewal can then
 * be taken over only for the buyer, in the owner-change mode of the rewrite (decision 081). Answers how many.
 */
export async function reportOwnerChangeToRenewals(
  db: DbOrTx,
  vehicleId: number,
  owner: Omit<typeof renewalOwnerChanges.$inferInsert, 'policyId' | 'id' | 'reportedAt' | 'appliedAt'>,
  today: string,
) {
  const renewals = await db
    .select({ id: policies.id })
    .from(policies)
    .where(and(eq(policies.vehicleId, vehicleId), eq(policies.kind, 'RENEWAL'), gt(policies.startDate, today)));
  if (renewals.length > 0) await db.insert(renewalOwnerChanges).values(renewals.map(({ id }) => ({ ...owner, policyId: id })));
  return renewals.length;
}

const savedCopy = { id: offerCopies.id, authCode: offerCopies.authCode, idempotencyHash: offerCopies.idempotencyHash, policyNo: policies.policyNo };

export async function findCopyByKey(db: DbOrTx, userId: number, key: string) {
  const [row] = await db
    .select(savedCopy)
    .from(offerCopies)
    .innerJoin(policies, eq(policies.id, offerCopies.quotationPolicyId))
    .where(and(eq(offerCopies.userId, userId), eq(offerCopies.idempotencyKey, key)));
  return row;
}

export async function insertCopy(db: DbOrTx, values: typeof offerCopies.$inferInsert) {
  const [row] = await db.insert(offerCopies).values(values).onConflictDoNothing().returning({ id: offerCopies.id });
  return row;
}

export async function insertQuotation(db: DbOrTx, copyId: number, values: typeof policies.$inferInsert) {
  const [row] = await db.insert(policies).values(values).returning({ id: policies.id });
  await db.update(offerCopies).set({ quotationPolicyId: row!.id }).where(eq(offerCopies.id, copyId));
}
