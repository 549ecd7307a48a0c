import { and, desc, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { documents, policies } from '../src/db/schema/index';
import { renderDocument, type RenderDocument } from '../src/modules/documents/catalogue';
import { DOCUMENT_QUEUE } from '../src/modules/documents/jobs';
import { listDocuments, policyOf, setHash, waitForGeneration } from './documents-helpers';
import { loginAs, settled, signal, useTestApp } from './helper';
import { pdfText } from './pdf-text';

/** No worker runs on ctx.app: each test starts the instances (and workers) it needs on the same database. */
const ctx = useTestApp({ policiesScale: 0.1 });
const started: App[] = [];
afterEach(async () => {
  for (const app of started.splice(0)) await app.close();
});

async function instance() {
  const app = await buildApp({ database: ctx.database });
  started.push(app);
  return app;
}

async function jobStates(documentHash: string) {
  const result = await ctx.database.db.execute<{ state: string }>(
    sql`select state from pgboss.job where name = ${DOCUMENT_QUEUE} and data->>'documentHash' = ${documentHash}`,
  );
  return result.rows.map((row) => row.state);
}

async function documentOf(policyNo: string, index: number) {
  const client = await loginAs(ctx.app, 'agent.da');
  const list = await listDocuments(client, await setHash(client, policyNo, 'POLICY'));
  return list[index]!;
}

describe('document generation jobs', () => {
  it('completes a job enqueued before a restart on the instance started after it', async () => {
    const { policy } = await policyOf(ctx.database, 'DA100234', eq(policies.kind, 'CONCLUDED'));
    const doc = await documentOf(policy.policyNo, 0);
    const before = await instance();
    const { documentHash } = (await (await loginAs(before, 'agent.da')).post('/ms-doc', { hash: doc.hash })).json();
    expect(await jobStates(documentHash)).toEqual(['created']);
    await before.close();

    const after = await instance();
    await after.documentJobs.startWorker();
    const client = await loginAs(after, 'agent.da');
    expect(await waitForGeneration(client, documentHash)).toEqual({ ready: true, failed: false });
    const { text } = await pdfText((await client.get(`/ms-doc/pdf/${documentHash}`)).rawPayload);
    expect(text).toContain(`Polisa nr ${policy.policyNo}`);
    // The queue completes the job once the handler has returned, after the document became READY.
    await settled(async () => expect(await jobStates(documentHash)).toEqual(['completed']));
  });

  it('hands a job stopped mid-generation back to the queue, and the next instance completes it', async () => {
    const { policy } = await policyOf(ctx.database, 'DA100234', and(eq(policies.kind, 'CONCLUDED'), eq(policies.productLine, 'CP')));
    const doc = await documentOf(policy.policyNo, 1);
    const generating = signal();
    const stalls: RenderDocument = () => {
      generating.resolve();
      return new Promise<Buffer>(() => undefined);
    };
    const before = await instance();
    await before.documentJobs.startWorker({ render: stalls, stopTimeoutMs: 1000 });
    const { documentHash } = (await (await loginAs(before, 'agent.da')).post('/ms-doc', { hash: doc.hash })).json();
    await generating.promise;
    expect(await jobStates(documentHash)).toEqual(['active']);
    await before.close();
    expect(await jobStates(documentHash)).toEqual(['retry']);
    const [pending] = await ctx.database.db.select().from(documents).where(eq(documents.hash, doc.hash));
    expect(pending).toMatchObject({ status: 'PENDING', documentHash });

    const after = await instance();
    await after.documentJobs.startWorker();
    const client = await loginAs(after, 'agent.da');
    expect(await waitForGeneration(client, documentHash)).toEqual({ ready: true, failed: false });
    const { text } = await pdfText((await client.get(`/ms-doc/pdf/${documentHash}`)).rawPayload);
    expect(text).toContain(`Zestawienie płatności do polisy nr ${policy.policyNo}`);
  });

  it('marks a failed generation ERROR, and a new request generates it again', async () => {
    const { policy } = await policyOf(ctx.database, 'DA100234', eq(policies.kind, 'QUOTATION'));
    const doc = await documentOf(policy.policyNo, 0);
    let attempts = 0;
    const failsOnce: RenderDocument = (docType, source) => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('drukarnia niedostępna')) : renderDocument(docType, source);
    };
    const app = await instance();
    await app.documentJobs.startWorker({ render: failsOnce });
    const client = await loginAs(app, 'agent.da');

    const failed = (await client.post('/ms-doc', { hash: doc.hash })).json();
    expect(await waitForGeneration(client, failed.documentHash)).toEqual({ ready: false, failed: true });
    const [row] = await ctx.database.db.select().from(documents).where(eq(documents.hash, doc.hash));
    expect(row).toMatchObject({ status: 'ERROR', error: 'drukarnia niedostępna', content: null });
    expect((await listDocuments(client, await setHash(client, policy.policyNo, 'POLICY')))[0]).toMatchObject({ status: 'ERROR', url: null });

    const retried = (await client.post('/ms-doc', { hash: doc.hash })).json();
    expect(retried.documentHash).not.toBe(failed.documentHash);
    expect(await waitForGeneration(client, retried.documentHash)).toEqual({ ready: true, failed: false });
    expect((await client.get(`/ms-doc/availability/${failed.documentHash}`)).statusCode).toBe(404);
    const { text } = await pdfText((await client.get(`/ms-doc/pdf/${retried.documentHash}`)).rawPayload);
    expect(text).toContain(`Oferta ubezpieczenia nr ${policy.policyNo}`);
  });

  /**
   * Two documents one after the other, the worker polling an hour apart: the second is queued after the worker has
   * taken the first and gone back to waiting, so only the announcement of the job can start it within the test.
   */
  async function twoDocuments(sender: App, productLines: ['CP' | 'HP' | 'SM' | 'MF', 'CP' | 'HP' | 'SM' | 'MF']) {
    const client = await loginAs(sender, 'agent.da');
    for (const productLine of productLines) {
      const { policy } = await policyOf(ctx.database, 'DA100234', and(eq(policies.kind, 'CONCLUDED'), eq(policies.productLine, productLine)));
      const doc = await documentOf(policy.policyNo, 0);
      const { documentHash } = (await client.post('/ms-doc', { hash: doc.hash })).json();
      expect(await waitForGeneration(client, documentHash)).toEqual({ ready: true, failed: false });
      await settled(async () => expect(await jobStates(documentHash)).toEqual(['completed']));
    }
  }

  it('takes a job at once when it is queued: the worker does not wait for its poll', async () => {
    const app = await instance();
    await app.documentJobs.startWorker({ pollSeconds: 3600 });
    await twoDocuments(app, ['HP', 'SM']);
  });

  it('takes a job another instance queued at once (LISTEN/NOTIFY)', async () => {
    const worker = await instance();
    await worker.documentJobs.startWorker({ pollSeconds: 3600 });
    await twoDocuments(ctx.app, ['MF', 'CP']);
  });

  it('takes a burst larger than a batch batch after batch: the worker does not wait for its poll between full batches', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const concluded = await ctx.database.db
      .select({ policyNo: policies.policyNo })
      .from(policies)
      .where(and(eq(policies.agentId, (await policyOf(ctx.database, 'DA100234')).policy.agentId), eq(policies.kind, 'CONCLUDED')))
      .orderBy(policies.id)
      .limit(12);
    const available: string[] = [];
    for (const { policyNo } of concluded) {
      for (const doc of await listDocuments(client, await setHash(client, policyNo, 'POLICY'))) if (doc.status === 'AVAILABLE') available.push(doc.hash);
    }
    // Nine jobs queued before any worker runs: the worker takes them four at a time, and only its first fetch is woken.
    const requested = [];
    for (const hash of available.slice(0, 9)) requested.push((await client.post('/ms-doc', { hash })).json().documentHash as string);
    expect(requested).toHaveLength(9);
    const worker = await instance();
    await worker.documentJobs.startWorker({ pollSeconds: 3600 });
    for (const documentHash of requested) expect(await waitForGeneration(client, documentHash)).toEqual({ ready: true, failed: false });
  });

  it('requests a document again when its request has been pending for too long', async () => {
    const { policy } = await policyOf(ctx.database, 'DA100234', eq(policies.kind, 'RENEWAL'));
    const doc = await documentOf(policy.policyNo, 0);
    const lost = 'l'.repeat(32);
    await ctx.database.db
      .update(documents)
      .set({ status: 'PENDING', documentHash: lost, requestedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(documents.hash, doc.hash));
    const app = await instance();
    await app.documentJobs.startWorker();
    const client = await loginAs(app, 'agent.da');
    const { documentHash } = (await client.post('/ms-doc', { hash: doc.hash })).json();
    expect(documentHash).not.toBe(lost);
    expect(await waitForGeneration(client, documentHash)).toEqual({ ready: true, failed: false });
  });

  it('enqueues one job for requests of a document sent at once, and answers each the same generation hash', async () => {
    // The agent's last concluded policy: the burst above takes its documents from the first ones.
    const [policy] = await ctx.database.db
      .select({ policyNo: policies.policyNo })
      .from(policies)
      .where(and(eq(policies.agentId, (await policyOf(ctx.database, 'DA100234')).policy.agentId), eq(policies.kind, 'CONCLUDED')))
      .orderBy(desc(policies.id))
      .limit(1);
    const doc = await documentOf(policy!.policyNo, 1);
    expect(doc.status).toBe('AVAILABLE');
    const client = await loginAs(ctx.app, 'agent.da');
    const answers = await Promise.all(Array.from({ length: 5 }, () => client.post('/ms-doc', { hash: doc.hash })));
    const hashes = new Set(answers.map((answer) => answer.json<{ documentHash: string }>().documentHash));
    expect(answers.map((answer) => answer.json<{ available: boolean }>().available)).toEqual([false, false, false, false, false]);
    expect(hashes.size).toBe(1);
    const [documentHash] = hashes;
    expect(await jobStates(documentHash!)).toEqual(['created']);
    const jobs = await ctx.database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from pgboss.job j join documents d on d.id = (j.data->>'documentId')::int where d.hash = ${doc.hash}`,
    );
    expect(jobs.rows[0]!.count).toBe(1);
  });
});
