import { and, eq, sql, type SQL } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { DocumentItem, DocumentPlace } from '@panel/domain';
import type { Database } from '../src/db/client';
import { agents, customers, policies } from '../src/db/schema/index';
import type { Client } from './helper';

/** A policy of the agent with this customer code matching `where`. */
export async function policyOf(database: Database, custCode: string, where?: SQL) {
  const [row] = await database.db
    .select({ policy: policies, customerName: customers.displayName })
    .from(policies)
    .innerJoin(agents, eq(agents.id, policies.agentId))
    .innerJoin(customers, eq(customers.id, policies.customerId))
    .where(and(eq(agents.custCode, custCode), where))
    .orderBy(policies.id)
    .limit(1);
  if (!row) throw new Error(`no policy for ${custCode}`);
  return row;
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
  return vi.waitFor(
    async () => {
      const body = (await client.get(`/ms-doc/availability/${documentHash}`)).json();
      if (!body.ready && !body.failed) throw new Error('still pending');
      return body as { ready: boolean; failed: boolean };
    },
    { timeout: 25_000, interval: 100 },
  );
}
