import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bannerImagePath, messages } from '@panel/domain';
import { bannerConfigs, sessions, smartInfoViews } from '../src/db/schema/index';
import { demoIds } from './dashboard-data';
import { createClient, loginAs, useTestApp } from './helper';

const ctx = useTestApp({ policiesScale: 0.05 });

describe('GET /partner/rest/banner/config', () => {
  it("answers the banner of the user's agent type", async () => {
    const da = await (await loginAs(ctx.app, 'agent.da')).get('/partner/rest/banner/config');
    expect(da.statusCode).toBe(200);
    const [stored] = await ctx.database.db.select().from(bannerConfigs).where(eq(bannerConfigs.agentType, 'DA'));
    expect(da.json()).toEqual({
      link: stored!.link,
      directory: stored!.directory,
      type: stored!.type,
      altText: stored!.altText,
      showBannerScreen: stored!.showBannerScreen,
    });
    const dealer = (await (await loginAs(ctx.app, 'dealer.ncd')).get('/partner/rest/banner/config')).json();
    expect(dealer.directory).toBe('/banners/dealerzy');
    expect((await (await loginAs(ctx.app, 'agent.nn')).get('/partner/rest/banner/config')).json().showBannerScreen).toBe(true);
  });

  it('serves both banner images the paths point to (wide and, for phones, narrow), without a session', async () => {
    for (const login of ['agent.da', 'dealer.ncd']) {
      const config = (await (await loginAs(ctx.app, login)).get('/partner/rest/banner/config')).json();
      for (const shape of ['wide', 'narrow'] as const) {
        const image = await createClient(ctx.app).get(bannerImagePath(config, '2026-11-22', shape));
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toContain('image/svg+xml');
        expect(image.body).toContain('<title id="t">');
      }
    }
    const missing = await createClient(ctx.app).get('/banners/agenci/nie-ma.svg');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messages.NOT_FOUND);
    expect((await createClient(ctx.app).get('/banners/../../package.json')).statusCode).toBe(404);
  });

  it('refuses to show a configuration with an unsafe link or directory (null)', async () => {
    await ctx.database.db.update(bannerConfigs).set({ link: 'javascript:alert(1)' }).where(eq(bannerConfigs.agentType, 'NCD'));
    expect((await (await loginAs(ctx.app, 'dealer.ncd')).get('/partner/rest/banner/config')).json()).toBeNull();
    await ctx.database.db.update(bannerConfigs).set({ link: '/documents', directory: '/etc' }).where(eq(bannerConfigs.agentType, 'NCD'));
    expect((await (await loginAs(ctx.app, 'dealer.ncd')).get('/partner/rest/banner/config')).json()).toBeNull();
  });

  it('answers null for an agent type without a banner', async () => {
    await ctx.database.db.delete(bannerConfigs).where(eq(bannerConfigs.agentType, 'NCD'));
    const response = await (await loginAs(ctx.app, 'dealer.ncd')).get('/partner/rest/banner/config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('needs a session (401)', async () => {
    expect((await createClient(ctx.app).get('/partner/rest/banner/config')).statusCode).toBe(401);
  });
});

describe('the terms of electronic services', () => {
  it('is a real PDF with Polish text under /doc/, without a session', async () => {
    const response = await createClient(ctx.app).get('/doc/regulamin-uslug-elektronicznych.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const pdf = await getDocument({ data: new Uint8Array(response.rawPayload) }).promise;
    const page = await pdf.getPage(1);
    const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
    expect(text).toContain('Regulamin świadczenia usług drogą elektroniczną');
    expect(text).toContain('Użytkownik');
  });
});

describe('/partner/rest/welcome/visited', () => {
  it('is false for a new session, true after the visit is recorded, and kept on the session row', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    expect((await client.get('/partner/rest/welcome/visited')).json()).toEqual({ visited: false });
    const recorded = await client.post('/partner/rest/welcome/visited', { smartInfo: false });
    expect(recorded.statusCode).toBe(204);
    expect((await client.get('/partner/rest/welcome/visited')).json()).toEqual({ visited: true });
    const { userId } = await demoIds(ctx, 'agent.nn');
    const rows = await ctx.database.db.select({ visited: sessions.welcomeVisited }).from(sessions).where(eq(sessions.userId, userId));
    expect(rows).toContainEqual({ visited: true });
    expect(await ctx.database.db.select().from(smartInfoViews).where(eq(smartInfoViews.userId, userId))).toEqual([]);
  });

  it('is per session: the next login of the same user starts unvisited', async () => {
    const first = await loginAs(ctx.app, 'agent.nn');
    await first.post('/partner/rest/welcome/visited', { smartInfo: false });
    const second = await loginAs(ctx.app, 'agent.nn', '10.0.0.2');
    expect((await second.get('/partner/rest/welcome/visited')).json()).toEqual({ visited: false });
    expect((await first.get('/partner/rest/welcome/visited')).json()).toEqual({ visited: true });
  });

  it('refuses bad input with a Polish message (400)', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    for (const body of [{}, { smartInfo: 'tak' }, []]) {
      const response = await client.post('/partner/rest/welcome/visited', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(messages.MALFORMED_REQUEST);
    }
    expect((await client.get('/partner/rest/welcome/visited')).json()).toEqual({ visited: false });
  });

  it('refuses to record smart-info for a user without ROLE_SHOW_PHOTOSMART_INFO (403)', async () => {
    const client = await loginAs(ctx.app, 'agent.basic');
    const response = await client.post('/partner/rest/welcome/visited', { smartInfo: true });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.FORBIDDEN_ERROR);
    expect((await client.get('/partner/rest/welcome/visited')).json()).toEqual({ visited: false });
  });

  it('needs a session (401) for both reading and recording', async () => {
    const anonymous = createClient(ctx.app);
    expect((await anonymous.get('/partner/rest/welcome/visited')).statusCode).toBe(401);
    expect((await anonymous.post('/partner/rest/welcome/visited', { smartInfo: false })).statusCode).toBe(401);
  });
});

describe('GET /partner/rest/welcome/shown', () => {
  it('turns true for the user once the smart-info fragment is recorded, for every later session, never for others', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    expect((await client.get('/partner/rest/welcome/shown')).json()).toEqual({ shown: false });
    expect((await client.post('/partner/rest/welcome/visited', { smartInfo: true })).statusCode).toBe(204);
    expect((await client.post('/partner/rest/welcome/visited', { smartInfo: true })).statusCode).toBe(204);
    expect((await client.get('/partner/rest/welcome/shown')).json()).toEqual({ shown: true });
    const later = await loginAs(ctx.app, 'agent.da', '10.0.0.3');
    expect((await later.get('/partner/rest/welcome/shown')).json()).toEqual({ shown: true });
    const { userId } = await demoIds(ctx, 'agent.da');
    expect(await ctx.database.db.select({ userId: smartInfoViews.userId }).from(smartInfoViews)).toEqual([{ userId }]);
    expect((await (await loginAs(ctx.app, 'agent.nn')).get('/partner/rest/welcome/shown')).json()).toEqual({ shown: false });
  });

  it('needs a session (401)', async () => {
    expect((await createClient(ctx.app).get('/partner/rest/welcome/shown')).statusCode).toBe(401);
  });
});
