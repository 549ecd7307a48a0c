import { verify } from '@node-rs/argon2';
import {
  daysToPasswordExpiry,
  PASSWORD_HISTORY_SIZE,
  type PasswordChange,
  type PasswordChangeCode,
  type PhoneChange,
} from '@panel/domain';
import type { Db } from '../../db/client';
import { unauthorized } from '../../lib/errors';
import { idempotency } from '../../lib/idempotency';
import { hashPassword, renewSessionEndingOthers, verifyPassword } from '../../lib/credentials';
import type { SessionUser } from '../../lib/session-user';
import * as repo from './repository';

export interface PasswordChangeResult {
  code: PasswordChangeCode;
  /** The session's new token after a change (the cookie is re-issued). */
  token?: string;
}

async function matchesAny(hashes: string[], password: string) {
  for (const hash of hashes) if (await verify(hash, password)) return true;
  return false;
}

/**
 * Changes the user's password (000 §5, §8; decision 120): the current password is checked under the login's lockout,
 * the new one may not equal it nor any of the earlier ones in the history. A change ends the user's other sessions and
 * gives this one a new id. With an idempotency key, a repeated request answers SUCCESS without changing it again.
 */
export async function changePassword(
  db: Db,
  user: SessionUser,
  input: PasswordChange,
  idempotencyKey: string | undefined,
  address: string,
  now = new Date(),
): Promise<PasswordChangeResult> {
  return db.transaction(async (tx) => {
    const owner = await repo.lockPasswordOwner(tx, user.userId);
    if (!owner) return { code: 'USER_NOT_FOUND' };
    const earlier = await idempotency({
      key: idempotencyKey,
      find: async (conn, k) => ((await repo.hasChangeWithKey(conn, user.userId, k)) ? owner : undefined),
      // The change stores no hash of its payload (that would be a hash of the password): the password tells.
      sameRequest: (changed) => verify(changed.passwordHash, input.newPassword),
      answer: (): PasswordChangeResult => ({ code: 'SUCCESS' }),
      reusedStatus: 422,
    }).replay(tx);
    if (earlier) return earlier;
    if (!(await verifyPassword(tx, owner, input.currentPassword, address, now))) return { code: 'OLD_PASSWORD_INCORECT' };
    if (await verify(owner.passwordHash, input.newPassword)) return { code: 'OLD_NEW_DIFFERENCE' };
    const previous = await repo.previousPasswordHashes(tx, user.userId, PASSWORD_HISTORY_SIZE - 1);
    if (await matchesAny(previous, input.newPassword)) return { code: 'PASSWORD_REPEATED' };
    await repo.replacePassword(tx, {
      userId: user.userId,
      oldHash: owner.passwordHash,
      newHash: await hashPassword(input.newPassword),
      at: now,
      idempotencyKey: idempotencyKey ?? null,
    });
    return { code: 'SUCCESS', token: await renewSessionEndingOthers(tx, user) };
  });
}

export async function daysToPassExpiration(db: Db, user: SessionUser, now = new Date()) {
  const changedAt = await repo.findPasswordChangedAt(db, user.userId);
  if (!changedAt) throw unauthorized();
  return daysToPasswordExpiry(changedAt, now);
}

/** update-phone: the user's own phone (decision 121). Setting a value is idempotent by nature. */
export async function updatePhone(db: Db, user: SessionUser, input: PhoneChange): Promise<PhoneChange> {
  await repo.updateUserPhone(db, user.userId, input.phone);
  return input;
}

/** update-agent-phone: the agency's phone, shared by every user of the agent (decision 121). */
export async function updateAgentPhone(db: Db, user: SessionUser, input: PhoneChange): Promise<PhoneChange> {
  await repo.updateAgentPhone(db, user.agentId, input.phone);
  return input;
}
