import { desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@panel/domain';
import { trackingBusinessRecords, trackingCommits, trackingRules, users } from '../src/db/schema/index';
import { trackingHostsFromEnv } from '../src/modules/tracking/config';
import { purgeOldTrackingCommits, TRACKING_COMMIT_RETENTION_MS } from '../src/modules/tracking/service';
import { createClient, loginAs, useTestApp } from './helper';

// Read by buildApp: the insurer's tracking host is configured, any other host is not.
vi.stubEnv('TRACKING_HOSTS', 'https://sledzenie.ubezpieczyciel.example.pl');
const ctx = useTestApp();
const COMMIT = '/ms-lds/commit';
const HOST = 'https://sledzenie.ubezpieczyciel.example.pl';

async function userId(login: string) {
  const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.login, login));
  return row!.id;
}

async function lastCommit(login: string) {
  const [row] = await ctx.database.db
    .select()
    .from(trackingCommits)
    .where(eq(trackingCommits.userId, await userId(login)))
    .orderBy(desc(trackingCommits.id))
    .limit(1);
  return row;
}

describe('POST /ms-lds/commit', () => {
  it("answers the dashboard's configuration and records the commit with its campaign history", async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const campaignHistory = [{ date: '2026-11-01T10:00:00.000Z', params: { utm_source: 'newsletter', p0: 'x' } }];
    const response = await client.post(COMMIT, { page: '/dashboard', action: 'PAGE_VIEW', campaignHistory });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      googleAnalyticsParam: '/pulpit',
      jsFunctions: ['panelTagPageView', 'panelTagRemarketing'],
      omnitureConfiguration: {
        properties: { channel: 'panel-agenta', pageName: 'panel:pulpit', prop1: 'pulpit' },
        actionType: 'PAGE_VIEW',
        clearVars: true,
      },
      urlList: ['/ms-lds/frame?strona=pulpit'],
      conversionPixels: ['/ms-lds/pixel?konwersja=pulpit&n=1', '/ms-lds/pixel?konwersja=pulpit&n=2'],
    });
    const [rule] = await ctx.database.db.select().from(trackingRules).where(eq(trackingRules.page, '/dashboard'));
    expect(await lastCommit('agent.da')).toMatchObject({ page: '/dashboard', action: 'PAGE_VIEW', ruleId: rule!.id, campaignHistory });
  });

  it('answers the most specific rule: a path below a configured page, else the rule of every page', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const cpmta = await client.post(COMMIT, { page: '/cpmta/1100000044', action: 'PAGE_VIEW' });
    expect(cpmta.json()).toMatchObject({ googleAnalyticsParam: '/zmiana-polisy-komunikacyjnej', urlList: [`${HOST}/ramka?strona=cpmta`] });
    const other = await client.post(COMMIT, { page: '/user/info', action: 'PAGE_VIEW' });
    expect(other.json()).toEqual({
      googleAnalyticsParam: '',
      jsFunctions: ['panelTagPageView'],
      omnitureConfiguration: { properties: { channel: 'panel-agenta' }, actionType: 'PAGE_VIEW', clearVars: true },
      urlList: [],
      conversionPixels: [],
    });
    expect(await lastCommit('agent.nn')).toMatchObject({ page: '/user/info', campaignHistory: [] });
  });

  it('answers an action its own rule, and an empty configuration where nothing is configured', async () => {
    const client = await loginAs(ctx.app, 'dealer.ncd');
    const banner = await client.post(COMMIT, { page: '/dashboard', action: 'pp_agent_baner' });
    expect(banner.json()).toMatchObject({
      jsFunctions: ['panelTagConversion'],
      omnitureConfiguration: { actionType: 'LINK', clearVars: false },
      conversionPixels: [`${HOST}/konwersja?baner=1&n=1`, `${HOST}/konwersja?baner=1&n=2`],
    });
    const none = await client.post(COMMIT, { page: '/files', action: 'pp_agent_files' });
    expect(none.json()).toEqual({ googleAnalyticsParam: '', jsFunctions: [], omnitureConfiguration: null, urlList: [], conversionPixels: [] });
    expect(await lastCommit('dealer.ncd')).toMatchObject({ action: 'pp_agent_files', ruleId: null });
  });

  it('never answers a name outside the allow-list, an omniture method or a url of an unconfigured host', async () => {
    await ctx.database.db.insert(trackingRules).values({
      page: '/advantages',
      action: 'PAGE_VIEW',
      googleAnalyticsParam: '/zalety',
      jsFunctions: ['eval', 'panelTagSurvey', 'alert', 'constructor'],
      omnitureProperties: { pageName: 'zalety', t: 'x', tl: 'y', __proto__x: 'z', prop2: 'p' },
      omnitureActionType: 'PAGE_VIEW',
      urls: ['javascript:alert(1)', '//obcy.example.com/r', 'https://obcy.example.com/r', `http://sledzenie.ubezpieczyciel.example.pl/r`, '/ms-lds/frame', `${HOST}/r`],
      conversionPixels: ['https://obcy.example.com/p1', `${HOST}/p1`, `${HOST}/p2`, `${HOST}/p3`],
    });
    const client = await loginAs(ctx.app, 'agent.basic');
    const response = await client.post(COMMIT, { page: '/advantages', action: 'PAGE_VIEW' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      googleAnalyticsParam: '/zalety',
      jsFunctions: ['panelTagSurvey'],
      omnitureConfiguration: { properties: { pageName: 'zalety', prop2: 'p' }, actionType: 'PAGE_VIEW', clearVars: false },
      urlList: ['/ms-lds/frame', `${HOST}/r`],
      conversionPixels: [`${HOST}/p1`, `${HOST}/p2`],
    });
  });

  it.each([
    [{ page: 'https://obcy.example.com', action: 'PAGE_VIEW' }, 'page', messages.PATTERN_VALIDATION_ERROR],
    [{ page: '/dashboard', action: 'DELETE_ALL' }, 'action', messages.MALFORMED_REQUEST],
    [{ action: 'PAGE_VIEW' }, 'page', messages.REQUIRED_VALIDATION_ERROR],
    [{ page: `/${'a'.repeat(200)}`, action: 'PAGE_VIEW' }, 'page', messages.MAX_LENGTH_ERROR],
    [
      { page: '/', action: 'PAGE_VIEW', campaignHistory: Array(6).fill({ date: '2026-11-01T10:00:00Z', params: {} }) },
      'campaignHistory',
      messages.MALFORMED_REQUEST,
    ],
  ])('refuses bad input %j with a Polish message at %s', async (body, field, message) => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.post(COMMIT, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toBe(message);
  });

  it('refuses a call without a session (401) and records nothing', async () => {
    const before = await ctx.database.db.$count(trackingCommits);
    const response = await createClient(ctx.app).post(COMMIT, { page: '/dashboard', action: 'PAGE_VIEW' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(messages.UNAUTHORIZED_ERROR);
    expect(await ctx.database.db.$count(trackingCommits)).toBe(before);
  });
});

describe('POST /ms-lds/business/{id}', () => {
  const record = { startDate: '2026-11-22T09:15:00.000+01:00', duration: 93_500, success: true };

  it("stores the run for the user's agent", async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const response = await client.post('/ms-lds/business/cpmta', record);
    expect(response.statusCode).toBe(204);
    const [row] = await ctx.database.db
      .select()
      .from(trackingBusinessRecords)
      .where(eq(trackingBusinessRecords.userId, await userId('agent.nn')));
    expect(row).toMatchObject({ processId: 'cpmta', durationMs: 93_500, success: true });
    expect(row!.startDate.toISOString()).toBe('2026-11-22T08:15:00.000Z');
  });

  it('answers 404 for an unknown process and stores nothing', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const before = await ctx.database.db.$count(trackingBusinessRecords);
    const response = await client.post('/ms-lds/business/nieznany', record);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(messages.NOT_FOUND);
    expect(await ctx.database.db.$count(trackingBusinessRecords)).toBe(before);
  });

  it('refuses bad input with Polish field messages', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.post('/ms-lds/business/uks', { startDate: 'wczoraj', duration: -5 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      startDate: messages.PATTERN_VALIDATION_ERROR,
      duration: messages.PATTERN_VALIDATION_ERROR,
      success: messages.REQUIRED_VALIDATION_ERROR,
    });
  });

  it('refuses a call without a session (401)', async () => {
    const response = await createClient(ctx.app).post('/ms-lds/business/cpmta', record);
    expect(response.statusCode).toBe(401);
  });
});

describe('tracking commit retention', () => {
  it('the hourly housekeeping drops commits older than the campaign history (356 days) and keeps the rest', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    for (const page of ['/dokumenty-stare', '/dokumenty-nowe']) {
      expect((await client.post(COMMIT, { page, action: 'PAGE_VIEW', campaignHistory: [] })).statusCode).toBe(200);
    }
    const now = new Date();
    const { db } = ctx.database;
    await db
      .update(trackingCommits)
      .set({ at: new Date(now.getTime() - TRACKING_COMMIT_RETENTION_MS - 60_000) })
      .where(eq(trackingCommits.page, '/dokumenty-stare'));
    await db
      .update(trackingCommits)
      .set({ at: new Date(now.getTime() - TRACKING_COMMIT_RETENTION_MS + 60_000) })
      .where(eq(trackingCommits.page, '/dokumenty-nowe'));

    expect(await purgeOldTrackingCommits(db, now)).toBe(1);
    const pages = (await db.select({ page: trackingCommits.page }).from(trackingCommits)).map(({ page }) => page);
    expect(pages).toContain('/dokumenty-nowe');
    expect(pages).not.toContain('/dokumenty-stare');
  });
});

describe('tracking frame and pixel', () => {
  it('the frame may be framed by the panel only; the pixel is a GIF', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const frame = await client.get('/ms-lds/frame?strona=pulpit');
    expect(frame.statusCode).toBe(200);
    expect(frame.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(frame.headers['x-frame-options']).toBe('SAMEORIGIN');
    const pixel = await client.get('/ms-lds/pixel?konwersja=pulpit&n=1');
    expect(pixel.headers['content-type']).toBe('image/gif');
    expect(pixel.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
    expect((await createClient(ctx.app).get('/ms-lds/frame')).statusCode).toBe(401);
  });

  it('the CSP of the panel allows frames and images from the panel and the configured host only', async () => {
    const response = await createClient(ctx.app).get('/healthz');
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain(`frame-src 'self' ${HOST}`);
    expect(csp).toContain(`img-src 'self' data: ${HOST}`);
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('TRACKING_HOSTS', () => {
  it('is a comma-separated list of https origins, none by default', () => {
    expect(trackingHostsFromEnv({})).toEqual([]);
    expect(trackingHostsFromEnv({ TRACKING_HOSTS: ' https://a.example.pl/sciezka , https://b.example.pl:8443,' })).toEqual([
      'https://a.example.pl',
      'https://b.example.pl:8443',
    ]);
    expect(() => trackingHostsFromEnv({ TRACKING_HOSTS: 'http://a.example.pl' })).toThrow(/TRACKING_HOSTS/);
  });
});
