import { asc, eq } from 'drizzle-orm';
import { DISCOUNTS_MAX_COUNT } from '@panel/domain';
import type { DbOrTx } from '../../db/client';
import { discounts } from '../../db/schema/index';

/** The agent's discounts: by type, product line, renewal flag and package. */
export function listDiscounts(db: DbOrTx, agentId: number) {
  return db
    .select({
      id: discounts.id,
      productLineId: discounts.productLineId,
      renewal: discounts.renewal,
      packageCode: discounts.packageCode,
      type: discounts.type,
      numberAssigned: discounts.numberAssigned,
      amountLeft: discounts.amountLeft,
      amountTotal: discounts.amountTotal,
      discountExpiryDate: discounts.discountExpiryDate,
    })
    .from(discounts)
    .where(eq(discounts.agentId, agentId))
    .orderBy(asc(discounts.type), asc(discounts.productLineId), asc(discounts.renewal), asc(discounts.packageCode), asc(discounts.id))
    .limit(DISCOUNTS_MAX_COUNT);
}
