import { and, asc, eq, gt, inArray, isNull, min, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { calculatorLinks, panelSettings, policies } from '../../db/schema/index';

/** Calculators without a required role, or whose role the user holds, in display order. */
export function calculatorsFor(db: DbOrTx, roles: readonly string[]) {
  return db
    .select({ code: calculatorLinks.code, label: calculatorLinks.label, url: calculatorLinks.url })
    .from(calculatorLinks)
    .where(or(isNull(calculatorLinks.requiredRole), inArray(calculatorLinks.requiredRole, [...roles])))
    .orderBy(asc(calculatorLinks.sortNo), asc(calculatorLinks.code));
}

/** When the agent's earliest still-valid home quotation expires; undefined when there is none. */
export async function earliestHomeQuotationExpiry(db: DbOrTx, agentId: number, now: Date) {
  const [row] = await db
    .select({ validTill: min(policies.offerValidTill) })
    .from(policies)
    .where(
      and(
        eq(policies.agentId, agentId),
        eq(policies.kind, 'QUOTATION'),
        eq(policies.productLine, 'HP'),
        gt(policies.offerValidTill, now),
      ),
    );
  return row?.validTill ?? undefined;
}

export async function setting(db: DbOrTx, key: string) {
  const [row] = await db.select({ value: panelSettings.value }).from(panelSettings).where(eq(panelSettings.key, key));
  return row?.value;
}
