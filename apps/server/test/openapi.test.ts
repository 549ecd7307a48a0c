import { readFileSync } from 'node:fs';
import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@panel/domain';
import { openApiFile, openApiText } from '../src/plugins/openapi';
import { createClient, loginAs, useTestApp } from './helper';

const ctx = useTestApp({ policiesScale: 0.02 });
// The document is put together once every route is registered.
beforeAll(() => ctx.app.ready());

interface Operation {
  summary?: string;
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { description: string }>;
  security?: unknown[];
}

/** Static file folders: files, not calls; @fastify/static hides them from the description. */
const HIDDEN = ['/banners/*', '/doc/*'];
const englishWords = /\b(the|of|and|get|list|returns?|create|update|delete|user|policy|default|response)\b/i;

const document = () => ctx.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
/** The OpenAPI paths of a route: an optional last parameter (`/:printArgs?`) gives two, with and without it. */
const openApiPaths = (url: string) => {
  const path = url.replace(/:(\w+)\??/g, '{$1}');
  return url.endsWith('?') ? [path, path.slice(0, path.lastIndexOf('/'))] : [path];
};
const methodsOf = (route: RouteOptions) => [route.method].flat().filter((method) => method !== 'HEAD');

describe('the OpenAPI description', () => {
  it('describes every registered route: a Polish summary, its request and each answer it declares', () => {
    const paths = document().paths;
    const routes = ctx.app.registeredRoutes.filter((route) => methodsOf(route).length > 0);
    const hidden = routes.filter((route) => (route.schema as { hide?: boolean } | undefined)?.hide).map((route) => route.url);
    expect(hidden.sort()).toEqual(HIDDEN);
    const described = routes.filter((route) => !hidden.includes(route.url));
    expect(described.length).toBeGreaterThan(90);
    const problems: string[] = [];
    for (const route of described) {
      const schema = (route.schema ?? {}) as Record<string, unknown> & { response?: Record<string, unknown> };
      for (const method of methodsOf(route)) {
        const where = `${method} ${route.url}`;
        const operations = openApiPaths(route.url).map((path) => paths[path]?.[method.toLowerCase()]);
        if (!operations.every(Boolean)) problems.push(`${where}: not described`);
        const operation = operations[0];
        if (!operation) continue;
        if (!operation.summary || englishWords.test(operation.summary) || operation.summary !== schema.summary) {
          problems.push(`${where}: no Polish summary (${operation.summary})`);
        }
        const declared = Object.keys(schema.response ?? {});
        if (!declared.some((status) => status.startsWith('2'))) problems.push(`${where}: no success answer declared`);
        for (const status of declared) {
          if (!operation.responses[status]) problems.push(`${where}: answer ${status} not described`);
        }
        for (const [status, answer] of Object.entries(operation.responses)) {
          if (!answer.description || answer.description === 'Default Response') problems.push(`${where}: answer ${status} without a description`);
        }
        if (schema.body && !operation.requestBody) problems.push(`${where}: body not described`);
        const inParts = (part: string) => (operation.parameters ?? []).filter((parameter) => parameter.in === part).map((parameter) => parameter.name);
        if (schema.querystring && inParts('query').length === 0) problems.push(`${where}: query not described`);
        for (const name of [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!)) {
          if (!inParts('path').includes(name)) problems.push(`${where}: path parameter ${name} not described`);
        }
        if (schema.headers && inParts('header').length === 0) problems.push(`${where}: headers not described`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('adds the answers every route can get from the hooks in front of it', () => {
    const { paths } = document();
    const reminders = paths['/partner/rest/reminders']!.post!;
    for (const status of ['400', '401', '403', '429']) expect(reminders.responses[status], status).toBeDefined();
    const health = paths['/healthz']!.get!;
    expect(health.security).toEqual([]);
    expect(Object.keys(health.responses).sort()).toEqual(['200', '429']);
    expect(paths['/partner/rest/auth/login']!.post!.responses['401']!.description).toBe('Brak sesji lub sesja wygasła');
  });

  it('is the committed docs/api/openapi.json (run `npm run openapi` after changing a route)', () => {
    expect(readFileSync(openApiFile, 'utf8')).toBe(openApiText(ctx.app));
  });
});

describe('GET /api/openapi.json and /api/docs', () => {
  it('serve the document and its reference page to a logged-in user', async () => {
    const client = await loginAs(ctx.app, 'agent.basic', '10.8.0.1');
    const json = await client.get('/api/openapi.json');
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual(JSON.parse(openApiText(ctx.app)));
    expect(json.headers['cache-control']).toBe('no-store');

    const page = await client.get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<html lang="pl">');
    // Scripts and styles of the page come from this server: what the strict CSP allows.
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script>|<style>|https?:\/\//);
    for (const [file, type] of [
      ['reference.js', 'text/javascript; charset=utf-8'],
      ['reference.css', 'text/css; charset=utf-8'],
    ]) {
      expect(page.body).toContain(`/api/docs/${file}`);
      const asset = await client.get(`/api/docs/${file}`);
      expect(asset.statusCode, file).toBe(200);
      expect(asset.headers['content-type']).toBe(type);
    }
  });

  it('refuse a visitor without a session (401, in Polish)', async () => {
    const client = createClient(ctx.app, '10.8.0.2');
    for (const url of ['/api/openapi.json', '/api/docs', '/api/docs/reference.js', '/api/docs/reference.css']) {
      const response = await client.get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ message: messages.UNAUTHORIZED_ERROR });
    }
  });
});
