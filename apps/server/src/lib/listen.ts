import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/client';

/** How long a lost LISTEN connection waits before it is opened again. */
const RELISTEN_MS = 5_000;

export interface ListenHandlers {
  onNotification: (payload: string) => void;
  /** The subscription holds from now on: after the first connection and after every reconnection. */
  onConnected: () => void;
  /** Notifications sent from now until `onConnected` are lost. */
  onLost: () => void;
}

export interface Listening {
  close: () => Promise<void>;
}

/**
 * LISTEN on a PostgreSQL connection of its own, beside the pool (a pooled connection would lose the subscription when
 * it goes back). A lost connection is reported and opened again.
 */
export async function listenBeside(pool: pg.Pool, channel: string, { onNotification, onConnected, onLost }: ListenHandlers): Promise<Listening> {
  let closed = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const drop = (client: pg.Client) => {
    client.removeAllListeners();
    // An error of a connection being closed must not reach the process.
    client.on('error', () => undefined);
    client.end().catch(() => undefined);
  };
  const lost = (client: pg.Client) => {
    if (closed || current !== client) return;
    current = null;
    drop(client);
    onLost();
    retry = setTimeout(() => void connect().catch(() => undefined), RELISTEN_MS);
    retry.unref();
  };
  const connect = async () => {
    const client = new pg.Client({ ...pool.options, keepAlive: true });
    current = client;
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    client.on('notification', (message) => {
      if (message.payload !== undefined) onNotification(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${channel}"`);
    } catch (error) {
      lost(client);
      throw error;
    }
    onConnected();
  };
  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      if (current) drop(current);
      current = null;
    },
  };
}

/**
 * LISTEN on the application's database: PostgreSQL beside the pool; the embedded database in process, where a
 * notification reaches the listener before the statement that sent it returns.
 */
export async function listen(database: Database, channel: string, handlers: ListenHandlers): Promise<Listening> {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'postgres') return listenBeside(client as pg.Pool, channel, handlers);
  const unlisten = await (client as PGlite).listen(channel, handlers.onNotification);
  handlers.onConnected();
  return { close: () => unlisten() };
}
