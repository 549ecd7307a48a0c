import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, isoDateInPoland, messages, peselFor } from '@panel/domain';
import { customers, policies, renewalOwnerChanges, servicingActions, uploadedFiles, vehicleSales } from '../src/db/schema/index';
import { vehicleSaleDemoNumber, vehicleSaleDemoVin } from '../src/db/seed/vehicle-sale';
import { createClient, loginAs, type Client, useTestApp } from './helper';
import { uploadedPdfId } from './uploads-helper';

const ctx = useTestApp();
const VERIFY = '/partner/rest/uks/verify';
const REGISTER = '/partner/rest/uks/register';
const COPY = '/partner/rest/uks/copy';
const today = isoDateInPoland(new Date());
const daysAgo = (n: number) => addDays(today, -n);
const da = (seq: number) => ({ number: vehicleSaleDemoNumber(1, seq), vin: vehicleSaleDemoVin(1, seq) });
const buyerPesel = peselFor('1990-02-03', 11, 'M');
let drafts = 0;

async function payload(client: Client, seq: number, seller: { firstname: string; name: string; pesel?: string }, extra: object = {}) {
  const fileId = await uploadedPdfId(client, `draft-uks-${++drafts}`, 'umowa-sprzedazy.pdf');
  return {
    ...da(seq),
    sellingDate: daysAgo(3),
    notificationDate: today,
    seller,
    buyer: { firstname: 'Jan', name: 'Nabywca', pesel: buyerPesel },
    city: 'Kraków',
    street: 'Długa',
    streetNo: '5',
    postcode: '31-147',
    phoneNumber: '601202303',
    uploadedFiles: [fileId],
    ...extra,
  };
}

const saleRows = async (policyNo: string) =>
  ctx.database.db
    .select({ sale: vehicleSales })
    .from(vehicleSales)
    .innerJoin(policies, eq(policies.id, vehicleSales.policyId))
    .where(eq(policies.policyNo, policyNo))
    .then((rows) => rows.map((row) => row.sale));

const ownerOf = async (policyNo: string) => {
  const [row] = await ctx.database.db
    .select({ customer: customers })
    .from(policies)
    .innerJoin(customers, eq(customers.id, policies.customerId))
    .where(eq(policies.policyNo, policyNo));
  return row!.customer;
};

const filesOf = (saleId: number) =>
  ctx.database.db
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.ownerType, 'SALE'), eq(uploadedFiles.ownerId, saleId)));

const actionsOf = async (policyNo: string) =>
  ctx.database.db
    .select({ action: servicingActions.action, result: servicingActions.result })
    .from(servicingActions)
    .innerJoin(policies, eq(policies.id, servicingActions.policyId))
    .where(eq(policies.policyNo, policyNo));

const owners = {
  2: { firstname: 'Zofia', name: 'Malinowska' },
  3: { firstname: 'Bartosz', name: 'Wróbel' },
  4: { firstname: 'Halina', name: 'Kaczmarek' },
  5: { firstname: 'Marek', name: 'Sikora', pesel: peselFor('1983-11-23', 305, 'M') },
  6: { firstname: 'Iwona', name: 'Pawlak' },
  7: { firstname: 'Adam', name: 'Zieliński', pesel: peselFor('1985-03-08', 307, 'M') },
  8: { firstname: 'Ewelina', name: 'Górska' },
  9: { firstname: 'Krzysztof', name: 'Dudek' },
};

describe('POST /partner/rest/uks/verify', () => {
  const body = (seq: number, extra: object = {}) => ({ policyNumber: da(seq).number, vin: da(seq).vin, sellingDate: daysAgo(3), ...extra });

  it('answers isPosPolicy for a POS policy and false for another', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const pos = await client.post(VERIFY, body(1));
    expect(pos.statusCode).toBe(200);
    expect(pos.json()).toEqual({ isPosPolicy: true, errorCodes: [], errorMsg: null });
    expect((await client.post(VERIFY, body(7))).json()).toEqual({ isPosPolicy: false, errorCodes: [], errorMsg: null });
  });

  it('tells the codes the policy and the selling date decide before the parties are typed: 00390, 00331, 00354', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const renewal = await client.post(VERIFY, body(6));
    expect(renewal.statusCode).toBe(200);
    expect(renewal.json()).toEqual({ isPosPolicy: false, errorCodes: ['00390'], errorMsg: messages.UKS_NOT_CONCLUDED });
    expect((await client.post(VERIFY, body(3))).json()).toEqual({ isPosPolicy: false, errorCodes: ['00331'], errorMsg: null });
    expect((await client.post(VERIFY, body(4))).json()).toEqual({ isPosPolicy: false, errorCodes: ['00354'], errorMsg: null });
  });

  it('gives the 99982 message (404) for a number that does not exist and for another agent policy alike', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const missing = await client.post(VERIFY, body(99));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.UKS_ERROR_99982 });
    const foreign = await client.post(VERIFY, { policyNumber: vehicleSaleDemoNumber(3, 1), vin: vehicleSaleDemoVin(3, 1), sellingDate: daysAgo(3) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
  });

  it('refuses a VIN that is not the vehicle of the policy, at the VIN field', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.post(VERIFY, body(7, { vin: da(8).vin }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.UKS_VIN_MISMATCH, fieldErrors: { vin: messages.UKS_VIN_MISMATCH } });
  });

  it('checks number, VIN and selling date with Polish messages (400)', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const tomorrow = addDays(today, 1);
    const response = await client.post(VERIFY, { policyNumber: 'CP/1', vin: 'ABC', sellingDate: tomorrow });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      policyNumber: messages.PATTERN_VALIDATION_ERROR,
      vin: messages.VIN_VALIDATION_ERROR,
      sellingDate: messages.SELLING_DATE_FUTURE_ERROR,
    });
  });

  it('needs a session (401) and ROLE_AGENT_UKS_ENABLED (403)', async () => {
    expect((await createClient(ctx.app).post(VERIFY, body(7))).statusCode).toBe(401);
    const basic = await loginAs(ctx.app, 'agent.basic');
    expect((await basic.post(VERIFY, body(7))).statusCode).toBe(403);
  });
});

describe('POST /partner/rest/uks/register', () => {
  it('answers the POS flag for a POS policy and stores nothing', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.post(REGISTER, await payload(client, 1, { firstname: 'Zenon', name: 'Pośpiech' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isPosPolicy: true, errorCodes: [], offerNewPolicy: false, attachmentCaseId: null });
    expect(await saleRows(da(1).number)).toEqual([]);
  });

  it('00307: the seller is not the owner on the policy', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.post(REGISTER, await payload(client, 2, { firstname: 'Jan', name: 'Kowalski' }));
    expect(response.json()).toMatchObject({ errorCodes: ['00307'], offerNewPolicy: false, isPosPolicy: false });
    const [row] = await saleRows(da(2).number);
    expect(row).toMatchObject({ status: 'REJECTED', errorCode: '00307' });
    expect(await filesOf(row!.id)).toHaveLength(1);
    expect(await actionsOf(da(2).number)).toContainEqual({ action: 'VEHICLE_SALE', result: 'Sprzedaż nie została zarejestrowana (kod 00307)' });
  });

  it('00307 also when the PESEL given is not the owner’s', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.post(REGISTER, await payload(client, 7, { ...owners[7], pesel: buyerPesel }));
    expect(response.json().errorCodes).toEqual(['00307']);
  });

  it('00331: the policy had not started on the selling date', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.post(REGISTER, await payload(client, 3, owners[3]));
    expect(response.json()).toMatchObject({ errorCodes: ['00331'], offerNewPolicy: false });
  });

  it('00354: a policy outside our system of record goes to manual handling, stored with its files', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const before = await ownerOf(da(4).number);
    const response = await client.post(REGISTER, await payload(client, 4, owners[4]));
    expect(response.json()).toMatchObject({ errorCodes: ['00354'], offerNewPolicy: false, attachmentCaseId: expect.stringMatching(/^UKS\/\d{4}\/\d{6}$/) });
    const [row] = await saleRows(da(4).number);
    expect(row).toMatchObject({ status: 'MANUAL', errorCode: '00354' });
    expect(await filesOf(row!.id)).toHaveLength(1);
    expect((await ownerOf(da(4).number)).id).toBe(before.id);
  });

  it('00390 with a useful message: the number is a renewal offer, not a concluded policy', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.post(REGISTER, await payload(client, 6, owners[6]));
    expect(response.json()).toMatchObject({ errorCodes: ['00390'], errorMsg: messages.UKS_NOT_CONCLUDED });
  });

  it('00356 keeps the attempt; the corrected retry naming its attachment case reuses the files and records the owner', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const first = await payload(client, 5, owners[5], { sellingDate: today });
    const rejected = await client.post(REGISTER, first);
    const answer = rejected.json();
    expect(answer.errorCodes).toEqual(['00356']);
    expect(answer.errorMsg).toMatch(/^Data sprzedaży przypada po zakończeniu okresu ubezpieczenia/);
    const [attempt] = await saleRows(da(5).number);

    const retry = await client.post(REGISTER, { ...first, sellingDate: daysAgo(20), attachmentCaseId: answer.attachmentCaseId });
    expect(retry.json()).toMatchObject({ errorCodes: [], offerNewPolicy: true });
    const rows = await saleRows(da(5).number);
    const completed = rows.find((row) => row.status === 'COMPLETED')!;
    expect(await filesOf(completed.id)).toEqual(first.uploadedFiles.map((id) => ({ id })));
    expect(await filesOf(attempt!.id)).toEqual([]);
    expect((await ownerOf(da(5).number)).pesel).toBe(buyerPesel);
  });

  it('refuses an attachment case that is not an earlier rejected attempt of the policy', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.post(REGISTER, await payload(client, 7, owners[7], { attachmentCaseId: 'UKS/2026/999999' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ uploadedFiles: messages.UPLOADED_FILE_NOT_FOUND });
  });

  it('a sale as SELLER records the buyer as the new owner and offers a new policy', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const previous = await ownerOf(da(7).number);
    const body = await payload(client, 7, owners[7]);
    const response = await client.post(REGISTER, body, { 'idempotency-key': 'uks-seller-0001' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ errorCodes: [], errorMsg: null, offerNewPolicy: true, policyNumber: da(7).number, isPosPolicy: false });
    const owner = await ownerOf(da(7).number);
    expect(owner).toMatchObject({ firstName: 'Jan', lastName: 'Nabywca', pesel: buyerPesel, city: 'Kraków', postcode: '31-147', phone: '601202303' });
    const sale = (await saleRows(da(7).number)).find((row) => row.status === 'COMPLETED')!;
    expect(sale).toMatchObject({ contractParty: 'SELLER', previousCustomerId: previous.id, newCustomerId: owner.id, sellingDate: daysAgo(3) });
    expect(await filesOf(sale.id)).toEqual(body.uploadedFiles.map((id) => ({ id })));
    expect(await actionsOf(da(7).number)).toContainEqual({ action: 'VEHICLE_SALE', result: 'Zarejestrowano sprzedaż pojazdu – nowy właściciel: Jan Nabywca' });
    const details = (await client.get(`/partner/rest/policies/details/${da(7).number}`)).json();
    expect(details.insuringName).toBe('Jan Nabywca');
    expect(details.servicingHistory[0]).toMatchObject({
      action: 'VEHICLE_SALE',
      result: 'Zarejestrowano sprzedaż pojazdu – nowy właściciel: Jan Nabywca',
      userName: 'Jan Kowalski',
      detail: `${response.json().attachmentCaseId}, data sprzedaży ${daysAgo(3).split('-').reverse().join('.')}`,
    });

    const again = await client.post(REGISTER, body, { 'idempotency-key': 'uks-seller-0001' });
    expect(again.json()).toEqual(response.json());
    expect((await saleRows(da(7).number)).filter((row) => row.status === 'COMPLETED')).toHaveLength(1);
    const reused = await client.post(REGISTER, { ...body, city: 'Gdańsk' }, { 'idempotency-key': 'uks-seller-0001' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(messages.IDEMPOTENCY_KEY_REUSED);
  });

  it('a completed sale reports the buyer to the renewal offers of the vehicle that have not started', async () => {
    const client = await loginAs(ctx.app, 'dealer.ncd');
    const dealerPolicy = { number: vehicleSaleDemoNumber(3, 1), vin: vehicleSaleDemoVin(3, 1) };
    const [sold] = await ctx.database.db.select().from(policies).where(eq(policies.policyNo, dealerPolicy.number));
    const renewalOf = (policyNo: string, startDate: string) => ({
      ...sold!,
      id: undefined,
      policyNo,
      kind: 'RENEWAL' as const,
      status: 'OFFER' as const,
      startDate,
      endDate: startDate,
    });
    const [pending, started] = await ctx.database.db
      .insert(policies)
      .values([renewalOf('1392000081', daysAgo(-20)), renewalOf('1392000082', daysAgo(1))])
      .returning({ id: policies.id });
    const body = await payload(client, 1, { firstname: 'Piotr', name: 'Lis' }, dealerPolicy);
    const response = await client.post(REGISTER, body);
    expect(response.json()).toMatchObject({ errorCodes: [] });

    const reported = await ctx.database.db.select().from(renewalOwnerChanges).where(eq(renewalOwnerChanges.policyId, pending!.id));
    expect(reported).toEqual([
      expect.objectContaining({ partyType: 'PERSON', firstName: 'Jan', lastName: 'Nabywca', pesel: buyerPesel, city: 'Kraków', appliedAt: null }),
    ]);
    expect(await ctx.database.db.select().from(renewalOwnerChanges).where(eq(renewalOwnerChanges.policyId, started!.id))).toEqual([]);
  });

  it('a sale as BUYER needs the buyer PESEL and records the buyer; the same key sent at once makes one sale', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const body = await payload(client, 8, owners[8], { uksContractParty: 'BUYER', buyer: { firstname: 'Ola', name: 'Kupiec', pesel: '' } });
    const missing = await client.post(REGISTER, body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ 'buyer.pesel': messages.REQUIRED_VALIDATION_ERROR });

    const valid = { ...body, buyer: { firstname: 'Ola', name: 'Kupiec', pesel: peselFor('1995-05-05', 12, 'F') } };
    const answers = await Promise.all(Array.from({ length: 10 }, () => client.post(REGISTER, valid, { 'idempotency-key': 'uks-buyer-0001' })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[0]!.json()).toMatchObject({ errorCodes: [], offerNewPolicy: true });
    const rows = await saleRows(da(8).number);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ contractParty: 'BUYER', status: 'COMPLETED' });
    expect((await ownerOf(da(8).number)).lastName).toBe('Kupiec');
  });

  it('without the buyer PESEL a seller’s sale goes to manual handling: no code, no offer, owner unchanged', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const before = await ownerOf(da(9).number);
    const response = await client.post(REGISTER, await payload(client, 9, owners[9], { buyer: { firstname: 'Jan', name: 'Nieznany' } }));
    expect(response.json()).toMatchObject({ errorCodes: [], offerNewPolicy: false });
    expect((await saleRows(da(9).number))[0]).toMatchObject({ status: 'MANUAL', errorCode: null });
    expect((await ownerOf(da(9).number)).id).toBe(before.id);
  });

  it('404 with the 99982 message for an unknown number and another agent’s policy', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const missing = await client.post(REGISTER, await payload(client, 99, owners[7]));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messages.UKS_ERROR_99982);
    const foreign = await client.post(REGISTER, {
      ...(await payload(client, 7, { firstname: 'Piotr', name: 'Lis' })),
      number: vehicleSaleDemoNumber(3, 1),
      vin: vehicleSaleDemoVin(3, 1),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
  });

  it('checks the payload again on the server (400 with Polish messages)', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.post(REGISTER, { ...(await payload(client, 7, owners[7])), uploadedFiles: [], postcode: '31147', seller: { name: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      uploadedFiles: messages.NO_FILE_ERROR,
      postcode: messages.POST_CODE_VALIDATION_ERROR,
      'seller.name': messages.REQUIRED_VALIDATION_ERROR,
    });
    expect((await client.post(REGISTER, 'x', { 'content-type': 'application/json' })).statusCode).toBe(400);
  });

  it('needs a session (401) and ROLE_AGENT_UKS_ENABLED (403)', async () => {
    expect((await createClient(ctx.app).post(REGISTER, {})).statusCode).toBe(401);
    expect((await (await loginAs(ctx.app, 'agent.basic')).post(REGISTER, {})).statusCode).toBe(403);
  });
});

describe('POST /partner/rest/uks/copy', () => {
  it('makes a quotation for the new owner of an active policy after a sale, once per key', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const body = { policyNumber: da(11).number, vin: da(11).vin, purpose: 'TRAVEL' };
    const response = await client.post(COPY, body, { 'idempotency-key': 'uks-copy-0001' });
    expect(response.statusCode).toBe(201);
    const { authCode, policyNo } = response.json<{ authCode: string; policyNo: string }>();
    expect(authCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(policyNo).toMatch(/^OF\d{10}$/);
    const [quotation] = await ctx.database.db.select().from(policies).where(eq(policies.policyNo, policyNo));
    expect(quotation).toMatchObject({ kind: 'QUOTATION', status: 'OFFER', customerId: (await ownerOf(da(11).number)).id });
    expect(await actionsOf(da(11).number)).toContainEqual({ action: 'TRAVEL_OFFER', result: `Utworzono ofertę ${policyNo} dla właściciela pojazdu` });
    const again = await client.post(COPY, body, { 'idempotency-key': 'uks-copy-0001' });
    expect(again.json()).toEqual({ authCode, policyNo });
  });

  it('refuses a policy without a change of owner (409), another agent’s (404) and bad input (400)', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const notUks = await client.post(COPY, { policyNumber: da(10).number, vin: da(10).vin, purpose: 'OWNERSHIP' });
    expect(notUks.statusCode).toBe(409);
    expect(notUks.json().message).toBe(messages.UKS_OFFER_NOT_AVAILABLE);
    const foreign = await client.post(COPY, { policyNumber: vehicleSaleDemoNumber(3, 4), vin: vehicleSaleDemoVin(3, 4), purpose: 'SALE' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(messages.POLICY_SEARCH_NOT_FOUND);
    const bad = await client.post(COPY, { policyNumber: '', vin: 'x', purpose: 'SALE' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({ policyNumber: messages.REQUIRED_VALIDATION_ERROR, vin: messages.VIN_VALIDATION_ERROR });
  });

  it('needs a session (401) and ROLE_AGENT_UKS_ENABLED (403)', async () => {
    expect((await createClient(ctx.app).post(COPY, {})).statusCode).toBe(401);
    expect((await (await loginAs(ctx.app, 'agent.basic')).post(COPY, {})).statusCode).toBe(403);
  });
});
