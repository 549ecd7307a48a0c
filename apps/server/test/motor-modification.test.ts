import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, HELPLINE, isoDateInPoland, messages, type CpMtaModelApi } from '@panel/domain';
import { policies, vehicles } from '../src/db/schema/index';
import { policyOf } from './documents-helpers';
import { createClient, loginAs, type Client, useTestApp } from './helper';
import { MTA, da, ncd, nn, load, motorModificationReads } from './motor-modification-helpers';

const ctx = useTestApp({ policiesScale: 0.3 });
const { policyRow, portfolioPolicy } = motorModificationReads(ctx);

describe('GET /partner/rest/mta/cp/load/{policyNo}', () => {
  it('answers the model of a modifiable policy: vehicle, drivers, owners, riders and payment as stored', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const model = await load(client, da('PLAIN'));
    const { vehicle } = await policyRow(da('PLAIN'));
    expect(model).toMatchObject({
      policyNo: da('PLAIN'),
      regNo: vehicle.regNo,
      carData: { vehicleType: '001', year: String(vehicle.productionYear), carValue: vehicle.carValue, infoExpertCarValue: vehicle.carValue, currentMileage: vehicle.mileage, boughtAtPolishDealer: true },
      otherData: { showDrivers: true, drivingLicenseYearVisible: false, drivers: { isOwnerMd: 'Y', hasSd: 'N', youngestDriver: null } },
      cession: { cession: false },
      owners: { mainOwner: { name: 'Grzegorz Kwiatkowski', sameMailAddress: false }, firstCoowner: { name: 'Anna Kwiatkowska' }, secondCoowner: null },
      raiders: { ac: true, originalAc: true, nnw: false, enabled: { ac: true, tires: true } },
      payment: { paymentType: 'TRANSFER', paymentFrequency: '1', cashAvailable: true, paymentChangeAvaialable: true },
      summary: [],
    });
    expect(model.carData.accessoriesOpt.filter((item) => item.selected)).toHaveLength(1);
    expect(model.priceDto.price).toBe(model.priceDto.priceBefore);
    expect(model.carData.carValues).toContain(vehicle.carValue);
  });

  it('tells an agent without ROLE_IS_CASH_AVAILABLE that cash is not available', async () => {
    const model = await load(await loginAs(ctx.app, 'agent.nn'), nn('CASH'));
    expect(model.payment).toMatchObject({ paymentType: 'CASH', cashAvailable: false });
  });

  it('derives the data of a portfolio policy from its vehicle (catalogue) and its owner', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const { policyNo } = await portfolioPolicy();
    const model = await load(client, policyNo);
    const { vehicle } = await policyRow(policyNo);
    expect(model.regNo).toBe(vehicle.regNo);
    expect(model.otherData.averageAnnualMileage).toBe('15000');
    expect(model.carData.version).not.toBe('');
    const unchanged = await client.post(`${MTA}/recalculate`, model);
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json()).toMatchObject({ summary: [], priceDto: { priceBefore: model.priceDto.priceBefore, price: model.priceDto.priceBefore } });
  });

  it('refuses a vehicle classified outside the 001 §9 codes with the policy change error (409)', async () => {
    const { policyNo, vehicleId } = await portfolioPolicy(1);
    await ctx.database.db.update(vehicles).set({ vehicleType: 'OSOBOWY' }).where(eq(vehicles.id, vehicleId!));
    const response = await (await loginAs(ctx.app, 'agent.da')).get(`${MTA}/load/${policyNo}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: messages.POLICY_CHANGE_ERROR });
  });

  it('gives the policy change error with the helpline (409) for a policy that cannot be changed', async () => {
    const response = await (await loginAs(ctx.app, 'agent.da')).get(`${MTA}/load/${da('NOT_MODIFIABLE')}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: messages.POLICY_CHANGE_ERROR });
    expect(response.json().message).toContain(HELPLINE);
  });

  it('answers 404 alike for an unknown number, another agent policy and a home policy', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const unknown = await client.get(`${MTA}/load/1299999999`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: messages.POLICY_NOT_FOUND });
    const foreign = await client.get(`${MTA}/load/${da('PLAIN')}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    const { policy: home } = await policyOf(ctx.database, 'DA100234', and(eq(policies.productLine, 'HP'), eq(policies.kind, 'CONCLUDED')));
    expect((await (await loginAs(ctx.app, 'agent.da')).get(`${MTA}/load/${home.policyNo}`)).json()).toEqual(unknown.json());
  });

  it('refuses a malformed number (400, Polish)', async () => {
    const response = await (await loginAs(ctx.app, 'agent.da')).get(`${MTA}/load/${encodeURIComponent('11 94$')}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ policyNo: messages.POLICY_NUMBER_FORMAT_ERROR });
  });

  it('needs a session (401) and ROLE_CP_MTA_ENABLED (403)', async () => {
    expect((await createClient(ctx.app).get(`${MTA}/load/${da('PLAIN')}`)).statusCode).toBe(401);
    expect((await (await loginAs(ctx.app, 'agent.basic')).get(`${MTA}/load/${da('PLAIN')}`)).statusCode).toBe(403);
  });
});

describe('GET /partner/rest/mta/cp/getPrices/{policyNo}', () => {
  it('prices the riders the policy can add, without the AC family when it has AC', async () => {
    const response = await (await loginAs(ctx.app, 'agent.da')).get(`${MTA}/getPrices/${da('PLAIN')}`);
    expect(response.statusCode).toBe(200);
    const { rows } = response.json() as { rows: { rider: string; variant: string; annualPremium: number; proRataPremium: number; selected: boolean }[] };
    expect(new Set(rows.map((row) => row.rider))).toEqual(new Set(['nnw', 'premiumAssistance', 'tires', 'replacementCar']));
    expect(rows.filter((row) => row.rider === 'nnw').map((row) => row.variant)).toEqual(['10000', '20000', '50000']);
    for (const row of rows) {
      expect(row.annualPremium).toBeGreaterThan(0);
      expect(row.proRataPremium).toBeLessThan(row.annualPremium);
    }
  });

  it('offers AC to a policy without it and marks the riders already chosen', async () => {
    const { rows } = (await (await loginAs(ctx.app, 'agent.da')).get(`${MTA}/getPrices/${da('INSPECTION')}`)).json();
    const ac = rows.find((row: { rider: string }) => row.rider === 'ac');
    expect(ac).toMatchObject({ selected: true });
    expect(rows.some((row: { rider: string }) => row.rider === 'acWorkshopPlus')).toBe(true);
  });

  it('answers no rows when every rider is included', async () => {
    const response = await (await loginAs(ctx.app, 'agent.da')).get(`${MTA}/getPrices/${da('ALL_RIDERS')}`);
    expect(response.json()).toEqual({ rows: [] });
  });

  it('refuses another agent policy (404), a policy that cannot change (409), no session (401) and no role (403)', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    expect((await client.get(`${MTA}/getPrices/${ncd('PLAIN')}`)).statusCode).toBe(404);
    expect((await client.get(`${MTA}/getPrices/${da('NOT_MODIFIABLE')}`)).statusCode).toBe(409);
    expect((await client.get(`${MTA}/getPrices/${encodeURIComponent('x y')}`)).statusCode).toBe(400);
    expect((await createClient(ctx.app).get(`${MTA}/getPrices/${da('PLAIN')}`)).statusCode).toBe(401);
    expect((await (await loginAs(ctx.app, 'agent.basic')).get(`${MTA}/getPrices/${da('PLAIN')}`)).statusCode).toBe(403);
  });
});

describe('POST /partner/rest/mta/cp/recalculate', () => {
  const recalculate = (client: Client, model: CpMtaModelApi) => client.post(`${MTA}/recalculate`, model);

  it('keeps the price of an unchanged policy and lists no changes', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const model = await load(client, da('PLAIN'));
    const response = await recalculate(client, model);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ referralCode: null, changeIncompatibleWithOWU: false, inspectionNeeded: false, summary: [] });
    expect(response.json().priceDto).toEqual({ priceBefore: model.priceDto.priceBefore, price: model.priceDto.priceBefore, totalUnderpaymentAmount: 0 });
  });

  it('prices a higher annual mileage up, charges the rest of the period pro rata and lists the changed rows', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const model = await load(client, da('PLAIN'));
    const response = await recalculate(client, { ...model, regNo: 'wz 7777a', otherData: { ...model.otherData, averageAnnualMileage: '50000' } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.priceDto.price).toBeGreaterThan(model.priceDto.priceBefore);
    expect(body.priceDto.totalUnderpaymentAmount).toBeGreaterThan(0);
    expect(body.priceDto.totalUnderpaymentAmount).toBeLessThan(body.priceDto.price - model.priceDto.priceBefore);
    expect(body.summary).toEqual([
      { section: 'REG_NO', source: 'Numer rejestracyjny', originalVal: model.regNo, newVal: 'WZ7777A', order: 0 },
      expect.objectContaining({ section: 'OTHER_DATA', source: 'Średni roczny przebieg', originalVal: '10 001 – 15 000 km', newVal: '30 001 – 50 000 km' }),
    ]);
  });

  it('refuses a payment change in the last 30 days of cover (400)', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const { policyNo } = await portfolioPolicy(2);
    const soon = addDays(isoDateInPoland(new Date()), 10);
    await ctx.database.db.update(policies).set({ endDate: soon }).where(eq(policies.policyNo, policyNo));
    const model = await load(client, policyNo);
    expect(model.payment.paymentChangeAvaialable).toBe(false);
    const frequency = model.payment.paymentFrequency === '1' ? '2' : '1';
    const response = await client.post(`${MTA}/recalculate`, { ...model, payment: { ...model.payment, paymentFrequency: frequency } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ 'payment.paymentType': messages.PAYMENT_CHANGE_NOT_AVAILABLE });
  });

  it('answers a referral for a policy with a driver under 21', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const model = await load(client, da('REFERRAL'));
    const body = (await recalculate(client, { ...model, regNo: 'WZ1111' })).json();
    expect(body).toMatchObject({ referralCode: 'DRIVER_AGE', changeIncompatibleWithOWU: false });
  });

  it('answers a change incompatible with the OWU for a taxi and for a value outside ±10 % of the catalogue', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const model = await load(client, da('PLAIN'));
    const taxi = (await recalculate(client, { ...model, otherData: { ...model.otherData, carUsage: 'TAXI' } })).json();
    expect(taxi).toMatchObject({ referralCode: 'USAGE', changeIncompatibleWithOWU: true });
    // The browser's catalogue value is stale: the value is within its ±10 %, not within the catalogue's.
    const stale = model.carData.infoExpertCarValue! * 2;
    const value = (await recalculate(client, { ...model, carData: { ...model.carData, infoExpertCarValue: stale, carValue: stale } })).json();
    expect(value).toMatchObject({ referralCode: 'CAR_VALUE_RANGE', changeIncompatibleWithOWU: true, infoExpertCarValue: model.carData.infoExpertCarValue });
  });

  it('asks for an inspection when AC or a cession is added', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    // AC was chosen in the riders panel: saved for the change, not in force.
    const loaded = await load(client, da('INSPECTION'));
    expect(loaded.raiders).toMatchObject({ ac: false, originalAc: false });
    expect(loaded.pendingRaiders).toMatchObject({ ac: true, originalAc: false });
    const withAc = await recalculate(client, { ...loaded, raiders: loaded.pendingRaiders! });
    expect(withAc.json()).toMatchObject({ inspectionNeeded: true, referralCode: null });
    expect(withAc.json().summary).toContainEqual(expect.objectContaining({ section: 'RIDERS', source: 'AC', originalVal: 'Nie' }));

    const model = await load(client, da('PLAIN'));
    const cession = { ...model.cession, cession: true, type: 'MANUAL_EDIT' as const, name: 'Bank Testowy S.A.', city: 'Warszawa', postCode: '00-950', street: 'Prosta', homeNumber: '1', regon: '016298263', nip: '5250007738' };
    const body = (await recalculate(client, { ...model, cession })).json();
    expect(body.inspectionNeeded).toBe(true);
    expect(body.summary).toContainEqual(expect.objectContaining({ section: 'CESSION', source: 'Cesja', originalVal: 'Nie', newVal: 'Tak' }));
  });

  it('fills a searched cession from the bank register and refuses an unknown bank', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const model = await load(client, da('PLAIN'));
    const searched = { ...model.cession, cession: true, type: 'SEARCH' as const, bankCentralId: '2' };
    const body = (await recalculate(client, { ...model, cession: searched })).json();
    expect(body.summary).toContainEqual(expect.objectContaining({ source: 'REGON banku', originalVal: '', newVal: '016298263' }));
    const unknown = await recalculate(client, { ...model, cession: { ...searched, bankCentralId: '999999' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ 'cession.bankCentralId': messages.BANK_REQUIRED });
  });

  it('refuses invalid data at the fields, in Polish (400)', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const model = await load(client, da('PLAIN'));
    const response = await recalculate(client, {
      ...model,
      regNo: 'WZ-12',
      owners: { ...model.owners, mainOwner: { ...model.owners.mainOwner, phoneNumber: '12' } },
      raiders: { ...model.raiders, acWorkshopPlus: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({
      regNo: messages.PATTERN_VALIDATION_ERROR,
      'owners.mainOwner.phoneNumber': messages.FORMAT_MISMATCH_ERROR,
      'raiders.acWorkshopPlus': messages.RIDERS_WORKSHOP_REQUIRED,
    });
    const malformed = await client.post(`${MTA}/recalculate`, { policyNo: da('PLAIN') });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/[a-ząćęłńóśźż]/);
    const lov = await recalculate(client, { ...model, otherData: { ...model.otherData, parkingType: 'ROOF' } });
    expect(lov.json().fieldErrors).toEqual({ 'otherData.parkingType': messages.PATTERN_VALIDATION_ERROR });
    const mileage = await recalculate(client, { ...model, otherData: { ...model.otherData, actualMileage: '100' } });
    expect(mileage.json().fieldErrors).toEqual({ 'otherData.actualMileage': messages.MILEAGE_DECREASE_ERROR });
    const version = await recalculate(client, { ...model, carData: { ...model.carData, version: '999999' } });
    expect(version.json().fieldErrors).toEqual({ 'carData.version': messages.VERSION_REQUIRED });
  });

  it('refuses another agent policy (404), a policy that cannot change (409), no session (401) and no role (403)', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const model = await load(client, da('PLAIN'));
    expect((await recalculate(await loginAs(ctx.app, 'dealer.ncd'), model)).statusCode).toBe(404);
    expect((await recalculate(client, { ...model, policyNo: da('NOT_MODIFIABLE') })).statusCode).toBe(409);
    expect((await createClient(ctx.app).post(`${MTA}/recalculate`, model)).statusCode).toBe(401);
    expect((await (await loginAs(ctx.app, 'agent.basic')).post(`${MTA}/recalculate`, model)).statusCode).toBe(403);
  });
});
