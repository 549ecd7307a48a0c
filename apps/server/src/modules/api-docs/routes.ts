import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '@panel/domain';
import { staticRoot } from '../../plugins/static-files';

/** The reference page's files: under static/ beside the served folders, but not served with them (a session is needed). */
const page = (file: string) => readFileSync(path.join(staticRoot, 'api-docs', file), 'utf8');
const assets = [
  { file: 'reference.js', type: 'text/javascript; charset=utf-8', summary: 'Skrypt strony opisu API' },
  { file: 'reference.css', type: 'text/css; charset=utf-8', summary: 'Arkusz stylów strony opisu API' },
];

/**
 * The API described (decision 133): the OpenAPI document generated from the route schemas, and a reference page of
 * our own that renders it (scripts and styles from this server only, as the CSP demands). Logged-in users only.
 */
export const apiDocsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/openapi.json',
    { schema: { summary: 'Opis API w formacie OpenAPI 3.1', response: { 200: z.record(z.string(), z.unknown()) } } },
    () => app.swagger() as unknown as Record<string, unknown>,
  );
  const html = page('index.html');
  app.get('/api/docs', { schema: { summary: 'Strona opisu API', response: { 200: z.string() } } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(html),
  );
  for (const { file, type, summary } of assets) {
    const content = page(file);
    app.get(`/api/docs/${file}`, { schema: { summary, response: { 200: z.string() } } }, async (_request, reply) =>
      reply.type(type).send(content),
    );
  }
};
