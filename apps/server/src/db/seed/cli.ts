import { parseArgs } from 'node:util';
import { count, eq } from 'drizzle-orm';
import { isoDateInPoland } from '@panel/domain';
import { loadEnv } from '../../env';
import { openDatabase } from '../client';
import { agents, policies } from '../schema/index';
import { demoAccounts, isSeeded, seedDemo, setPasswordAge } from './demo';
import { insertPortfolio } from './portfolio';
import { createRandom } from './random';

/**
 * `npm run seed -- --policies N`: seeds the demo data when missing, then adds N more policies spread over the
 * demo agents (for benchmarks). `--password-age login=days` dates that user's last password change `days` days back
 * (the reminder, the expired password). Uses DATABASE_URL when set, else DATA_DIR.
 */
const { values } = parseArgs({ options: { policies: { type: 'string', default: '0' }, 'password-age': { type: 'string' } } });
const extra = Number(values.policies);
if (!Number.isInteger(extra) || extra < 0) {
  console.error('--policies musi być nieujemną liczbą całkowitą');
  process.exit(1);
}
const passwordAge = values['password-age']?.match(/^([^=]+)=(\d{1,4})$/);
if (values['password-age'] !== undefined && !passwordAge) {
  console.error('--password-age wymaga postaci login=liczba_dni, np. agent.basic=91');
  process.exit(1);
}

const env = loadEnv();
const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE } : { dataDir: env.DATA_DIR });
try {
  if (!(await isSeeded(database.db))) await seedDemo(database.db);
  if (passwordAge) {
    const [, login, days] = passwordAge;
    if (!(await setPasswordAge(database.db, login!, Number(days)))) console.error(`Nie ma użytkownika ${login}`);
    else console.log(`${login}: ostatnia zmiana hasła ${days} dni temu`);
  }
  const allAgents = await database.db.select().from(agents).orderBy(agents.id);
  const random = createRandom(Date.now());
  const started = Date.now();
  for (const [index, agent] of allAgents.entries()) {
    const share = Math.floor(extra / allAgents.length) + (index < extra % allAgents.length ? 1 : 0);
    if (share === 0) continue;
    const [existing] = await database.db.select({ n: count() }).from(policies).where(eq(policies.agentId, agent.id));
    await insertPortfolio(
      database.db,
      {
        agentId: agent.id,
        agentDigit: index + 1,
        lines: demoAccounts[index]?.lines ?? ['CP', 'HP'],
        count: share,
        firstSequence: (existing?.n ?? 0) + 1,
        today: isoDateInPoland(new Date()),
        random,
      },
      5000,
    );
    console.log(`${agent.custCode}: +${share} polis (${Math.round((Date.now() - started) / 1000)} s)`);
  }
} finally {
  await database.close();
}
