import { describe, expect, it } from 'vitest';
import { isValidNip, isValidPesel, messages, roles } from '@panel/domain';
import { loginAs, useTestApp } from './helper';

const ctx = useTestApp();

const calls = ['/partner/rest/user/roles', '/partner/rest/user/info', '/rest/features/', '/partner/rest/officeAddress', '/partner/rest/contacts'];

describe('session and user calls', () => {
  it.each(calls)('%s refuses a request without a session (401)', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: messages.UNAUTHORIZED_ERROR });
  });

  it.each(calls)('%s refuses a forged session cookie (401)', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: { cookie: 'sid=forged-token' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /partner/rest/user/info', () => {
  it('answers the logged-in user with the agent data, valid PESEL and NIP', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const info = (await client.get('/partner/rest/user/info')).json();
    expect(info).toMatchObject({
      login: 'agent.da',
      name: 'Jan Kowalski',
      agentType: 'DA',
      custCode: 'DA100234',
      agentName: 'Agencja Ubezpieczeniowa Kowalski i Wspólnicy Sp. z o.o.',
      rauNo: '11223344/A',
      birthDate: '1980-01-01',
    });
    expect(isValidPesel(info.pesel)).toBe(true);
    expect(isValidNip(info.nip)).toBe(true);
  });

  it('gives each agent only its own data', async () => {
    const dealer = (await (await loginAs(ctx.app, 'dealer.ncd')).get('/partner/rest/user/info')).json();
    expect(dealer).toMatchObject({ login: 'dealer.ncd', agentType: 'NCD', custCode: 'NCD300512' });
    const basic = (await (await loginAs(ctx.app, 'agent.basic')).get('/partner/rest/user/info')).json();
    expect(basic).toMatchObject({ login: 'agent.basic', agentType: 'DA', phone: null, pesel: null, rauNo: null });
  });
});

describe('GET /partner/rest/user/roles', () => {
  it('gives agent.da every role of the seeds', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    expect((await client.get('/partner/rest/user/roles')).json()).toEqual([...roles]);
  });

  it('gives agent.nn no fleet, cash or files roles', async () => {
    const granted: string[] = (await (await loginAs(ctx.app, 'agent.nn')).get('/partner/rest/user/roles')).json();
    expect(granted).toContain('ROLE_AGENT_CP_ENABLED');
    expect(granted).not.toContain('ROLE_AGENT_FLEET');
    expect(granted).not.toContain('ROLE_IS_CASH_AVAILABLE');
    expect(granted).not.toContain('ROLE_AGENT_FILES_ENABLED');
  });

  it('gives agent.basic the fewest roles', async () => {
    const granted = (await (await loginAs(ctx.app, 'agent.basic')).get('/partner/rest/user/roles')).json();
    expect(granted).toEqual(['ROLE_AGENT_PANEL_DIRECT_ENABLED']);
  });
});

describe('GET /rest/features/', () => {
  it('lists every flag of the seeds, on for agent.da', async () => {
    const flags = (await (await loginAs(ctx.app, 'agent.da')).get('/rest/features/')).json();
    expect(flags).toEqual({ CASETYPE_WYP_REDIRECTION: true, CASETYPE_UKS_REDIRECTION: true, UP_REDIRECT_BUTTON: true });
  });

  it('lists every flag, off where the user lacks it', async () => {
    const flags = (await (await loginAs(ctx.app, 'agent.basic')).get('/rest/features/')).json();
    expect(flags).toEqual({ CASETYPE_WYP_REDIRECTION: false, CASETYPE_UKS_REDIRECTION: false, UP_REDIRECT_BUTTON: false });
  });
});

describe('GET /partner/rest/officeAddress', () => {
  it("answers the agent's own office", async () => {
    const address = (await (await loginAs(ctx.app, 'agent.nn')).get('/partner/rest/officeAddress')).json();
    expect(address).toEqual({ street: 'Piotrkowska', streetNo: '120', city: 'Łódź', postArea: '90-006' });
  });

  it('answers empty fields when the agent has no office on record', async () => {
    const address = (await (await loginAs(ctx.app, 'agent.basic')).get('/partner/rest/officeAddress')).json();
    expect(address).toEqual({ street: null, streetNo: null, city: null, postArea: null });
  });
});

describe('GET /partner/rest/contacts', () => {
  it('answers the regional manager and the helplines of the agent type, which differ per type', async () => {
    const da = (await (await loginAs(ctx.app, 'agent.da')).get('/partner/rest/contacts')).json();
    const ncd = (await (await loginAs(ctx.app, 'dealer.ncd')).get('/partner/rest/contacts')).json();
    expect(da.regionalManager.name).toBe('Katarzyna Wiśniewska');
    expect(da.helplines[0]).toEqual({
      label: 'Infolinia sprzedaży agencyjnej',
      phone: '22 123 45 67',
      email: 'sprzedaz.agencyjna@ubezpieczyciel.example.pl',
    });
    expect(ncd.regionalManager.name).toBe('Agnieszka Dąbrowska');
    expect(ncd.helplines.map((h: { label: string }) => h.label)).toEqual(['Infolinia dla dealerów', 'Obsługa zmian właściciela (UKS)']);
  });
});
