import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@panel/domain';
import { documents, policies } from '../src/db/schema/index';
import { closedResignation, gatedRenderer, listDocuments, policyOf, polishName, setHash, waitForGeneration } from './documents-helpers';
import { createClient, loginAs, useTestApp, type Client } from './helper';
import { pdfText } from './pdf-text';

const ctx = useTestApp({ policiesScale: 0.1 });
const renderer = gatedRenderer();
beforeAll(() => ctx.app.documentJobs.startWorker({ render: renderer.render }));

const concluded = eq(policies.kind, 'CONCLUDED');

async function generate(client: Client, hash: string) {
  const requested = await client.post('/ms-doc', { hash });
  expect(requested.statusCode, requested.body).toBe(200);
  const { documentHash } = requested.json();
  expect(await waitForGeneration(client, documentHash)).toEqual({ ready: true, failed: false });
  const download = await client.get(`/ms-doc/pdf/${documentHash}`);
  expect(download.statusCode).toBe(200);
  return { documentHash, download, ...(await pdfText(download.rawPayload)) };
}

describe('POST /ms-doc, GET /ms-doc/availability/{documentHash}, GET /ms-doc/{type}/{hash}', () => {
  it('takes a document from AVAILABLE through PENDING to READY and downloads a PDF with Polish letters', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const { policy, customer } = await policyOf(ctx.database, 'DA100234', and(concluded, polishName));
    const [schedule] = await listDocuments(client, await setHash(client, policy.policyNo, 'POLICY'));
    expect(schedule!.status).toBe('AVAILABLE');

    const held = renderer.hold();
    const first = await client.post('/ms-doc', { hash: schedule!.hash });
    expect(first.json()).toMatchObject({ available: false, documentHash: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) });
    const { documentHash } = first.json();
    const twice = await client.post('/ms-doc', { hash: schedule!.hash });
    held.release();
    expect(twice.json()).toEqual({ available: false, documentHash });
    expect(await waitForGeneration(client, documentHash)).toEqual({ ready: true, failed: false });
    const [listed] = await listDocuments(client, await setHash(client, policy.policyNo, 'POLICY'));
    expect(listed).toMatchObject({ status: 'READY', documentHash, url: `/ms-doc/pdf/${documentHash}` });
    expect((await client.post('/ms-doc', { hash: schedule!.hash })).json()).toEqual({ available: true, documentHash });

    const download = await client.get(listed!.url!);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Polisa ${policy.policyNo}.pdf"; filename*=UTF-8''Polisa%20${policy.policyNo}.pdf`,
    );
    const { text } = await pdfText(download.rawPayload);
    expect(text).toContain(`Polisa nr ${policy.policyNo}`);
    expect(text).toContain(customer.displayName);
    const [row] = await ctx.database.db.select().from(documents).where(eq(documents.hash, schedule!.hash));
    expect(row).toMatchObject({ status: 'READY', documentHash, error: null });
    expect(row!.content!.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('prints the payment summary and the general terms of the policy, several pages of them', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const { policy, customer } = await policyOf(ctx.database, 'DA100234', and(concluded, eq(policies.productLine, 'HP'), polishName));
    const [, summary, terms] = await listDocuments(client, await setHash(client, policy.policyNo, 'POLICY'));
    const summaryPdf = await generate(client, summary!.hash);
    expect(summaryPdf.download.headers['content-disposition']).toContain(
      `filename="Zestawienie platnosci ${policy.policyNo}.pdf"; filename*=UTF-8''Zestawienie%20p%C5%82atno%C5%9Bci%20${policy.policyNo}.pdf`,
    );
    expect(summaryPdf.text).toContain(`Zestawienie płatności do polisy nr ${policy.policyNo}`);
    expect(summaryPdf.text).toContain(customer.displayName);
    const termsPdf = await generate(client, terms!.hash);
    expect(termsPdf.text).toContain('Ogólne warunki ubezpieczenia – Ubezpieczenie domu i mieszkania');
    expect(termsPdf.text).toContain('§ 10. Reklamacje i skargi');
    expect(termsPdf.pages).toBeGreaterThanOrEqual(3);
  });

  it('prints a renewal offer with the vehicle of a motor policy and a confirmation with its reason and date', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const renewal = await policyOf(ctx.database, 'DA100234', and(eq(policies.kind, 'RENEWAL'), eq(policies.productLine, 'CP')));
    const [offer] = await listDocuments(client, await setHash(client, renewal.policy.policyNo, 'RENEWAL'));
    const offerPdf = await generate(client, offer!.hash);
    expect(offerPdf.text).toContain(`Oferta wznowienia polisy nr ${renewal.policy.policyNo}`);
    expect(offerPdf.text).toContain('VIN');

    const { policy } = await policyOf(ctx.database, 'DA100234', concluded);
    await closedResignation(ctx.database, policy, '02', '2026-05-31');
    const [confirmation] = await listDocuments(client, await setHash(client, policy.policyNo, 'RESIGNATION_CONFIRMATION', '02_2026-05-31'));
    const confirmationPdf = await generate(client, confirmation!.hash);
    expect(confirmationPdf.text).toContain('wypowiedzenie z powodu podwójnego ubezpieczenia');
    expect(confirmationPdf.text).toContain('31.05.2026');
  });

  it('POST /ms-doc/first requests the first document of a set and answers its data', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const { policy } = await policyOf(ctx.database, 'DA100234', and(concluded, eq(policies.productLine, 'CP')));
    const response = await client.post('/ms-doc/first', { hash: await setHash(client, policy.policyNo, 'CP') });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id: 'PRODUCT_INFORMATION', status: 'PENDING', url: null });
    expect(await waitForGeneration(client, body.documentHash)).toEqual({ ready: true, failed: false });
    const again = (await client.post('/ms-doc/first', { hash: await setHash(client, policy.policyNo, 'CP') })).json();
    expect(again).toMatchObject({ status: 'READY', documentHash: body.documentHash, url: `/ms-doc/pdf/${body.documentHash}` });
  });

  it('POST /ms-doc/first answers 404 with "no documents" for an empty set', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const { policy } = await policyOf(ctx.database, 'DA100234', and(concluded, eq(policies.productLine, 'HP')));
    const response = await client.post('/ms-doc/first', { hash: await setHash(client, policy.policyNo, 'RENEWAL') });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(messages.NO_DOCUMENTS);
  });

  it("answers 404 for another agent's document hash and generation hash", async () => {
    const owner = await loginAs(ctx.app, 'agent.da');
    const { policy } = await policyOf(ctx.database, 'DA100234', concluded);
    const [doc] = await listDocuments(owner, await setHash(owner, policy.policyNo, 'POLICY'));
    const { documentHash } = (await owner.post('/ms-doc', { hash: doc!.hash })).json();
    await waitForGeneration(owner, documentHash);
    const other = await loginAs(ctx.app, 'agent.nn');
    for (const response of [
      await other.post('/ms-doc', { hash: doc!.hash }),
      await other.post('/ms-doc/first', { hash: await setHash(owner, policy.policyNo, 'POLICY') }),
      await other.get(`/ms-doc/availability/${documentHash}`),
      await other.get(`/ms-doc/pdf/${documentHash}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: messages.NOT_FOUND });
    }
  });

  it('answers 409 for the link of a document that is not ready yet', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const { policy } = await policyOf(ctx.database, 'DA100234', eq(policies.kind, 'QUOTATION'));
    const [offer] = await listDocuments(client, await setHash(client, policy.policyNo, 'POLICY'));
    const documentHash = 'p'.repeat(32);
    await ctx.database.db.update(documents).set({ status: 'PENDING', documentHash, requestedAt: new Date() }).where(eq(documents.hash, offer!.hash));
    const response = await client.get(`/ms-doc/pdf/${documentHash}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(messages.DOCUMENT_NOT_READY);
    expect((await client.get(`/ms-doc/availability/${documentHash}`)).json()).toEqual({ ready: false, failed: false });
  });

  it.each([
    ['POST /ms-doc without a hash', (c: Client) => c.post('/ms-doc', {}), messages.DOCUMENT_HASH_ERROR],
    ['POST /ms-doc with a malformed hash', (c: Client) => c.post('/ms-doc', { hash: '../../x' }), messages.DOCUMENT_HASH_ERROR],
    ['POST /ms-doc/first with a malformed hash', (c: Client) => c.post('/ms-doc/first', { hash: 1 }), messages.DOCUMENT_HASH_ERROR],
    ['a malformed generation hash', (c: Client) => c.get('/ms-doc/availability/x'), messages.DOCUMENT_HASH_ERROR],
    ['a file type other than pdf', (c: Client) => c.get(`/ms-doc/exe/${'a'.repeat(32)}`), messages.DOCUMENT_TYPE_ERROR],
  ])('refuses %s with 400 and a Polish message', async (_, call, message) => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await call(client);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers 404 for a hash that names no document', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    expect((await client.post('/ms-doc', { hash: 'n'.repeat(32) })).statusCode).toBe(404);
    expect((await client.get(`/ms-doc/availability/${'n'.repeat(32)}`)).statusCode).toBe(404);
  });

  it('needs a session for every call (401)', async () => {
    const anonymous = createClient(ctx.app);
    const hash = 'a'.repeat(32);
    expect((await anonymous.post('/ms-doc', { hash })).statusCode).toBe(401);
    expect((await anonymous.post('/ms-doc/first', { hash })).statusCode).toBe(401);
    expect((await anonymous.get(`/ms-doc/availability/${hash}`)).statusCode).toBe(401);
    expect((await anonymous.get(`/ms-doc/pdf/${hash}`)).statusCode).toBe(401);
  });
});
