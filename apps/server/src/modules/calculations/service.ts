import { isIsoDate, isoDateInPoland, type CalculatorLink, type QuotationDate } from '@panel/domain';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-user';
import * as repo from './repository';

export const NEW_MOTOR_RELEASE_DATE_SETTING = 'NEW_MOTOR_RELEASE_DATE';

export function calculators(db: Db, user: SessionUser): Promise<CalculatorLink[]> {
  return repo.calculatorsFor(db, [...user.roles]);
}

/** The day (in Poland) the agent's first still-valid home calculation expires, or null. */
export async function homeCalculationExpiryDate(db: Db, user: SessionUser, now = new Date()): Promise<QuotationDate> {
  const validTill = await repo.earliestHomeQuotationExpiry(db, user.agentId, now);
  return { date: validTill ? isoDateInPoland(validTill) : null };
}

/** The configured release date of the new motor calculator; null when none (or not a date) is configured. */
export async function newMotorReleaseDate(db: Db): Promise<QuotationDate> {
  const value = await repo.setting(db, NEW_MOTOR_RELEASE_DATE_SETTING);
  return { date: value && isIsoDate(value) ? value : null };
}
