import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { twoFactorRecoveryCodes, twoFactorSecrets } from '../../db/schema/index';

export function findSecret(db: DbOrTx, userId: number) {
  return db.query.twoFactorSecrets.findFirst({ where: eq(twoFactorSecrets.userId, userId) });
}

export async function isEnabled(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ userId: twoFactorSecrets.userId })
    .from(twoFactorSecrets)
    .where(and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.enabledAt)));
  return row !== undefined;
}

/** Stores a secret waiting for its first code, unless the user has a secret already (waiting or on). */
export async function insertPendingSecret(db: DbOrTx, userId: number, encryptedSecret: string, now: Date) {
  await db.insert(twoFactorSecrets).values({ userId, encryptedSecret, createdAt: now }).onConflictDoNothing();
}

/**
 * Takes a 30-second step for the user's secret unless it (or a later one) was taken already; answers whether it did.
 * `enabled` says whether the secret must be on (a login) or still waiting (the enrolment's first code).
 */
export async function takeStep(db: DbOrTx, userId: number, step: number, enabled: boolean) {
  const taken = await db
    .update(twoFactorSecrets)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoFactorSecrets.userId, userId),
        enabled ? isNotNull(twoFactorSecrets.enabledAt) : isNull(twoFactorSecrets.enabledAt),
        or(isNull(twoFactorSecrets.lastUsedStep), lt(twoFactorSecrets.lastUsedStep, step)),
      ),
    )
    .returning({ userId: twoFactorSecrets.userId });
  return taken.length > 0;
}

export async function enable(db: DbOrTx, userId: number, codeHashes: string[], now: Date) {
  await db.update(twoFactorSecrets).set({ enabledAt: now }).where(eq(twoFactorSecrets.userId, userId));
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

export function unusedRecoveryCodes(db: DbOrTx, userId: number) {
  return db
    .select({ id: twoFactorRecoveryCodes.id, codeHash: twoFactorRecoveryCodes.codeHash })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
}

export async function countUnusedRecoveryCodes(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Marks a recovery code used unless it was already; answers whether this call used it. */
export async function useRecoveryCode(db: DbOrTx, id: number, now: Date) {
  const used = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(twoFactorRecoveryCodes.id, id), isNull(twoFactorRecoveryCodes.usedAt)))
    .returning({ id: twoFactorRecoveryCodes.id });
  return used.length > 0;
}
