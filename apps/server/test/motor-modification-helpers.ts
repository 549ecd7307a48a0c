import { and, eq, like, notLike } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CpMtaLoadApiResponse } from '@panel/domain';
import { customers, motorPolicyData, policies, policyVersions, vehicles } from '../src/db/schema/index';
import { mtaDemoNumber } from '../src/db/seed/motor-modification';
import type { Client, TestContext } from './helper';

export const MTA = '/partner/rest/mta/cp';
export const da = (branch: Parameters<typeof mtaDemoNumber>[1]) => mtaDemoNumber(1, branch);
export const ncd = (branch: Parameters<typeof mtaDemoNumber>[1]) => mtaDemoNumber(3, branch);
export const nn = (branch: Parameters<typeof mtaDemoNumber>[1]) => mtaDemoNumber(2, branch);

export async function load(client: Client, policyNo: string): Promise<CpMtaLoadApiResponse> {
  const response = await client.get(`${MTA}/load/${policyNo}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Reads of the file's database: a policy with its vehicle and customer, its versions and motor data, a changeable policy. */
export function motorModificationReads(ctx: TestContext) {
  const policyRow = async (policyNo: string) => {
    const [row] = await ctx.database.db
      .select({ policy: policies, vehicle: vehicles, customer: customers })
      .from(policies)
      .innerJoin(vehicles, eq(vehicles.id, policies.vehicleId))
      .innerJoin(customers, eq(customers.id, policies.customerId))
      .where(eq(policies.policyNo, policyNo));
    return row!;
  };

  const versionsOf = async (policyNo: string) =>
    ctx.database.db
      .select({ version: policyVersions })
      .from(policyVersions)
      .innerJoin(policies, eq(policies.id, policyVersions.policyId))
      .where(eq(policies.policyNo, policyNo))
      .then((rows) => rows.map((row) => row.version));

  const motorDataOf = async (policyNo: string) => {
    const [row] = await ctx.database.db
      .select({ data: motorPolicyData })
      .from(motorPolicyData)
      .innerJoin(policies, eq(policies.id, motorPolicyData.policyId))
      .where(eq(policies.policyNo, policyNo));
    return row?.data;
  };

  /** A concluded, active CP policy of agent.da's portfolio (no motor data stored yet) that can be changed. */
  async function portfolioPolicy(index = 0) {
    const rows = await ctx.database.db
      .select({ policyNo: policies.policyNo, vehicleId: policies.vehicleId })
      .from(policies)
      .where(
        and(
          like(policies.policyNo, '11%'),
          notLike(policies.policyNo, '__9%'),
          eq(policies.productLine, 'CP'),
          eq(policies.kind, 'CONCLUDED'),
          eq(policies.status, 'ACTIVE'),
          eq(policies.systemOfRecord, 'TIA'),
          eq(policies.isPos, 0),
          eq(policies.totalDebitAmount, 0),
        ),
      )
      .orderBy(policies.policyNo);
    return rows[index]!;
  }

  return { policyRow, versionsOf, motorDataOf, portfolioPolicy };
}
