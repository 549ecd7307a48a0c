import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@panel/domain';
import { buildApp, type App } from '../src/app';
import { policies } from '../src/db/schema/index';
import { DOCUMENT_QUEUE } from '../src/modules/documents/jobs';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { listDocuments, policyOf, setHash, waitForGeneration } from './documents-helpers';
import { createClient, loginAs, useTestApp } from './helper';

const TOKEN = 'prometheus-token-0123456789abcdef-xyz';
const ctx = useTestApp({ app: { metricsToken: TOKEN } });
const started: App[] = [];
afterEach(async () => {
  for (const app of started.splice(0)) await app.close();
});

async function scrape(app: App = ctx.app) {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

/** The value of one sample (metric name with its labels exactly as exposed), or undefined when absent. */
function sample(body: string, series: string): number | undefined {
  const line = body.split('\n').find((text) => text.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('counts a request in the duration histogram under its route pattern and status, never its values', async () => {
    const client = await loginAs(ctx.app, 'agent.da', '10.7.0.1');
    const { policy } = await policyOf(ctx.database, 'DA100234', eq(policies.kind, 'CONCLUDED'));
    const series = 'http_request_duration_seconds_count{method="GET",route="/partner/rest/policies/details/:policyNo",status_code="200"}';
    const before = sample(await scrape(), series) ?? 0;

    expect((await client.get(`/partner/rest/policies/details/${policy.policyNo}`)).statusCode).toBe(200);
    expect((await client.get('/partner/rest/policies/details/9999999999')).statusCode).toBe(404);

    const body = await scrape();
    expect(body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(sample(body, series)).toBe(before + 1);
    expect(sample(body, series.replace('status_code="200"', 'status_code="404"'))).toBe(1);
    expect(sample(body, 'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/partner/rest/policies/details/:policyNo",status_code="200"}')).toBe(before + 1);
    expect(body).not.toContain(policy.policyNo);
  });

  it('labels an address no route answers as unmatched', async () => {
    await createClient(ctx.app).get('/partner/rest/nie-ma-takiego/12345');
    const body = await scrape();
    expect(sample(body, 'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}')).toBeGreaterThanOrEqual(1);
    expect(body).not.toContain('nie-ma-takiego');
  });

  it('refuses a scrape without the token, with another token or another scheme (401, in Polish)', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, 'Bearer', `Bearer  ${TOKEN}`]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toEqual({ message: messages.UNAUTHORIZED_ERROR });
    }
  });

  it('is refused to a logged-in agent too: the session is not the credential', async () => {
    const client = await loginAs(ctx.app, 'agent.da', '10.7.0.2');
    expect((await client.get('/metrics')).statusCode).toBe(401);
  });

  it('is not served at all without METRICS_TOKEN (404)', async () => {
    const app = await buildApp({ database: ctx.database });
    started.push(app);
    const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer ' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.NOT_FOUND });
  });

  it('counts logins by result: success, failed, locked account and throttled address', async () => {
    const body = await scrape();
    const count = (text: string, result: string) => sample(text, `login_attempts_total{result="${result}"}`) ?? 0;
    const client = createClient(ctx.app, '10.7.1.1');
    await loginAs(ctx.app, 'agent.nn', '10.7.1.2');
    for (let i = 0; i < 5; i++) await client.post('/partner/rest/auth/login', { login: 'agent.basic', password: 'zle-haslo' });
    expect((await client.post('/partner/rest/auth/login', { login: 'agent.basic', password: DEMO_PASSWORD })).statusCode).toBe(423);
    const flooding = createClient(ctx.app, '10.7.1.3');
    for (let i = 0; i < 20; i++) await flooding.post('/partner/rest/auth/login', { login: `nieznany${i}`, password: 'x' });
    expect((await flooding.post('/partner/rest/auth/login', { login: 'nieznany', password: 'x' })).statusCode).toBe(429);

    const after = await scrape();
    expect(count(after, 'success') - count(body, 'success')).toBe(1);
    expect(count(after, 'failed') - count(body, 'failed')).toBe(25);
    expect(count(after, 'locked') - count(body, 'locked')).toBe(1);
    expect(count(after, 'throttled') - count(body, 'throttled')).toBe(1);
  });

  it('counts failed document generations and shows both job queues', async () => {
    const { policy } = await policyOf(ctx.database, 'DA100234', eq(policies.kind, 'QUOTATION'));
    const app = await buildApp({ database: ctx.database, metricsToken: TOKEN });
    started.push(app);
    await app.documentJobs.startWorker({ render: () => Promise.reject(new Error('drukarnia niedostępna')) });
    const client = await loginAs(app, 'agent.da', '10.7.2.1');
    const [doc] = await listDocuments(client, await setHash(client, policy.policyNo, 'POLICY'));

    const { documentHash } = (await client.post('/ms-doc', { hash: doc!.hash })).json();
    expect(await waitForGeneration(client, documentHash)).toEqual({ ready: false, failed: true });

    const body = await scrape(app);
    expect(sample(body, `job_failures_total{queue="${DOCUMENT_QUEUE}"}`)).toBe(1);
    for (const queue of [DOCUMENT_QUEUE, 'mail-send']) {
      for (const state of ['queued', 'active']) expect(sample(body, `job_queue_jobs{queue="${queue}",state="${state}"}`)).toBeGreaterThanOrEqual(0);
    }
  });

  it('shows the PostgreSQL pool, and no made-up pool for the embedded database', async () => {
    const body = await scrape();
    const pooled = ctx.database.kind === 'postgres';
    for (const name of ['db_pool_connections_in_use', 'db_pool_connections_idle', 'db_pool_waiting_requests']) {
      expect(sample(body, name) !== undefined, name).toBe(pooled);
    }
    if (pooled) expect(sample(body, 'db_pool_connections_in_use')! + sample(body, 'db_pool_connections_idle')!).toBeGreaterThan(0);
  });

  it('exposes the process metrics too', async () => {
    expect(sample(await scrape(), 'process_cpu_seconds_total')).toBeGreaterThan(0);
  });
});
