import { describe, expect, it } from 'vitest';
import { messages, type CpMtaModelApi } from '@panel/domain';
import { mtaDemoNumber } from '../src/db/seed/motor-modification';
import { vehicleSaleDemoNumber, vehicleSaleDemoVin } from '../src/db/seed/vehicle-sale';
import { createClient, loginAs, useTestApp } from './helper';
import { uploadedPdfId } from './uploads-helper';

const ctx = useTestApp();
const MTA = '/partner/rest/mta/cp';

describe('text that no database column can hold is refused at its field (400), never a 500', () => {
  it('a NUL in the login of a login without a session', async () => {
    const response = await createClient(ctx.app).post('/partner/rest/auth/login', { login: 'a\u0000b', password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.FORBIDDEN_CHARACTERS, fieldErrors: { login: messages.FORBIDDEN_CHARACTERS } });
  });

  it('a NUL in the header search', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.get('/partner/rest/policies/quick-search?q=a%00b');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ q: messages.FORBIDDEN_CHARACTERS });
  });

  it('a lone surrogate in the seller’s name of a vehicle sale', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const fileId = await uploadedPdfId(client, 'draft-hostile-1');
    const response = await client.post('/partner/rest/uks/register', {
      number: vehicleSaleDemoNumber(1, 2),
      vin: vehicleSaleDemoVin(1, 2),
      sellingDate: '2026-01-02',
      seller: { firstname: 'Jan', name: 'Kowalski\ud800' },
      buyer: { firstname: 'Jan', name: 'Nabywca' },
      city: 'Kraków',
      street: 'Długa',
      streetNo: '5',
      postcode: '31-147',
      phoneNumber: '601202303',
      uploadedFiles: [fileId],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({ 'seller.name': messages.FORBIDDEN_CHARACTERS });
  });
});

describe('a motor modification with values no catalogue lookup can take', () => {
  const policyNo = mtaDemoNumber(1, 'PLAIN');
  const loaded = async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    return { client, model: (await client.get(`${MTA}/load/${policyNo}`)).json<CpMtaModelApi>() };
  };
  const withYear = async (year: string) => {
    const { client, model } = await loaded();
    return { client, model: { ...model, carData: { ...model.carData, year } } };
  };

  it('recalculate answers 400 at carData.year', async () => {
    const { client, model } = await withYear('abcd');
    const response = await client.post(`${MTA}/recalculate`, model);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({ 'carData.year': expect.any(String) });
  });

  it.each([
    ['carData.version', (model: CpMtaModelApi) => ({ ...model, carData: { ...model.carData, version: '99999999999' } })],
    ['cession.bankCentralId', (model: CpMtaModelApi) => ({ ...model, cession: { ...model.cession, cession: true, type: 'SEARCH' as const, bankCentralId: '99999999999' } })],
  ])('an id beyond any integer column at %s is refused at the field (400) by recalculate and save', async (field, change) => {
    const { client, model } = await loaded();
    for (const url of [`${MTA}/recalculate`, `${MTA}/save/TRANSFER`]) {
      const response = await client.post(url, change(model));
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(response.json().fieldErrors)).toContain(field);
    }
  });

  it('save answers 400 at carData.year', async () => {
    const { client, model } = await withYear('abcd');
    const response = await client.post(`${MTA}/save/TRANSFER`, model);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({ 'carData.year': expect.any(String) });
  });
});
