import path from 'node:path';
import { buildApp } from './app';
import { fail, loadEnvOrFail, openFromEnv } from './database-from-env';
import { DEMO_PASSWORD, demoAccounts, isSeeded, seedDemo } from './db/seed/demo';
import { startBanner } from './banner';
import { loginsWithPassword } from './modules/auth/service';
import { smtpTransport, startMailCatcher } from './lib/mail-transport';
import { loadTwoFactorKey } from './modules/two-factor/key';
import { serverRoot } from './paths';
import { closeGracefully } from './shutdown';

const defaultWebDist = path.join(serverRoot, '../web/dist');
/** How long requests in flight may take to finish at SIGTERM; the job workers then get their own 10 s to hand back. */
const DRAIN_TIMEOUT_MS = 10_000;

async function main() {
  const env = loadEnvOrFail();
  const database = await openFromEnv(env);
  let twoFactorKey;
  try {
    twoFactorKey = loadTwoFactorKey(env);
  } catch (error) {
    await database.close();
    fail((error as Error).message);
  }
  if (env.SEED_DEMO && !(await isSeeded(database.db))) {
    console.log('Pusta baza danych: wczytuję dane demonstracyjne…');
    if (!(await seedDemo(database.db))) console.log('Dane demonstracyjne wczytała w tym czasie inna instancja.');
  }
  // Argon2 runs on the thread pool: the demo passwords are checked while the app is built.
  const checkingDemoLogins = loginsWithPassword(
    database.db,
    demoAccounts.map((account) => account.login),
    DEMO_PASSWORD,
  );
  const app = await buildApp({
    database,
    log: { level: env.LOG_LEVEL, format: env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json') },
    secureCookies: env.COOKIE_SECURE,
    trustProxy: env.TRUST_PROXY,
    webDist: env.WEB_DIST ?? defaultWebDist,
    twoFactor: { key: twoFactorKey, required: env.REQUIRE_TWO_FACTOR },
    metricsToken: env.METRICS_TOKEN,
  });
  const demoLogins = await checkingDemoLogins;
  if (env.COOKIE_SECURE && demoLogins.length && !env.ALLOW_DEMO_ACCOUNTS) {
    await app.close();
    await database.close();
    fail(
      `Serwer nie wystartuje z COOKIE_SECURE=true: konta demonstracyjne ${demoLogins.join(', ')} mają publicznie znane hasło ${DEMO_PASSWORD}. ` +
        'Zmień ich hasła (lub usuń konta) albo, świadomie, ustaw ALLOW_DEMO_ACCOUNTS=true.',
    );
  }
  // Without SMTP_URL the e-mail goes over SMTP to a local catcher that keeps .eml files (decision 093).
  const catcher = env.SMTP_URL ? null : await startMailCatcher(path.join(env.DATA_DIR, 'mail'));
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await closeGracefully(app, DRAIN_TIMEOUT_MS);
    await catcher?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await database.fillPool?.();
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
  // After listening, so that /healthz answers at once; /readyz answers ready once the workers run and the first
  // housekeeping tick (runs due while no instance was up) is done. app.close() on shutdown hands unfinished jobs back.
  try {
    await app.documentJobs.startWorker();
    await app.mailJobs.startWorker(catcher?.transport ?? smtpTransport(env.SMTP_URL!));
    await app.housekeeping.start();
  } catch (error) {
    // A stop signal during these steps closes what they were starting.
    if (!closing) throw error;
  }
}

await main();
