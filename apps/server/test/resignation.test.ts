import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, fillMessage, instantInPoland, formatIsoDateForDisplay, isoDateInPoland, messages, type ResignationReason } from '@panel/domain';
import { policies, resignations, servicingActions, uploadedFiles } from '../src/db/schema/index';
import {
  resignationCompanyNip,
  resignationCompanyRegon,
  resignationPesel,
  resignationPolicyNo,
  resignationSurname,
} from '../src/db/seed/resignation';
import { applyDueTerminations } from '../src/modules/resignation/service';
import { createClient, loginAs, type Client, useTestApp } from './helper';
import { uploadedPdfId } from './uploads-helper';
import { listDocuments, setHash, waitForGeneration } from './documents-helpers';
import { pdfText } from './pdf-text';

const ctx = useTestApp();
beforeAll(() => ctx.app.documentJobs.startWorker());
const VERIFY = '/partner/rest/resignation/verify';
const CHECK = '/partner/rest/resignation/check-policy-state';
const REGISTER = '/partner/rest/resignation/register';

const today = () => isoDateInPoland(new Date());
const cp = (seq: number, agentDigit = 1) => resignationPolicyNo('CP', agentDigit, seq);
let drafts = 0;
const newDraft = () => `draft-resignation-${++drafts}`;

const person = (seq: number) => ({ company: false, firstName: '', surname: resignationSurname(seq), civilRegNo: resignationPesel(seq) });

async function policyRow(policyNo: string) {
  const [row] = await ctx.database.db.select().from(policies).where(eq(policies.policyNo, policyNo));
  return row!;
}

async function check(client: Client, policyNumber: string, party: object) {
  const response = await client.post(CHECK, { policyNumber, ...party });
  expect(response.statusCode).toBe(200);
  return response.json<{ resignationReasons: { errors: string[]; reasons: ResignationReason[] }; custNo: string; tiaPolicy: boolean }>();
}

interface RegisterOptions {
  seq: number;
  code: string;
  terminationDate: string;
  informDate?: string;
  files?: string[];
  extra?: object;
  party?: object;
  policyNo?: string;
  key?: string;
}

/** Registers like the wizard does after step 4, with the customer number step 1 gave. */
async function register(client: Client, o: RegisterOptions) {
  const policyNo = o.policyNo ?? cp(o.seq);
  const party = o.party ?? person(o.seq);
  const custNo = `K${String((await policyRow(policyNo)).customerId).padStart(8, '0')}`;
  const files = o.files ?? [await uploadedPdfId(client, newDraft(), 'wypowiedzenie.pdf')];
  const body = {
    policyNo,
    ...party,
    custNo,
    terminationCode: o.code,
    informDate: o.informDate ?? today(),
    terminationDate: o.terminationDate,
    uploadedFiles: files,
    ...o.extra,
  };
  return { response: await client.post(REGISTER, body, o.key ? { 'idempotency-key': o.key } : {}), body, files };
}

const resignationsOf = async (policyNo: string) => {
  const policy = await policyRow(policyNo);
  return ctx.database.db.select().from(resignations).where(eq(resignations.policyId, policy.id));
};

const actionsOf = async (policyNo: string) => {
  const policy = await policyRow(policyNo);
  return ctx.database.db.select().from(servicingActions).where(eq(servicingActions.policyId, policy.id));
};

describe('POST /partner/rest/resignation/verify', () => {
  it('verifies a TIA policy without a redirect', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.post(VERIFY, { policyNumber: cp(1), isUks: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ verified: true, redirectPolicy: false, redirectLink: null });
  });

  it('offers the outside form for a policy in migration', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.post(VERIFY, { policyNumber: cp(9) });
    expect(response.json()).toEqual({ verified: true, redirectPolicy: true, redirectLink: expect.stringContaining(`policyNo=${cp(9)}`) });
  });

  it('answers 404 for an unknown number and for another agent’s policy alike', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    for (const policyNumber of [cp(1), '999999999999']) {
      const response = await client.post(VERIFY, { policyNumber });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: messages.POLICY_NOT_FOUND, fieldErrors: { policyNumber: messages.POLICY_NOT_FOUND } });
    }
  });

  it.each([
    ['', messages.REQUIRED_VALIDATION_ERROR],
    ['12AB', messages.PATTERN_VALIDATION_ERROR],
    ['1234567890123', messages.MAX_LENGTH_ERROR],
  ])('refuses the number %j with 400 %s', async (policyNumber, message) => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.post(VERIFY, { policyNumber });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ policyNumber: message });
  });

  it('refuses a caller without a session (401) or without ROLE_AGENT_RES_ENABLED (403)', async () => {
    expect((await createClient(ctx.app).post(VERIFY, { policyNumber: cp(1) })).statusCode).toBe(401);
    const basic = await loginAs(ctx.app, 'agent.basic');
    const response = await basic.post(VERIFY, { policyNumber: cp(1) });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.FORBIDDEN_ERROR);
  });
});

describe('POST /partner/rest/resignation/check-policy-state', () => {
  it('lists the reasons of an active motor policy with their ranges, the customer number and no warnings', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const policy = await policyRow(cp(1));
    const answer = await check(client, cp(1), person(1));
    expect(answer.tiaPolicy).toBe(true);
    expect(answer.custNo).toMatch(/^K\d{8}$/);
    expect(answer.resignationReasons.errors).toEqual([]);
    const inform = { informDateFrom: policy.policyDate, informDateTo: today() };
    expect(answer.resignationReasons.reasons).toEqual([
      expect.objectContaining({ terminationCode: '01', terminationDateFrom: policy.endDate, terminationDateTo: policy.endDate, ...inform }),
      expect.objectContaining({ terminationCode: '02', terminationDateFrom: today(), terminationDateTo: policy.endDate, ...inform }),
      expect.objectContaining({ terminationCode: '03', terminationDateFrom: today(), terminationDateTo: policy.endDate, ...inform }),
    ]);
  });

  it('offers a cancellation (00) on the start date before cover, with ROLE_AGENT_CANCEL_ENABLED only', async () => {
    const policy = await policyRow(cp(4));
    const da = await check(await loginAs(ctx.app, 'agent.da'), cp(4), person(4));
    expect(da.resignationReasons.reasons[0]).toMatchObject({
      terminationCode: '00',
      terminationDateFrom: policy.startDate,
      terminationDateTo: policy.startDate,
    });
    const dealer = await check(await loginAs(ctx.app, 'dealer.ncd'), cp(4, 3), person(4));
    expect(dealer.resignationReasons.reasons.map((r) => r.terminationCode)).toEqual(['01', '02', '03']);
  });

  it('a home policy can only be resigned with the end of its period', async () => {
    const answer = await check(await loginAs(ctx.app, 'agent.da'), resignationPolicyNo('HP', 1, 15), person(15));
    expect(answer.resignationReasons.reasons.map((r) => r.terminationCode)).toEqual(['01']);
  });

  it('from the vehicle-sale search only the buyer’s reason is offered', async () => {
    const answer = await check(await loginAs(ctx.app, 'agent.da'), cp(3), { ...person(3), isFromUksAss: true });
    expect(answer.resignationReasons.reasons.map((r) => r.terminationCode)).toEqual(['03']);
  });

  it.each([
    [5, [messages.RESIGNATION_DIRECT_CHANNEL_WARNING], true],
    [6, [fillMessage(messages.RESIGNATION_ARREARS_WARNING, { amount: '412,50\u00a0zł' })], true],
    [7, [messages.RESIGNATION_POS_WARNING], true],
    [8, [messages.RESIGNATION_NOT_TIA_WARNING], false],
    [14, [messages.RESIGNATION_CASH_CANCELLATION_WARNING], true],
  ])('policy %i warns %j and still lists reasons', async (seq, errors, tiaPolicy) => {
    const answer = await check(await loginAs(ctx.app, 'agent.da'), cp(seq), person(seq));
    expect(answer.resignationReasons.errors).toEqual(errors);
    expect(answer.resignationReasons.reasons.length).toBeGreaterThan(0);
    expect(answer.tiaPolicy).toBe(tiaPolicy);
  });

  it('stops a policy that cannot be resigned, saying why', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const terminated = await policyRow(cp(10));
    const expired = await policyRow(cp(11));
    const closedRow = (await resignationsOf(cp(13)))[0]!;
    const cases: [number, string][] = [
      [9, messages.RESIGNATION_IN_MIGRATION],
      [10, fillMessage(messages.RESIGNATION_ALREADY_TERMINATED, { date: formatIsoDateForDisplay(terminated.endDate) })],
      [11, fillMessage(messages.RESIGNATION_POLICY_EXPIRED, { date: formatIsoDateForDisplay(expired.endDate) })],
      [12, messages.RESIGNATION_ALREADY_PENDING],
      [13, fillMessage(messages.RESIGNATION_ALREADY_CLOSED, { date: formatIsoDateForDisplay(closedRow.terminationDate) })],
      [16, messages.RESIGNATION_NOT_CONCLUDED],
    ];
    for (const [seq, error] of cases) {
      const answer = await check(client, cp(seq), person(seq));
      expect(answer.resignationReasons).toEqual({ errors: [error], reasons: [] });
    }
  });

  it('refuses client data that do not name the policyholder', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    for (const party of [
      { ...person(1), surname: 'Kowalski' },
      { ...person(1), civilRegNo: resignationPesel(2) },
      { company: true, companyName: 'Firma', companyNipNo: resignationCompanyNip(17) },
    ]) {
      const answer = await check(client, cp(1), party);
      expect(answer).toEqual({ resignationReasons: { errors: [messages.RESIGNATION_PARTY_MISMATCH], reasons: [] }, custNo: '', tiaPolicy: true });
    }
  });

  it('a company is named by its NIP or its REGON; one of them is required', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const policyNumber = resignationPolicyNo('SM', 1, 17);
    const company = { company: true, companyName: 'Przedsiębiorstwo' };
    for (const ids of [{ companyNipNo: resignationCompanyNip(17) }, { companyRegNo: resignationCompanyRegon(17) }]) {
      expect((await check(client, policyNumber, { ...company, ...ids })).resignationReasons.reasons).toHaveLength(1);
    }
    const response = await client.post(CHECK, { policyNumber, ...company });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ companyNipNo: messages.COMPANY_ID_REQUIRED, companyRegNo: messages.COMPANY_ID_REQUIRED });
  });

  it('refuses bad input with the Polish field messages (400)', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.post(CHECK, { policyNumber: cp(1), company: false, surname: 'K'.repeat(71), civilRegNo: '44051401358' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ surname: messages.MAX_LENGTH_ERROR, civilRegNo: messages.PESEL_VALIDATION_ERROR });
  });

  it('answers 404 for another agent’s policy, 401 without a session and 403 without the role', async () => {
    expect((await (await loginAs(ctx.app, 'agent.nn')).post(CHECK, { policyNumber: cp(1), ...person(1) })).statusCode).toBe(404);
    expect((await createClient(ctx.app).post(CHECK, { policyNumber: cp(1), ...person(1) })).statusCode).toBe(401);
    expect((await (await loginAs(ctx.app, 'agent.basic')).post(CHECK, { policyNumber: cp(1), ...person(1) })).statusCode).toBe(403);
  });
});

describe('POST /partner/rest/resignation/register', () => {
  it("01: '0' closes the policy with its end date; it becomes TERMINATED on that day", async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const before = await policyRow(cp(1));
    const { response, files } = await register(client, { seq: 1, code: '01', terminationDate: before.endDate });
    expect(response.statusCode).toBe(201);
    const { terminationResult } = response.json();
    expect(terminationResult).toEqual({
      result: '0',
      message: fillMessage(messages.RESIGNATION_SUCCESS, { date: formatIsoDateForDisplay(before.endDate) }),
      terminationDate: before.endDate,
      resignationNo: expect.stringMatching(/^WYP\/\d{4}\/\d{6}$/),
    });
    const [row] = await resignationsOf(cp(1));
    expect(row).toMatchObject({ terminationCode: '01', status: 'CLOSED', result: '0', terminationDate: before.endDate, appliedAt: null });
    expect((await policyRow(cp(1))).status).toBe('ACTIVE');
    const linked = await ctx.database.db
      .select({ id: uploadedFiles.id })
      .from(uploadedFiles)
      .where(and(eq(uploadedFiles.ownerType, 'RESIGNATION'), eq(uploadedFiles.ownerId, row!.id)));
    expect(linked).toEqual([{ id: files[0] }]);
    expect(await actionsOf(cp(1))).toMatchObject([
      { action: 'RESIGNATION', result: `Umowa rozwiązana z dniem ${formatIsoDateForDisplay(before.endDate)}` },
    ]);

    await applyDueTerminations(ctx.database.db, instantInPoland(addDays(before.endDate, -1), '12:00'));
    expect((await policyRow(cp(1))).status).toBe('ACTIVE');
    expect(await applyDueTerminations(ctx.database.db, new Date(`${before.endDate}T12:00:00Z`))).toBeGreaterThanOrEqual(1);
    expect((await policyRow(cp(1))).status).toBe('TERMINATED');
    expect((await resignationsOf(cp(1)))[0]!.appliedAt).not.toBeNull();

    const again = await client.post(CHECK, { policyNumber: cp(1), ...person(1) });
    expect(again.json().resignationReasons.errors).toEqual([
      fillMessage(messages.RESIGNATION_ALREADY_TERMINATED, { date: formatIsoDateForDisplay(before.endDate) }),
    ]);
  });

  it("02: the termination date is the day before the other insurer's start, whatever the browser sent", async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const start = addDays(today(), 10);
    const { response } = await register(client, {
      seq: 2,
      code: '02',
      terminationDate: '',
      extra: { otherInsurerCompany: 'Inne TU S.A.', otherInsurerDateFrom: start, otherInsurerDateTo: addDays(start, 364) },
    });
    expect(response.statusCode).toBe(201);
    const expected = addDays(today(), 9);
    expect(response.json().terminationResult).toMatchObject({ result: '0', terminationDate: expected });
    expect(await resignationsOf(cp(2))).toMatchObject([
      { terminationCode: '02', terminationDate: expected, otherInsurerCompany: 'Inne TU S.A.', otherInsurerDateFrom: start },
    ]);
    expect(await policyRow(cp(2))).toMatchObject({ endDate: expected, status: 'ACTIVE' });
  });

  it('prints the confirmation of the closed duplicate-insurance resignation through RESIGNATION_CONFIRMATION', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const [row] = await resignationsOf(cp(2));
    const [confirmation] = await listDocuments(client, await setHash(client, cp(2), 'RESIGNATION_CONFIRMATION', `02_${row!.terminationDate}`));
    const requested = (await client.post('/ms-doc', { hash: confirmation!.hash })).json<{ documentHash: string }>();
    expect(await waitForGeneration(client, requested.documentHash)).toEqual({ ready: true, failed: false });
    const { text } = await pdfText((await client.get(`/ms-doc/pdf/${requested.documentHash}`)).rawPayload);
    expect(text).toContain(`Potwierdzenie przyjęcia wypowiedzenia umowy ubezpieczenia`);
    expect(text).toContain(`polisą nr ${cp(2)}`);
    expect(text).toContain('wypowiedzenie z powodu podwójnego ubezpieczenia');
    expect(text).toContain(formatIsoDateForDisplay(row!.terminationDate));
    expect(text).toMatch(/WYP\/\d{4}\/\d{6}/);
    expect(text).toContain('Inne TU S.A.');
  });

  it("03: a termination today ends the policy at once", async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const { response } = await register(client, { seq: 3, code: '03', terminationDate: today() });
    expect(response.json().terminationResult).toMatchObject({ result: '0', terminationDate: today() });
    expect(await policyRow(cp(3))).toMatchObject({ endDate: today(), status: 'TERMINATED' });
    expect((await resignationsOf(cp(3)))[0]!.appliedAt).not.toBeNull();
  });

  it('00: a cancellation needs the crossed-out application, then ends the policy on its start', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const policy = await policyRow(cp(4));
    const withoutFile = await register(client, { seq: 4, code: '00', terminationDate: policy.startDate, files: [] });
    expect(withoutFile.response.statusCode).toBe(400);
    expect(withoutFile.response.json().fieldErrors).toEqual({ uploadedFiles: messages.CANCELLATION_FILE_REQUIRED });
    const { response } = await register(client, { seq: 4, code: '00', terminationDate: policy.startDate });
    expect(response.json().terminationResult).toMatchObject({ result: '0', terminationDate: policy.startDate });
    expect(await policyRow(cp(4))).toMatchObject({ endDate: policy.startDate, status: 'NOT_STARTED' });
    expect((await actionsOf(cp(4)))[0]!.result).toBe(`Polisa anulowana z dniem ${formatIsoDateForDisplay(policy.startDate)}`);
  });

  it('00: refused (403) for an agent without ROLE_AGENT_CANCEL_ENABLED', async () => {
    const client = await loginAs(ctx.app, 'dealer.ncd');
    const policy = await policyRow(cp(4, 3));
    const { response } = await register(client, { seq: 4, policyNo: cp(4, 3), code: '00', terminationDate: policy.startDate });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.RESIGNATION_CANCEL_FORBIDDEN);
    expect(await resignationsOf(cp(4, 3))).toEqual([]);
  });

  it.each([
    [5, 'direct channel'],
    [6, 'arrears'],
  ])("'1' for policy %i (%s): stored as pending, the policy unchanged", async (seq) => {
    const client = await loginAs(ctx.app, 'agent.da');
    const before = await policyRow(cp(seq));
    const { response } = await register(client, { seq, code: '03', terminationDate: today() });
    expect(response.json().terminationResult).toMatchObject({ result: '1', message: messages.RESIGNATION_MANUAL_HANDLING, terminationDate: null });
    expect(await resignationsOf(cp(seq))).toMatchObject([{ status: 'PENDING', result: '1' }]);
    expect(await policyRow(cp(seq))).toMatchObject({ status: before.status, endDate: before.endDate });
    expect((await actionsOf(cp(seq)))[0]!.result).toBe('Skierowano do ręcznej obsługi');
    const again = await register(client, { seq, code: '03', terminationDate: today() });
    expect(again.response.statusCode).toBe(409);
    expect(again.response.json().message).toBe(messages.RESIGNATION_ALREADY_PENDING);
  });

  it.each([
    [7, '-1', messages.RESIGNATION_CLOSE_ERROR, 'ERROR'],
    [8, '2', messages.RESIGNATION_NOT_TIA, 'NOT_TIA'],
  ])("policy %i gets '%s' and stays as it was", async (seq, result, message, status) => {
    const client = await loginAs(ctx.app, 'agent.da');
    const before = await policyRow(cp(seq));
    const { response } = await register(client, { seq, code: '01', terminationDate: before.endDate });
    expect(response.statusCode).toBe(201);
    expect(response.json().terminationResult).toMatchObject({ result, message, terminationDate: null });
    expect(await resignationsOf(cp(seq))).toMatchObject([{ status, result }]);
    expect(await policyRow(cp(seq))).toMatchObject({ status: before.status, endDate: before.endDate });
    expect(await actionsOf(cp(seq))).toHaveLength(1);
  });

  it('refuses a policy in migration or already terminated (409) and records nothing', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    for (const [seq, message] of [
      [9, messages.RESIGNATION_IN_MIGRATION],
      [10, messages.RESIGNATION_ALREADY_TERMINATED.split(' {')[0]],
    ] as const) {
      const { response } = await register(client, { seq, code: '03', terminationDate: today() });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toContain(message);
      expect(await resignationsOf(cp(seq))).toEqual([]);
    }
  });

  it("checks the reason's ranges and the date rules again (400 at the field)", async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const policy = await policyRow(cp(18));
    const late = await register(client, { seq: 18, code: '03', terminationDate: addDays(policy.endDate, 1) });
    expect(late.response.statusCode).toBe(400);
    expect(late.response.json().fieldErrors).toEqual({
      terminationDate: fillMessage(messages.DATE_AFTER_MAX_ERROR, { max: formatIsoDateForDisplay(policy.endDate) }),
    });
    const informLater = await register(client, { seq: 18, code: '03', informDate: today(), terminationDate: addDays(today(), -1) });
    expect(informLater.response.statusCode).toBe(400);
    expect(informLater.response.json().fieldErrors).toMatchObject({ informDate: messages.TERMINATION_BEFORE_INFORM_DATE });
    const fixedDate = await register(client, { seq: 18, code: '01', terminationDate: today() });
    expect(fixedDate.response.json().fieldErrors).toEqual({
      terminationDate: fillMessage(messages.DATE_BEFORE_MIN_ERROR, { min: formatIsoDateForDisplay(policy.endDate) }),
    });
    const future = await register(client, { seq: 18, code: '03', informDate: addDays(today(), 1), terminationDate: addDays(today(), 2) });
    expect(future.response.json().fieldErrors).toEqual({
      informDate: fillMessage(messages.DATE_AFTER_MAX_ERROR, { max: formatIsoDateForDisplay(today()) }),
    });
    const duplicateWithoutInsurer = await register(client, { seq: 18, code: '02', terminationDate: '' });
    expect(duplicateWithoutInsurer.response.json().fieldErrors).toEqual({
      otherInsurerCompany: messages.REQUIRED_VALIDATION_ERROR,
      otherInsurerDateFrom: messages.REQUIRED_VALIDATION_ERROR,
      otherInsurerDateTo: messages.REQUIRED_VALIDATION_ERROR,
    });
    const noFile = await register(client, { seq: 18, code: '03', terminationDate: today(), files: [] });
    expect(noFile.response.json().fieldErrors).toEqual({ uploadedFiles: messages.RESIGNATION_FILE_REQUIRED });
    expect(await resignationsOf(cp(18))).toEqual([]);
  });

  it('refuses a reason the policy does not offer and data that do not name the policyholder', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const home = resignationPolicyNo('HP', 1, 15);
    const { response } = await register(client, { seq: 15, policyNo: home, code: '03', terminationDate: today() });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ terminationCode: messages.RESIGNATION_REASON_UNAVAILABLE });
    const { body } = await register(client, { seq: 18, code: '03', terminationDate: today(), files: [] });
    for (const wrong of [{ surname: 'Kowalski' }, { custNo: 'K00000001' }]) {
      const files = [await uploadedPdfId(client, newDraft())];
      const refused = await client.post(REGISTER, { ...body, ...wrong, uploadedFiles: files });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(messages.RESIGNATION_PARTY_MISMATCH);
    }
    expect(await resignationsOf(cp(18))).toEqual([]);
  });

  it('answers 404 for another agent’s policy, 401 without a session and 403 without the role', async () => {
    const da = await loginAs(ctx.app, 'agent.da');
    const { body } = await register(da, { seq: 18, code: '03', terminationDate: today(), files: [] });
    const nn = await loginAs(ctx.app, 'agent.nn');
    const response = await nn.post(REGISTER, { ...body, uploadedFiles: [await uploadedPdfId(nn, newDraft())] });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(messages.POLICY_NOT_FOUND);
    expect((await createClient(ctx.app).post(REGISTER, body)).statusCode).toBe(401);
    expect((await (await loginAs(ctx.app, 'agent.basic')).post(REGISTER, body)).statusCode).toBe(403);
    expect(await resignationsOf(cp(18))).toEqual([]);
  });

  it('refuses a malformed payload with 400 and Polish messages', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.post(REGISTER, { policyNo: 'abc', company: false, surname: '', terminationCode: '07', custNo: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({
      policyNo: messages.PATTERN_VALIDATION_ERROR,
      terminationCode: messages.REQUIRED_VALIDATION_ERROR,
    });
  });

  it('creates exactly one resignation for the same idempotency key sent 100 times at once', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const { body } = await register(client, { seq: 18, code: '03', terminationDate: today(), files: [] });
    const files = [await uploadedPdfId(client, newDraft())];
    const headers = { 'idempotency-key': 'klucz-wypowiedzenia-0001' };
    const answers = await Promise.all(Array.from({ length: 100 }, () => client.post(REGISTER, { ...body, uploadedFiles: files }, headers)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(201));
    expect(new Set(answers.map((a) => a.json().terminationResult.resignationNo)).size).toBe(1);
    expect(await resignationsOf(cp(18))).toHaveLength(1);
    expect(await actionsOf(cp(18))).toHaveLength(1);
    const reused = await client.post(REGISTER, { ...body, uploadedFiles: files, terminationMessage: 'inna treść' }, headers);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(messages.IDEMPOTENCY_KEY_REUSED);
    const withoutKey = await client.post(REGISTER, { ...body, uploadedFiles: [await uploadedPdfId(client, newDraft())] });
    expect(withoutKey.statusCode).toBe(409);
    expect(withoutKey.json().message).toBe(fillMessage(messages.RESIGNATION_ALREADY_TERMINATED, { date: formatIsoDateForDisplay(today()) }));
  });
});

describe('GET /ms-doc/get-resignation-doc-path/{code}', () => {
  it('answers the blank form of each reason, which the server serves', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const cancellation = await client.get('/ms-doc/get-resignation-doc-path/00');
    expect(cancellation.json()).toEqual({ path: '/doc/wniosek-anulowanie-polisy.pdf', name: 'Wniosek o anulowanie polisy' });
    const renewal = (await client.get('/ms-doc/get-resignation-doc-path/01')).json<{ path: string }>();
    const pdf = await client.get(renewal.path);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses an unknown reason (400), no session (401) and no role (403)', async () => {
    const response = await (await loginAs(ctx.app, 'agent.da')).get('/ms-doc/get-resignation-doc-path/07');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ code: messages.REQUIRED_VALIDATION_ERROR });
    expect((await createClient(ctx.app).get('/ms-doc/get-resignation-doc-path/01')).statusCode).toBe(401);
    expect((await (await loginAs(ctx.app, 'agent.basic')).get('/ms-doc/get-resignation-doc-path/01')).statusCode).toBe(403);
  });
});
