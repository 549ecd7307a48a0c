import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { policies } from '../../db/schema/index';

const month = sql<string>`to_char(${policies.policyDate}, 'YYYY-MM')`;
const countWhere = (condition: ReturnType<typeof sql>) => sql`count(*) filter (where ${condition})`.mapWith(Number);

function concluded(agentId: number, productLine: 'CP' | 'HP', from: string, to: string) {
  return and(
    eq(policies.agentId, agentId),
    eq(policies.kind, 'CONCLUDED'),
    eq(policies.productLine, productLine),
    gte(policies.policyDate, from),
    lte(policies.policyDate, to),
  );
}

/** The agent's concluded motor policies per month of conclusion: OC (package 001) and AC (package 002). */
export function motorCountsByMonth(db: DbOrTx, agentId: number, from: string, to: string) {
  return db
    .select({
      month,
      oc: countWhere(sql`${policies.packageCode} = '001'`),
      ac: countWhere(sql`${policies.packageCode} = '002'`),
    })
    .from(policies)
    .where(concluded(agentId, 'CP', from, to))
    .groupBy(month);
}

/** The agent's concluded home policies per month of conclusion. */
export function homeCountsByMonth(db: DbOrTx, agentId: number, from: string, to: string) {
  return db
    .select({ month, hp: sql`count(*)`.mapWith(Number) })
    .from(policies)
    .where(concluded(agentId, 'HP', from, to))
    .groupBy(month);
}
