import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { openDatabase, type Database } from './db/client';
import { DataDirLockedError } from './db/lock';
import { DEMO_PASSWORD, demoAccounts, isSeeded, seedDemo } from './db/seed/demo';
import { loadEnv } from './env';
import { startBanner } from './banner';
import { loginsWithPassword, purgeExpiredSessions, purgeOldLoginFailures } from './modules/auth/service';
import { purgeOldActionLogs, purgeOldClientLogs } from './modules/logging/service';
import { purgeOrphanUploads } from './modules/uploads/service';
import { purgeAbandonedRewrites } from './modules/renewal/service';
import { purgeOldTrackingCommits } from './modules/tracking/service';
import { applyDueTerminations } from './modules/resignation/service';
import { smtpTransport, startMailCatcher } from './modules/mail/transport';

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

async function open(env: ReturnType<typeof loadEnv>): Promise<Database> {
  try {
    return await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    const reason = error instanceof Error ? error.message : String(error);
    fail(
      env.DATABASE_URL
        ? `Nie można połączyć się z bazą danych z DATABASE_URL: ${reason}`
        : `Nie można otworzyć wbudowanej bazy danych w ${env.DATA_DIR}: ${reason}`,
    );
  }
}

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    fail((error as Error).message);
  }
  const database = await open(env);
  if (env.SEED_DEMO && !(await isSeeded(database.db))) {
    console.log('Pusta baza danych: wczytuję dane demonstracyjne…');
    await seedDemo(database.db);
  }
  const demoLogins = await loginsWithPassword(
    database.db,
    demoAccounts.map((account) => account.login),
    DEMO_PASSWORD,
  );
  if (env.COOKIE_SECURE && demoLogins.length && !env.ALLOW_DEMO_ACCOUNTS) {
    await database.close();
    fail(
      `Serwer nie wystartuje z COOKIE_SECURE=true: konta demonstracyjne ${demoLogins.join(', ')} mają publicznie znane hasło ${DEMO_PASSWORD}. ` +
        'Zmień ich hasła (lub usuń konta) albo, świadomie, ustaw ALLOW_DEMO_ACCOUNTS=true.',
    );
  }
  const app = await buildApp({
    database,
    log: { level: env.LOG_LEVEL, format: env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json') },
    secureCookies: env.COOKIE_SECURE,
    trustProxy: env.TRUST_PROXY,
    webDist: env.WEB_DIST ?? defaultWebDist,
    metricsToken: env.METRICS_TOKEN,
  });
  // Without SMTP_URL the e-mail goes over SMTP to a local catcher that keeps .eml files (decision 093).
  const catcher = env.SMTP_URL ? null : await startMailCatcher(path.join(env.DATA_DIR, 'mail'));
  const hourly = () =>
    Promise.all([
      purgeExpiredSessions(database.db),
      purgeOrphanUploads(database.db),
      purgeAbandonedRewrites(database.db),
      purgeOldTrackingCommits(database.db),
      purgeOldClientLogs(database.db),
      purgeOldActionLogs(database.db),
      purgeOldLoginFailures(database.db),
      applyDueTerminations(database.db),
    ]);
  // Resignations whose termination day came while the server was down end their policies now.
  await applyDueTerminations(database.db);
  const purge = setInterval(() => void hourly().catch((err) => app.log.error({ err })), 3_600_000);
  purge.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(purge);
    await app.close();
    await catcher?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // Documents are generated in the background; app.close() on shutdown hands unfinished ones back to the queue.
  await app.documentJobs.startWorker();
  await app.mailJobs.startWorker(catcher?.transport ?? smtpTransport(env.SMTP_URL!));
  await app.listen({ port: env.PORT, host: env.HOST });
  const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `wbudowana baza PGlite w ${env.DATA_DIR}`;
  console.log(
    startBanner({
      port: env.PORT,
      database: where,
      mail: catcher ? `bez SMTP_URL – wiadomości zapisywane jako pliki .eml w ${catcher.dir}` : 'serwer SMTP z SMTP_URL',
      demoLogins,
      postgres: Boolean(env.DATABASE_URL),
      color: process.stdout.isTTY,
    }),
  );
}

await main();
