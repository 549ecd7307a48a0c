import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages, REQUEST_ID_HEADER } from '@panel/domain';
import type { Database } from './db/client';
import { HttpError } from './lib/errors';
import { READS, registerAuth } from './plugins/auth';
import { registerCsrf } from './plugins/csrf';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './plugins/errors';
import { loggerOptions, registerRequestLog, type LogOptions } from './plugins/logging';
import { createMetrics, metricsRoutes, registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { registerRouteRegistry } from './plugins/route-registry';
import { securityHeaders } from './plugins/security-headers';
import { registerUnreadBodyClose } from './plugins/unread-body';
import { registerWeb, WEB_ASSETS_PREFIX } from './plugins/web';
import { authRoutes } from './modules/auth/routes';
import { healthRoutes } from './modules/health/routes';
import { loggingRoutes } from './modules/logging/routes';
import { policiesRoutes } from './modules/policies/routes';
import { profileRoutes } from './modules/profile/routes';
import { sessionsRoutes } from './modules/sessions/routes';
import { udpRoutes } from './modules/udp/routes';
import { userRoutes } from './modules/user/routes';
import { chartsRoutes } from './modules/charts/routes';
import { weatherRoutes } from './modules/weather/routes';
import { welcomeRoutes } from './modules/welcome/routes';
import { discountsRoutes } from './modules/discounts/routes';
import { calculationsRoutes } from './modules/calculations/routes';
import { staticFilesRoutes } from './plugins/static-files';
import { remindersRoutes } from './modules/reminders/routes';
import { notesRoutes } from './modules/notes/routes';
import { uploadsRoutes } from './modules/uploads/routes';
import { casesRoutes } from './modules/cases/routes';
import { complaintsRoutes } from './modules/complaints/routes';
import { documentsModule } from './modules/documents/module';
import { createPdfRenderer } from './modules/documents/pdf-renderer';
import { filesRoutes } from './modules/files/routes';
import { renewalRoutes } from './modules/renewal/routes';
import { handoffsRoutes } from './modules/handoffs/routes';
import { vehicleSaleRoutes } from './modules/vehicle-sale/routes';
import { travelSearchRoutes } from './modules/vehicle-sale/search-routes';
import { resignationRoutes } from './modules/resignation/routes';
import { motorModificationModule } from './modules/motor-modification/module';
import { findPolicyVersion } from './modules/motor-modification/repository';
import { printedResignation } from './modules/resignation/documents';
import { vehicleCatalogueRoutes } from './modules/vehicle-catalogue/routes';
import { trackingRoutes } from './modules/tracking/routes';
import { trackingHostsFromEnv } from './modules/tracking/config';
import { twoFactorLogin } from './modules/two-factor/login';
import { twoFactorRoutes } from './modules/two-factor/routes';
import { housekeepingModule } from './modules/housekeeping/module';
import { housekeepingJobs } from './housekeeping-jobs';
import { apiDocsRoutes } from './modules/api-docs/routes';

export interface AppOptions {
  database: Database;
  /** No log when absent (tests); personal data is redacted whatever the level and destination. */
  log?: LogOptions;
  secureCookies?: boolean;
  /** The proxies whose X-Forwarded-For is believed: their addresses or networks (never every hop, decision 116). */
  trustProxy?: false | string[];
  webDist?: string;
  /**
   * Two-factor login (decision 125): the key of the stored secrets (`server.ts` loads TWO_FACTOR_KEY or the embedded
   * database's key file; tests get a key of their own) and whether every agent must turn it on (REQUIRE_TWO_FACTOR).
   */
  twoFactor?: { key: Buffer; required: boolean };
  /** The housekeeping clock; tests drive it. */
  now?: () => Date;
  /** The bearer token of `GET /metrics`; without it the metrics are not served (decision 131). */
  metricsToken?: string;
}

/** What a request id taken from a proxy may look like: a UUID or a balancer's trace id, never text for the log. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The most addresses whose verdict `proxyTrust` keeps; then it starts again. */
const TRUST_VERDICTS_KEPT = 10_000;

/**
 * Whether an address is one of the trusted proxies, each address's verdict kept: parsing the proxy's and the client's
 * address again on every request cost about 4 µs a call at saturation (decision 015).
 */
function proxyTrust(trustProxy: false | string[]): (address: string) => boolean {
  if (!trustProxy) return () => false;
  const trusted = proxyAddr.compile(trustProxy);
  const verdicts = new Map<string, boolean>();
  return (address) => {
    let verdict = verdicts.get(address);
    if (verdict === undefined) {
      if (verdicts.size >= TRUST_VERDICTS_KEPT) verdicts.clear();
      verdict = trusted(address, 0);
      verdicts.set(address, verdict);
    }
    return verdict;
  };
}

/** The X-Request-Id of a trusted proxy, else a new id: a client must not choose the id its log lines carry. */
function requestIds(trusted: (address: string) => boolean) {
  return (request: IncomingMessage) => {
    const given = request.headers[REQUEST_ID_HEADER];
    const fromProxy = typeof given === 'string' && REQUEST_ID.test(given) && trusted(request.socket.remoteAddress ?? '');
    return fromProxy ? given : randomUUID();
  };
}

/** Builds the whole server without listening: `server.ts` listens, tests inject. */
export async function buildApp({
  database,
  log,
  secureCookies = false,
  trustProxy = false,
  webDist,
  twoFactor = { key: randomBytes(32), required: false },
  now,
  metricsToken,
}: AppOptions) {
  const trackingHosts = trackingHostsFromEnv();
  const headers = securityHeaders({ secureCookies, trackingHosts });
  const trustedProxy = proxyTrust(trustProxy);
  const { asRead } = database;
  const app = Fastify({
    logger: log ? loggerOptions(log) : false,
    // The request log is ours: one line per request (registerRequestLog).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxy && trustedProxy,
    bodyLimit: 1024 * 1024,
    // Document id lists travel in one path segment (get-creation-hashes).
    routerOptions: { maxParamLength: 1000 },
    frameworkErrors: (error, request, reply: FastifyReply) => {
      // Answered before any hook runs: the headers of every answer are set here too.
      reply.headers(headers);
      frameworkErrors(error, request, reply);
    },
    clientErrorHandler,
    requestIdHeader: false,
    genReqId: requestIds(trustedProxy),
  }).withTypeProvider<ZodTypeProvider>();
  registerRouteRegistry(app);
  registerRequestLog(app);
  // Added first, so that it runs after every other onClose hook: the job workers have handed their documents back.
  const pdf = createPdfRenderer();
  app.addHook('onClose', () => pdf.close());
  await registerOpenApi(app);
  registerMetrics(app, createMetrics(database, () => [app.documentJobs, app.mailJobs]));
  // First of all hooks, so that every answer carries them, refusals included.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers).header(REQUEST_ID_HEADER, request.id);
    if (asRead && READS.has(request.method)) asRead(done);
    else done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerUnreadBodyClose(app);

  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);
  // A flood guard per instance; business limits (login, logs) are counted in the database so instances share them.
  await app.register(fastifyRateLimit, {
    max: 1200,
    timeWindow: '1 minute',
    // The built app's scripts are immutable files of a few KB, dozens per screen: limiting them only breaks lazy loading.
    allowList: (request) => request.url.startsWith(WEB_ASSETS_PREFIX),
    errorResponseBuilder: () => new HttpError(429, messages.TOO_MANY_REQUESTS),
    // The count left is this instance's only, of little use to a client and of some to a flood: a refusal still says
    // when to try again (Retry-After).
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  });

  registerCsrf(app, secureCookies);
  await registerAuth(app, database, secureCookies, twoFactor.required);

  await app.register(healthRoutes, { database });
  await app.register(metricsRoutes, { token: metricsToken });
  await app.register(apiDocsRoutes);
  await app.register(authRoutes, { db: database.db, secureCookies, twoFactor: twoFactorLogin(database.db, twoFactor.key) });
  await app.register(twoFactorRoutes, { db: database.db, secureCookies, key: twoFactor.key });
  await app.register(userRoutes, { db: database.db });
  await app.register(profileRoutes, { db: database.db, secureCookies });
  await app.register(sessionsRoutes, { db: database.db });
  await app.register(udpRoutes, { db: database.db });
  await app.register(loggingRoutes, { db: database.db });
  await app.register(policiesRoutes, { db: database.db });
  await app.register(chartsRoutes, { db: database.db });
  await app.register(weatherRoutes, { db: database.db });
  await app.register(welcomeRoutes, { db: database.db });
  await app.register(discountsRoutes, { db: database.db });
  await app.register(calculationsRoutes, { db: database.db });
  await app.register(staticFilesRoutes);
  await app.register(remindersRoutes, { db: database.db });
  await app.register(notesRoutes, { db: database.db });
  await app.register(uploadsRoutes, { db: database.db });
  await app.register(casesRoutes, { db: database.db });
  await app.register(complaintsRoutes, { db: database.db });
  // Documents print what resignation and motor modification own: those modules lend their lookups here.
  await app.register(documentsModule, { database, pdf, sources: { resignation: printedResignation, modification: findPolicyVersion } });
  await app.register(filesRoutes, { db: database.db });
  await app.register(vehicleSaleRoutes, { db: database.db });
  await app.register(travelSearchRoutes, { db: database.db });
  await app.register(resignationRoutes, { db: database.db });
  await app.register(motorModificationModule, { database, render: pdf.render });
  await app.register(renewalRoutes, { db: database.db });
  await app.register(handoffsRoutes, { db: database.db });
  await app.register(vehicleCatalogueRoutes, { db: database.db });
  await app.register(trackingRoutes, { db: database.db, hosts: trackingHosts });
  await app.register(housekeepingModule, { database, now, jobs: housekeepingJobs });
  await registerWeb(app, webDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
