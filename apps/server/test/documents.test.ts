import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@panel/domain';
import { documentSets, documents, policies } from '../src/db/schema/index';
import { closedResignation, listDocuments, policyOf, setHash } from './documents-helpers';
import { createClient, loginAs, useTestApp } from './helper';

const ctx = useTestApp({ policiesScale: 0.1 });
const concluded = eq(policies.kind, 'CONCLUDED');
const hashUrl = (policyNo: string, rest: string) => `/partner/rest/document/get-available-docs-hash/${policyNo}/${rest}`;
const creationUrl = (policyNo: string, rest: string) => `/partner/rest/document/get-creation-hashes/${policyNo}/${rest}`;

describe('GET /partner/rest/document/get-available-docs-hash/{policyId}/{place}[/{printArgs}]', () => {
  it('answers a random hash of at least 128 bits, bound to the agent and reused for the same policy and place', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const { policy } = await policyOf(ctx.database, 'DA100234', concluded);
    const hash = await setHash(client, policy.policyNo, 'POLICY');
    expect(hash).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(await setHash(client, policy.policyNo, 'POLICY')).toBe(hash);
    expect(await setHash(client, policy.policyNo, 'CP')).not.toBe(hash);
    const [stored] = await ctx.database.db.select().from(documentSets).where(eq(documentSets.hash, hash));
    expect(stored).toMatchObject({ agentId: policy.agentId, policyId: policy.id, place: 'POLICY', printArgs: '' });
  });

  it('takes the reason code and termination date for a resignation confirmation, of a closed resignation only', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const { policy } = await policyOf(ctx.database, 'DA100234', concluded);
    expect(await listDocuments(client, await setHash(client, policy.policyNo, 'RESIGNATION_CONFIRMATION', '01_2026-05-31'))).toEqual([]);
    await closedResignation(ctx.database, policy, '02', '2026-05-31');
    const hash = await setHash(client, policy.policyNo, 'RESIGNATION_CONFIRMATION', '02_2026-05-31');
    expect(await listDocuments(client, hash)).toMatchObject([{ id: 'RESIGNATION_CONFIRMATION', status: 'AVAILABLE' }]);
  });

  it.each([
    ['an unknown place', 'ELSEWHERE', messages.DOCUMENT_PLACE_ERROR],
    ['print arguments where none are used', 'POLICY/01_2026-05-31', messages.DOCUMENT_PRINT_ARGS_ERROR],
    ['a confirmation without its arguments', 'RESIGNATION_CONFIRMATION', messages.DOCUMENT_PRINT_ARGS_ERROR],
    ['an impossible termination date', 'RESIGNATION_CONFIRMATION/01_2026-02-30', messages.DOCUMENT_PRINT_ARGS_ERROR],
    ['an unknown reason', 'RESIGNATION_CONFIRMATION/07_2026-05-31', messages.DOCUMENT_PRINT_ARGS_ERROR],
    ['arguments with other characters', 'RESIGNATION_CONFIRMATION/01%3B2026-05-31', messages.DOCUMENT_PRINT_ARGS_ERROR],
  ])('refuses %s with 400 and a Polish message', async (_, rest, message) => {
    const client = await loginAs(ctx.app, 'agent.da');
    const { policy } = await policyOf(ctx.database, 'DA100234', concluded);
    const response = await client.get(hashUrl(policy.policyNo, rest));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a malformed policy number (400)', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.get(hashUrl('..%2F..%2Fetc', 'POLICY'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.POLICY_NUMBER_FORMAT_ERROR);
  });

  it("answers 404 for another agent's policy, exactly as for a number that does not exist", async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const { policy } = await policyOf(ctx.database, 'DA100234', concluded);
    const foreign = await client.get(hashUrl(policy.policyNo, 'POLICY'));
    const missing = await client.get(hashUrl('9999999999', 'POLICY'));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: messages.NOT_FOUND });
    expect(missing.json()).toEqual(foreign.json());
    const sets = await ctx.database.db.select().from(documentSets).where(eq(documentSets.policyId, policy.id));
    expect(sets.every((set) => set.agentId === policy.agentId)).toBe(true);
  });

  it('needs a session (401)', async () => {
    const { policy } = await policyOf(ctx.database, 'DA100234', concluded);
    expect((await createClient(ctx.app).get(hashUrl(policy.policyNo, 'POLICY'))).statusCode).toBe(401);
  });
});

describe('GET /ms-doc/available-docs/{hash}', () => {
  it('lists the schedule, payment summary and general terms of a concluded policy, all AVAILABLE', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const { policy } = await policyOf(ctx.database, 'DA100234', and(concluded, eq(policies.productLine, 'HP')));
    const list = await listDocuments(client, await setHash(client, policy.policyNo, 'POLICY'));
    expect(list.map((doc) => doc.id)).toEqual(['POLICY_SCHEDULE', 'PAYMENT_SUMMARY', 'GENERAL_TERMS']);
    expect(list[0]).toMatchObject({
      name: 'Polisa',
      filename: `Polisa ${policy.policyNo}.pdf`,
      status: 'AVAILABLE',
      documentHash: null,
      url: null,
    });
    expect(list[1]!.filename).toBe(`Zestawienie płatności ${policy.policyNo}.pdf`);
    expect(list[2]!.description).toContain('OWU-HP/2026');
    const rows = await ctx.database.db.select().from(documents).where(eq(documents.policyId, policy.id));
    expect(rows.map((row) => row.hash)).toEqual(expect.arrayContaining(list.map((doc) => doc.hash)));
  });

  it('offers a quotation its offer, a renewal its renewal offer and a motor policy its information files', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const quotation = (await policyOf(ctx.database, 'DA100234', eq(policies.kind, 'QUOTATION'))).policy;
    const renewal = (await policyOf(ctx.database, 'DA100234', eq(policies.kind, 'RENEWAL'))).policy;
    const motor = (await policyOf(ctx.database, 'DA100234', and(concluded, eq(policies.productLine, 'CP')))).policy;
    const ids = async (policyNo: string, place: 'POLICY' | 'RENEWAL' | 'CP') =>
      (await listDocuments(client, await setHash(client, policyNo, place))).map((doc) => doc.id);
    expect(await ids(quotation.policyNo, 'POLICY')).toEqual(['QUOTATION_OFFER', 'GENERAL_TERMS']);
    expect(await ids(renewal.policyNo, 'RENEWAL')).toEqual(['RENEWAL_OFFER', 'GENERAL_TERMS']);
    expect(await ids(motor.policyNo, 'CP')).toEqual(['PRODUCT_INFORMATION', 'PRIVACY_NOTICE']);
    expect(await ids(motor.policyNo, 'RENEWAL')).toEqual([]);
  });

  it("answers 404 for another agent's hash", async () => {
    const owner = await loginAs(ctx.app, 'agent.da');
    const { policy } = await policyOf(ctx.database, 'DA100234', concluded);
    const hash = await setHash(owner, policy.policyNo, 'POLICY');
    const other = await loginAs(ctx.app, 'agent.nn');
    const response = await other.get(`/ms-doc/available-docs/${hash}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.NOT_FOUND });
  });

  it('refuses a malformed hash (400) and needs a session (401)', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.get('/ms-doc/available-docs/short');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.DOCUMENT_HASH_ERROR);
    expect((await createClient(ctx.app).get(`/ms-doc/available-docs/${'a'.repeat(32)}`)).statusCode).toBe(401);
  });
});

describe('GET /partner/rest/document/get-creation-hashes/{policyId}/{ids}[/{printArgs}]', () => {
  it('answers one hash per chosen document, the same documents the lists show', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const { policy } = await policyOf(ctx.database, 'DA100234', and(concluded, eq(policies.productLine, 'CP')));
    const response = await client.get(creationUrl(policy.policyNo, 'GENERAL_TERMS,POLICY_SCHEDULE,PRIVACY_NOTICE'));
    expect(response.statusCode).toBe(200);
    const { hashes } = response.json();
    expect(hashes.map((h: { id: string }) => h.id)).toEqual(['GENERAL_TERMS', 'POLICY_SCHEDULE', 'PRIVACY_NOTICE']);
    const list = await listDocuments(client, await setHash(client, policy.policyNo, 'POLICY'));
    expect(hashes[0].hash).toBe(list.find((doc) => doc.id === 'GENERAL_TERMS')!.hash);
    expect(hashes[1].hash).toBe(list.find((doc) => doc.id === 'POLICY_SCHEDULE')!.hash);
  });

  it('gives a resignation confirmation its print arguments, for a closed resignation only', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const { policy } = await policyOf(ctx.database, 'DA100234', concluded);
    const unconfirmed = await client.get(creationUrl(policy.policyNo, 'RESIGNATION_CONFIRMATION/03_2026-07-02'));
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().message).toBe(messages.DOCUMENT_NOT_FOR_POLICY);
    await closedResignation(ctx.database, policy, '03', '2026-07-01');
    const response = await client.get(creationUrl(policy.policyNo, 'RESIGNATION_CONFIRMATION/03_2026-07-01'));
    expect(response.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(documents).where(eq(documents.hash, response.json().hashes[0].hash));
    expect(row).toMatchObject({ docType: 'RESIGNATION_CONFIRMATION', printArgs: '03_2026-07-01', status: 'AVAILABLE' });
  });

  it.each([
    ['an unknown document', 'POLICY_SCHEDULE,SECRET', messages.DOCUMENT_IDS_ERROR],
    ['a document named twice', 'POLICY_SCHEDULE,POLICY_SCHEDULE', messages.DOCUMENT_IDS_ERROR],
    ['an empty name in the list', 'POLICY_SCHEDULE,', messages.DOCUMENT_IDS_ERROR],
    ['a document this policy does not offer', 'RENEWAL_OFFER', messages.DOCUMENT_NOT_FOR_POLICY],
    ['a confirmation without its arguments', 'RESIGNATION_CONFIRMATION', messages.DOCUMENT_PRINT_ARGS_ERROR],
    ['arguments no chosen document uses', 'POLICY_SCHEDULE/01_2026-05-31', messages.DOCUMENT_PRINT_ARGS_ERROR],
  ])('refuses %s with 400 and a Polish message', async (_, rest, message) => {
    const client = await loginAs(ctx.app, 'agent.da');
    const { policy } = await policyOf(ctx.database, 'DA100234', concluded);
    const response = await client.get(creationUrl(policy.policyNo, rest));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("answers 404 for another agent's policy and needs a session (401)", async () => {
    const { policy } = await policyOf(ctx.database, 'DA100234', concluded);
    const other = await loginAs(ctx.app, 'dealer.ncd');
    expect((await other.get(creationUrl(policy.policyNo, 'POLICY_SCHEDULE'))).statusCode).toBe(404);
    expect((await createClient(ctx.app).get(creationUrl(policy.policyNo, 'POLICY_SCHEDULE'))).statusCode).toBe(401);
  });
});
