import { openDatabase, type Database } from './db/client';
import { DataDirLockedError } from './db/lock';
import { loadEnv, type Env } from './env';

/** Prints the message and ends the process with a non-zero code (start-up and command-line failures). */
export function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

export function loadEnvOrFail(): Env {
  try {
    return loadEnv();
  } catch (error) {
    fail((error as Error).message);
  }
}

/** Opens (and migrates) the database the environment names, or ends the process with a clear message. */
export async function openFromEnv(env: Env): Promise<Database> {
  try {
    return await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE } : { dataDir: env.DATA_DIR });
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
