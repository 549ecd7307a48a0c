import { and, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  agents,
  calculatorLinks,
  customers,
  policies,
  renewalOwnerChanges,
  renewalRewrites,
  uploadedFiles,
  vehicles,
} from '../../db/schema/index';

const candidate = {
  id: policies.id,
  agentId: policies.agentId,
  policyNo: policies.policyNo,
  productLine: policies.productLine,
  kind: policies.kind,
  status: policies.status,
  channel: policies.channel,
  systemOfRecord: policies.systemOfRecord,
  startDate: policies.startDate,
  endDate: policies.endDate,
  price: policies.price,
  paymentFrequency: policies.paymentFrequency,
  regNo: vehicles.regNo,
  make: vehicles.make,
  model: vehicles.model,
  customer: customers,
};

/**
 * The policy with this number, whoever holds it, with its policyholder. Only the service's check of the customer's
 * data decides whether any of it reaches the asking agent (decision 080).
 */
export async function findByNumber(db: DbOrTx, policyNo: string) {
  const [row] = await db
    .select(candidate)
    .from(policies)
    .innerJoin(customers, eq(customers.id, policies.customerId))
    .leftJoin(vehicles, eq(vehicles.id, policies.vehicleId))
    .where(eq(policies.policyNo, policyNo));
  return row;
}
export type RenewalCandidate = NonNullable<Awaited<ReturnType<typeof findByNumber>>>;

/** The same as findByNumber, holding the policy row until the transaction ends. */
export async function lockById(tx: DbOrTx, policyId: number) {
  await tx.select({ id: policies.id }).from(policies).where(eq(policies.id, policyId)).for('update');
  const [row] = await tx
    .select(candidate)
    .from(policies)
    .innerJoin(customers, eq(customers.id, policies.customerId))
    .leftJoin(vehicles, eq(vehicles.id, policies.vehicleId))
    .where(eq(policies.id, policyId));
  return row!;
}

export async function ownsPolicyNumber(db: DbOrTx, agentId: number, policyNo: string) {
  const [row] = await db
    .select({ id: policies.id })
    .from(policies)
    .where(and(eq(policies.agentId, agentId), eq(policies.policyNo, policyNo)));
  return row !== undefined;
}

/** The reported, not yet applied change of the vehicle's owner on this renewal. */
export async function openOwnerChange(db: DbOrTx, policyId: number) {
  const [row] = await db
    .select()
    .from(renewalOwnerChanges)
    .where(and(eq(renewalOwnerChanges.policyId, policyId), isNull(renewalOwnerChanges.appliedAt)))
    .orderBy(desc(renewalOwnerChanges.reportedAt), desc(renewalOwnerChanges.id))
    .limit(1);
  return row;
}
export type OwnerChange = NonNullable<Awaited<ReturnType<typeof openOwnerChange>>>;

export async function ownerChangeById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(renewalOwnerChanges).where(eq(renewalOwnerChanges.id, id));
  return row;
}

export async function insertRewrite(db: DbOrTx, values: typeof renewalRewrites.$inferInsert) {
  const [row] = await db.insert(renewalRewrites).values(values).returning();
  return row!;
}

/** The user's latest take-over of the renewal with this number (the only way a foreign renewal is found again). */
export async function latestRewrite(db: DbOrTx, userId: number, policyNo: string) {
  const [row] = await db
    .select({ rewrite: renewalRewrites, policyNo: policies.policyNo })
    .from(renewalRewrites)
    .innerJoin(policies, eq(policies.id, renewalRewrites.policyId))
    .where(and(eq(renewalRewrites.userId, userId), eq(policies.policyNo, policyNo)))
    .orderBy(desc(renewalRewrites.verifiedAt), desc(renewalRewrites.id))
    .limit(1);
  return row?.rewrite;
}
export type Rewrite = NonNullable<Awaited<ReturnType<typeof latestRewrite>>>;

export async function rewriteByKey(db: DbOrTx, userId: number, column: 'attachmentKey' | 'rewriteKey', key: string) {
  const [row] = await db
    .select()
    .from(renewalRewrites)
    .where(and(eq(renewalRewrites.userId, userId), eq(renewalRewrites[column], key)));
  return row;
}

export async function lockRewrite(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(renewalRewrites).where(eq(renewalRewrites.id, id)).for('update');
  return row!;
}

export async function updateRewrite(tx: DbOrTx, id: number, values: Partial<typeof renewalRewrites.$inferInsert>) {
  await tx.update(renewalRewrites).set(values).where(eq(renewalRewrites.id, id));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Content kinds of the user's files still waiting in a queue, by id (ids that cannot be file ids match nothing). */
export async function queuedFileKinds(db: DbOrTx, userId: number, candidates: readonly string[]) {
  const ids = candidates.filter((id) => UUID.test(id));
  if (ids.length === 0) return [];
  return db
    .select({ id: uploadedFiles.id, contentKind: uploadedFiles.contentKind })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.userId, userId), inArray(uploadedFiles.id, ids), isNull(uploadedFiles.ownerType)));
}

export async function calculatorLink(db: DbOrTx, code: string) {
  const [row] = await db
    .select({ url: calculatorLinks.url, requiredRole: calculatorLinks.requiredRole })
    .from(calculatorLinks)
    .where(eq(calculatorLinks.code, code));
  return row;
}

export async function agentName(db: DbOrTx, agentId: number) {
  const [row] = await db.select({ name: agents.agentName }).from(agents).where(eq(agents.id, agentId));
  return row?.name ?? '';
}

export async function insertCustomer(tx: DbOrTx, values: typeof customers.$inferInsert) {
  const [row] = await tx.insert(customers).values(values).returning({ id: customers.id });
  return row!.id;
}

/** The renewal joins the agent's portfolio, with the agent's own copy of its policyholder, in the agency channel. */
export async function movePolicy(tx: DbOrTx, policyId: number, agentId: number, customerId: number) {
  await tx.update(policies).set({ agentId, customerId, channel: 'AGENCY' }).where(eq(policies.id, policyId));
}

export async function applyOwnerChange(tx: DbOrTx, id: number, at: Date) {
  await tx.update(renewalOwnerChanges).set({ appliedAt: at }).where(eq(renewalOwnerChanges.id, id));
}

/**
 * Deletes the take-overs verified before `before` that never completed, with the statements attached to them
 * (a completed or refused one stays: it is the record of what happened). Answers how many went.
 */
export async function deleteAbandonedRewrites(tx: DbOrTx, before: Date): Promise<number> {
  const abandoned = await tx
    .select({ id: renewalRewrites.id })
    .from(renewalRewrites)
    .where(and(inArray(renewalRewrites.status, ['VERIFIED', 'ATTACHED']), lt(renewalRewrites.verifiedAt, before)));
  const ids = abandoned.map(({ id }) => id);
  if (ids.length === 0) return 0;
  await tx.delete(uploadedFiles).where(and(eq(uploadedFiles.ownerType, 'RENEWAL'), inArray(uploadedFiles.ownerId, ids)));
  await tx.delete(renewalRewrites).where(inArray(renewalRewrites.id, ids));
  return ids.length;
}
