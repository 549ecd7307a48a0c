import { describe, expect, it } from 'vitest';
import { addDays, isoDateInPoland, messages } from '@panel/domain';
import { vehicleSaleDemoNumber, vehicleSaleDemoVin } from '../src/db/seed/vehicle-sale';
import { createClient, loginAs, useTestApp } from './helper';

const ctx = useTestApp();
const da = (seq: number) => ({ number: vehicleSaleDemoNumber(1, seq), vin: vehicleSaleDemoVin(1, seq) });
const searchUrl = (number: string, vin: string) => `/partner/rest/uks/policy/${encodeURIComponent(number)}/${encodeURIComponent(vin)}`;
const today = isoDateInPoland(new Date());
const daysAgo = (n: number) => addDays(today, -n);

describe('GET /partner/rest/uks/policy/{number}/{vin}', () => {
  it('finds an active, paid policy: change of ownership only (not isUks)', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.get(searchUrl(da(10).number, da(10).vin));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      policyNo: da(10).number,
      insuredFirstName: 'Teresa',
      insuredLastName: 'Woźniak',
      owner: 'Teresa Woźniak',
      regNo: 'WU10010',
      vin: da(10).vin,
      status: 'aktywna',
      paymentStatus: 'Opłacona',
      dueAmt: 0,
      installmentPaid: 1,
      paymentFrequency: '1',
      coverChangedDate: null,
      isUks: false,
    });
  });

  it('after a sale: isUks, the last ownership change date, the new owner and the due amount', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.get(searchUrl(da(11).number, da(11).vin.toLowerCase()));
    expect(response.json()).toMatchObject({
      insuredLastName: 'Rutkowski',
      owner: 'Kamil Rutkowski',
      status: 'aktywna',
      paymentStatus: 'Nieopłacona',
      dueAmt: 412.5,
      coverChangedDate: daysAgo(12),
      isUks: true,
    });
  });

  it('unpaid instalments: one of two paid; an ended policy is wygasła', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    expect((await client.get(searchUrl(da(12).number, da(12).vin))).json()).toMatchObject({
      paymentStatus: 'Nieopłacona',
      installmentPaid: 1,
      paymentFrequency: '2',
      dueAmt: 640,
    });
    expect((await client.get(searchUrl(da(13).number, da(13).vin))).json()).toMatchObject({ status: 'wygasła' });
    expect((await client.get(searchUrl(da(3).number, da(3).vin))).json()).toMatchObject({ status: 'nierozpoczęta' });
  });

  it('no hit (a wrong VIN, an unknown number, another agent’s policy, an offer) gives the search error (404)', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    for (const url of [
      searchUrl(da(10).number, da(11).vin),
      searchUrl(da(99).number, da(10).vin),
      searchUrl(vehicleSaleDemoNumber(3, 1), vehicleSaleDemoVin(3, 1)),
      searchUrl(da(6).number, da(6).vin),
    ]) {
      const response = await client.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Nie odnaleziono polisy na podstawie podanych informacji' });
    }
  });

  it('refuses spaces (400 with the Polish message)', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.get(searchUrl(`${da(10).number} 1`, da(10).vin));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.NO_SPACES_ERROR);
  });

  it('needs a session (401) and ROLE_AGENT_UKS_ENABLED (403)', async () => {
    expect((await createClient(ctx.app).get(searchUrl(da(10).number, da(10).vin))).statusCode).toBe(401);
    expect((await (await loginAs(ctx.app, 'agent.basic')).get(searchUrl(da(10).number, da(10).vin))).statusCode).toBe(403);
  });
});

describe('redirect facade', () => {
  it('uks?platesNo= opens the sale popup for the vehicle with these plates', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.get('/partner/rest/redirectFacade/uks?platesNo=wu10010');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: `?redirect=uks&number=${da(10).number}&vin=${da(10).vin}&ass=1` });
    expect((await client.get('/partner/rest/redirectFacade/uks?platesNo=WU30001')).statusCode).toBe(404);
    const bad = await client.get('/partner/rest/redirectFacade/uks?platesNo=');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(messages.REQUIRED_VALIDATION_ERROR);
  });

  it('completeBuyersData opens the sale popup as the buyer with the names', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.get(`/partner/rest/redirectFacade/completeBuyersData?policyNo=${da(11).number}&firstName=Kamil&lastName=Rutkowski`);
    expect(response.json()).toEqual({
      url: `?redirect=uks&number=${da(11).number}&vin=${da(11).vin}&party=BUYER&firstName=Kamil&lastName=Rutkowski&ass=1`,
    });
    expect((await client.get(`/partner/rest/redirectFacade/completeBuyersData?policyNo=${vehicleSaleDemoNumber(3, 4)}`)).statusCode).toBe(404);
  });

  it('resignation opens the resignation popup for the policy; needs ROLE_AGENT_RES_ENABLED too', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.get(`/partner/rest/redirectFacade/resignation?policyNo=${da(11).number}`);
    expect(response.json()).toEqual({ url: `?redirect=resignation&policyNo=${da(11).number}&isUks=1` });
    expect((await client.get(`/partner/rest/redirectFacade/resignation?policyNo=${vehicleSaleDemoNumber(3, 4)}`)).statusCode).toBe(404);
    expect((await client.get('/partner/rest/redirectFacade/resignation?policyNo=1%202')).statusCode).toBe(400);
    expect((await createClient(ctx.app).get(`/partner/rest/redirectFacade/resignation?policyNo=${da(11).number}`)).statusCode).toBe(401);
    expect((await (await loginAs(ctx.app, 'agent.basic')).get('/partner/rest/redirectFacade/uks?platesNo=WU10010')).statusCode).toBe(403);
  });
});
