import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { listen, type Listening } from './listen';

/** The channel the database's triggers announce changed sessions, users, agents, roles and two-factor states on. */
export const SESSION_CACHE_CHANNEL = 'panel_session_cache';

/** A cached session is read again after this long even without an announcement: the backstop of a lost one. */
export const SESSION_CACHE_MAX_AGE_MS = 60_000;

/** The most sessions an instance keeps; the oldest goes first. */
const MAX_ENTRIES = 10_000;

/** How long a start waits for its first announcement to come back before it goes on without caching. */
const CONFIRM_WAIT_MS = 5_000;

/** The longest a call waits for its changes to be announced back (`announced`). */
const ANNOUNCED_WAIT_MS = 1_000;

/** What a cached session must name to be forgotten with its user or agent. */
interface Owned {
  userId: number;
  agentId: number;
}

interface Entry<T> {
  value: T;
  readAt: number;
}

/**
 * The sessions this instance authenticated lately, by token hash, so that a call need not ask the database who it
 * is (decision 160). The database announces every change that could alter a cached session (a trigger's pg_notify on
 * `sessions`, `users`, `agents`, `user_roles` and `two_factor_secrets`); every instance listens and forgets what
 * changed. While the announcements are not heard (until one sent after the LISTEN came back, after its connection was
 * lost) nothing is cached, and what was is forgotten.
 */
export function createSessionCache<T extends Owned>(database: Database, subscribe = listen) {
  const entries = new Map<string, Entry<T>>();
  const barriers = new Map<string, () => void>();
  let listening: Listening | null = null;
  let hearing = false;
  // Counts the announcements: a read that saw one arrive meanwhile may hold what it announced as gone.
  let heard = 0;

  const forgetWhere = (gone: (value: T) => boolean) => {
    for (const [tokenHash, entry] of entries) if (gone(entry.value)) entries.delete(tokenHash);
  };
  const forgetAll = () => {
    heard += 1;
    entries.clear();
  };
  /** A barrier whose announcement can no longer come back (the connection was lost, or closed) is let through. */
  const releaseBarriers = () => {
    for (const release of barriers.values()) release();
    barriers.clear();
  };

  /** `s:<token hash>`, `u:<user id>`, `a:<agent id>` from the triggers, or the barrier of a `sync`. */
  const hear = (payload: string) => {
    const colon = payload.indexOf(':');
    const [kind, key] = [payload.slice(0, colon), payload.slice(colon + 1)];
    if (kind === 'sync') {
      barriers.get(payload)?.();
      barriers.delete(payload);
      return;
    }
    heard += 1;
    if (kind === 's') entries.delete(key);
    else if (kind === 'u') forgetWhere((value) => value.userId === Number(key));
    else if (kind === 'a') forgetWhere((value) => value.agentId === Number(key));
    else forgetAll();
  };

  /** Resolves once this instance has heard every change committed before the call: announcements arrive in commit order. */
  const sync = async () => {
    const payload = `sync:${randomUUID()}`;
    const heardAll = new Promise<void>((resolve) => barriers.set(payload, resolve));
    await database.db.execute(sql`select pg_notify(${SESSION_CACHE_CHANNEL}, ${payload})`);
    await heardAll;
  };

  // Caching starts once an announcement sent after the LISTEN (re)connected is heard: behind a pooler that cannot carry
  // LISTEN it never is, and every call reads its session.
  let connection = 0;
  const confirm = async () => {
    const confirming = (connection += 1);
    await sync();
    if (confirming === connection) hearing = true;
  };
  let confirmed: Promise<void> = Promise.resolve();

  return {
    /** Listens; waits a few seconds at most for the first announcement to come back. */
    async start() {
      listening = await subscribe(database, SESSION_CACHE_CHANNEL, {
        onNotification: hear,
        onConnected: () => {
          confirmed = confirm().catch(() => undefined);
        },
        onLost: () => {
          connection += 1;
          hearing = false;
          forgetAll();
          releaseBarriers();
        },
      });
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([confirmed, new Promise((resolve) => (timer = setTimeout(resolve, CONFIRM_WAIT_MS)))]);
      clearTimeout(timer);
    },

    async close() {
      connection += 1;
      hearing = false;
      forgetAll();
      releaseBarriers();
      await listening?.close().catch(() => undefined);
    },

    /** The cached session of `tokenHash`, else what `read` finds (kept unless a change was announced meanwhile). */
    async read(tokenHash: string, read: () => Promise<T | undefined>, now = Date.now()): Promise<T | undefined> {
      const entry = entries.get(tokenHash);
      if (entry && now - entry.readAt < SESSION_CACHE_MAX_AGE_MS) return entry.value;
      entries.delete(tokenHash);
      // Kept only when every change since the read began was heard: it began while hearing, and nothing was announced
      // or lost meanwhile (a read begun before a reconnection was confirmed may miss a change made while deaf).
      const heardBefore = hearing ? heard : null;
      const value = await read();
      if (value && hearing && heardBefore === heard) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(tokenHash, { value, readAt: now });
      }
      return value;
    },

    /** Forgets one session at once, in this instance (the database announces its end to the others). */
    forget(tokenHash: string) {
      entries.delete(tokenHash);
    },

    /** Forgets every session of the user at once, in this instance. */
    forgetUser(userId: number) {
      forgetWhere((value) => value.userId === userId);
    },

    sync,

    /**
     * Resolves once the changes committed so far have been announced back to this instance: the database notifies every
     * listening instance at the commit, so a call that ends sessions answers after this, and the next call almost
     * always finds them ended on any instance. At once on the embedded database (one process) and while this instance
     * is not hearing; after a second at most, should its listening connection be gone without its knowing yet.
     */
    async announced() {
      if (database.kind !== 'postgres' || !hearing) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([sync(), new Promise((resolve) => (timer = setTimeout(resolve, ANNOUNCED_WAIT_MS)))]);
      clearTimeout(timer);
    },
  };
}

export type SessionCache<T extends Owned> = ReturnType<typeof createSessionCache<T>>;
