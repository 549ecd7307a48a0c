import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER, messages, z } from '@panel/domain';
import { stringLeaves } from '../../../packages/domain/src/testing/stringLeaves';
import { like } from 'drizzle-orm';
import { policies, vehicles } from '../src/db/schema/index';
import { MTA_DEMO_BRANCHES, mtaDemoNumber } from '../src/db/seed/motor-modification';
import { vehicleSaleDemoNumber, vehicleSaleDemoVin } from '../src/db/seed/vehicle-sale';
import { arbitraryOf, deepJson, hostileTexts, mutationsOf, pathsOf, withValueAt, type Hints } from './fuzz-arbitraries';
import { loginAs, useTestApp, type Client } from './helper';

/*
 * Every registered route, driven by values built from its own schemas and by hostile ones, as agent.da (every role,
 * with the CSRF header) and without a session: no answer is a 5xx, and every refusal says why in Polish.
 * Deterministic (fixed seed) and bounded; the figures are printed once at the end.
 */

const SEED = 20_261_125;
/** Numbers no integer column holds, text where a number is expected, nothing, and NUL. */
const placeBreakers: unknown[] = ['99999999999', 'abcd', null, 'a\u0000b'];
const RUNS_PER_ROUTE = 60;

const ctx = useTestApp();

type Schema = z.core.$ZodType;
interface RouteUnderTest {
  method: string;
  url: string;
  body?: Schema;
  querystring?: Schema;
  params?: Schema;
  headers?: Schema;
  response?: Record<string, unknown>;
}

// ----- What counts as Polish -----

const catalogue = new Set<string>(Object.values(messages));
const templates = [...catalogue]
  .filter((message) => /\{\w+\}/.test(message))
  .map((message) => new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '.+')}$`, 's'));
const polishLetters = /[ąćęłńóśźż]/i;
const englishWords = /\b(the|is|are|must|invalid|expected|required|error|not|found|body|request|route|unsupported|too|large)\b/i;

/** A catalogue message (placeholders filled or not), or a zod Polish-locale message: Polish letters and no English. */
function isPolish(message: unknown): boolean {
  if (typeof message !== 'string' || message === '') return false;
  if (catalogue.has(message) || templates.some((template) => template.test(message))) return true;
  return polishLetters.test(message) && !englishWords.test(message);
}

// ----- Building requests -----

/** encodeURIComponent that does not throw on a lone surrogate: it is sent as its (invalid) three UTF-8-like bytes. */
function encode(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const next = value.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(value.slice(i, i + 2));
      i++;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(value[i]!);
    }
  }
  return out;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value) ?? String(value));

function queryString(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value === undefined ? '' : `q=${encode(textOf(value))}`;
  return Object.entries(value)
    .filter(([, item]) => item !== undefined)
    .flatMap(([key, item]) => (Array.isArray(item) ? item : [item]).map((one) => `${encode(key)}=${encode(textOf(one))}`))
    .join('&');
}

function pathOf(url: string, params: unknown): string {
  const values = typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {};
  return url
    .replace(/:(\w+)/g, (_match, name: string) => encode(textOf(values[name] ?? 'x')) || 'x')
    .replace(/\*$/, () => encode(textOf(values['*'] ?? 'a/b')));
}

type BodyEncoding = 'json' | 'proto' | 'deep' | 'broken' | 'text' | 'form' | 'multipart' | 'none';
const bodyEncodings = fc.constantFrom<BodyEncoding>('json', 'json', 'json', 'json', 'json', 'json', 'proto', 'deep', 'broken', 'text', 'form', 'multipart', 'none');

function payloadOf(encoding: BodyEncoding, body: unknown): { payload?: string; contentType?: string } {
  const json = JSON.stringify(body ?? {}) ?? '{}';
  switch (encoding) {
    case 'json':
      return { payload: json, contentType: 'application/json' };
    case 'proto':
      return { payload: json.startsWith('{') && json !== '{}' ? `{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}},${json.slice(1)}` : '{"__proto__":{"admin":true}}', contentType: 'application/json' };
    case 'deep':
      return { payload: json.startsWith('{') && json !== '{}' ? `${json.slice(0, -1)},"nested":${deepJson(10_000)}}` : deepJson(10_000), contentType: 'application/json' };
    case 'broken':
      return { payload: json.slice(0, Math.max(1, json.length - 1)), contentType: 'application/json; charset=utf-8' };
    case 'text':
      return { payload: json, contentType: 'text/plain' };
    case 'form':
      return { payload: queryString(body), contentType: 'application/x-www-form-urlencoded' };
    case 'multipart':
      return { payload: json, contentType: 'multipart/form-data' };
    case 'none':
      return { payload: json };
  }
}

interface Probe {
  asAgent: boolean;
  withCsrf: boolean;
  url: string;
  method: string;
  headers: Record<string, string>;
  payload?: string;
}

function probes(route: RouteUnderTest, hints: Hints = {}, examples: unknown[] = []): fc.Arbitrary<Probe> {
  const part = (schema: Schema | undefined) => (schema ? arbitraryOf(schema, hints) : fc.option(fc.dictionary(fc.constantFrom('q', 'id', 'x', '__proto__'), fc.constantFrom<unknown>(...hostileTexts), { maxKeys: 2 }), { nil: undefined }));
  const body = route.body ? arbitraryOf(route.body, hints) : fc.anything({ maxDepth: 2 });
  return fc
    .record({
      asAgent: fc.boolean(),
      withCsrf: fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      params: route.params ? arbitraryOf(route.params, hints) : fc.constant({}),
      query: part(route.querystring),
      headers: route.headers ? arbitraryOf(route.headers, hints) : fc.constant({}),
      body: route.method === 'GET' || route.method === 'DELETE' ? fc.constant(undefined) : examples.length ? fc.oneof(body, ...examples.map(mutationsOf)) : body,
      encoding: bodyEncodings,
    })
    .map(({ asAgent, withCsrf, params, query, headers, body, encoding }) => {
      const search = queryString(query);
      const { payload, contentType } = body === undefined ? {} : payloadOf(encoding, body);
      const headerValues = typeof headers === 'object' && headers !== null && !Array.isArray(headers) ? (headers as Record<string, unknown>) : {};
      const sent: Record<string, string> = {};
      for (const [name, value] of Object.entries(headerValues)) {
        // Node refuses to even send a header with control characters; those never reach the server.
        if (typeof value === 'string' && /^[\t\x20-\x7e\x80-\xff]*$/.test(value)) sent[name] = value;
      }
      if (contentType) sent['content-type'] = contentType;
      return { asAgent, withCsrf, method: route.method, url: `${pathOf(route.url, params)}${search ? `?${search}` : ''}`, headers: sent, payload };
    });
}

// ----- Driving the app -----

interface Failure {
  route: string;
  status: number;
  probe: string;
  answer: string;
}

function routesUnderTest(routes: readonly RouteOptions[]): RouteUnderTest[] {
  return routes.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
      .map((method) => ({ method, url: route.url, ...(route.schema as Omit<RouteUnderTest, 'method' | 'url'> | undefined) })),
  );
}

/** Policy numbers and VINs of agent.da's portfolio and demo branches. */
async function realValues(): Promise<Hints> {
  const rows = await ctx.database.db
    .select({ policyNo: policies.policyNo, vin: vehicles.vin })
    .from(policies)
    .innerJoin(vehicles, eq(vehicles.id, policies.vehicleId))
    .where(like(policies.policyNo, '11%'))
    .orderBy(policies.policyNo)
    .limit(30);
  const seqs = [1, 2, 3, 4, 5, 6, 7, 8];
  const numbers = fc.constantFrom(...MTA_DEMO_BRANCHES.map((branch) => mtaDemoNumber(1, branch)), ...seqs.map((seq) => vehicleSaleDemoNumber(1, seq)), ...rows.map((row) => row.policyNo));
  const vins = fc.constantFrom(...seqs.map((seq) => vehicleSaleDemoVin(1, seq)), ...rows.map((row) => row.vin));
  return { policyNo: numbers, policyNumber: numbers, number: numbers, policyId: numbers, vin: vins };
}

/**
 * Real bodies: a route whose body schema is the 200 answer of a GET route (the motor modification model is what load
 * answers) gets what that GET answers for the demo policies, to mutate one place at a time.
 */
async function realBodies(routes: RouteUnderTest[], agent: Client): Promise<Map<Schema, unknown[]>> {
  const bodies = new Map<Schema, unknown[]>();
  const numbers = MTA_DEMO_BRANCHES.map((branch) => mtaDemoNumber(1, branch));
  for (const route of routes) {
    if (!route.body) continue;
    for (const source of routes.filter((candidate) => candidate.method === 'GET' && candidate.response?.['200'] === route.body)) {
      for (const policyNo of numbers) {
        const response = await agent.get(pathOf(source.url, { policyNo, policyId: policyNo, number: policyNo }));
        if (response.statusCode === 200) bodies.set(route.body, [...(bodies.get(route.body) ?? []), response.json()]);
      }
    }
  }
  return bodies;
}

describe('fuzz: no input gets a 5xx, every refusal is Polish', () => {
  it('drives every registered route with values from its own schemas and hostile ones', async () => {
    // The app as it serves: with its workers running, so that /readyz answers ready.
    await ctx.app.documentJobs.startWorker();
    await ctx.app.mailJobs.startWorker(nodemailer.createTransport({ jsonTransport: true }));
    await ctx.app.housekeeping.start();
    const started = performance.now();
    let agent: Client = await loginAs(ctx.app, 'agent.da');
    let requests = 0;
    const failures: Failure[] = [];
    const statuses = new Map<number, number>();

    const send = async (probe: Probe): Promise<LightMyRequestResponse> => {
      requests++;
      const csrf = agent.cookies.get(CSRF_COOKIE) ?? '';
      const cookie = probe.asAgent ? [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ') : `${CSRF_COOKIE}=${csrf}`;
      const options: InjectOptions = {
        method: probe.method as InjectOptions['method'],
        url: probe.url,
        // Each request from its own address: the flood guard is per address and not what is tested here.
        remoteAddress: `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`,
        headers: { cookie, ...(probe.withCsrf && { [CSRF_HEADER]: csrf }), ...probe.headers },
        ...(probe.payload !== undefined && { payload: probe.payload }),
      };
      const response = await ctx.app.inject(options);
      // Logout and login (even a refused one) end the session: the next requests run on a new one. A 401 of the login's
      // code step without a waiting login (TWO_FACTOR_LOGIN_EXPIRED) leaves the session as it was.
      const sessionGone = response.statusCode === 401 && response.json<{ message?: string }>().message === messages.UNAUTHORIZED_ERROR;
      if (probe.asAgent && (sessionGone || /\/(logout|login)$/.test(probe.url.split('?')[0]!))) {
        agent = await loginAs(ctx.app, 'agent.da');
      }
      return response;
    };

    const check = async (route: RouteUnderTest, probe: Probe) => {
      const response = await send(probe);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const refusal = response.statusCode >= 400 && response.statusCode < 500;
      const message = refusal ? (response.json() as { message?: unknown }).message : undefined;
      if (response.statusCode >= 500 || (refusal && !isPolish(message))) {
        failures.push({ route: `${route.method} ${route.url}`, status: response.statusCode, probe: JSON.stringify(probe).slice(0, 300), answer: response.body.slice(0, 200) });
      }
    };

    const routes = routesUnderTest(ctx.app.registeredRoutes);
    const hints = await realValues();
    const bodies = await realBodies(routes, agent);
    for (const [index, route] of routes.entries()) {
      const examples = (route.body && bodies.get(route.body)) || [];
      for (const probe of fc.sample(probes(route, hints, examples), { seed: SEED + index, numRuns: RUNS_PER_ROUTE })) await check(route, probe);
      // Requests that pass the route's schemas, as a base to put one bad value in (real values where schemas allow).
      const valid = (schema: Schema | undefined) =>
        schema && fc.sample(arbitraryOf(schema, hints), { seed: SEED, numRuns: 300 }).find((value) => z.safeParse(schema, value).success);
      const base = { params: valid(route.params), querystring: valid(route.querystring), body: examples[0] ?? valid(route.body) };
      const send = (part: 'params' | 'querystring' | 'body', value: unknown) => {
        const parts = { ...base, [part]: value };
        const search = queryString(parts.querystring);
        const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : JSON.stringify(parts.body ?? {});
        return check(route, {
          asAgent: true,
          withCsrf: true,
          method: route.method,
          url: `${pathOf(route.url, parts.params)}${search ? `?${search}` : ''}`,
          headers: payload === undefined ? {} : { 'content-type': 'application/json' },
          payload,
        });
      };
      // Every place of a real body once with each value that breaks a lookup or a column.
      if (examples.length) {
        for (const path of pathsOf(examples[0]).slice(1)) {
          for (const value of placeBreakers) await send('body', withValueAt(examples[0], path, value));
        }
      }
      // Every text leaf of the route's schemas once with a NUL and once with a lone surrogate.
      for (const part of ['body', 'querystring', 'params'] as const) {
        const schema = route[part];
        if (!schema) continue;
        for (const leaf of stringLeaves(schema)) {
          const simple = /^[\w-]+(\.[\w-]+)*$/.test(leaf.path) && typeof base[part] === 'object' && base[part] !== null;
          for (const hostile of ['a\u0000b', 'Kowalski\ud800']) {
            await send(part, simple ? withValueAt(base[part], leaf.path.split('.'), hostile) : valueAt(leaf.path, hostile));
          }
        }
      }
    }

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(`fuzz: ${routes.length} routes, ${requests} requests in ${seconds} s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}\n`);
    expect(failures).toEqual([]);
    // Several thousand requests in one test: ~15 s on a quiet machine, over two minutes on a loaded one. Nothing here
    // is timed; the limit only ends a run that hangs.
  }, 600_000);
});

/** A value holding `text` at a stringLeaves path (the other fields left out). */
function valueAt(path: string, text: string): unknown {
  const steps = path === '' ? [] : path.split('.');
  const build = (index: number): unknown => {
    if (index === steps.length) return text;
    const step = steps[index]!;
    const array = step.endsWith('[]');
    const key = array ? step.slice(0, -2) : step;
    const inner = array ? [build(index + 1)] : build(index + 1);
    if (key === '') return inner;
    if (key === '{key}') return { [text]: 'x' };
    if (key === '*') return { x: inner };
    return { [key]: inner };
  };
  return build(0);
}
