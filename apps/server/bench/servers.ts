/**
 * The two servers the benchmark measures, in one process apart from the load generator: the whole application
 * (sessions, roles, validation, serialisation, security headers, rate limit) and a bare Fastify that runs the same
 * repository queries and nothing else. Prints their ports as one JSON line.
 */
import Fastify from 'fastify';
import { POLICY_COUNT_LIMIT, QUICK_SEARCH_MAX_HITS, type TableType } from '@panel/domain';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import * as repo from '../src/modules/policies/repository';
import { quickSearchProbes } from '../src/modules/policies/service';

const url = process.env.BENCH_DATABASE_URL;
const dataDir = process.env.BENCH_DATA_DIR;
if (!url && !dataDir) throw new Error('BENCH_DATABASE_URL or BENCH_DATA_DIR is missing');
const database = await openDatabase(url ? { url } : { dataDir: dataDir! });
// Behind a load balancer, as in production: the client address (and so the rate limit) comes from X-Forwarded-For.
const app = await buildApp({ database, trustProxy: ['loopback'] });
await app.listen({ port: 0, host: '127.0.0.1' });

type Query = Record<string, string | undefined>;
const bare = Fastify();
// Its reads take the embedded database's connection as the application's do (decision 166).
const { asRead } = database;
if (asRead) bare.addHook('onRequest', (_request, _reply, done) => asRead(done));
bare.get('/bare/list', (request) => {
  const q = request.query as Query;
  return repo.listPolicies(
    database.db,
    Number(q.agentId),
    { tableType: q.tableType as TableType, sort: 'policyDate', order: 'desc', page: Number(q.page), pageSize: 20 },
    POLICY_COUNT_LIMIT,
  );
});
bare.get('/bare/details/:policyNo', (request) => {
  const { agentId } = request.query as Query;
  return repo.findPolicy(database.db, Number(agentId), (request.params as Query).policyNo!);
});
bare.get('/bare/quick-search', (request) => {
  const q = request.query as Query;
  return repo.quickSearch(database.db, Number(q.agentId), quickSearchProbes(q.q!), QUICK_SEARCH_MAX_HITS);
});
// No query at all: what the load generator and the machine add to any route.
bare.get('/bare/empty', () => ({}));
await bare.listen({ port: 0, host: '127.0.0.1' });

const port = (server: typeof bare) => (server.server.address() as { port: number }).port;
console.log(JSON.stringify({ app: port(app as unknown as typeof bare), bare: port(bare) }));

process.on('SIGTERM', () => {
  void Promise.all([app.close(), bare.close()]).then(() => database.close()).then(() => process.exit(0));
});
