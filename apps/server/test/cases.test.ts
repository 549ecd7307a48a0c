import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_FILE_SIZE, messages, yearInPoland } from '@panel/domain';
import { cases, policies, uploadedFiles, users } from '../src/db/schema/index';
import { createClient, loginAs, useTestApp } from './helper';
import { PDF, pdfOfSize, uploadedPdfId, uploadFile } from './uploads-helper';

const ctx = useTestApp();
const SAVE = '/partner/rest/case/save';
const changeType = { subjectCode: 'ZDK', caseSubType: 'ZDK', sortNo: 10, name: 'Zmiana danych klienta' };
const otherType = { subjectCode: 'INN', caseSubType: 'INN', sortNo: 100, name: 'Inne' };
let drafts = 0;
const newDraft = () => `draft-case-${++drafts}`;

async function policyOf(login: string) {
  const [row] = await ctx.database.db
    .select({ policyNo: policies.policyNo })
    .from(policies)
    .innerJoin(users, eq(users.agentId, policies.agentId))
    .where(eq(users.login, login))
    .limit(1);
  return row!.policyNo;
}

const casesOf = async (login: string) =>
  ctx.database.db
    .select({ case: cases })
    .from(cases)
    .innerJoin(users, eq(users.id, cases.userId))
    .where(eq(users.login, login));

const filesOwnedBy = (ownerId: number) =>
  ctx.database.db
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.ownerType, 'CASE'), eq(uploadedFiles.ownerId, ownerId)));

describe('GET /partner/rest/case/config', () => {
  it('lists the case types by sortNo, with WYP, UKS and Inne', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const response = await client.get('/partner/rest/case/config');
    expect(response.statusCode).toBe(200);
    const types = response.json<{ subjectCode: string; caseSubType: string; sortNo: number; name: string }[]>();
    expect(types.map((t) => t.sortNo)).toEqual([...types.map((t) => t.sortNo)].sort((a, b) => a - b));
    expect(types.map((t) => t.caseSubType)).toEqual(expect.arrayContaining(['WYP', 'UKS']));
    expect(types.at(-1)).toEqual(otherType);
    expect(types[0]).toEqual(changeType);
  });

  it('refuses a caller without a session (401)', async () => {
    expect((await createClient(ctx.app).get('/partner/rest/case/config')).statusCode).toBe(401);
  });
});

/** The demo seed gives every account three cases. */
const basicDemoCases = 3;

describe('POST /partner/rest/case/save', () => {
  it('saves a case with its attachment and links the file to it', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const policyNumber = await policyOf('agent.da');
    const fileId = await uploadedPdfId(client, newDraft());
    const response = await client.post(SAVE, {
      caseType: changeType,
      policyNumber,
      name: 'Jan',
      surname: 'Kowalski',
      pesel: '44051401458',
      messageContent: 'Zmiana adresu',
      uploadedFiles: [fileId],
    });
    expect(response.statusCode).toBe(201);
    const { caseId } = response.json<{ caseId: string }>();
    expect(caseId).toMatch(/^SPR\/\d{4}\/\d{6}$/);
    const saved = (await casesOf('agent.da')).map((row) => row.case);
    const row = saved.find((c) => caseId.endsWith(String(c.id).padStart(6, '0')))!;
    expect(row).toMatchObject({ subjectCode: 'ZDK', name: 'Jan', surname: 'Kowalski', pesel: '44051401458', messageContent: 'Zmiana adresu' });
    expect(await filesOwnedBy(row.id)).toEqual([{ id: fileId }]);

    const details = await client.get(`/partner/rest/policies/details/${policyNumber}`);
    expect(details.json().servicingHistory[0]).toMatchObject({
      action: 'CASE',
      result: `Zgłoszono sprawę ${caseId}`,
      detail: 'Zmiana danych klienta',
      userName: expect.any(String),
    });
  });

  it('refuses files of several drafts that together pass 20 MB (413 at the field), creating no case', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const before = (await casesOf('agent.da')).length;
    const fileIds: string[] = [];
    for (const content of [pdfOfSize(MAX_FILE_SIZE), pdfOfSize(MAX_FILE_SIZE), PDF]) {
      const upload = await uploadFile(client, newDraft(), 'skan.pdf', content);
      expect(upload.statusCode).toBe(201);
      fileIds.push(upload.json<{ id: string }>().id);
    }
    const response = await client.post(SAVE, {
      caseType: changeType,
      policyNumber: await policyOf('agent.da'),
      name: 'Jan',
      surname: 'Kowalski',
      pesel: '44051401458',
      messageContent: 'Zmiana adresu',
      uploadedFiles: fileIds,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: messages.FILES_TOTAL_TOO_LARGE,
      fieldErrors: { uploadedFiles: messages.FILES_TOTAL_TOO_LARGE },
    });
    expect(await casesOf('agent.da')).toHaveLength(before);
    const stillQueued = await ctx.database.db.select({ ownerType: uploadedFiles.ownerType }).from(uploadedFiles).where(inArray(uploadedFiles.id, fileIds));
    expect(stillQueued).toEqual(fileIds.map(() => ({ ownerType: null })));
  });

  it("saves an 'Inne' case without an attachment", async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const response = await client.post(SAVE, { caseType: otherType, policyNumber: await policyOf('agent.nn'), uploadedFiles: [] });
    expect(response.statusCode).toBe(201);
    const { caseId } = response.json<{ caseId: string }>();
    const row = (await casesOf('agent.nn')).find((r) => caseId.endsWith(String(r.case.id).padStart(6, '0')));
    expect(row?.case.subjectCode).toBe('INN');
    expect(await filesOwnedBy(row!.case.id)).toEqual([]);
  });

  it('refuses another type without an attachment, even when the browser calls it Inne', async () => {
    const client = await loginAs(ctx.app, 'agent.basic');
    const policyNumber = await policyOf('agent.basic');
    const response = await client.post(SAVE, { caseType: { ...changeType, name: 'Inne' }, policyNumber, uploadedFiles: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Nie wybrano pliku', fieldErrors: { uploadedFiles: 'Nie wybrano pliku' } });
    const plain = await client.post(SAVE, { caseType: changeType, policyNumber, uploadedFiles: [] });
    expect(plain.json().fieldErrors).toEqual({ uploadedFiles: 'Nie wybrano pliku' });
    expect(await casesOf('agent.basic')).toHaveLength(basicDemoCases);
  });

  it('refuses bad input with the Polish messages at the fields', async () => {
    const client = await loginAs(ctx.app, 'agent.basic');
    const response = await client.post(SAVE, { caseType: otherType, policyNumber: ' ', pesel: '12345678901', uploadedFiles: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      policyNumber: messages.POLICY_NUMBER_REQUIRED,
      pesel: messages.PESEL_VALIDATION_ERROR,
    });
    const noType = await client.post(SAVE, { policyNumber: '1', uploadedFiles: [] });
    expect(noType.json().fieldErrors.caseType).toBe(messages.REQUIRED_VALIDATION_ERROR);
    const unknownType = await client.post(SAVE, {
      caseType: { ...otherType, subjectCode: 'XXX' },
      policyNumber: await policyOf('agent.basic'),
      uploadedFiles: [],
    });
    expect(unknownType.json()).toEqual({ message: messages.CASE_TYPE_UNKNOWN, fieldErrors: { caseType: messages.CASE_TYPE_UNKNOWN } });
    const tooMany = await client.post(SAVE, { caseType: otherType, policyNumber: '1', uploadedFiles: Array(11).fill('x') });
    expect(tooMany.json().fieldErrors.uploadedFiles).toBe(messages.FILES_QUEUE_FULL);
    expect(await casesOf('agent.basic')).toHaveLength(basicDemoCases);
  });

  it("refuses an unknown policy and another agent's policy with the same field message", async () => {
    const client = await loginAs(ctx.app, 'agent.basic');
    const answers = await Promise.all(
      ['0000000000', await policyOf('agent.da')].map((policyNumber) =>
        client.post(SAVE, { caseType: otherType, policyNumber, uploadedFiles: [] }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        message: 'Nie znaleziono polisy o podanym numerze.',
        fieldErrors: { policyNumber: 'Nie znaleziono polisy o podanym numerze.' },
      });
    }
    expect(await casesOf('agent.basic')).toHaveLength(basicDemoCases);
  });

  it("refuses another user's uploaded file without saving the case, and leaves the file unlinked", async () => {
    const owner = await loginAs(ctx.app, 'agent.da');
    const fileId = await uploadedPdfId(owner, newDraft());
    const client = await loginAs(ctx.app, 'agent.basic');
    for (const ids of [[fileId], ['nie-plik']]) {
      const response = await client.post(SAVE, { caseType: changeType, policyNumber: await policyOf('agent.basic'), uploadedFiles: ids });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ uploadedFiles: messages.UPLOADED_FILE_NOT_FOUND });
    }
    expect(await casesOf('agent.basic')).toHaveLength(basicDemoCases);
    const [file] = await ctx.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, fileId));
    expect(file?.ownerType).toBeNull();
  });

  it('refuses a file already linked to another case', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const policyNumber = await policyOf('agent.da');
    const fileId = await uploadedPdfId(client, newDraft());
    const body = { caseType: changeType, policyNumber, uploadedFiles: [fileId] };
    expect((await client.post(SAVE, body)).statusCode).toBe(201);
    const again = await client.post(SAVE, body);
    expect(again.statusCode).toBe(400);
    expect(again.json().fieldErrors).toEqual({ uploadedFiles: messages.UPLOADED_FILE_NOT_FOUND });
  });

  it('creates exactly one case for the same idempotency key sent 100 times at once', async () => {
    const client = await loginAs(ctx.app, 'dealer.ncd');
    const policyNumber = await policyOf('dealer.ncd');
    const fileId = await uploadedPdfId(client, newDraft());
    const body = { caseType: changeType, policyNumber, uploadedFiles: [fileId] };
    const headers = { 'idempotency-key': 'klucz-sprawy-0001' };
    const answers = await Promise.all(Array.from({ length: 100 }, () => client.post(SAVE, body, headers)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(201));
    expect(new Set(answers.map((a) => a.json().caseId)).size).toBe(1);
    const rows = (await casesOf('dealer.ncd')).filter((row) => row.case.idempotencyKey === 'klucz-sprawy-0001');
    expect(rows).toHaveLength(1);
    expect(await casesOf('dealer.ncd')).toHaveLength(4);
    expect(await filesOwnedBy(rows[0]!.case.id)).toEqual([{ id: fileId }]);
    const reused = await client.post(SAVE, { ...body, messageContent: 'inna treść' }, headers);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(messages.IDEMPOTENCY_KEY_REUSED);
    const badKey = await client.post(SAVE, body, { 'idempotency-key': 'zły klucz' });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().message).toBe(messages.IDEMPOTENCY_KEY_INVALID);
  });

  it('refuses a caller without a session (401) and saves nothing', async () => {
    const response = await createClient(ctx.app).post(SAVE, { caseType: otherType, policyNumber: '1', uploadedFiles: [] });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /partner/rest/case/list', () => {
  it("pages the agent's own cases, newest first, with their file counts", async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.get('/partner/rest/case/list?page=0');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const own = await casesOf('agent.da');
    expect(body.total).toBe(own.length);
    expect(body.items.map((i: { caseId: string }) => i.caseId)).toEqual(
      own
        .map((row) => row.case)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
        .map((c) => `SPR/${yearInPoland(c.createdAt)}/${String(c.id).padStart(6, '0')}`),
    );
    const counts = await Promise.all(own.map(async (row) => (await filesOwnedBy(row.case.id)).length));
    expect(body.items.map((i: { filesCount: number }) => i.filesCount).sort()).toEqual(counts.sort());
    expect(body.items.map((i: { caseTypeName: string }) => i.caseTypeName)).toEqual(expect.arrayContaining(['Inne', 'Duplikat dokumentów polisy']));
    expect((await client.get('/partner/rest/case/list?page=1')).json().items).toEqual([]);
  });

  it('refuses a bad page (400) and a caller without a session (401)', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    expect((await client.get('/partner/rest/case/list?page=-1')).statusCode).toBe(400);
    expect((await createClient(ctx.app).get('/partner/rest/case/list')).statusCode).toBe(401);
  });
});

describe('GET /partner/rest/case/details/{id}', () => {
  const DETAILS = '/partner/rest/case/details';

  it("shows one of the agent's cases with its status, text and the names of its files", async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const policyNumber = await policyOf('agent.nn');
    const fileId = await uploadedPdfId(client, newDraft());
    const saved = await client.post(SAVE, {
      caseType: changeType,
      policyNumber,
      name: 'Ewa',
      surname: 'Nowak',
      pesel: '44051401458',
      messageContent: 'Nowy adres:\nul. Lipowa 1',
      uploadedFiles: [fileId],
    });
    const { caseId } = saved.json<{ caseId: string }>();
    const listed = (await client.get('/partner/rest/case/list')).json<{ items: { id: number; caseId: string; status: string }[] }>();
    const item = listed.items.find((i) => i.caseId === caseId)!;
    expect(item.status).toBe('RECEIVED');

    const response = await client.get(`${DETAILS}/${item.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: item.id,
      caseId,
      status: 'RECEIVED',
      createdAt: expect.any(String),
      caseTypeName: 'Zmiana danych klienta',
      policyNumber,
      name: 'Ewa',
      surname: 'Nowak',
      pesel: '44051401458',
      messageContent: 'Nowy adres:\nul. Lipowa 1',
      fileNames: ['wniosek.pdf'],
    });
  });

  it('lists the demo cases in each status', async () => {
    const client = await loginAs(ctx.app, 'agent.basic');
    const { items } = (await client.get('/partner/rest/case/list')).json<{ items: { id: number; status: string }[] }>();
    expect(items.map((i) => i.status)).toEqual(['RECEIVED', 'IN_PROGRESS', 'CLOSED']);
    const inProgress = (await client.get(`${DETAILS}/${items[1]!.id}`)).json();
    expect(inProgress).toMatchObject({ status: 'IN_PROGRESS', caseTypeName: 'Duplikat dokumentów polisy', fileNames: ['Oświadczenie klienta.txt'] });
    const closed = (await client.get(`${DETAILS}/${items[2]!.id}`)).json();
    expect(closed).toMatchObject({ status: 'CLOSED', caseTypeName: 'Inne', fileNames: [] });
  });

  it("answers another agent's case and an unknown one alike (404)", async () => {
    const other = (await casesOf('agent.da'))[0]!.case.id;
    const client = await loginAs(ctx.app, 'agent.basic');
    for (const id of [other, 2_000_000_000]) {
      const response = await client.get(`${DETAILS}/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Nie znaleziono sprawy o podanym numerze.' });
    }
  });

  it('refuses a bad id (400) and a caller without a session (401)', async () => {
    const client = await loginAs(ctx.app, 'agent.basic');
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await client.get(`${DETAILS}/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(messages.CASE_ID_INVALID);
    }
    expect((await createClient(ctx.app).get(`${DETAILS}/1`)).statusCode).toBe(401);
  });
});
