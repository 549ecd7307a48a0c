import {
  isoDateInPoland,
  paymentPlan,
  type OwnershipSearchResult,
  type RedirectResponse,
  type TravelSearch,
} from '@panel/domain';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-user';
import * as repo from './repository';
import { searchNotFound } from './service';

const statusLabel = {
  ACTIVE: 'aktywna',
  NOT_STARTED: 'nierozpoczęta',
  TERMINATED: 'rozwiązana',
  EXPIRED: 'wygasła',
} as const;

/** The agent's concluded motor policy with this number and VIN; anything else is "not found" (no leak of others'). */
async function searchable(db: Db, user: SessionUser, policyNumber: string, vin: string) {
  const found = await repo.findPolicy(db, user.agentId, policyNumber);
  if (!found || found.vin !== vin || found.policy.kind !== 'CONCLUDED' || found.policy.status === 'OFFER') throw searchNotFound();
  return found as repo.SalePolicy & { vin: string; regNo: string };
}

/** GET /partner/rest/uks/policy/{number}/{vin}: the ownership-change / travel search row (000 §3, §4). */
export async function search(db: Db, user: SessionUser, query: TravelSearch): Promise<OwnershipSearchResult> {
  const { policy, owner, vin, regNo, lastOwnershipChange } = await searchable(db, user, query.policyNumber, query.vin);
  const company = owner.partyType === 'COMPANY';
  // The payments as the policy details show them (decision 151).
  const plan = paymentPlan(policy, isoDateInPoland(new Date()));
  return {
    policyNo: policy.policyNo,
    insuredFirstName: company ? '' : (owner.firstName ?? ''),
    insuredLastName: company ? (owner.companyName ?? '') : (owner.lastName ?? ''),
    startDate: policy.startDate,
    endDate: policy.endDate,
    owner: owner.displayName,
    regNo,
    vin,
    status: statusLabel[policy.status as keyof typeof statusLabel],
    paymentStatus: plan.arrears > 0 ? 'Nieopłacona' : 'Opłacona',
    dueAmt: plan.arrears,
    installmentPaid: plan.instalments.filter((rate) => rate.status === 'PAID').length,
    paymentFrequency: policy.paymentFrequency,
    coverChangedDate: lastOwnershipChange,
    isUks: lastOwnershipChange !== null,
  };
}

/** Only a query: the popup opens over the page the agent is on (decision 072). */
const panelUrl = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

/** GET /partner/rest/redirectFacade/uks?platesNo=: the sale popup for the vehicle with these plates (decision 072). */
export async function uksRedirect(db: Db, user: SessionUser, platesNo: string): Promise<RedirectResponse> {
  const found = await repo.findPolicyByPlates(db, user.agentId, platesNo);
  if (!found) throw searchNotFound();
  return { url: panelUrl({ redirect: 'uks', number: found.policyNo, vin: found.vin, ass: '1' }) };
}

/** GET /partner/rest/redirectFacade/completeBuyersData: the sale popup as the buyer, names filled in. */
export async function completeBuyersDataRedirect(
  db: Db,
  user: SessionUser,
  query: { policyNo: string; firstName: string; lastName: string },
): Promise<RedirectResponse> {
  const found = await repo.findPolicy(db, user.agentId, query.policyNo);
  if (!found?.vin) throw searchNotFound();
  return {
    url: panelUrl({
      redirect: 'uks',
      number: found.policy.policyNo,
      vin: found.vin,
      party: 'BUYER',
      firstName: query.firstName,
      lastName: query.lastName,
      ass: '1',
    }),
  };
}

/** GET /partner/rest/redirectFacade/resignation?policyNo=: the resignation popup for the policy, as a buyer's. */
export async function resignationRedirect(db: Db, user: SessionUser, policyNo: string): Promise<RedirectResponse> {
  const found = await repo.findPolicy(db, user.agentId, policyNo);
  if (!found) throw searchNotFound();
  return { url: panelUrl({ redirect: 'resignation', policyNo: found.policy.policyNo, isUks: '1' }) };
}
