import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeGracefully } from '../src/shutdown';
import { signal } from './helper';

/** A server with one route that answers when the test says so. */
async function serverWithSlowRoute() {
  const entered = signal();
  const answer = signal();
  const app = Fastify();
  app.get('/slow', async () => {
    entered.resolve();
    await answer.promise;
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, base, entered, answer };
}

describe('graceful shutdown', () => {
  it('lets a request in flight finish while refusing new connections', async () => {
    const { app, base, entered, answer } = await serverWithSlowRoute();
    const inFlight = fetch(`${base}/slow`);
    await entered.promise;
    // Far beyond the test's own timeout: the close must end when the request does, not when the timeout cuts it.
    const closed = closeGracefully(app, 600_000);
    await expect(fetch(`${base}/slow`)).rejects.toThrow();
    answer.resolve();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closed;
  });

  it('cuts a request still running at the timeout, and closes', async () => {
    const { app, base, entered, answer } = await serverWithSlowRoute();
    const inFlight = fetch(`${base}/slow`);
    await entered.promise;
    await closeGracefully(app, 0);
    await expect(inFlight).rejects.toThrow();
    answer.resolve();
  });
});
