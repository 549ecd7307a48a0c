import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_FILE_SIZE, MAX_QUEUED_FILES, MAX_TOTAL_FILES_SIZE, messages } from '@panel/domain';
import { uploadedFiles, uploadWithdrawals } from '../src/db/schema/index';
import { MAX_UPLOAD_REQUEST_SIZE, purgeOrphanUploads } from '../src/modules/uploads/service';
import { createClient, loginAs, useTestApp } from './helper';
import { fillDraft, multipart, PDF, pdfOfSize, uploadedPdfId, uploadFile, uploadUrl } from './uploads-helper';

const ctx = useTestApp();
const URL = '/partner/rest/upload';
let drafts = 0;
const newDraft = () => `draft-upload-${++drafts}`;

const storedIn = (draftId: string) =>
  ctx.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.draftId, draftId));

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const TIFF = Buffer.from([0x49, 0x49, 0x2a, 0x00, 8, 0]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04, 20, 0]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0, 3, 0, 0, 0, 4, 0])]);

describe('POST /partner/rest/upload', () => {
  it('stores the file under the id the browser chose in the database and answers JSON {id, name, size}', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const draftId = newDraft();
    const id = randomUUID();
    const response = await uploadFile(client, draftId, 'Oświadczenie podpisane.pdf', PDF, id);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id, name: 'Oświadczenie podpisane.pdf', size: PDF.length });
    const [row] = await storedIn(draftId);
    expect(row).toMatchObject({ id: body.id, name: 'Oświadczenie podpisane.pdf', size: PDF.length, contentKind: 'pdf', ownerType: null });
    expect(Buffer.from(row!.content).equals(PDF)).toBe(true);
  });

  it('keeps every byte of a file of the largest size, stored and read back (the embedded database binds it as it is)', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const draftId = newDraft();
    const content = randomBytes(MAX_FILE_SIZE);
    PDF.copy(content, 0, 0, 8);
    expect((await uploadFile(client, draftId, 'skan.pdf', content)).statusCode).toBe(201);
    const [row] = await storedIn(draftId);
    expect(Buffer.isBuffer(row!.content)).toBe(true);
    expect(row!.content.equals(content)).toBe(true);
  });

  it.each([
    ['skan.png', PNG],
    ['zdjecie.JPG', JPEG],
    ['zdjecie.jpeg', JPEG],
    ['skan.tiff', TIFF],
    ['skan.tif', Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0])],
    ['wniosek.docx', ZIP],
    ['wniosek.doc', OLE],
    ['wniosek.odt', ZIP],
    ['notatka.txt', Buffer.from('Zażółć gęślą jaźń\r\n\tlinia 2\n')],
  ])('accepts %s whose content matches its extension', async (name, content) => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const response = await uploadFile(client, newDraft(), name, content);
    expect(response.statusCode).toBe(201);
    expect(response.json().size).toBe(content.length);
  });

  it.each([
    ['a renamed executable (MZ header named .pdf)', 'faktura.pdf', EXE],
    ['an executable named .txt', 'notatka.txt', EXE],
    ['a PNG named .jpg', 'zdjecie.jpg', PNG],
    ['text that is not UTF-8', 'notatka.txt', Buffer.from([0x41, 0xff, 0xfe, 0x42])],
  ])('refuses %s and stores nothing', async (_, name, content) => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const draftId = newDraft();
    const response = await uploadFile(client, draftId, name, content);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.FILE_CONTENT_MISMATCH);
    expect(await storedIn(draftId)).toEqual([]);
  });

  it.each([
    ['../x.pdf', messages.FILE_NAME_INVALID],
    ['..\\x.pdf', messages.FILE_NAME_INVALID],
    ['/etc/x.pdf', messages.FILE_NAME_INVALID],
    [`${'a'.repeat(97)}.pdf`, messages.FILE_NAME_TOO_LONG],
    ['program.exe', messages.FILE_EXTENSION_INVALID],
    ['bez-rozszerzenia', messages.FILE_EXTENSION_INVALID],
  ])('refuses the name %s before storing anything', async (name, message) => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const draftId = newDraft();
    const response = await uploadFile(client, draftId, name, PDF);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await storedIn(draftId)).toEqual([]);
  });

  it('accepts a 100-character name', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const response = await uploadFile(client, newDraft(), `${'a'.repeat(96)}.pdf`, PDF);
    expect(response.statusCode).toBe(201);
  });

  it('refuses an empty file (0 bytes) and stores nothing', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const draftId = newDraft();
    const response = await uploadFile(client, draftId, 'pusty.pdf', Buffer.alloc(0));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Nie można załączać pustych dokumentów:');
    expect(await storedIn(draftId)).toEqual([]);
  });

  it('accepts exactly 10 MB and refuses 10 MB + 1 byte with 413, storing nothing', async () => {
    const client = await loginAs(ctx.app, 'agent.basic');
    const draftId = newDraft();
    expect((await uploadFile(client, draftId, 'max.pdf', pdfOfSize(MAX_FILE_SIZE))).statusCode).toBe(201);
    const other = newDraft();
    const response = await uploadFile(client, other, 'duzy.pdf', pdfOfSize(MAX_FILE_SIZE + 1));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Rozmiar pliku przekracza 10 MB.');
    expect(await storedIn(other)).toEqual([]);
  });

  it('refuses a file that takes the draft over 20 MB in total (20 MB + 1 byte), keeping what was stored', async () => {
    const client = await loginAs(ctx.app, 'agent.basic');
    const draftId = newDraft();
    expect((await uploadFile(client, draftId, 'a.pdf', pdfOfSize(MAX_FILE_SIZE))).statusCode).toBe(201);
    expect((await uploadFile(client, draftId, 'b.pdf', pdfOfSize(MAX_FILE_SIZE - 10))).statusCode).toBe(201);
    const response = await uploadFile(client, draftId, 'c.pdf', pdfOfSize(11));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(messages.FILES_TOTAL_TOO_LARGE);
    expect((await storedIn(draftId)).map((row) => row.name).sort()).toEqual(['a.pdf', 'b.pdf']);
    expect((await uploadFile(client, draftId, 'd.pdf', pdfOfSize(10))).statusCode).toBe(201);
    expect((await storedIn(draftId)).reduce((sum, row) => sum + row.size, 0)).toBe(MAX_TOTAL_FILES_SIZE);
  });

  it('keeps at most 10 files queued per draft; other drafts have their own queue', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const draftId = newDraft();
    for (let i = 0; i < 10; i += 1) expect((await uploadFile(client, draftId, `p${i}.pdf`, PDF)).statusCode).toBe(201);
    const eleventh = await uploadFile(client, draftId, 'p10.pdf', PDF);
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().message).toBe(messages.FILES_QUEUE_FULL);
    expect(await storedIn(draftId)).toHaveLength(10);
    expect((await uploadFile(client, newDraft(), 'p10.pdf', PDF)).statusCode).toBe(201);
  });

  it('holds the queue of 10 under 50 concurrent uploads into one draft: the rest refused in Polish', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const draftId = newDraft();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => uploadFile(client, draftId, `r${i}.pdf`, PDF)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(MAX_QUEUED_FILES);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => [answer.statusCode, answer.json().message])).toEqual(
      Array.from({ length: 50 - MAX_QUEUED_FILES }, () => [400, messages.FILES_QUEUE_FULL]),
    );
    expect(await storedIn(draftId)).toHaveLength(MAX_QUEUED_FILES);
  });

  it('answers a repeated upload of the same file with the file already stored, storing it once', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const draftId = newDraft();
    const id = randomUUID();
    const first = await uploadFile(client, draftId, 'a.pdf', PDF, id);
    const again = await uploadFile(client, draftId, 'a.pdf', PDF, id);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await storedIn(draftId)).toHaveLength(1);
  });

  it("refuses an id taken by another user's file (409) and leaves that file alone", async () => {
    const owner = await loginAs(ctx.app, 'agent.da');
    const ownerDraft = newDraft();
    const id = await uploadedPdfId(owner, ownerDraft);
    const other = await loginAs(ctx.app, 'agent.nn');
    const draftId = newDraft();
    const response = await uploadFile(other, draftId, 'b.pdf', PDF, id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(messages.UPLOAD_WITHDRAWN);
    expect(await storedIn(draftId)).toEqual([]);
    expect((await storedIn(ownerDraft)).map((row) => row.name)).toEqual(['wniosek.pdf']);
  });

  it('refuses a request without a file, a request that is not multipart, a bad draft id and a bad file id', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const boundary = 'pusta';
    const noFile = await client.post(uploadUrl(newDraft()), Buffer.from(`--${boundary}--\r\n`), {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(messages.NO_FILE_ERROR);
    const json = await client.post(uploadUrl(newDraft()), { file: 'x' });
    expect(json.statusCode).toBe(406);
    expect(json.json().message).toBe(messages.MALFORMED_REQUEST);
    const { body, contentType } = multipart('a.pdf', PDF);
    const badDraft = await client.post(uploadUrl('../x'), body, { 'content-type': contentType });
    expect(badDraft.statusCode).toBe(400);
    expect(badDraft.json().message).toBe(messages.MALFORMED_REQUEST);
    for (const url of [`${URL}?draftId=${newDraft()}`, uploadUrl(newDraft(), 'nie-uuid')]) {
      const badId = await client.post(url, body, { 'content-type': contentType });
      expect(badId.statusCode).toBe(400);
      expect(badId.json().message).toBe(messages.MALFORMED_REQUEST);
    }
  });

  const { body: onePdf } = multipart('a.pdf', PDF);
  const withBoundary = 'multipart/form-data; boundary=granica123';
  it.each([
    ['without a boundary', onePdf, 'multipart/form-data'],
    ['cut short in the file', onePdf.subarray(0, onePdf.length - 20), withBoundary],
    ['cut short in the part headers', onePdf.subarray(0, 60), withBoundary],
  ])('answers a multipart body %s with a Polish 400 and stores nothing', async (_, body, contentType) => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const draftId = newDraft();
    const response = await client.post(uploadUrl(draftId), body, { 'content-type': contentType });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.MALFORMED_REQUEST);
    expect(await storedIn(draftId)).toEqual([]);
  });

  it('refuses an upload whose Content-Length cannot hold a file of 10 MB at once (413)', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const draftId = newDraft();
    const { body, contentType } = multipart('a.pdf', PDF);
    const response = await client.post(uploadUrl(draftId), body, {
      'content-type': contentType,
      'content-length': String(MAX_UPLOAD_REQUEST_SIZE + 1),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(messages.FILE_TOO_LARGE);
    expect(await storedIn(draftId)).toEqual([]);
  });

  it('refuses a caller without a session (401) and stores nothing', async () => {
    const client = createClient(ctx.app);
    const draftId = newDraft();
    const response = await uploadFile(client, draftId, 'a.pdf', PDF);
    expect(response.statusCode).toBe(401);
    expect(await storedIn(draftId)).toEqual([]);
  });
});

describe('DELETE /partner/rest/upload/:id', () => {
  it('removes a queued file of the user', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const draftId = newDraft();
    const id = await uploadedPdfId(client, draftId);
    expect((await client.delete(`${URL}/${id}`)).statusCode).toBe(204);
    expect(await storedIn(draftId)).toEqual([]);
    expect((await client.delete(`${URL}/${id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another user's file and keeps it", async () => {
    const owner = await loginAs(ctx.app, 'agent.da');
    const draftId = newDraft();
    const id = await uploadedPdfId(owner, draftId);
    const other = await loginAs(ctx.app, 'agent.nn');
    const response = await other.delete(`${URL}/${id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(messages.NOT_FOUND);
    expect(await storedIn(draftId)).toHaveLength(1);
  });

  it('gives the room back: two 9 MB files removed leave the draft its 10 files and 20 MB', async () => {
    const client = await loginAs(ctx.app, 'agent.basic');
    const draftId = newDraft();
    for (const name of ['skan1.pdf', 'skan2.pdf']) {
      const response = await uploadFile(client, draftId, name, pdfOfSize(9 * 1024 * 1024));
      expect((await client.delete(`${URL}/${response.json().id}`)).statusCode).toBe(204);
    }
    await fillDraft(client, draftId, pdfOfSize(2 * 1024 * 1024));
  });

  it('withdraws a file removed before its upload is stored: the upload arriving later is refused (409) and counts nothing', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const draftId = newDraft();
    const id = randomUUID();
    const removed = await client.delete(`${URL}/${id}`);
    expect(removed.statusCode).toBe(404);
    const late = await uploadFile(client, draftId, 'skan.pdf', pdfOfSize(9 * 1024 * 1024), id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(messages.UPLOAD_WITHDRAWN);
    expect(await storedIn(draftId)).toEqual([]);
    await fillDraft(client, draftId);
  });

  it("withdraws an id for the caller only: another user's upload under it is not affected", async () => {
    const remover = await loginAs(ctx.app, 'agent.nn');
    const id = randomUUID();
    expect((await remover.delete(`${URL}/${id}`)).statusCode).toBe(404);
    const owner = await loginAs(ctx.app, 'agent.da');
    expect((await uploadFile(owner, newDraft(), 'a.pdf', PDF, id)).statusCode).toBe(201);
  });

  it('refuses an id that is not one (400) and a caller without a session (401)', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const bad = await client.delete(`${URL}/nie-uuid`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(messages.NOT_FOUND);
    expect((await createClient(ctx.app).delete(`${URL}/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(401);
  });
});

describe('purgeOrphanUploads', () => {
  it('removes files never linked that are older than 24 hours, and nothing else', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const draftId = newDraft();
    const oldId = await uploadedPdfId(client, draftId, 'stary.pdf');
    const freshId = await uploadedPdfId(client, draftId, 'nowy.pdf');
    const linkedId = await uploadedPdfId(client, draftId, 'podpiety.pdf');
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    await ctx.database.db.update(uploadedFiles).set({ createdAt: dayAgo }).where(eq(uploadedFiles.id, oldId));
    await ctx.database.db
      .update(uploadedFiles)
      .set({ createdAt: dayAgo, ownerType: 'CASE', ownerId: 1 })
      .where(eq(uploadedFiles.id, linkedId));
    expect(await purgeOrphanUploads(ctx.database.db)).toBeGreaterThanOrEqual(1);
    expect((await storedIn(draftId)).map((row) => row.id).sort()).toEqual([freshId, linkedId].sort());
  });

  it('forgets withdrawals older than 24 hours', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const [oldId, freshId] = [randomUUID(), randomUUID()];
    for (const id of [oldId, freshId]) await client.delete(`${URL}/${id}`);
    await ctx.database.db.update(uploadWithdrawals).set({ createdAt: new Date(Date.now() - 25 * 3_600_000) }).where(eq(uploadWithdrawals.id, oldId));
    await purgeOrphanUploads(ctx.database.db);
    const kept = await ctx.database.db.select({ id: uploadWithdrawals.id }).from(uploadWithdrawals);
    expect(kept.map((row) => row.id)).toContain(freshId);
    expect(kept.map((row) => row.id)).not.toContain(oldId);
  });
});
