import { loadEnvOrFail, openFromEnv } from './database-from-env';

/**
 * `npm run migrate`: applies the migrations and exits, for deployments that migrate before rolling out new instances
 * (decision 128). Instances starting later find nothing to do; the advisory lock makes a concurrent start wait.
 */
const env = loadEnvOrFail();
const database = await openFromEnv(env);
await database.close();
console.log(`Migracje zastosowane: ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `wbudowana baza PGlite w ${env.DATA_DIR}`}`);
