import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HANDOFF_TOKEN_TTL_SECONDS, messages } from '@panel/domain';
import { handoffConfigFromEnv, handoffFormOrigins } from '../src/modules/handoffs/config';
import { mintToken } from '../src/modules/handoffs/token';
import { createClient, loginAs, useTestApp } from './helper';

// Read when the module registers: the tokens of this file are signed with a secret the test knows.
const SECRET = 'test-secret-of-the-handoff-tokens-0123456789';
process.env.HANDOFF_TOKEN_SECRET = SECRET;

const ctx = useTestApp();
const ACCESS = '/s-auth/rest/internal_token/access';
const VERIFY = '/s-auth/rest/token/verify';

function decode(token: string) {
  const [header, payload, signature] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header!, 'base64url').toString()),
    claims: JSON.parse(Buffer.from(payload!, 'base64url').toString()),
    signatureValid: createHmac('sha256', SECRET).update(`${header}.${payload}`).digest('base64url') === signature,
  };
}

/** The external system's call: no cookies, no CSRF header. */
const verify = (token: string, audience: string) =>
  ctx.app.inject({ method: 'POST', url: VERIFY, payload: { token, audience } });

describe('POST /s-auth/rest/internal_token/access', () => {
  it('gives agent.da a signed HS256 token for UP and the destinations of UP, POS and CAS', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.post(ACCESS, { system: 'UP', redirectUrn: 'urn:up:polisy/lista' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.destinations).toEqual({
      UP: 'https://up.ubezpieczyciel.example.pl/sso/panel-agenta',
      POS: 'https://pos.ubezpieczyciel.example.pl/sso/panel-agenta',
      CAS: 'https://cas.ubezpieczyciel.example.pl/sso/panel-agenta',
    });
    expect(body.accessToken).toMatchObject({ token_type: 'Bearer', expires_in: HANDOFF_TOKEN_TTL_SECONDS });
    const { header, claims, signatureValid } = decode(body.accessToken.access_token);
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(signatureValid).toBe(true);
    expect(claims).toMatchObject({ iss: 'panel-agenta', aud: 'UP', sub: 'agent.da', custCode: 'DA100234', agentType: 'DA', rauNo: '11223344/A', name: 'Jan Kowalski' });
    expect(claims.exp - claims.iat).toBe(HANDOFF_TOKEN_TTL_SECONDS);
  });

  it('refuses UP without the UP_REDIRECT_BUTTON flag (403) and leaves it out of the destinations', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const up = await client.post(ACCESS, { system: 'UP' });
    expect(up.statusCode).toBe(403);
    expect(up.json()).toEqual({ message: messages.FORBIDDEN_ERROR });
    const pos = await client.post(ACCESS, { system: 'POS' });
    expect(pos.statusCode).toBe(200);
    expect(Object.keys(pos.json().destinations)).toEqual(['POS', 'CAS']);
    expect(decode(pos.json().accessToken.access_token).claims.aud).toBe('POS');
  });

  it('opens POS and CAS to the agent with the fewest roles', async () => {
    const client = await loginAs(ctx.app, 'agent.basic');
    expect((await client.post(ACCESS, { system: 'CAS' })).statusCode).toBe(200);
    expect((await client.post(ACCESS, { system: 'UP' })).statusCode).toBe(403);
  });

  it('refuses bad input (400) and a caller without a session (401)', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    expect((await client.post(ACCESS, { system: 'LIFE' })).statusCode).toBe(400);
    const badUrn = await client.post(ACCESS, { system: 'POS', redirectUrn: 'javascript:alert(1)' });
    expect(badUrn.statusCode).toBe(400);
    expect((await createClient(ctx.app).post(ACCESS, { system: 'POS' })).statusCode).toBe(401);
  });
});

describe('POST /s-auth/rest/token/verify', () => {
  it('confirms a token once, for its audience, without a session or CSRF cookie', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const token = (await client.post(ACCESS, { system: 'CAS' })).json().accessToken.access_token;
    const wrongAudience = await verify(token, 'POS');
    expect(wrongAudience.json()).toEqual({ valid: false, reason: 'AUDIENCE' });
    const first = await verify(token, 'CAS');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ valid: true, claims: { sub: 'agent.da', aud: 'CAS' } });
    expect((await verify(token, 'CAS')).json()).toEqual({ valid: false, reason: 'USED' });
  });

  it('refuses a forged, a malformed and an expired token', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const token: string = (await client.post(ACCESS, { system: 'POS' })).json().accessToken.access_token;
    const [header, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: 'agent.nn' })).toString('base64url');
    expect((await verify(`${header}.${forgedPayload}.${token.split('.')[2]}`, 'POS')).json()).toEqual({ valid: false, reason: 'SIGNATURE' });
    const otherSecret = mintToken('another-secret-another-secret-another', 'POS', claims);
    expect((await verify(otherSecret, 'POS')).json()).toEqual({ valid: false, reason: 'SIGNATURE' });
    expect((await verify('not-a-token', 'POS')).json()).toEqual({ valid: false, reason: 'MALFORMED' });
    const old = mintToken(SECRET, 'POS', claims, new Date(Date.now() - (HANDOFF_TOKEN_TTL_SECONDS + 1) * 1000));
    expect((await verify(old, 'POS')).json()).toEqual({ valid: false, reason: 'EXPIRED' });
  });

  it('refuses bad input (400)', async () => {
    const response = await verify('', 'NOPE');
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
  });
});

describe('calculator hand-offs', () => {
  it('answers the calculator addresses and tokens to an agent holding the roles', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    expect((await client.get('/partner/rest/user/stp')).json()).toEqual({ url: 'https://podroze.ubezpieczyciel.example.pl/kalkulator' });
    expect((await client.get('/partner/rest/user/sass')).json()).toEqual({ url: 'https://sass.ubezpieczyciel.example.pl/kalkulator' });
    expect((await client.get('/partner/rest/user/hate')).json()).toEqual({ url: 'https://dom-plus.ubezpieczyciel.example.pl/kalkulator' });

    const stp = await client.post('/s-auth/rest/stp/token');
    expect(stp.statusCode).toBe(200);
    expect(decode(stp.json().access_token)).toMatchObject({ signatureValid: true, claims: { aud: 'STP' } });

    const apa = (await client.get('/rest/get-apa-token')).json();
    expect(apa.apaRedirectUrl).toBe('https://assistance.ubezpieczyciel.example.pl/panel');
    expect(decode(apa.token).claims.aud).toBe('APA');
    const sass = await client.get('/rest/get-sass-token');
    expect(sass.headers['cache-control']).toBe('no-store');
    expect(decode(sass.json().token).claims.aud).toBe('SASS');

    const travel = new URL((await client.get('/partner/rest/travel/europaAssistance')).json().url);
    expect(travel.origin + travel.pathname).toBe('https://europa-assistance.ubezpieczyciel.example.pl/panel');
    expect((await verify(travel.searchParams.get('token')!, 'TRAVEL')).json()).toMatchObject({ valid: true });
  });

  it.each([
    ['GET', '/partner/rest/user/stp'],
    ['GET', '/partner/rest/user/sass'],
    ['GET', '/partner/rest/user/hate'],
    ['GET', '/rest/get-apa-token'],
    ['GET', '/rest/get-sass-token'],
    ['GET', '/partner/rest/travel/europaAssistance'],
    ['POST', '/s-auth/rest/stp/token'],
  ] as const)('%s %s needs its role (403) and a session (401)', async (method, url) => {
    const basic = await loginAs(ctx.app, 'agent.basic');
    const refused = method === 'GET' ? await basic.get(url) : await basic.post(url);
    expect(refused.statusCode).toBe(403);
    const anonymous = createClient(ctx.app);
    expect((method === 'GET' ? await anonymous.get(url) : await anonymous.post(url)).statusCode).toBe(401);
  });

  it('lets the hand-off forms post to the systems’ origins (CSP form-action)', async () => {
    const response = await createClient(ctx.app).get('/healthz');
    expect(response.headers['content-security-policy']).toContain(
      "form-action 'self' https://up.ubezpieczyciel.example.pl https://pos.ubezpieczyciel.example.pl https://cas.ubezpieczyciel.example.pl",
    );
  });
});

describe('GET /partner/rest/user/order-documents', () => {
  it('answers the external order form to any agent, and 401 without a session', async () => {
    const basic = await loginAs(ctx.app, 'agent.basic');
    const response = await basic.get('/partner/rest/user/order-documents');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: 'https://druki.ubezpieczyciel.example.pl/zamowienie' });
    expect((await createClient(ctx.app).get('/partner/rest/user/order-documents')).statusCode).toBe(401);
  });

  it('takes the address from ORDER_DOCUMENTS_URL', () => {
    expect(handoffConfigFromEnv({ ORDER_DOCUMENTS_URL: 'http://127.0.0.1:9999/druki' }).orderDocuments).toBe('http://127.0.0.1:9999/druki');
  });
});

describe('hand-off configuration', () => {
  it('takes the secret and the addresses from the environment, checked at start', () => {
    const config = handoffConfigFromEnv({ HANDOFF_TOKEN_SECRET: SECRET, HANDOFF_POS_URL: 'http://127.0.0.1:9999/pos' });
    expect(config).toMatchObject({ secret: SECRET, sharedSecret: true, systems: { POS: 'http://127.0.0.1:9999/pos' } });
    expect(handoffFormOrigins({ HANDOFF_POS_URL: 'http://127.0.0.1:9999/pos' })).toContain('http://127.0.0.1:9999');
    expect(() => handoffConfigFromEnv({ HANDOFF_TOKEN_SECRET: 'too-short', HANDOFF_UP_URL: 'ftp://up' })).toThrow(
      /HANDOFF_TOKEN_SECRET[\s\S]*HANDOFF_UP_URL/,
    );
  });

  it('draws a random secret per start when none is configured', () => {
    const first = handoffConfigFromEnv({});
    const second = handoffConfigFromEnv({});
    expect(first.sharedSecret).toBe(false);
    expect(first.secret).not.toBe(second.secret);
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
  });
});
