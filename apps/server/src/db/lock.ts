import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no cross-process locking, so a second process on the same folder would corrupt it.
 * Takes `<dataDir>.lock` (beside, not inside: PGlite owns the folder) or throws; a lock left by a dead
 * process is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = path.join(dataDir, '..', `${path.basename(dataDir)}.lock`);
  // The lock appears with its PID already in it (a hard link is atomic), never empty: a process starting at the same
  // moment must not read an empty lock as a dead owner's and take it over.
  const ownPath = `${lockPath}.${process.pid}`;
  writeFileSync(ownPath, String(process.pid));
  try {
    return takeLock(dataDir, lockPath, ownPath);
  } finally {
    rmSync(ownPath, { force: true });
  }
}

function takeLock(dataDir: string, lockPath: string, ownPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      linkSync(ownPath, lockPath);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new DataDirLockedError(
          `Katalog danych ${dataDir} jest używany przez inny proces (PID ${owner}). Zatrzymaj go albo ustaw inny DATA_DIR.`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Nie udało się zablokować katalogu danych ${dataDir}.`);
}
