import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@panel/domain';
import { complaints, policies, uploadedFiles, users } from '../src/db/schema/index';
import { createClient, loginAs, useTestApp } from './helper';
import { uploadedPdfId } from './uploads-helper';

const ctx = useTestApp();
const SAVE = '/partner/rest/complaint/save';
let drafts = 0;
const newDraft = () => `draft-complaint-${++drafts}`;

async function policyOf(login: string) {
  const [row] = await ctx.database.db
    .select({ policyNo: policies.policyNo, id: policies.id })
    .from(policies)
    .innerJoin(users, eq(users.agentId, policies.agentId))
    .where(eq(users.login, login))
    .limit(1);
  return row!;
}

const complaintsOf = (login: string) =>
  ctx.database.db
    .select({ complaint: complaints })
    .from(complaints)
    .innerJoin(users, eq(users.id, complaints.userId))
    .where(eq(users.login, login))
    .then((rows) => rows.map((row) => row.complaint));

const filesOf = (ownerId: number) =>
  ctx.database.db
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.ownerType, 'COMPLAINT'), eq(uploadedFiles.ownerId, ownerId)));

describe('GET /partner/rest/complaint/config', () => {
  it('lists the complaint types by sortNo, ending with Inne', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const response = await client.get('/partner/rest/complaint/config');
    expect(response.statusCode).toBe(200);
    const types = response.json<{ code: string; name: string; sortNo: number }[]>();
    expect(types[0]).toEqual({ code: 'LIK', name: 'Likwidacja szkody', sortNo: 10 });
    expect(types.at(-1)).toEqual({ code: 'INN', name: 'Inne', sortNo: 60 });
  });

  it('refuses a caller without a session (401)', async () => {
    expect((await createClient(ctx.app).get('/partner/rest/complaint/config')).statusCode).toBe(401);
  });
});

describe('POST /partner/rest/complaint/save', () => {
  it('saves a complaint on a policy with its files', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const policy = await policyOf('agent.da');
    const draftId = newDraft();
    const ids = [await uploadedPdfId(client, draftId, 'a.pdf'), await uploadedPdfId(client, draftId, 'b.pdf')];
    const response = await client.post(SAVE, {
      complaintType: 'LIK',
      policyNumber: policy.policyNo,
      messageContent: 'Szkoda nie została wypłacona.',
      uploadedFiles: ids,
    });
    expect(response.statusCode).toBe(201);
    const { complaintId } = response.json<{ complaintId: string }>();
    expect(complaintId).toMatch(/^REK\/\d{4}\/\d{6}$/);
    const [row] = await complaintsOf('agent.da');
    expect(row).toMatchObject({ complaintTypeCode: 'LIK', policyId: policy.id, messageContent: 'Szkoda nie została wypłacona.' });
    expect((await filesOf(row!.id)).map((f) => f.id).sort()).toEqual([...ids].sort());

    const details = await client.get(`/partner/rest/policies/details/${policy.policyNo}`);
    expect(details.json().servicingHistory[0]).toMatchObject({ action: 'COMPLAINT', result: `Złożono reklamację ${complaintId}` });
    const other = await loginAs(ctx.app, 'agent.nn');
    expect((await other.get(`/partner/rest/policies/details/${policy.policyNo}`)).statusCode).toBe(404);
  });

  it('saves a complaint without a policy number', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const fileId = await uploadedPdfId(client, newDraft());
    const response = await client.post(SAVE, { complaintType: 'OBS', uploadedFiles: [fileId] });
    expect(response.statusCode).toBe(201);
    expect(await complaintsOf('agent.nn')).toEqual([expect.objectContaining({ complaintTypeCode: 'OBS', policyId: null })]);
  });

  it('refuses a missing type and missing files with the Polish messages', async () => {
    const client = await loginAs(ctx.app, 'agent.basic');
    const response = await client.post(SAVE, { complaintType: '', uploadedFiles: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      complaintType: messages.REQUIRED_VALIDATION_ERROR,
      uploadedFiles: 'Nie wybrano pliku',
    });
    const long = await client.post(SAVE, { complaintType: 'OBS', messageContent: 'x'.repeat(2001), uploadedFiles: ['x'] });
    expect(long.json().fieldErrors).toEqual({ messageContent: messages.MAX_LENGTH_ERROR });
    const fileId = await uploadedPdfId(client, newDraft());
    const unknown = await client.post(SAVE, { complaintType: 'XXX', uploadedFiles: [fileId] });
    expect(unknown.json()).toEqual({
      message: messages.COMPLAINT_TYPE_UNKNOWN,
      fieldErrors: { complaintType: messages.COMPLAINT_TYPE_UNKNOWN },
    });
    expect(await complaintsOf('agent.basic')).toEqual([]);
  });

  it("refuses another agent's policy and another user's file without leaking them", async () => {
    const other = await loginAs(ctx.app, 'agent.da');
    const foreignFile = await uploadedPdfId(other, newDraft());
    const client = await loginAs(ctx.app, 'agent.basic');
    const ownFile = await uploadedPdfId(client, newDraft());
    const policy = await client.post(SAVE, {
      complaintType: 'SKL',
      policyNumber: (await policyOf('agent.da')).policyNo,
      uploadedFiles: [ownFile],
    });
    expect(policy.statusCode).toBe(400);
    expect(policy.json().fieldErrors).toEqual({ policyNumber: messages.POLICY_NOT_FOUND });
    const file = await client.post(SAVE, { complaintType: 'SKL', uploadedFiles: [foreignFile] });
    expect(file.statusCode).toBe(400);
    expect(file.json().fieldErrors).toEqual({ uploadedFiles: messages.UPLOADED_FILE_NOT_FOUND });
    expect(await complaintsOf('agent.basic')).toEqual([]);
  });

  it('creates exactly one complaint for the same idempotency key sent 100 times at once', async () => {
    const client = await loginAs(ctx.app, 'dealer.ncd');
    const fileId = await uploadedPdfId(client, newDraft());
    const body = { complaintType: 'DOK', uploadedFiles: [fileId] };
    const headers = { 'idempotency-key': 'klucz-reklamacji-1' };
    const answers = await Promise.all(Array.from({ length: 100 }, () => client.post(SAVE, body, headers)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(201));
    expect(new Set(answers.map((a) => a.json().complaintId)).size).toBe(1);
    const rows = await complaintsOf('dealer.ncd');
    expect(rows).toHaveLength(1);
    expect(await filesOf(rows[0]!.id)).toEqual([{ id: fileId }]);
    const reused = await client.post(SAVE, { ...body, complaintType: 'INN' }, headers);
    expect(reused.statusCode).toBe(409);
  });

  it('refuses a caller without a session (401)', async () => {
    expect((await createClient(ctx.app).post(SAVE, { complaintType: 'OBS', uploadedFiles: ['x'] })).statusCode).toBe(401);
  });
});
