import { and, eq, sql, type SQL } from 'drizzle-orm';
import { expect, onTestFinished } from 'vitest';
import type { DocumentItem, DocumentPlace } from '@panel/domain';
import type { Database } from '../src/db/client';
import { agents, customers, policies, resignations, users } from '../src/db/schema/index';
import { renderDocument, type RenderDocument } from '../src/modules/documents/catalogue';
import { settled, signal, type Client } from './helper';

/** The first policy (with its customer) of the agent with this customer code matching `where`. */
export async function policyOf(database: Database, custCode: string, where?: SQL) {
  const [row] = await database.db
    .select({ policy: policies, customer: customers })
    .from(policies)
    .innerJoin(agents, eq(agents.id, policies.agentId))
    .innerJoin(customers, eq(customers.id, policies.customerId))
    .where(and(eq(agents.custCode, custCode), where))
    .orderBy(policies.id)
    .limit(1);
  if (!row) throw new Error(`no policy for ${custCode}`);
  return row;
}

/** A closed resignation of the policy, as the wizard registers it: what a confirmation print needs. */
export async function closedResignation(database: Database, policy: typeof policies.$inferSelect, code: '01' | '02' | '03', terminationDate: string) {
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.agentId, policy.agentId)).limit(1);
  await database.db.insert(resignations).values({
    agentId: policy.agentId,
    userId: user!.id,
    policyId: policy.id,
    terminationCode: code,
    informDate: terminationDate,
    terminationDate,
    previousEndDate: policy.endDate,
    result: '0',
    status: 'CLOSED',
  });
}

/** Customer names with Polish diacritics: what the PDF fonts must carry. */
export const polishName = sql`${customers.displayName} ~ '[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]'`;

export async function setHash(client: Client, policyNo: string, place: DocumentPlace, printArgs?: string) {
  const response = await client.get(`/partner/rest/document/get-available-docs-hash/${policyNo}/${place}${printArgs ? `/${printArgs}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().hash as string;
}

export async function listDocuments(client: Client, hash: string): Promise<DocumentItem[]> {
  const response = await client.get(`/ms-doc/available-docs/${hash}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Polls availability the way the browser does, until the document is ready or failed. */
export async function waitForGeneration(client: Client, documentHash: string) {
  return settled(async () => {
    const body = (await client.get(`/ms-doc/availability/${documentHash}`)).json();
    if (!body.ready && !body.failed) throw new Error('still pending');
    return body as { ready: boolean; failed: boolean };
  });
}

/**
 * The real renderer, behind a gate the test holds: while held, a requested document stays PENDING whenever the worker
 * picks its job up, so a test can look at the pending state without racing the worker.
 */
export function gatedRenderer() {
  let gate = Promise.resolve();
  const render: RenderDocument = async (docType, source) => {
    await gate;
    return renderDocument(docType, source);
  };
  return {
    render,
    /** Holds every render that has not passed the gate yet until `release` is called, or the test ends. */
    hold() {
      const held = signal();
      gate = held.promise;
      onTestFinished(() => held.resolve());
      return { release: () => held.resolve() };
    },
  };
}
