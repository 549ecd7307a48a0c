import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, type RenewalVerifyResponse } from '@panel/domain';
import { agents, customers, policies, renewalOwnerChanges, renewalRewrites, servicingActions, uploadedFiles } from '../src/db/schema/index';
import { demoRenewals } from '../src/db/seed/renewal';
import { ABANDONED_REWRITE_AGE_MS, purgeAbandonedRewrites } from '../src/modules/renewal/service';
import { createClient, loginAs, type Client, useTestApp } from './helper';
import { uploadedPdfId, uploadFile } from './uploads-helper';

const ctx = useTestApp();
const VERIFY = '/partner/rest/renewal/verify';
const ATTACH = '/partner/rest/renewal/attachment';
const REWRITE = '/partner/rest/renewal';
let drafts = 0;
const newDraft = () => `draft-renewal-${++drafts}`;
let keys = 0;
const newKey = () => `renewal-key-${++keys}`;

/** The verify form naming the demo renewal's policyholder (or its reported new owner). */
function formFor(sequence: number, who: 'party' | 'newOwner' = 'party') {
  const renewal = demoRenewals.find((r) => r.sequence === sequence)!;
  const party = who === 'party' ? renewal.party : renewal.newOwner!;
  const policyId = `${{ CP: 1, HP: 2, SM: 3, MF: 4 }[renewal.line]}${renewal.holder === 'DA100234' ? 1 : 2}${sequence}`;
  return party.partyType === 'COMPANY'
    ? { policyId, isCompany: true, companyName: party.companyName!, companyRegNo: party.regon! }
    : { policyId, isCompany: false, pesel: party.pesel!, name: party.firstName!, surname: party.lastName! };
}

async function verify(client: Client, form: object) {
  const response = await client.post(VERIFY, form);
  return { status: response.statusCode, body: response.json<RenewalVerifyResponse & { message?: string; fieldErrors?: Record<string, string> }>() };
}

async function policyRow(policyNo: string) {
  const [row] = await ctx.database.db
    .select({ policy: policies, custCode: agents.custCode, customer: customers })
    .from(policies)
    .innerJoin(agents, eq(agents.id, policies.agentId))
    .innerJoin(customers, eq(customers.id, policies.customerId))
    .where(eq(policies.policyNo, policyNo));
  return row!;
}

async function rewriteActions(policyId: number) {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(servicingActions)
    .where(and(eq(servicingActions.policyId, policyId), eq(servicingActions.action, 'RENEWAL_REWRITE')));
  return row!.n;
}

/** Verify, attach a PDF statement: the state in which the rewrite may follow. */
async function verifiedAndAttached(client: Client, form: { policyId: string }) {
  expect((await verify(client, form)).body.canRewrite).toBe(true);
  const fileId = await uploadedPdfId(client, newDraft(), 'oswiadczenie.pdf');
  const attached = await client.post(ATTACH, { policyId: form.policyId, uploadedFiles: [fileId] }, { 'idempotency-key': newKey() });
  expect(attached.statusCode).toBe(200);
  return fileId;
}

describe('POST /partner/rest/renewal/verify', () => {
  it('finds another agent’s renewal by its number and the policyholder’s data and offers the take-over', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const { status, body } = await verify(client, formFor(93000001));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      canRewrite: true,
      error: null,
      policyNo: '1293000001',
      regNo: 'WX12931',
      status: 'Propozycja wznowienia',
      modeWithOwcaChange: false,
      owner: null,
      offer: { productLine: 'CP', price: 1840.5, paymentFrequency: '1', vehicle: 'Toyota Corolla' },
    });
    expect(body.renewalDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('verifies a company by its name and REGON', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const { body } = await verify(client, { ...formFor(93000013), companyName: 'PIEKARNIA  złoty kłos sp. j.' });
    expect(body).toMatchObject({ canRewrite: true, policyNo: '3293000013', regNo: null });
  });

  it('opens the owner-change mode for the reported new owner, with the data to confirm', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const { body } = await verify(client, formFor(93000002, 'newOwner'));
    expect(body).toMatchObject({
      canRewrite: true,
      modeWithOwcaChange: true,
      owner: { partyType: 'PERSON', name: 'Tomasz Wróblewski', street: 'Górczewska', postcode: '01-460', city: 'Warszawa' },
    });
  });

  it('opens the owner-change mode for a company that bought the vehicle', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const { body } = await verify(client, formFor(93000014, 'newOwner'));
    expect(body).toMatchObject({
      canRewrite: true,
      modeWithOwcaChange: true,
      owner: { partyType: 'COMPANY', name: 'Auto Serwis Dąbrowski Sp. z o.o.', regon: '930000141', pesel: null },
    });
  });

  it.each<[string, string, object, string]>([
    ['a concluded policy', 'agent.da', formFor(93000004), messages.RENEWAL_NOT_A_RENEWAL],
    ['the agent’s own renewal', 'agent.da', formFor(93000005), messages.RENEWAL_ALREADY_OWN],
    ['a resigned renewal', 'agent.da', formFor(93000006), messages.RENEWAL_NOT_OFFER],
    ['a policy in migration', 'agent.da', formFor(93000007), messages.RENEWAL_OTHER_SYSTEM],
    ['a direct-channel renewal for an agency-channel dealer', 'dealer.ncd', formFor(93000003), messages.RENEWAL_CHANNEL_DENIED],
    ['a renewal whose period started', 'agent.da', formFor(93000008), messages.RENEWAL_ALREADY_STARTED],
    ['a renewal starting in 90 days', 'agent.da', formFor(93000009), 'Wznowienie można przejąć najwcześniej 60 dni przed początkiem okresu ubezpieczenia.'],
    ['the previous owner of a sold vehicle', 'agent.da', formFor(93000002), messages.RENEWAL_OWNER_CHANGED],
  ])('answers canRewrite false for %s, with the reason', async (_name, login, form, error) => {
    const client = await loginAs(ctx.app, login);
    const { status, body } = await verify(client, form);
    expect(status).toBe(200);
    expect(body).toMatchObject({ canRewrite: false, error, modeWithOwcaChange: false, offer: null, owner: null });
  });

  it('the direct channel is open to ROLE_REWRITE_POLICY_ALL_CHANNELS', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    expect((await verify(client, formFor(93000003))).body).toMatchObject({ canRewrite: true });
  });

  it('answers 404 alike for a wrong customer and an unknown number: another agent’s renewal never shows', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const wrongPerson = await verify(client, { ...formFor(93000001), surname: 'Nowak' });
    const wrongPesel = await verify(client, { ...formFor(93000001), pesel: '44051401359' });
    const unknown = await verify(client, { ...formFor(93000001), policyId: '1299999999' });
    for (const answer of [wrongPerson, wrongPesel, unknown]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: messages.RENEWAL_NOT_FOUND });
    }
  });

  it('asks for the PESEL of a person outside the agent’s portfolio, whether the number exists or not', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    for (const policyId of ['1293000001', '1299999999']) {
      const { status, body } = await verify(client, { ...formFor(93000001), policyId, pesel: '' });
      expect(status).toBe(400);
      expect(body.fieldErrors).toEqual({ pesel: messages.RENEWAL_PESEL_REQUIRED });
    }
    // Within the portfolio the name is enough (the answer is then the 'already yours' reason).
    expect((await verify(client, { ...formFor(93000005), pesel: '' })).body.error).toBe(messages.RENEWAL_ALREADY_OWN);
  });

  it('refuses bad input with Polish messages at the fields (400)', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const { status, body } = await verify(client, { policyId: '123', isCompany: false, pesel: '1', name: '', surname: '' });
    expect(status).toBe(400);
    expect(body.fieldErrors).toMatchObject({
      policyId: messages.POLICY_ID_FORMAT_ERROR,
      pesel: messages.PESEL_VALIDATION_ERROR,
      name: messages.REQUIRED_VALIDATION_ERROR,
      surname: messages.REQUIRED_VALIDATION_ERROR,
    });
  });

  it('needs a session (401) and a rewrite role (403)', async () => {
    expect((await createClient(ctx.app).post(VERIFY, formFor(93000001))).statusCode).toBe(401);
    const basic = await loginAs(ctx.app, 'agent.basic');
    const refused = await basic.post(VERIFY, formFor(93000001));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: messages.FORBIDDEN_ERROR });
  });
});

describe('POST /partner/rest/renewal/attachment', () => {
  it('links the signed statement to the verified take-over, once per idempotency key', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const form = formFor(93000011);
    await verify(client, form);
    const fileId = await uploadedPdfId(client, newDraft(), 'oswiadczenie.pdf');
    const key = newKey();
    const body = { policyId: form.policyId, uploadedFiles: [fileId] };
    const first = await client.post(ATTACH, body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'OK' });
    expect((await client.post(ATTACH, body, { 'idempotency-key': key })).json()).toEqual({ status: 'OK' });
    const reused = await client.post(ATTACH, { ...body, uploadedFiles: [fileId, fileId] }, { 'idempotency-key': key });
    expect(reused.statusCode).toBe(409);
    const [file] = await ctx.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, fileId));
    expect(file).toMatchObject({ ownerType: 'RENEWAL' });
    const [rewrite] = await ctx.database.db.select().from(renewalRewrites).where(eq(renewalRewrites.id, file!.ownerId!));
    expect(rewrite).toMatchObject({ status: 'ATTACHED' });
  });

  it('refuses a statement that is not a scan or a PDF', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const form = formFor(93000011);
    await verify(client, form);
    const uploaded = await uploadFile(client, newDraft(), 'oswiadczenie.txt', Buffer.from('Oświadczam, że…\n'));
    const response = await client.post(ATTACH, { policyId: form.policyId, uploadedFiles: [uploaded.json<{ id: string }>().id] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: messages.RENEWAL_STATEMENT_NOT_SCAN,
      fieldErrors: { uploadedFiles: messages.RENEWAL_STATEMENT_NOT_SCAN },
    });
  });

  it('needs at least one file, and only the user’s own queued files', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const form = formFor(93000011);
    await verify(client, form);
    const empty = await client.post(ATTACH, { policyId: form.policyId, uploadedFiles: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({ uploadedFiles: messages.RENEWAL_STATEMENT_REQUIRED });
    const other = await loginAs(ctx.app, 'agent.nn');
    const foreignFile = await uploadedPdfId(other, newDraft());
    const response = await client.post(ATTACH, { policyId: form.policyId, uploadedFiles: [foreignFile] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.UPLOADED_FILE_NOT_FOUND);
    const notAnId = await client.post(ATTACH, { policyId: form.policyId, uploadedFiles: ['../etc/passwd'] });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().message).toBe(messages.UPLOADED_FILE_NOT_FOUND);
  });

  it('keeps the attached statement when the agent verifies again', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const form = formFor(93000003);
    await verifiedAndAttached(client, form);
    expect((await verify(client, form)).body.canRewrite).toBe(true);
    const rows = await ctx.database.db
      .select({ status: renewalRewrites.status })
      .from(renewalRewrites)
      .innerJoin(policies, eq(policies.id, renewalRewrites.policyId))
      .where(eq(policies.policyNo, form.policyId));
    expect(rows).toEqual([{ status: 'ATTACHED' }]);
  });

  it('is not found without a verification of this user (404), and refused once the verification is old (409)', async () => {
    const dealer = await loginAs(ctx.app, 'dealer.ncd');
    const fileId = await uploadedPdfId(dealer, newDraft());
    const response = await dealer.post(ATTACH, { policyId: '1293000001', uploadedFiles: [fileId] });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.RENEWAL_NOT_FOUND });

    await verify(dealer, formFor(93000012));
    await ctx.database.db
      .update(renewalRewrites)
      .set({ verifiedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(renewalRewrites.status, 'VERIFIED'));
    const expired = await dealer.post(ATTACH, { policyId: '1293000012', uploadedFiles: [fileId] });
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toEqual({ message: messages.RENEWAL_VERIFICATION_EXPIRED });
  });

  it('needs a session (401) and a rewrite role (403)', async () => {
    const body = { policyId: '1293000001', uploadedFiles: ['00000000-0000-4000-8000-000000000000'] };
    expect((await createClient(ctx.app).post(ATTACH, body)).statusCode).toBe(401);
    expect((await (await loginAs(ctx.app, 'agent.basic')).post(ATTACH, body)).statusCode).toBe(403);
  });
});

describe('POST /partner/rest/renewal', () => {
  it('moves the renewal into the agent’s portfolio and answers the renewal calculator; a retry changes nothing', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const form = formFor(93000001);
    const before = await policyRow(form.policyId);
    expect(before.custCode).toBe('NN200871');
    await verifiedAndAttached(client, form);

    const key = newKey();
    const responses = await Promise.all(Array.from({ length: 100 }, () => client.post(REWRITE, { policyId: form.policyId }, { 'idempotency-key': key })));
    for (const response of responses) expect(response.statusCode).toBe(200);
    const urls = new Set(responses.map((response) => response.json<{ url: string }>().url));
    expect([...urls]).toEqual(['https://kalkulatory.ubezpieczyciel.example.pl/komunikacja?tryb=renew&polisa=1293000001']);

    const after = await policyRow(form.policyId);
    expect(after.custCode).toBe('DA100234');
    expect(after.policy.channel).toBe('AGENCY');
    expect(after.customer).toMatchObject({ agentId: after.policy.agentId, pesel: before.customer.pesel, lastName: 'Zawadzka' });
    expect(after.customer.id).not.toBe(before.customer.id);
    expect(await rewriteActions(after.policy.id)).toBe(1);

    // Now the agent's own renewal; the previous agent no longer sees it.
    expect((await verify(client, form)).body.error).toBe(messages.RENEWAL_ALREADY_OWN);
    const previous = await loginAs(ctx.app, 'agent.nn');
    expect((await previous.get(`/partner/rest/policies/details/${form.policyId}`)).statusCode).toBe(404);
    const mine = await client.get(`/partner/rest/policies/details/${form.policyId}`);
    expect(mine.statusCode).toBe(200);
    // A new key without a new verification finds nothing open.
    expect((await client.post(REWRITE, { policyId: form.policyId }, { 'idempotency-key': newKey() })).statusCode).toBe(404);
  });

  it('takes over for the new owner in the owner-change mode, with the contact data as confirmed', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const form = formFor(93000002, 'newOwner');
    await verifiedAndAttached(client, form);
    const missing = await client.post(REWRITE, { policyId: form.policyId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ owner: messages.RENEWAL_OWNER_REQUIRED });
    const badOwner = await client.post(REWRITE, {
      policyId: form.policyId,
      owner: { street: 'Górczewska', streetNo: '124', postcode: '01460', city: 'Warszawa', phone: '12', email: 'x' },
    });
    expect(badOwner.statusCode).toBe(400);
    expect(badOwner.json().fieldErrors).toMatchObject({
      'owner.postcode': messages.POST_CODE_VALIDATION_ERROR,
      'owner.phone': messages.PHONE_VALIDATION_ERROR,
      'owner.email': messages.EMAIL_VALIDATION_MESSAGE,
    });

    const owner = { street: 'Wolska', streetNo: '40', flatNo: '2', postcode: '01-187', city: 'Warszawa', phone: '605111222', email: 't.wroblewski@example.pl' };
    const response = await client.post(REWRITE, { policyId: form.policyId, owner }, { 'idempotency-key': newKey() });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ url: string }>().url).toContain('polisa=1293000002');
    const after = await policyRow(form.policyId);
    expect(after.custCode).toBe('DA100234');
    expect(after.customer).toMatchObject({ firstName: 'Tomasz', lastName: 'Wróblewski', street: 'Wolska', email: 't.wroblewski@example.pl', displayName: 'Tomasz Wróblewski' });
    const [change] = await ctx.database.db.select().from(renewalOwnerChanges).where(eq(renewalOwnerChanges.policyId, after.policy.id));
    expect(change!.appliedAt).not.toBeNull();
    const [action] = await ctx.database.db.select().from(servicingActions).where(eq(servicingActions.policyId, after.policy.id));
    expect(action!.result).toBe('Wznowienie przejęte dla nowego właściciela: Tomasz Wróblewski');
  });

  it('answers an empty URL and moves nothing when the agent has no calculator for the line (data error)', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const form = formFor(93000010);
    await verifiedAndAttached(client, form);
    const response = await client.post(REWRITE, { policyId: form.policyId }, { 'idempotency-key': newKey() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: '' });
    const after = await policyRow(form.policyId);
    expect(after.custCode).toBe('DA100234');
    expect(await rewriteActions(after.policy.id)).toBe(0);
  });

  it('answers an empty URL when another agent took the renewal over after the verification', async () => {
    const dealer = await loginAs(ctx.app, 'dealer.ncd');
    const agent = await loginAs(ctx.app, 'agent.da');
    const form = formFor(93000014);
    const dealerForm = { ...form };
    // The policy is taken over as a plain renewal: its reported change of owner goes, after the take-over attempt in
    // the owner-change mode an earlier test made, which holds it (ON DELETE RESTRICT, decision 118).
    const ownerChange = eq(renewalOwnerChanges.regon, formFor(93000014, 'newOwner').companyRegNo!);
    const ownerChangeIds = ctx.database.db.select({ id: renewalOwnerChanges.id }).from(renewalOwnerChanges).where(ownerChange);
    await ctx.database.db.delete(renewalRewrites).where(inArray(renewalRewrites.ownerChangeId, ownerChangeIds));
    await ctx.database.db.delete(renewalOwnerChanges).where(ownerChange);
    await verifiedAndAttached(dealer, dealerForm);
    await verifiedAndAttached(agent, form);
    expect((await agent.post(REWRITE, { policyId: form.policyId })).json<{ url: string }>().url).not.toBe('');
    expect((await dealer.post(REWRITE, { policyId: form.policyId })).json()).toEqual({ url: '' });
    expect((await policyRow(form.policyId)).custCode).toBe('DA100234');
  });

  it('needs the statement first (409), a verification (404), a session (401) and a role (403)', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const form = formFor(93000013);
    await verify(client, form);
    const early = await client.post(REWRITE, { policyId: form.policyId });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: messages.RENEWAL_STATEMENT_MISSING });
    const notVerified = await client.post(REWRITE, { policyId: '1293000012' });
    expect(notVerified.statusCode).toBe(404);
    expect((await createClient(ctx.app).post(REWRITE, { policyId: form.policyId })).statusCode).toBe(401);
    expect((await (await loginAs(ctx.app, 'agent.basic')).post(REWRITE, { policyId: form.policyId })).statusCode).toBe(403);
    const bad = await client.post(REWRITE, { policyId: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ policyId: messages.POLICY_ID_FORMAT_ERROR });
    expect((await client.post(REWRITE, { policyId: form.policyId }, { 'idempotency-key': 'x' })).statusCode).toBe(400);
  });
});

describe('abandoned take-overs', () => {
  it('are removed with their statements a day after the verification; a completed one stays', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const abandonedForm = formFor(93000012);
    const fileId = await verifiedAndAttached(client, abandonedForm);
    const [abandoned] = await ctx.database.db
      .select()
      .from(renewalRewrites)
      .innerJoin(policies, eq(policies.id, renewalRewrites.policyId))
      .where(and(eq(policies.policyNo, abandonedForm.policyId), eq(renewalRewrites.status, 'ATTACHED')));
    const completed = await ctx.database.db.select({ id: renewalRewrites.id }).from(renewalRewrites).where(eq(renewalRewrites.status, 'DONE'));

    const verifiedAt = abandoned!.renewal_rewrites.verifiedAt.getTime();
    const mine = () => ctx.database.db.select().from(renewalRewrites).where(eq(renewalRewrites.id, abandoned!.renewal_rewrites.id));
    await purgeAbandonedRewrites(ctx.database.db, new Date(verifiedAt + ABANDONED_REWRITE_AGE_MS - 60_000));
    expect(await mine()).toHaveLength(1);
    expect(await purgeAbandonedRewrites(ctx.database.db, new Date(verifiedAt + ABANDONED_REWRITE_AGE_MS + 60_000))).toBeGreaterThanOrEqual(1);

    expect(await mine()).toEqual([]);
    expect(await ctx.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, fileId))).toEqual([]);
    const kept = await ctx.database.db.select({ id: renewalRewrites.id }).from(renewalRewrites).where(eq(renewalRewrites.status, 'DONE'));
    expect(kept).toEqual(completed);
  });
});
