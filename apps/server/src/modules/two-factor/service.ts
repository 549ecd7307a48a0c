import { randomInt } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { Secret, TOTP } from 'otpauth';
import {
  isTotpCode,
  messages,
  normalizeRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_LENGTH,
  TWO_FACTOR_RECOVERY_CODE_COUNT,
  type TwoFactorConfirmResponse,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@panel/domain';
import type { Db } from '../../db/client';
import { fieldError, HttpError } from '../../lib/errors';
import { hashPassword, renewSessionEndingOthers } from '../../lib/credentials';
import type { SessionUser } from '../../lib/session-user';
import { decryptSecret, encryptSecret } from './key';
import * as repo from './repository';

const PERIOD_S = 30;
const ISSUER = 'Panel Agenta';

const totp = (secret: string, login: string) =>
  new TOTP({ issuer: ISSUER, label: login, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });

/** The 30-second step a code belongs to: this one, the one before or the one after (clock drift), or null. */
function matchingStep(secret: string, code: string, now: Date) {
  const delta = totp(secret, '').validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
}

function newRecoveryCode() {
  const chars = Array.from({ length: RECOVERY_CODE_LENGTH }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

export async function status(db: Db, user: SessionUser): Promise<TwoFactorStatus> {
  const enabled = await repo.isEnabled(db, user.userId);
  return { enabled, recoveryCodesLeft: enabled ? await repo.countUnusedRecoveryCodes(db, user.userId) : 0 };
}

/**
 * Starts the enrolment: a new 160-bit secret from the CSPRNG, stored encrypted until its first code. Asked again (a
 * double click, a reopened dialog) it answers the secret already waiting, so the QR code shown is always the stored one.
 */
export async function setup(db: Db, key: Buffer, user: SessionUser, now = new Date()): Promise<TwoFactorSetup> {
  await repo.insertPendingSecret(db, user.userId, encryptSecret(key, user.userId, new Secret({ size: 20 }).base32), now);
  const stored = await repo.findSecret(db, user.userId);
  if (!stored || stored.enabledAt) throw new HttpError(409, messages.TWO_FACTOR_ALREADY_ENABLED);
  const secret = decryptSecret(key, user.userId, stored.encryptedSecret);
  return { secret, uri: totp(secret, user.login).toString() };
}

/**
 * The first code turns two-factor login on: it answers the ten recovery codes (stored argon2id-hashed, shown only
 * now), ends the user's other sessions and gives this one a new id.
 */
export async function confirm(db: Db, key: Buffer, user: SessionUser, code: string, now = new Date()) {
  const stored = await repo.findSecret(db, user.userId);
  if (!stored) throw new HttpError(409, messages.TWO_FACTOR_SETUP_MISSING);
  if (stored.enabledAt) throw new HttpError(409, messages.TWO_FACTOR_ALREADY_ENABLED);
  const step = matchingStep(decryptSecret(key, user.userId, stored.encryptedSecret), code, now);
  if (step === null) throw fieldError('code', messages.TWO_FACTOR_CODE_INVALID);
  const recoveryCodes = Array.from({ length: TWO_FACTOR_RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(recoveryCodes.map((recoveryCode) => hashPassword(normalizeRecoveryCode(recoveryCode))));
  return db.transaction(async (tx): Promise<TwoFactorConfirmResponse & { token: string }> => {
    // A parallel confirmation took the step first and turned it on.
    if (!(await repo.takeStep(tx, user.userId, step, false))) throw new HttpError(409, messages.TWO_FACTOR_ALREADY_ENABLED);
    await repo.enable(tx, user.userId, hashes, now);
    return { recoveryCodes, token: await renewSessionEndingOthers(tx, user) };
  });
}

/**
 * The code of a login: six digits are a TOTP code of this, the previous or the next step, accepted once; anything
 * else is tried as a recovery code, each usable once.
 */
export async function verifyLoginCode(db: Db, key: Buffer, userId: number, code: string, now = new Date()) {
  const stored = await repo.findSecret(db, userId);
  if (!stored?.enabledAt) return false;
  if (isTotpCode(code)) {
    const step = matchingStep(decryptSecret(key, userId, stored.encryptedSecret), code, now);
    return step !== null && repo.takeStep(db, userId, step, true);
  }
  const typed = normalizeRecoveryCode(code);
  const unused = await repo.unusedRecoveryCodes(db, userId);
  const matches = await Promise.all(unused.map((row) => verify(row.codeHash, typed)));
  const match = unused.find((_, index) => matches[index]);
  return match !== undefined && repo.useRecoveryCode(db, match.id, now);
}
