import { fileURLToPath } from 'node:url';
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiErrorSchema, z } from '@panel/domain';

/** Schemas described once under components and referred to: the error answer of nearly every route. */
const schemaRegistry = z.registry<{ id: string }>();
schemaRegistry.add(apiErrorSchema, { id: 'ApiError' });
const jsonSchemaTransform = createJsonSchemaTransform({ schemaRegistry });
const jsonSchemaTransformObject = createJsonSchemaTransformObject({ schemaRegistry });

type Transform = typeof jsonSchemaTransform;
type TransformObject = typeof jsonSchemaTransformObject;

/** What each answer means, in the document's language; a code missing here fails the description test. */
const statusDescriptions: Record<string, string> = {
  200: 'Wynik',
  201: 'Utworzono',
  202: 'Przyjęto do realizacji',
  204: 'Wykonano, bez treści',
  400: 'Nieprawidłowe dane: komunikat, a przy polach formularza fieldErrors',
  401: 'Brak sesji lub sesja wygasła',
  403: 'Brak uprawnienia, brak tokenu CSRF (X-XSRF-TOKEN) lub wygasłe hasło',
  404: 'Nie znaleziono (także rekord innego agenta)',
  406: 'Niedozwolony rodzaj pliku',
  409: 'Stan rekordu nie pozwala na tę operację',
  413: 'Za duże dane',
  422: 'Klucz idempotencji użyty już z innymi danymi',
  423: 'Konto zablokowane',
  429: 'Za dużo żądań',
  502: 'Błąd usługi zewnętrznej',
  503: 'Usługa niedostępna',
};

const stateChanging = (method: RouteOptions['method']) => [method].flat().some((name) => !['GET', 'HEAD'].includes(name));

/**
 * The answers every route can give besides its own, from the hooks in front of it: bad input (400) where it takes
 * any, no session (401) and refusals (403: roles, an expired password, CSRF) where it needs a session or changes state,
 * and the flood guard (429) everywhere.
 */
function sharedAnswers(route: RouteOptions) {
  const schema = route.schema ?? {};
  const answers: Record<number, typeof apiErrorSchema> = { 429: apiErrorSchema };
  if (schema.body || schema.querystring || schema.params || schema.headers) answers[400] = apiErrorSchema;
  if (!route.config?.public) answers[401] = apiErrorSchema;
  if (!route.config?.public || stateChanging(route.method)) answers[403] = apiErrorSchema;
  return answers;
}

/** An answer as it is sent: a codec's wire side (the type provider would describe what the handler returns). */
const asSent = (answer: unknown) => (answer instanceof z.ZodCodec ? answer.in : answer);

/** The zod type provider's transform, with the shared answers added; public routes need no session. */
const transform: Transform = (document) => {
  const { route, schema } = document;
  const declared = Object.entries((schema?.response ?? {}) as Record<string, unknown>).map(([status, answer]) => [status, asSent(answer)]);
  const response = { ...sharedAnswers(route), ...Object.fromEntries(declared) };
  const transformed = jsonSchemaTransform({ ...document, schema: { ...schema, response } });
  if (route.config?.public && !schema?.security) Object.assign(transformed.schema, { security: [] });
  return transformed;
};

type Operation = { responses?: Record<string, { description?: string }>; parameters?: { in: string; name: string }[] };
type Paths = Record<string, Record<string, Operation>>;

/**
 * OpenAPI has no optional path parameter: a route ending in `/:name?` is described as the two paths it answers,
 * with and without the last segment.
 */
function splitOptionalParameters(paths: Paths) {
  for (const [path, item] of Object.entries(paths)) {
    const optional = /\/\{(\w+)\}\?$/.exec(path);
    if (!optional) continue;
    delete paths[path];
    paths[path.slice(0, -1)] = item;
    const without = (operation: Operation) => ({
      ...operation,
      parameters: operation.parameters?.filter((parameter) => !(parameter.in === 'path' && parameter.name === optional[1])),
    });
    paths[path.slice(0, optional.index)] = Object.fromEntries(Object.entries(item).map(([method, operation]) => [method, without(operation)]));
  }
}

/** The shared schemas under components, optional path parameters spelled out, and every answer described in Polish. */
const transformObject: TransformObject = (document) => {
  const openapi = jsonSchemaTransformObject(document) as { paths?: Paths };
  splitOptionalParameters(openapi.paths ?? {});
  for (const operation of Object.values(openapi.paths ?? {}).flatMap((item) => Object.values(item))) {
    for (const [status, answer] of Object.entries(operation.responses ?? {})) {
      answer.description = statusDescriptions[status];
    }
  }
  return openapi as ReturnType<TransformObject>;
};

/** Collects every route's zod schemas into an OpenAPI 3.1 document (`app.swagger()`); must be registered before any route. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Panel Agenta – API',
        version: '1.0.0',
        description:
          'Wywołania Panelu Agenta. Sesja w ciasteczku po zalogowaniu; wywołania zmieniające stan wymagają nagłówka ' +
          'X-XSRF-TOKEN z wartością ciasteczka XSRF-TOKEN. Komunikaty błędów są po polsku.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'Sesja (za HTTPS: __Host-sid)' },
          metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN' },
        },
      },
      security: [{ session: [] }],
    },
    transform,
    transformObject,
  });
}

/** Where the document is committed (`npm run openapi` writes it; a test fails when it differs from the routes). */
export const openApiFile = fileURLToPath(new URL('../../../../docs/api/openapi.json', import.meta.url));

/** The document as committed: stable formatting, one trailing line feed. */
export const openApiText = (app: FastifyInstance) => `${JSON.stringify(app.swagger(), null, 2)}\n`;
