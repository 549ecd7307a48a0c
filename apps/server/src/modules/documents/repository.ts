import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DocumentPlace, DocumentTypeId } from '@panel/domain';
import type { Db, DbOrTx } from '../../db/client';
import { prepared } from '../../db/prepared';
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
  hash: documents.hash,
  docType: documents.docType,
  printArgs: documents.printArgs,
  status: documents.status,
  documentHash: documents.documentHash,
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

/** What a request may change: AVAILABLE, ERROR, or PENDING since before `staleBefore` (its job was lost). */
const requestable = and(
  eq(documents.hash, sql.placeholder('hash')),
  eq(documents.agentId, sql.placeholder('agentId')),
  or(
    inArray(documents.status, ['AVAILABLE', 'ERROR']),
    and(eq(documents.status, 'PENDING'), or(isNull(documents.requestedAt), lt(documents.requestedAt, sql`${sql.placeholder('staleBefore')}::timestamptz`))),
  ),
);

/**
 * Marks this agent's document requested under a new generation hash, if it may be requested: one statement, so that
 * of two requests at once the second waits for the first's row lock, then finds the document PENDING and changes
 * nothing.
 */
const requestStatement = prepared((db) =>
  db
    .update(documents)
    .set({
      status: 'PENDING',
      documentHash: sql`${sql.placeholder('documentHash')}`,
      requestedAt: sql`${sql.placeholder('now')}::timestamptz`,
      generatedAt: null,
      error: null,
      content: null,
    })
    .where(requestable)
    .returning({ id: documents.id })
    .prepare('document_request'),
);

interface Request {
  agentId: number;
  hash: string;
  documentHash: string;
  now: Date;
  staleBefore: Date;
}

/** The document's id when this request marked it PENDING, or undefined when it was not to be requested (or not found). */
export async function markRequested(db: Db, { now, staleBefore, ...names }: Request) {
  const [row] = await requestStatement(db).execute({ ...names, now: now.toISOString(), staleBefore: staleBefore.toISOString() });
  return row?.id;
}

const stateStatement = prepared((db) =>
  db
    .select({ status: documents.status, documentHash: documents.documentHash })
    .from(documents)
    .where(and(eq(documents.hash, sql.placeholder('hash')), eq(documents.agentId, sql.placeholder('agentId'))))
    .prepare('document_state'),
);

/** The state of this agent's document, by its request hash. */
export async function findState(db: Db, agentId: number, hash: string) {
  const [row] = await stateStatement(db).execute({ agentId, hash });
  return row;
}

const availabilityStatement = prepared((db) =>
  db
    .select({ status: documents.status })
    .from(documents)
    .where(and(eq(documents.documentHash, sql.placeholder('documentHash')), eq(documents.agentId, sql.placeholder('agentId'))))
    .prepare('document_availability'),
);

/** The status of this agent's document by its generation hash: the web app asks every 2 s while it is PENDING. */
export async function findByDocumentHash(db: Db, agentId: number, documentHash: string) {
  const [row] = await availabilityStatement(db).execute({ agentId, documentHash });
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

/** The document of this generation, while it still waits for it (a newer request has another documentHash). */
const stillPending = and(
  eq(documents.id, sql.placeholder('documentId')),
  eq(documents.documentHash, sql.placeholder('documentHash')),
  eq(documents.status, 'PENDING'),
);

const generationStatement = prepared((db) =>
  db
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
    .where(stillPending)
    .prepare('document_generation'),
);

/** The document still waiting for this generation, with its policy, customer, vehicle and agent. */
export async function findForGeneration(db: Db, documentId: number, documentHash: string) {
  const [row] = await generationStatement(db).execute({ documentId, documentHash });
  return row;
}

const readyStatement = prepared((db) =>
  db
    .update(documents)
    .set({ status: 'READY', content: sql`${sql.placeholder('content')}`, generatedAt: sql`${sql.placeholder('now')}::timestamptz` })
    .where(stillPending)
    .prepare('document_ready'),
);

const failedStatement = prepared((db) =>
  db.update(documents).set({ status: 'ERROR', error: sql`${sql.placeholder('error')}` }).where(stillPending).prepare('document_failed'),
);

/** Settles one generation; a newer request (another documentHash) is left alone. */
export async function settle(db: Db, documentId: number, documentHash: string, outcome: { content: Buffer; now: Date } | { error: string }) {
  const generation = { documentId, documentHash };
  if ('content' in outcome) await readyStatement(db).execute({ ...generation, content: outcome.content, now: outcome.now.toISOString() });
  else await failedStatement(db).execute({ ...generation, error: outcome.error.slice(0, 1000) });
}
