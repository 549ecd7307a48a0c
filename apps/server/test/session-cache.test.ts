import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../src/app';
import { agents, sessions, userRoles, users } from '../src/db/schema/index';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { hashToken } from '../src/lib/credentials';
import { listen, type ListenHandlers } from '../src/lib/listen';
import { createSessionCache, SESSION_CACHE_MAX_AGE_MS, type SessionCache } from '../src/lib/session-cache';
import { findSessionUser, type SessionRow } from '../src/modules/auth/repository';
import { createClient, loginAs, settled, signal, useTestApp, type Client } from './helper';

const ctx = useTestApp({ policiesScale: 0.01 });
/** A second instance on the same database, as behind a load balancer. */
let other: App;
let sessionReads = 0;

/** Counts the statements that read a session (the one statement that authenticates a call). */
function countSessionReads() {
  const client = (ctx.database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const [first] = args;
    const text = typeof first === 'string' ? first : String((first as { text: unknown }).text);
    if (/from "sessions" inner join "users"/i.test(text)) sessionReads += 1;
    return query(...args);
  };
}

beforeAll(async () => {
  other = await buildApp({ database: ctx.database });
  countSessionReads();
});
afterAll(() => other.close());

const INFO = '/partner/rest/user/info';
/** The same browser's cookie sent to the other instance. */
const onOther = (client: Client, url = INFO) => other.inject({ method: 'GET', url, headers: { cookie: `sid=${client.cookies.get('sid')}` } });
/** Every change committed so far has been heard by both instances (announcements arrive in commit order). */
const heardEverywhere = () => Promise.all([ctx.app.sessions.sync(), other.sessions.sync()]);

/**
 * A new session of `login`: its token hash, and a read of its row that counts how often it ran. The login's own
 * announcements, heard during a read, would rightly keep that read out of the cache: `heardBy` has heard them first.
 */
async function countedSessionRead(login: string, heardBy?: SessionCache<SessionRow>) {
  const client = await loginAs(ctx.app, login);
  await heardBy?.sync();
  const tokenHash = hashToken(client.cookies.get('sid')!);
  let count = 0;
  const read = () => {
    count += 1;
    return findSessionUser(ctx.database.db, tokenHash);
  };
  return { tokenHash, read, reads: () => count };
}

/** Runs `work` with the timers faked, and lets `ms` of them pass before waiting for it. */
async function withTimersAdvanced(ms: number, work: () => Promise<unknown>) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    const done = work();
    await vi.advanceTimersByTimeAsync(ms);
    await done;
  } finally {
    vi.useRealTimers();
  }
}

async function userId(login: string) {
  return (await ctx.database.db.query.users.findFirst({ where: eq(users.login, login) }))!.id;
}

describe('an instance keeps the sessions it authenticated', () => {
  it('reads a session once; later calls of the same cookie ask the database nothing about it', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    // The login's own announcements, heard during a read, would rightly keep that read out of the cache.
    await heardEverywhere();
    sessionReads = 0;
    for (let call = 0; call < 5; call += 1) expect((await client.get(INFO)).statusCode).toBe(200);
    expect(sessionReads).toBe(1);
  });

  it('reads it again after a call that may change it (any but GET), so its own changes show at once', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    await heardEverywhere();
    expect((await client.get(INFO)).statusCode).toBe(200);
    sessionReads = 0;
    expect((await client.post('/partner/rest/welcome/visited', { smartInfo: false })).statusCode).toBe(204);
    expect(sessionReads).toBe(0);
    expect((await client.get(INFO)).statusCode).toBe(200);
    expect(sessionReads).toBe(1);
  });

  it('reads it again once it is a minute old, even with nothing announced', async () => {
    const cache = createSessionCache<SessionRow>(ctx.database);
    await cache.start();
    const { tokenHash, read, reads } = await countedSessionRead('agent.nn', cache);
    const start = Date.now();
    await cache.read(tokenHash, read, start);
    await cache.read(tokenHash, read, start + SESSION_CACHE_MAX_AGE_MS - 1);
    expect(reads()).toBe(1);
    await cache.read(tokenHash, read, start + SESSION_CACHE_MAX_AGE_MS);
    expect(reads()).toBe(2);
    await cache.close();
  });

  it('does not keep a session read while a change to it was announced: the read may predate the change', async () => {
    const cache = createSessionCache<SessionRow>(ctx.database);
    await cache.start();
    const { tokenHash, read, reads } = await countedSessionRead('agent.nn');
    const readThenChange = async () => {
      const row = await read();
      await ctx.database.db.update(sessions).set({ welcomeVisited: true }).where(eq(sessions.tokenHash, tokenHash));
      await cache.sync();
      return row;
    };
    expect((await cache.read(tokenHash, readThenChange))?.login).toBe('agent.nn');
    expect((await cache.read(tokenHash, readThenChange))?.login).toBe('agent.nn');
    expect(reads()).toBe(2);
    await cache.close();
  });
});

describe('a change made anywhere reaches every instance', () => {
  it('a logout on one instance: the other refuses the cookie', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    expect((await onOther(client)).statusCode).toBe(200);
    expect((await client.post('/partner/rest/user/logout')).statusCode).toBe(204);
    await heardEverywhere();
    expect((await onOther(client)).statusCode).toBe(401);
  });

  it("'end the other sessions' on one instance: the other refuses them", async () => {
    const laptop = await loginAs(ctx.app, 'agent.nn');
    const phone = await loginAs(ctx.app, 'agent.nn');
    expect((await onOther(phone)).statusCode).toBe(200);
    expect((await laptop.post('/partner/rest/user/sessions/end-others', { password: DEMO_PASSWORD })).statusCode).toBe(200);
    await heardEverywhere();
    expect((await onOther(phone)).statusCode).toBe(401);
    expect((await onOther(laptop)).statusCode).toBe(200);
  });

  it('a role taken away in the database: the other instance refuses the route at once after', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const da = await userId('agent.da');
    const [role] = await ctx.database.db.select().from(userRoles).where(and(eq(userRoles.userId, da), eq(userRoles.role, 'ROLE_CP_MTA_ENABLED')));
    expect(role).toBeDefined();
    const catalogue = '/partner/rest/mta/cp/makes/OS';
    const before = (await onOther(client, catalogue)).statusCode;
    expect(before).not.toBe(403);
    await ctx.database.db.delete(userRoles).where(and(eq(userRoles.userId, da), eq(userRoles.role, 'ROLE_CP_MTA_ENABLED')));
    try {
      await heardEverywhere();
      expect((await onOther(client, catalogue)).statusCode).toBe(403);
    } finally {
      await ctx.database.db.insert(userRoles).values(role!);
    }
    await heardEverywhere();
    expect((await onOther(client, catalogue)).statusCode).toBe(before);
  });

  it("an agent's type changed: the other instance answers with the new type's helplines", async () => {
    const helplines = async (client: Client, url = '/partner/rest/contacts') => (await onOther(client, url)).json().helplines;
    const daHelplines = await helplines(await loginAs(ctx.app, 'agent.da'));
    const client = await loginAs(ctx.app, 'dealer.ncd');
    const dealer = await ctx.database.db.query.users.findFirst({ where: eq(users.login, 'dealer.ncd') });
    const [agent] = await ctx.database.db.select().from(agents).where(eq(agents.id, dealer!.agentId));
    expect(agent!.agentType).toBe('NCD');
    expect(await helplines(client)).not.toEqual(daHelplines);
    await ctx.database.db.update(agents).set({ agentType: 'DA' }).where(eq(agents.id, agent!.id));
    try {
      await heardEverywhere();
      expect(await helplines(client)).toEqual(daHelplines);
    } finally {
      await ctx.database.db.update(agents).set({ agentType: 'NCD' }).where(eq(agents.id, agent!.id));
    }
  });

  it('the session idle in the database: the other instance ends it', async () => {
    const client = await loginAs(ctx.app, 'agent.basic');
    expect((await onOther(client)).statusCode).toBe(200);
    const tokenHash = hashToken(client.cookies.get('sid')!);
    await ctx.database.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) }).where(eq(sessions.tokenHash, tokenHash));
    await heardEverywhere();
    expect((await onOther(client)).statusCode).toBe(401);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash))).toHaveLength(0);
  });
});

describe('without the announcements', () => {
  /** A cache on the real LISTEN, whose connection the test reports lost and back. */
  async function cacheWithConnection() {
    let connection!: ListenHandlers;
    const cache = createSessionCache<SessionRow>(ctx.database, (database, channel, handlers) => {
      connection = handlers;
      return listen(database, channel, handlers);
    });
    await cache.start();
    return { cache, connection };
  }

  /** Waits until the cache keeps what it reads again: the probe's session read twice in a row is asked of the database once. */
  async function cachingAgain(cache: SessionCache<SessionRow>, probe: Awaited<ReturnType<typeof countedSessionRead>>) {
    await settled(async () => {
      await cache.read(probe.tokenHash, probe.read);
      const before = probe.reads();
      await cache.read(probe.tokenHash, probe.read);
      expect(probe.reads()).toBe(before);
    });
  }

  it('an instance whose listening connection is lost forgets every session and keeps none until it hears again', async () => {
    const { cache, connection } = await cacheWithConnection();
    const { tokenHash, read, reads } = await countedSessionRead('agent.nn', cache);
    const probe = await countedSessionRead('agent.da', cache);
    const readsOfTwo = async () => {
      const before = reads();
      await cache.read(tokenHash, read);
      await cache.read(tokenHash, read);
      return reads() - before;
    };
    expect(await readsOfTwo()).toBe(1);
    expect(await readsOfTwo()).toBe(0);
    connection.onLost();
    expect(await readsOfTwo()).toBe(2);
    expect(await readsOfTwo()).toBe(2);
    // Back: caching starts again once an announcement sent after the reconnection has come back.
    connection.onConnected();
    await cachingAgain(cache, probe);
    expect(await readsOfTwo()).toBe(1);
    expect(await readsOfTwo()).toBe(0);
    await cache.close();
  });

  it('keeps no read that began before it heard again: a change made meanwhile may have gone unheard', async () => {
    const { cache, connection } = await cacheWithConnection();
    const { tokenHash, read, reads } = await countedSessionRead('agent.nn', cache);
    const probe = await countedSessionRead('agent.da', cache);
    connection.onLost();
    const finish = signal();
    const begunWhileDeaf = cache.read(tokenHash, async () => {
      const row = await read();
      await finish.promise;
      return row;
    });
    connection.onConnected();
    await cachingAgain(cache, probe);
    finish.resolve();
    await begunWhileDeaf;
    const before = reads();
    await cache.read(tokenHash, read);
    expect(reads() - before).toBe(1);
    await cache.close();
  });

  it('lets a sync waiting for its announcement through when the connection is lost: it cannot come back on it', async () => {
    let connection!: ListenHandlers;
    const deaf = createSessionCache<SessionRow>(ctx.database, async (_database, _channel, handlers) => {
      connection = handlers;
      return { close: async () => undefined };
    });
    await deaf.start();
    const waiting = deaf.sync();
    connection.onLost();
    await waiting;
    await deaf.close();
  }, 10_000);

  it('answers a call after a second at most when its announcement does not come back (a connection gone unnoticed)', async () => {
    let deaf = false;
    const cache = createSessionCache<SessionRow>(ctx.database, (database, channel, handlers) =>
      listen(database, channel, { ...handlers, onNotification: (payload) => deaf || handlers.onNotification(payload) }),
    );
    await cache.start();
    deaf = true;
    await withTimersAdvanced(1_000, () => cache.announced());
    await cache.close();
  }, 10_000);

  it('caches nothing when no announcement ever comes back (a pooler that cannot carry LISTEN)', async () => {
    const deaf = createSessionCache<SessionRow>(ctx.database, async (_database, _channel, handlers) => {
      handlers.onConnected();
      return { close: async () => undefined };
    });
    await withTimersAdvanced(5_000, () => deaf.start());
    const { tokenHash, read, reads } = await countedSessionRead('agent.nn');
    for (let call = 0; call < 3; call += 1) expect((await deaf.read(tokenHash, read))?.login).toBe('agent.nn');
    expect(reads()).toBe(3);
    await deaf.close();
  });
});

it('a stale cookie of a browser is still refused on both instances', async () => {
  const stranger = createClient(ctx.app);
  stranger.cookies.set('sid', 'not-a-session');
  expect((await stranger.get(INFO)).statusCode).toBe(401);
  expect((await onOther(stranger)).statusCode).toBe(401);
});
