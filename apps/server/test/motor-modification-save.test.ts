import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatAmount, messages, type CpMtaModelApi, type PolicyDetails } from '@panel/domain';
import { carLines, carLineValues } from '../src/db/schema/index';
import { listDocuments, setHash, waitForGeneration } from './documents-helpers';
import { createClient, loginAs, useTestApp } from './helper';
import { pdfText } from './pdf-text';
import { MTA, da, ncd, nn, load, motorModificationReads } from './motor-modification-helpers';

const ctx = useTestApp({ policiesScale: 0.3 });
const { policyRow, versionsOf, motorDataOf, portfolioPolicy } = motorModificationReads(ctx);

describe('POST /partner/rest/mta/cp/save/{paymentType}', () => {
  it('creates the next version with the new premium and applies the change to policy, vehicle, owner and data', async () => {
    const client = await loginAs(ctx.app, 'dealer.ncd');
    const policyNo = ncd('PLAIN');
    const model = await load(client, policyNo);
    const before = await policyRow(policyNo);
    const changed: CpMtaModelApi = {
      ...model,
      regNo: 'gd 12345',
      otherData: { ...model.otherData, averageAnnualMileage: '30000', actualMileage: String(before.vehicle.mileage + 1000 - (before.vehicle.mileage % 100)) },
      owners: { ...model.owners, mainOwner: { ...model.owners.mainOwner, phoneNumber: '501502503', address: { ...model.owners.mainOwner.address, street: 'Długa', homeNumber: '7' } } },
      payment: { ...model.payment, paymentFrequency: '2' },
    };
    const expected = (await client.post(`${MTA}/recalculate`, changed)).json();
    const response = await client.post(`${MTA}/save/TRANSFER`, changed, { 'idempotency-key': 'mta-save-ncd-plain-1' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ policyNo, version: 2, priceDto: expected.priceDto, paymentType: 'TRANSFER', inspectionNeeded: false, printArgs: '2' });

    const after = await policyRow(policyNo);
    expect(after.policy).toMatchObject({ version: 2, price: expected.priceDto.price, paymentFrequency: '2' });
    expect(after.vehicle).toMatchObject({ regNo: 'GD12345', mileage: Number(changed.otherData.actualMileage) });
    expect(after.customer).toMatchObject({ phone: '501502503', street: 'Długa', streetNo: '7' });
    const [version] = await versionsOf(policyNo);
    expect(version).toMatchObject({ version: 2, priceBefore: before.policy.price, price: expected.priceDto.price, totalUnderpaymentAmount: expected.priceDto.totalUnderpaymentAmount });
    expect(version!.before.regNo).toBe(before.vehicle.regNo);
    expect(version!.after.regNo).toBe('GD12345');
    expect(version!.changes.map((row) => row.source)).toEqual(expect.arrayContaining(['Numer rejestracyjny', 'Średni roczny przebieg', 'Właściciel – telefon', 'Liczba rat']));
    expect((await motorDataOf(policyNo))!.otherData.averageAnnualMileage).toBe('30000');

    const reloaded = await load(client, policyNo);
    expect(reloaded).toMatchObject({ regNo: 'GD12345', priceDto: { priceBefore: expected.priceDto.price } });
  });

  it('answers a retried save with the same key once, and refuses the key with other data (409)', async () => {
    const client = await loginAs(ctx.app, 'dealer.ncd');
    const policyNo = ncd('PLAIN');
    const first = await versionsOf(policyNo);
    const model = await load(client, policyNo);
    const changed = { ...model, regNo: 'GD54321' };
    const a = await client.post(`${MTA}/save/TRANSFER`, changed, { 'idempotency-key': 'mta-save-ncd-plain-2' });
    const b = await client.post(`${MTA}/save/TRANSFER`, changed, { 'idempotency-key': 'mta-save-ncd-plain-2' });
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(await versionsOf(policyNo)).toHaveLength(first.length + 1);
    const reused = await client.post(`${MTA}/save/TRANSFER`, { ...changed, regNo: 'GD99999' }, { 'idempotency-key': 'mta-save-ncd-plain-2' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ message: messages.IDEMPOTENCY_KEY_REUSED });
  });

  it('makes one version of two concurrent saves with the same key', async () => {
    const client = await loginAs(ctx.app, 'dealer.ncd');
    const model = await load(client, ncd('CASH'));
    const changed = { ...model, regNo: 'GD70707' };
    const headers = { 'idempotency-key': 'mta-save-ncd-cash-1' };
    const [a, b] = await Promise.all([client.post(`${MTA}/save/TRANSFER`, changed, headers), client.post(`${MTA}/save/TRANSFER`, changed, headers)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json()).toEqual(a.json());
    expect(await versionsOf(ncd('CASH'))).toHaveLength(1);
  });

  it('adds AC with a cession: a new version that needs an inspection, cession stored, premium up', async () => {
    const client = await loginAs(ctx.app, 'dealer.ncd');
    const policyNo = ncd('INSPECTION');
    const model = await load(client, policyNo);
    const cession = { ...model.cession, cession: true, type: 'SEARCH' as const, bankCentralId: '14' };
    const response = await client.post(`${MTA}/save/TRANSFER`, { ...model, raiders: model.pendingRaiders!, cession });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ inspectionNeeded: true });
    expect(response.json().priceDto.price).toBeGreaterThan(response.json().priceDto.priceBefore);
    const data = await motorDataOf(policyNo);
    expect(data).toMatchObject({ riders: { ac: true }, pendingRiders: null, cession: { cession: true, bankCentralId: '14' } });
  });

  it('changes the vehicle to another catalogue version: its value, engine and an inspection for the AC', async () => {
    const client = await loginAs(ctx.app, 'dealer.ncd');
    const policyNo = ncd('ALL_RIDERS');
    const model = await load(client, policyNo);
    const [other] = await ctx.database.db
      .select({ id: carLines.id, value: carLineValues.value, enginePower: carLines.enginePower, versionName: carLines.versionName })
      .from(carLines)
      .innerJoin(carLineValues, and(eq(carLineValues.carLineId, carLines.id), eq(carLineValues.productionYear, Number(model.carData.year))))
      .where(and(eq(carLines.modelCode, model.carData.model), ne(carLines.id, Number(model.carData.version)), ne(carLines.enginePower, Number(model.carData.enginePower))))
      .limit(1);
    const value = other!.value;
    const changed: CpMtaModelApi = {
      ...model,
      carData: { ...model.carData, version: String(other!.id), accessoriesOpt: [], carValue: value, infoExpertCarValue: value },
      raiders: { ...model.raiders, carValue: value, infoExpertCarValue: value },
    };
    const recalculated = (await client.post(`${MTA}/recalculate`, changed)).json();
    expect(recalculated).toMatchObject({ infoExpertCarValue: value, inspectionNeeded: true, referralCode: null });
    expect(recalculated.summary).toContainEqual(expect.objectContaining({ section: 'CAR_DATA', source: 'Pojazd', newVal: other!.versionName }));
    const response = await client.post(`${MTA}/save/TRANSFER`, changed);
    expect(response.statusCode, response.body).toBe(200);
    expect((await policyRow(policyNo)).vehicle).toMatchObject({ enginePower: other!.enginePower, carValue: value });
    expect((await motorDataOf(policyNo))!.carData).toMatchObject({ version: String(other!.id), versionName: other!.versionName });
  });

  it('saves a cash payment for an agent with the cash role', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const model = await load(client, da('CASH'));
    const response = await client.post(`${MTA}/save/CASH`, { ...model, regNo: 'WZ55555' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await policyRow(da('CASH'))).policy.paymentType).toBe('CASH');
  });

  it('turns a cash policy into a transfer for an agent without the cash role, who cannot save CASH (403)', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const model = await load(client, nn('CASH'));
    expect((await client.post(`${MTA}/save/CASH`, model)).statusCode).toBe(403);
    const response = await client.post(`${MTA}/save/TRANSFER`, model);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().paymentType).toBe('TRANSFER');
    expect((await policyRow(nn('CASH'))).policy.paymentType).toBe('TRANSFER');
    expect((await versionsOf(nn('CASH')))[0]!.changes).toEqual([expect.objectContaining({ source: 'Sposób płatności', originalVal: 'gotówka', newVal: 'przelew' })]);
  });

  it('refuses a path payment type other than the model one (400)', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const model = await load(client, da('PLAIN'));
    const response = await client.post(`${MTA}/save/CASH`, { ...model, regNo: 'WZ12121' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.PAYMENT_TYPE_MISMATCH, fieldErrors: { paymentType: messages.PAYMENT_TYPE_MISMATCH } });
    const bad = await client.post(`${MTA}/save/CARD`, model);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ paymentType: messages.PAYMENT_METHOD_REQUIRED });
  });

  it('refuses a referral, a change incompatible with the OWU and no change at all (409)', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const referral = await load(client, da('REFERRAL'));
    const refused = await client.post(`${MTA}/save/TRANSFER`, { ...referral, regNo: 'WZ31313' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: messages.REFERRAL_ERROR });
    const model = await load(client, da('PLAIN'));
    const taxi = await client.post(`${MTA}/save/TRANSFER`, { ...model, otherData: { ...model.otherData, carUsage: 'TAXI' } });
    expect(taxi.json()).toEqual({ message: messages.REFERRAL_ERROR });
    const same = await client.post(`${MTA}/save/TRANSFER`, model);
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({ message: messages.MTA_NOTHING_CHANGED });
    expect(await versionsOf(da('REFERRAL'))).toEqual([]);
  });

  it('records the change in the servicing history and offers its annex among the policy documents', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const { policyNo } = await portfolioPolicy(3);
    const details = async () => (await client.get(`/partner/rest/policies/details/${policyNo}`)).json() as Promise<PolicyDetails>;
    expect((await listDocuments(client, await setHash(client, policyNo, 'POLICY'))).map((doc) => doc.id)).toEqual(['POLICY_SCHEDULE', 'PAYMENT_SUMMARY', 'GENERAL_TERMS']);
    const historyBefore = (await details()).servicingHistory.length;

    const model = await load(client, policyNo);
    const save = `${MTA}/save/${model.payment.paymentType}`;
    const response = await client.post(save, { ...model, regNo: 'WZ60606' }, { 'idempotency-key': 'mta-save-history-1' });
    expect(response.statusCode, response.body).toBe(200);
    const { price, priceBefore } = response.json().priceDto;
    const [entry, ...rest] = (await details()).servicingHistory;
    expect(rest).toHaveLength(historyBefore);
    expect(entry).toMatchObject({
      action: 'POLICY_CHANGE',
      result: `Aneks nr 1: składka roczna ${formatAmount(price)} (przed zmianą ${formatAmount(priceBefore)})`,
      detail: 'Zmienione dane: Numer rejestracyjny',
      userName: expect.any(String),
    });
    // A retry with the same key records nothing new.
    await client.post(save, { ...model, regNo: 'WZ60606' }, { 'idempotency-key': 'mta-save-history-1' });
    expect((await details()).servicingHistory).toHaveLength(historyBefore + 1);

    const documents = await listDocuments(client, await setHash(client, policyNo, 'POLICY'));
    expect(documents.map((doc) => doc.id)).toEqual(['POLICY_SCHEDULE', 'MTA_ANNEX', 'PAYMENT_SUMMARY', 'GENERAL_TERMS']);
    await ctx.app.documentJobs.startWorker();
    const { documentHash } = (await client.post('/ms-doc', { hash: documents[1]!.hash })).json();
    expect(await waitForGeneration(client, documentHash)).toEqual({ ready: true, failed: false });
    const { text } = await pdfText((await client.get(`/ms-doc/pdf/${documentHash}`)).rawPayload);
    expect(text).toContain(`Aneks nr 1 do polisy nr ${policyNo}`);
    expect(text).toContain('WZ60606');
  });

  it('refuses a driving licence obtained before the minimum licence age (400 at the field)', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const model = await load(client, da('PLAIN'));
    const drivers = { ...model.otherData.drivers, mainDriver: { birthDate: '1990-05-10', drivingLicenseYear: '1980', drivingLicenseMonth: '' } };
    const response = await client.post(`${MTA}/save/TRANSFER`, { ...model, otherData: { ...model.otherData, drivers } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ 'otherData.drivers.mainDriver.drivingLicenseYear': messages.LICENCE_BEFORE_MINIMUM_AGE });
    const recalculated = await client.post(`${MTA}/recalculate`, { ...model, otherData: { ...model.otherData, drivers } });
    expect(recalculated.json().fieldErrors).toEqual({ 'otherData.drivers.mainDriver.drivingLicenseYear': messages.LICENCE_BEFORE_MINIMUM_AGE });
  });

  it('refuses another agent policy (404), bad data (400), no session (401) and no role (403)', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const model = await load(client, da('PLAIN'));
    expect((await (await loginAs(ctx.app, 'agent.nn')).post(`${MTA}/save/TRANSFER`, { ...model, regNo: 'WZ1' })).json()).toEqual({ message: messages.POLICY_NOT_FOUND });
    const invalid = await client.post(`${MTA}/save/TRANSFER`, { ...model, regNo: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fieldErrors).toEqual({ regNo: messages.REQUIRED_VALIDATION_ERROR });
    expect((await createClient(ctx.app).post(`${MTA}/save/TRANSFER`, model)).statusCode).toBe(401);
    expect((await (await loginAs(ctx.app, 'agent.basic')).post(`${MTA}/save/TRANSFER`, model)).statusCode).toBe(403);
  });
});

describe('POST /partner/rest/mta/cp/saveRidersChange', () => {
  const SAVE = `${MTA}/saveRidersChange`;

  it('keeps the riders chosen in the matrix until the change is saved, and clears them with an empty choice', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const policyNo = da('PLAIN');
    const model = await load(client, policyNo);
    const { rows } = (await client.get(`${MTA}/getPrices/${policyNo}`)).json();
    const nnw = rows.find((row: { rider: string; variant: string }) => row.rider === 'nnw' && row.variant === '20000');
    const tires = rows.find((row: { rider: string }) => row.rider === 'tires');
    const raiders = { ...model.raiders, nnw: true, nnwValue: '20000', tires: true };
    const response = await client.post(SAVE, { policyNo, raiders, ids: [nnw.id, tires.id] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: messages.RIDERS_SAVE_SUCCESS, raiders: { nnw: true, nnwValue: '20000', tires: true, ac: true } });
    expect((await motorDataOf(policyNo))!.pendingRiders).toMatchObject({ nnw: true, nnwValue: '20000', tires: true });
    // Kept for the change, not in force: the model is the policy in force, the saved riders come beside it.
    const reloaded = await load(client, policyNo);
    expect(reloaded.raiders).toMatchObject({ nnw: false, tires: false });
    expect(reloaded.pendingRaiders).toMatchObject({ nnw: true, nnwValue: '20000', tires: true });
    const selected = (await client.get(`${MTA}/getPrices/${policyNo}`)).json().rows.filter((row: { selected: boolean }) => row.selected);
    expect(selected.map((row: { id: string }) => row.id).sort()).toEqual([nnw.id, tires.id].sort());

    const cleared = await client.post(SAVE, { policyNo, raiders: model.raiders, ids: [] });
    expect(cleared.statusCode).toBe(200);
    expect((await motorDataOf(policyNo))!.pendingRiders).toBeNull();
  });

  it('riders saved, then reloaded, are a change: recalculated, summarised and saved with the next change', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const policyNo = nn('PLAIN');
    const model = await load(client, policyNo);
    const { rows } = (await client.get(`${MTA}/getPrices/${policyNo}`)).json();
    const tires = rows.find((row: { rider: string }) => row.rider === 'tires');
    expect((await client.post(SAVE, { policyNo, raiders: { ...model.raiders, tires: true }, ids: [tires.id] })).statusCode).toBe(200);

    const reloaded = await load(client, policyNo);
    expect(reloaded.pendingRaiders).toMatchObject({ tires: true });
    const plateOnly = (await client.post(`${MTA}/recalculate`, { ...reloaded, regNo: 'WA40404' })).json();
    const withRiders = { ...reloaded, regNo: 'WA40404', raiders: reloaded.pendingRaiders! };
    const recalculated = (await client.post(`${MTA}/recalculate`, withRiders)).json();
    expect(recalculated.summary).toEqual([
      expect.objectContaining({ section: 'REG_NO', newVal: 'WA40404' }),
      expect.objectContaining({ section: 'RIDERS', source: 'Ochrona opon', originalVal: 'Nie', newVal: 'Tak' }),
    ]);
    expect(plateOnly.summary).toEqual([expect.objectContaining({ section: 'REG_NO' })]);
    expect(recalculated.priceDto.price).toBeGreaterThan(plateOnly.priceDto.price);

    const saved = await client.post(`${MTA}/save/TRANSFER`, withRiders);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().priceDto.price).toBe(recalculated.priceDto.price);
    expect((await versionsOf(policyNo)).at(-1)!.changes.map((row) => row.source)).toEqual(['Numer rejestracyjny', 'Ochrona opon']);
    const after = await load(client, policyNo);
    expect(after).toMatchObject({ raiders: { tires: true }, pendingRaiders: null });
  });

  it('refuses prices that are no longer the policy’s (409) and a choice that does not match its rows (400)', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const policyNo = da('PLAIN');
    const model = await load(client, policyNo);
    const stale = await client.post(SAVE, { policyNo, raiders: { ...model.raiders, tires: true }, ids: ['tires-x-1'] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: messages.RIDERS_PRICES_CHANGED });
    const unmatched = await client.post(SAVE, { policyNo, raiders: { ...model.raiders, tires: true }, ids: [] });
    expect(unmatched.statusCode).toBe(400);
    expect(unmatched.json()).toEqual({ message: messages.RIDERS_SAVE_ERROR });
    const removed = await client.post(SAVE, { policyNo, raiders: { ...model.raiders, ac: false, shareValue: '', shareTheftValue: '' }, ids: [] });
    expect(removed.json()).toEqual({ message: messages.RIDERS_SAVE_ERROR });
  });

  it('checks the riders rules at their fields (400)', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const policyNo = da('INSPECTION');
    const model = await load(client, policyNo);
    const response = await client.post(SAVE, { policyNo, raiders: { ...model.raiders, ac: false, acWorkshop: true }, ids: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ 'raiders.acWorkshop': messages.RIDERS_AC_REQUIRED });
    const malformed = await client.post(SAVE, { policyNo, raiders: {}, ids: 'x' });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses another agent policy (404), no session (401) and no role (403)', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const model = await load(client, da('PLAIN'));
    const body = { policyNo: da('PLAIN'), raiders: model.raiders, ids: [] };
    expect((await (await loginAs(ctx.app, 'dealer.ncd')).post(SAVE, body)).statusCode).toBe(404);
    expect((await createClient(ctx.app).post(SAVE, body)).statusCode).toBe(401);
    expect((await (await loginAs(ctx.app, 'agent.basic')).post(SAVE, body)).statusCode).toBe(403);
  });
});

describe('the change documents and the information files', () => {
  it('lists the annex and the policy of a saved version at place MTA, and the annex is a real PDF of the change', async () => {
    const client = await loginAs(ctx.app, 'dealer.ncd');
    const policyNo = ncd('PLAIN');
    const documents = await listDocuments(client, await setHash(client, policyNo, 'MTA', '2'));
    expect(documents.map((doc) => doc.id)).toEqual(['MTA_ANNEX', 'POLICY_SCHEDULE']);
    await ctx.app.documentJobs.startWorker();
    const { documentHash } = (await client.post('/ms-doc', { hash: documents[0]!.hash })).json();
    expect(await waitForGeneration(client, documentHash)).toEqual({ ready: true, failed: false });
    const { text } = await pdfText((await client.get(`/ms-doc/pdf/${documentHash}`)).rawPayload);
    expect(text).toContain(`Aneks nr 1 do polisy nr ${policyNo}`);
    expect(text).toContain('GD12345');
    expect(text).toContain('Dopłata za pozostały okres');
  });

  it('offers no annex for a version that does not exist, and refuses malformed print arguments (400)', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    expect(await listDocuments(client, await setHash(client, da('PLAIN'), 'MTA', '7'))).toEqual([]);
    const bad = await client.get(`/partner/rest/document/get-available-docs-hash/${da('PLAIN')}/MTA/x_1`);
    expect(bad.statusCode).toBe(400);
  });

  it('names the information files of the cover in force, served as PDFs from /doc/komunikacja/', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const plain = await client.get(`/ms-doc/get-pid-file-names/CP/${da('PLAIN')}`);
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toEqual(['karta-produktu-oc.pdf', 'karta-produktu-ac.pdf']);
    expect((await client.get(`/ms-doc/get-pid-file-names/CP/${da('ALL_RIDERS')}`)).json()).toHaveLength(4);
    for (const file of (await client.get(`/ms-doc/get-pid-file-names/CP/${da('ALL_RIDERS')}`)).json() as string[]) {
      const pdf = await client.get(`/doc/komunikacja/${file}`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('refuses another agent policy (404), a malformed number (400), no session (401) and no role (403)', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    expect((await client.get(`/ms-doc/get-pid-file-names/CP/${ncd('PLAIN')}`)).statusCode).toBe(404);
    expect((await client.get(`/ms-doc/get-pid-file-names/CP/${encodeURIComponent('a b')}`)).statusCode).toBe(400);
    expect((await createClient(ctx.app).get(`/ms-doc/get-pid-file-names/CP/${da('PLAIN')}`)).statusCode).toBe(401);
    expect((await (await loginAs(ctx.app, 'agent.basic')).get(`/ms-doc/get-pid-file-names/CP/${da('PLAIN')}`)).statusCode).toBe(403);
  });
});
