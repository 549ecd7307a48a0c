import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../src/db/lock';

describe('lockDataDir', () => {
  it('refuses a second lock on the same folder while the first is held, and allows it after release', () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'panel-lock-')), 'data');
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    const again = lockDataDir(dir);
    again();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'panel-lock-'));
    const lockFile = path.join(parent, 'data.lock');
    writeFileSync(lockFile, '99999999');
    const release = lockDataDir(path.join(parent, 'data'));
    expect(existsSync(lockFile)).toBe(true);
    release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it("holds its owner's PID and leaves nothing else beside the folder", () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'panel-lock-'));
    const release = lockDataDir(path.join(parent, 'data'));
    expect(readdirSync(parent)).toEqual(['data.lock']);
    expect(readFileSync(path.join(parent, 'data.lock'), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(path.join(parent, 'data'))).toThrow(DataDirLockedError);
    expect(readdirSync(parent)).toEqual(['data.lock']);
    release();
  });
});
