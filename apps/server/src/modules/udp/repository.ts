import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contactDataConfirmations, panelSettings, users } from '../../db/schema/index';

export async function findSetting(db: DbOrTx, key: string) {
  const [row] = await db.select({ value: panelSettings.value }).from(panelSettings).where(eq(panelSettings.key, key));
  return row?.value;
}

export async function findConfirmation(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ sourceSystem: contactDataConfirmations.sourceSystem, confirmedAt: contactDataConfirmations.confirmedAt })
    .from(contactDataConfirmations)
    .where(eq(contactDataConfirmations.userId, userId));
  return row;
}

/** Stores the confirmed contact data on the account and records the confirmation (the latest one is kept). */
export async function saveConfirmation(db: DbOrTx, confirmation: { userId: number; sourceSystem: string; email: string; phone: string; confirmedAt: Date }) {
  await db.update(users).set({ email: confirmation.email, phone: confirmation.phone }).where(eq(users.id, confirmation.userId));
  const { sourceSystem, email, phone, confirmedAt } = confirmation;
  await db
    .insert(contactDataConfirmations)
    .values(confirmation)
    .onConflictDoUpdate({ target: contactDataConfirmations.userId, set: { sourceSystem, email, phone, confirmedAt } });
}
