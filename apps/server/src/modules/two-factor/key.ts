import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../../env';

/** The key file the embedded database keeps beside its data when TWO_FACTOR_KEY is not set. */
export const KEY_FILE = 'two-factor.key';

/**
 * The key of the stored TOTP secrets: TWO_FACTOR_KEY, or for the embedded database one generated once into DATA_DIR
 * (created if missing). PostgreSQL serves several instances that must share it: there it has to be set.
 */
export function loadTwoFactorKey(env: Pick<Env, 'TWO_FACTOR_KEY' | 'DATABASE_URL' | 'DATA_DIR'>): Buffer {
  if (env.TWO_FACTOR_KEY) return Buffer.from(env.TWO_FACTOR_KEY, 'base64');
  if (env.DATABASE_URL) {
    throw new Error('Z DATABASE_URL ustaw TWO_FACTOR_KEY: klucz sekretów logowania dwuetapowego, wspólny dla wszystkich instancji (openssl rand -base64 32).');
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  const file = path.join(env.DATA_DIR, KEY_FILE);
  try {
    writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}

/** AES-256-GCM; stored as iv.tag.ciphertext in base64url. The user id is the associated data: a secret moved to another row fails. */
export function encryptSecret(key: Buffer, userId: number, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(String(userId)));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')).join('.');
}

export function decryptSecret(key: Buffer, userId: number, stored: string): string {
  const [iv = '', tag = '', ciphertext = ''] = stored.split('.');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url')).setAAD(Buffer.from(String(userId)));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
