import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { emptyPostgresDatabase } from './postgres-database';

/** A TCP relay to the PostgreSQL server: closing it leaves a closed port where the database was. */
function relay(to: URL) {
  const sockets = new Set<Socket>();
  let server: Server;
  const listen = (port = 0) =>
    new Promise<number>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(to.port || 5432), to.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  return { listen, close };
}

let target: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
let database: Database;
let app: App;
const proxy = relay(new URL(process.env.TEST_DATABASE_URL!));
let port: number;

beforeAll(async () => {
  target = await emptyPostgresDatabase();
  port = await proxy.listen();
  const viaProxy = new URL(target.url);
  viaProxy.host = `127.0.0.1:${port}`;
  database = await openDatabase({ url: viaProxy.toString() });
  app = await buildApp({ database });
  await app.documentJobs.startWorker();
  await app.mailJobs.startWorker(nodemailer.createTransport({ jsonTransport: true }));
  await app.housekeeping.start();
});

afterAll(async () => {
  await app.close();
  await database.close();
  await target.drop();
});

const readiness = async () => {
  const response = await app.inject({ method: 'GET', url: '/readyz' });
  return { code: response.statusCode, body: response.json() };
};

describe('readiness while the database is unreachable', () => {
  it('answers 503 with the database down while the port is closed, and ready again once it answers', async () => {
    expect(await readiness()).toMatchObject({ code: 200, body: { status: 'ok', database: true } });
    await proxy.close();
    expect(await readiness()).toEqual({
      code: 503,
      body: { status: 'unavailable', database: false, migrations: false, workers: true, housekeeping: [] },
    });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await proxy.listen(port);
    expect(await readiness()).toMatchObject({ code: 200, body: { status: 'ok', database: true, migrations: true } });
  });
});
