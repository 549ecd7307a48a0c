import {
  canSearchPolicyType,
  fillMessage,
  formatNumber,
  fuelName,
  isoDateInPoland,
  messages,
  paymentPlan,
  POLICY_COUNT_LIMIT,
  POLICY_EXPORT_MAX_ROWS,
  policyExportFilename,
  QUICK_SEARCH_MAX_HITS,
  quickSearchMatches,
  type PoliciesSearchResponse,
  type policiesSearchQuerySchema,
  type PolicyDetails,
  type policyExportQuerySchema,
  type PolicyListResponse,
  type policyListQuerySchema,
  type PolicyListRow,
  type QuickSearchResponse,
  type z,
} from '@panel/domain';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { forbidden, HttpError, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { csvStream, xlsxStream } from './export';
import { servicingHistory } from '../../lib/servicing-history';
import * as repo from './repository';

/** HP rows carry the policy term (default 1), other lines none (000 §3). */
function listRow<T extends PolicyListRow>(row: T): T {
  return { ...row, policyTerm: row.type === 'HP' ? (row.policyTerm ?? 1) : null };
}

export async function listPolicies(
  db: Db,
  user: SessionUser,
  query: z.output<typeof policyListQuerySchema>,
): Promise<PolicyListResponse> {
  const { rows, total, capped } = await repo.listPolicies(db, user.agentId, query, POLICY_COUNT_LIMIT);
  return {
    tableType: query.tableType,
    policies: rows.map(({ tableType: _, ...row }) => listRow(row)),
    total,
    totalCapped: capped,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The search model of 000 §3 and §5; a type filter the user's roles do not allow is refused (403). */
export async function searchPolicies(
  db: Db,
  user: SessionUser,
  query: z.output<typeof policiesSearchQuerySchema>,
): Promise<PoliciesSearchResponse> {
  if (query.policyType && !canSearchPolicyType(user.roles, query.policyType)) throw forbidden();
  const { rows, total, capped } = await repo.searchPolicies(db, user.agentId, query, POLICY_COUNT_LIMIT);
  return { policies: rows.map(listRow), total, totalCapped: capped, page: query.page, pageSize: query.pageSize };
}

export interface PolicyExport {
  filename: string;
  contentType: string;
  stream: Readable;
}

export const exportLimits = { maxRows: POLICY_EXPORT_MAX_ROWS, batchSize: 2000 };

/** A whole list as CSV or XLSX, streamed in batches; a list longer than the cap must be narrowed first (400). */
export async function exportPolicies(
  db: Db,
  user: SessionUser,
  filters: z.output<typeof policyExportQuerySchema>,
  format: 'csv' | 'xlsx',
  { maxRows, batchSize } = exportLimits,
): Promise<PolicyExport> {
  const { total, capped } = await repo.countPolicies(db, user.agentId, filters, maxRows);
  if (total === 0) throw new HttpError(400, messages.POLICIES_EXPORT_EMPTY);
  if (capped) throw new HttpError(400, fillMessage(messages.POLICIES_EXPORT_TOO_LARGE, { max: formatNumber(maxRows) }));
  const batches = (async function* () {
    for await (const batch of repo.exportBatches(db, user.agentId, filters, batchSize, maxRows)) {
      yield batch.map(({ tableType: _, keys: __, ...row }) => listRow(row));
    }
  })();
  const filename = policyExportFilename(filters.tableType, format, isoDateInPoland(new Date()));
  return format === 'csv'
    ? { filename, contentType: 'text/csv; charset=utf-8', stream: csvStream(filters.tableType, batches) }
    : {
        filename,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        stream: xlsxStream(filters.tableType, batches),
      };
}

/**
 * The ways the header search looks for `q` (decision 012): digits are the start of a policy number, and by their
 * length a PESEL, NIP or REGON; letters with digits a plate (4 to 8 characters) or a VIN (17), exactly; letters without
 * digits (3 characters or more, what a trigram index can serve) part of a customer's name.
 */
export function quickSearchProbes(q: string): repo.QuickSearchProbe[] {
  const compact = q.replace(/[\s-]/g, '').toUpperCase();
  const probes: repo.QuickSearchProbe[] = [];
  if (/^\d+$/.test(compact)) {
    probes.push({ by: 'policyNo', prefix: compact });
    if (compact.length === 11) probes.push({ by: 'pesel', equals: compact });
    if (compact.length === 10) probes.push({ by: 'nip', equals: compact });
    if (compact.length === 9 || compact.length === 14) probes.push({ by: 'regon', equals: compact });
    return probes;
  }
  if (/^(?=.*\d)[A-Z0-9]{4,8}$/.test(compact)) probes.push({ by: 'regNo', equals: compact });
  if (/^[A-Z0-9]{17}$/.test(compact)) probes.push({ by: 'vin', equals: compact });
  if (/\p{L}/u.test(q) && !/\d/.test(q) && q.length >= 3) probes.push({ by: 'customerName', contains: q });
  return probes;
}

const matchRank = Object.fromEntries(quickSearchMatches.map((match, rank) => [match, rank]));

/** At most 10 policies of the agent, identifiers before names, each policy once. */
export async function quickSearch(db: Db, user: SessionUser, q: string): Promise<QuickSearchResponse> {
  const rows = await repo.quickSearch(db, user.agentId, quickSearchProbes(q), QUICK_SEARCH_MAX_HITS);
  const ranked = [...rows].sort(
    (a, b) =>
      matchRank[a.matchedBy]! - matchRank[b.matchedBy]! ||
      a.matchedValue.localeCompare(b.matchedValue, 'pl') ||
      a.policyNo.localeCompare(b.policyNo),
  );
  const seen = new Set<string>();
  const hits = ranked.filter((hit) => !seen.has(hit.policyNo) && seen.add(hit.policyNo));
  return { hits: hits.slice(0, QUICK_SEARCH_MAX_HITS) };
}

type Found = NonNullable<Awaited<ReturnType<typeof repo.findPolicy>>>;

function addressLine(c: Found['customer']) {
  const flat = c.flatNo ? `/${c.flatNo}` : '';
  return `ul. ${c.street} ${c.streetNo}${flat}, ${c.postcode} ${c.city}`;
}

/** The details as of `today`, the Warsaw day (yyyy-MM-dd) the payment figures are reckoned on. */
export async function policyDetails(db: Db, user: SessionUser, policyNo: string, today = isoDateInPoland(new Date())): Promise<PolicyDetails> {
  const found = await repo.findPolicy(db, user.agentId, policyNo);
  if (!found) throw notFound();
  const { policy, customer, vehicle } = found;
  const isQuotation = policy.kind === 'QUOTATION';
  // Payment details are shown for policies paid from an account only (000 §3).
  const withAccount = !isQuotation && policy.bankAccount !== null;
  // The figures the payment documents print too (decision 151).
  const plan = paymentPlan(policy, today);
  return {
    tableType: policy.kind,
    productLineId: policy.productLine,
    policyNo: isQuotation ? null : policy.policyNo,
    quotationNo: isQuotation ? policy.policyNo : null,
    status: policy.status,
    startDate: policy.startDate,
    endDate: policy.endDate,
    insuringName: customer.displayName,
    insuringPhone: customer.phone,
    email: customer.email,
    insuringAddress: addressLine(customer),
    insuringPostcode: customer.postcode,
    insuringPesel: customer.pesel,
    insuringNip: customer.nip,
    insuringRegon: customer.regon,
    insuringPlaceKind: policy.productLine === 'HP' ? (customer.flatNo ? 'Mieszkanie' : 'Dom') : null,
    carInfo: vehicle ? `${vehicle.make} ${vehicle.model} (${vehicle.productionYear}), ${vehicle.engineCapacity} cm³, ${fuelName(vehicle.fuelType)}` : null,
    carVin: vehicle?.vin ?? null,
    regNo: vehicle?.regNo ?? null,
    insurer:
      policy.productLine === 'SM'
        ? {
            partyType: customer.partyType,
            companyName: customer.partyType === 'COMPANY' ? customer.companyName : null,
            firstName: customer.partyType === 'PERSON' ? customer.firstName : null,
            surname: customer.partyType === 'PERSON' ? customer.lastName : null,
            phone: customer.phone,
            email: customer.email,
            address: addressLine(customer),
          }
        : null,
    offerValidTill: policy.offerValidTill?.toISOString() ?? null,
    paymentFrequency: policy.paymentFrequency,
    paymentType: policy.paymentType,
    price: plan.total,
    bankAccount: withAccount ? policy.bankAccount : null,
    tariffPrice: withAccount ? plan.total : null,
    totalDebitAmount: withAccount ? plan.arrears : null,
    nextInstAmt: withAccount ? (plan.next?.amount ?? null) : null,
    nextInstDueDate: withAccount ? (plan.next?.dueDate ?? null) : null,
    servicingHistory: servicingHistory(found.servicingHistory),
  };
}
