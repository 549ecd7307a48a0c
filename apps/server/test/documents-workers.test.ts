import { eq } from 'drizzle-orm';
import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import type { DocumentTypeId } from '@panel/domain';
import { buildApp } from '../src/app';
import { documents, policies } from '../src/db/schema/index';
import { renderDocument } from '../src/modules/documents/catalogue';
import { createPdfRenderer } from '../src/modules/documents/pdf-renderer';
import * as repo from '../src/modules/documents/repository';
import { listDocuments, policyOf, setHash, waitForGeneration } from './documents-helpers';
import { loginAs, useTestApp } from './helper';
import { pdfText } from './pdf-text';

/** No worker runs on ctx.app: a requested document stays PENDING until a test draws it. */
const ctx = useTestApp({ policiesScale: 0.1 });
const pdf = createPdfRenderer(1);
afterAll(() => pdf.close());

/** Requests the first document of the policy's set and answers what its job reads from the database. */
async function pendingDocument(kind: 'CONCLUDED' | 'QUOTATION') {
  const { policy } = await policyOf(ctx.database, 'DA100234', eq(policies.kind, kind));
  const client = await loginAs(ctx.app, 'agent.da');
  const [doc] = await listDocuments(client, await setHash(client, policy.policyNo, 'POLICY'));
  const { documentHash } = (await client.post('/ms-doc', { hash: doc!.hash })).json();
  const [row] = await ctx.database.db.select().from(documents).where(eq(documents.hash, doc!.hash));
  const found = await repo.findForGeneration(ctx.database.db, row!.id, documentHash);
  return { policy, client, documentHash, docType: found!.docType as DocumentTypeId, found: found! };
}

describe('PDF worker threads', () => {
  it('draws a document in another thread than the one that asked, byte for byte as the main thread would', async () => {
    const { policy, docType, found } = await pendingDocument('CONCLUDED');
    const source = { ...found, generatedAt: new Date() };
    const drawn = await pdf.draw(docType, source);
    expect(drawn.threadId).not.toBe(threadId);
    const content = Buffer.from(drawn.content);
    expect(content.equals(await renderDocument(docType, source))).toBe(true);
    expect((await pdfText(content)).text).toContain(`Polisa nr ${policy.policyNo}`);
  });

  it('fails the job with the message of an error thrown while drawing in the worker, and the document is ERROR', async () => {
    const { client, documentHash, docType, found } = await pendingDocument('QUOTATION');
    // A date that cannot be printed makes the drawing itself throw; the main thread would throw the same.
    const unprintable = new Date(Number.NaN);
    const expected = await renderDocument(docType, { ...found, generatedAt: unprintable }).then(
      () => null,
      (error: Error) => error.message,
    );
    expect(expected).toEqual(expect.any(String));
    const app = await buildApp({ database: ctx.database });
    try {
      await app.documentJobs.startWorker({ render: (type, source) => pdf.render(type, { ...source, generatedAt: unprintable }) });
      expect(await waitForGeneration(client, documentHash)).toEqual({ ready: false, failed: true });
      const [row] = await ctx.database.db.select().from(documents).where(eq(documents.documentHash, documentHash));
      expect(row).toMatchObject({ status: 'ERROR', error: expected, content: null });
    } finally {
      await app.close();
    }
  });
});
