import { and, eq, inArray } from 'drizzle-orm';
import type { DocumentPlace, DocumentTypeId } from '@panel/domain';
import type { DbOrTx } from '../../db/client';
import { agents, customers, documentSets, documents, policies, vehicles } from '../../db/schema/index';

/** The policy a document call names, only among this agent's policies. */
export async function findPolicy(db: DbOrTx, agentId: number, policyNo: string) {
  const [row] = await db
    .select({ id: policies.id, policyNo: policies.policyNo, kind: policies.kind, productLine: policies.productLine, version: policies.version })
    .from(policies)
    .where(and(eq(policies.agentId, agentId), eq(policies.policyNo, policyNo)));
  return row;
}

export type DocumentPolicy = NonNullable<Awaited<ReturnType<typeof findPolicy>>>;

interface SetKey {
  agentId: number;
  policy: DocumentPolicy;
  place: DocumentPlace;
  printArgs: string;
}

/** The set of one policy version, place and print arguments: created once, then reused. */
export async function findOrCreateSet(db: DbOrTx, key: SetKey, hash: string, docTypes: DocumentTypeId[]) {
  const { agentId, policy, place, printArgs } = key;
  await db
    .insert(documentSets)
    .values({ hash, agentId, policyId: policy.id, policyVersion: policy.version, place, printArgs, docTypes })
    .onConflictDoNothing({ target: [documentSets.policyId, documentSets.policyVersion, documentSets.place, documentSets.printArgs] });
  const [row] = await db
    .select({ hash: documentSets.hash })
    .from(documentSets)
    .where(
      and(
        eq(documentSets.policyId, policy.id),
        eq(documentSets.policyVersion, policy.version),
        eq(documentSets.place, place),
        eq(documentSets.printArgs, printArgs),
      ),
    );
  return row!;
}

export async function findSet(db: DbOrTx, agentId: number, hash: string) {
  const [row] = await db
    .select({
      docTypes: documentSets.docTypes,
      place: documentSets.place,
      printArgs: documentSets.printArgs,
      policy: { id: policies.id, policyNo: policies.policyNo, kind: policies.kind, productLine: policies.productLine, version: documentSets.policyVersion },
    })
    .from(documentSets)
    .innerJoin(policies, eq(policies.id, documentSets.policyId))
    .where(and(eq(documentSets.hash, hash), eq(documentSets.agentId, agentId)));
  return row;
}

const listedColumns = {
  id: documents.id,
  hash: documents.hash,
  docType: documents.docType,
  printArgs: documents.printArgs,
  status: documents.status,
  documentHash: documents.documentHash,
  requestedAt: documents.requestedAt,
};

export interface WantedDocument {
  docType: DocumentTypeId;
  printArgs: string;
  hash: string;
}

/** The document rows of one policy version, created (status AVAILABLE) where missing. */
export async function ensureDocuments(db: DbOrTx, agentId: number, policy: DocumentPolicy, wanted: WantedDocument[]) {
  if (wanted.length === 0) return [];
  await db
    .insert(documents)
    .values(wanted.map((w) => ({ ...w, agentId, policyId: policy.id, policyVersion: policy.version })))
    .onConflictDoNothing({ target: [documents.policyId, documents.policyVersion, documents.docType, documents.printArgs] });
  const rows = await db
    .select(listedColumns)
    .from(documents)
    .where(
      and(
        eq(documents.policyId, policy.id),
        eq(documents.policyVersion, policy.version),
        inArray(
          documents.docType,
          wanted.map((w) => w.docType),
        ),
      ),
    );
  return wanted.map((w) => rows.find((row) => row.docType === w.docType && row.printArgs === w.printArgs)!);
}

/** A document of this agent by its request hash, locked for the request that changes its state. */
export async function lockDocumentByHash(db: DbOrTx, agentId: number, hash: string) {
  const [row] = await db
    .select({ ...listedColumns, policyNo: policies.policyNo, kind: policies.kind, productLine: policies.productLine })
    .from(documents)
    .innerJoin(policies, eq(policies.id, documents.policyId))
    .where(and(eq(documents.hash, hash), eq(documents.agentId, agentId)))
    .for('update', { of: documents });
  return row;
}

export async function markRequested(db: DbOrTx, id: number, documentHash: string, now: Date) {
  await db
    .update(documents)
    .set({ status: 'PENDING', documentHash, requestedAt: now, generatedAt: null, error: null, content: null })
    .where(eq(documents.id, id));
}

export async function findByDocumentHash(db: DbOrTx, agentId: number, documentHash: string) {
  const [row] = await db
    .select({ status: documents.status })
    .from(documents)
    .where(and(eq(documents.documentHash, documentHash), eq(documents.agentId, agentId)));
  return row;
}

export async function findContent(db: DbOrTx, agentId: number, documentHash: string) {
  const [row] = await db
    .select({ status: documents.status, content: documents.content, docType: documents.docType, policyNo: policies.policyNo, kind: policies.kind, productLine: policies.productLine })
    .from(documents)
    .innerJoin(policies, eq(policies.id, documents.policyId))
    .where(and(eq(documents.documentHash, documentHash), eq(documents.agentId, agentId)));
  return row;
}

/** The document still waiting for this generation, with its policy, customer, vehicle and agent. */
export async function findForGeneration(db: DbOrTx, documentId: number, documentHash: string) {
  const [row] = await db
    .select({
      docType: documents.docType,
      printArgs: documents.printArgs,
      policy: policies,
      customer: customers,
      vehicle: vehicles,
      agent: { agentName: agents.agentName, rauNo: agents.rauNo, custCode: agents.custCode },
    })
    .from(documents)
    .innerJoin(policies, eq(policies.id, documents.policyId))
    .innerJoin(customers, eq(customers.id, policies.customerId))
    .innerJoin(agents, eq(agents.id, documents.agentId))
    .leftJoin(vehicles, eq(vehicles.id, policies.vehicleId))
    .where(and(eq(documents.id, documentId), eq(documents.documentHash, documentHash), eq(documents.status, 'PENDING')));
  return row;
}

/** Settles one generation; a newer request (another documentHash) is left alone. */
export async function settle(
  db: DbOrTx,
  documentId: number,
  documentHash: string,
  outcome: { content: Buffer; now: Date } | { error: string },
) {
  await db
    .update(documents)
    .set(
      'content' in outcome
        ? { status: 'READY', content: outcome.content, generatedAt: outcome.now }
        : { status: 'ERROR', error: outcome.error.slice(0, 1000) },
    )
    .where(and(eq(documents.id, documentId), eq(documents.documentHash, documentHash), eq(documents.status, 'PENDING')));
}
