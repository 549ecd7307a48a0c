import { and, asc, count, desc, eq, gt, gte, ilike, like, lt, lte, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { policySearchTypeLines, type policiesSearchQuerySchema, type policyExportQuerySchema, type QuickSearchMatch, type z } from '@panel/domain';
import type { Db, DbOrTx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { customers, policies, vehicles } from '../../db/schema/index';
import { recentServicingActions } from '../../lib/servicing-history';

type ListFilters = z.output<typeof policyExportQuerySchema>;
type SearchFilters = z.output<typeof policiesSearchQuerySchema>;
type Sort = ListFilters['sort'];
type Order = ListFilters['order'];

/** Conditions on policies, and on their customers (which need the join). */
interface Filter {
  onPolicies: SQL[];
  onCustomers: SQL[];
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const startsWith = (value: string) => `${escapeLike(value)}%`;
const contains = (value: string) => `%${escapeLike(value)}%`;

/**
 * Columns of each sort, ending in the id so that the order is total (pages never overlap, the export's keyset
 * resumes exactly). Each matches an index of the lists (decision 011); type is followed by the date.
 */
const sortColumns = {
  policyDate: [policies.policyDate, policies.id],
  customerName: [customers.displayName, policies.id],
  type: [policies.productLine, policies.policyDate, policies.id],
  price: [policies.price, policies.id],
  policyNo: [policies.policyNo, policies.id],
} as const;

function orderBy(sort: Sort, order: Order) {
  const direction = order === 'asc' ? asc : desc;
  return sortColumns[sort].map((column) => direction(column));
}

function listFilter(agentId: number, filters: ListFilters): Filter {
  const onPolicies = [eq(policies.agentId, agentId), eq(policies.kind, filters.tableType)];
  const onCustomers: SQL[] = [];
  if (filters.type) onPolicies.push(eq(policies.productLine, filters.type));
  if (filters.dateFrom) onPolicies.push(gte(policies.policyDate, filters.dateFrom));
  if (filters.dateTo) onPolicies.push(lte(policies.policyDate, filters.dateTo));
  if (filters.q) {
    if (/^\d+$/.test(filters.q)) onPolicies.push(like(policies.policyNo, startsWith(filters.q)));
    else onCustomers.push(ilike(customers.displayName, contains(filters.q)));
  }
  return { onPolicies, onCustomers };
}

/** The customers of the agent: redundant with the policies' agent, but it lets a name sort walk the name index. */
const joinedWhere = (agentId: number, filter: Filter) =>
  and(...filter.onPolicies, eq(customers.agentId, agentId), ...filter.onCustomers);

const rowColumns = {
  policyNo: policies.policyNo,
  policyDate: policies.policyDate,
  customerName: customers.displayName,
  type: policies.productLine,
  policyTerm: policies.policyTerm,
  price: policies.price,
  tableType: policies.kind,
};

/** Rows matching the filter, counted up to `limit` (a capped count stays cheap on a large portfolio). */
async function countUpTo(db: DbOrTx, agentId: number, filter: Filter, limit: number) {
  const matching = filter.onCustomers.length
    ? db
        .select({ one: sql`1` })
        .from(policies)
        .innerJoin(customers, eq(customers.id, policies.customerId))
        .where(joinedWhere(agentId, filter))
        .limit(limit + 1)
    : db
        .select({ one: sql`1` })
        .from(policies)
        .where(and(...filter.onPolicies))
        .limit(limit + 1);
  const [row] = await db.select({ n: count() }).from(matching.as('matching'));
  const n = row?.n ?? 0;
  return { total: Math.min(n, limit), capped: n > limit };
}

interface Page {
  sort: Sort;
  order: Order;
  page: number;
  pageSize: number;
}

async function pageOf(db: DbOrTx, agentId: number, filter: Filter, page: Page, countLimit: number) {
  const [rows, counted] = await Promise.all([
    db
      .select(rowColumns)
      .from(policies)
      .innerJoin(customers, eq(customers.id, policies.customerId))
      .where(joinedWhere(agentId, filter))
      .orderBy(...orderBy(page.sort, page.order))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    countUpTo(db, agentId, filter, countLimit),
  ]);
  return { rows, ...counted };
}

/** A list without filters (the dashboard's and the list pages' first view), by agent and kind: its SQL never changes. */
const unfilteredConditions = () => [eq(policies.agentId, sql.placeholder('agentId')), eq(policies.kind, sql.placeholder('tableType'))];

const unfilteredCount = prepared((db) =>
  db
    .select({ n: count() })
    .from(
      db
        .select({ one: sql`1` })
        .from(policies)
        .where(and(...unfilteredConditions()))
        .limit(sql.placeholder('limit'))
        .as('matching'),
    )
    .prepare('policy_list_count'),
);

/** One statement per sort and order. */
const unfilteredPages = new Map(
  (Object.keys(sortColumns) as Sort[]).flatMap((sort) =>
    (['asc', 'desc'] as const).map((order) => [
      `${sort} ${order}`,
      prepared((db) =>
        db
          .select(rowColumns)
          .from(policies)
          .innerJoin(customers, eq(customers.id, policies.customerId))
          .where(and(...unfilteredConditions(), eq(customers.agentId, sql.placeholder('agentId'))))
          .orderBy(...orderBy(sort, order))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .prepare(`policy_list_${sort}_${order}`),
      ),
    ]),
  ),
);

async function unfilteredPage(db: Db, agentId: number, query: ListFilters & Page, countLimit: number) {
  const page = unfilteredPages.get(`${query.sort} ${query.order}`)!(db);
  const [rows, [counted]] = await Promise.all([
    page.execute({ agentId, tableType: query.tableType, limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    unfilteredCount(db).execute({ agentId, tableType: query.tableType, limit: countLimit + 1 }),
  ]);
  const n = counted?.n ?? 0;
  return { rows, total: Math.min(n, countLimit), capped: n > countLimit };
}

export function listPolicies(db: Db, agentId: number, query: ListFilters & Page, countLimit: number) {
  if (!query.type && !query.dateFrom && !query.dateTo && !query.q) return unfilteredPage(db, agentId, query, countLimit);
  return pageOf(db, agentId, listFilter(agentId, query), query, countLimit);
}

export function countPolicies(db: DbOrTx, agentId: number, filters: ListFilters, limit: number) {
  return countUpTo(db, agentId, listFilter(agentId, filters), limit);
}

/**
 * The rows of a list in the list's order, `batchSize` at a time: each batch resumes after the last row of the
 * previous one (keyset), so memory holds one batch however long the list is.
 */
export async function* exportBatches(db: DbOrTx, agentId: number, filters: ListFilters, batchSize: number, maxRows: number) {
  const filter = listFilter(agentId, filters);
  const columns = sortColumns[filters.sort];
  const after = filters.order === 'asc' ? gt : lt;
  const tuple = sql`(${sql.join([...columns], sql`, `)})`;
  let last: unknown[] | null = null;
  for (let done = 0; done < maxRows; ) {
    const resume: SQL | undefined = last ? after(tuple, sql`(${sql.join(last.map((value) => sql`${value}`), sql`, `)})`) : undefined;
    const rows = await db
      .select({ ...rowColumns, keys: sql<unknown[]>`json_build_array(${sql.join([...columns], sql`, `)})` })
      .from(policies)
      .innerJoin(customers, eq(customers.id, policies.customerId))
      .where(and(joinedWhere(agentId, filter), resume))
      .orderBy(...orderBy(filters.sort, filters.order))
      .limit(Math.min(batchSize, maxRows - done));
    if (rows.length === 0) return;
    yield rows;
    done += rows.length;
    last = rows.at(-1)!.keys;
  }
}


/** The identifier an owner given as digits is looked up by, from its length. */
const ownerIdentifiers: Partial<Record<number, 'pesel' | 'nip' | 'regon'>> = { 9: 'regon', 10: 'nip', 11: 'pesel', 14: 'regon' };

function searchFilter(agentId: number, search: SearchFilters): Filter {
  const onPolicies = [eq(policies.agentId, agentId)];
  const onCustomers: SQL[] = [];
  if (search.policyNumber) onPolicies.push(like(policies.policyNo, startsWith(search.policyNumber)));
  if (search.dateFrom) onPolicies.push(gte(policies.policyDate, search.dateFrom));
  if (search.dateTo) onPolicies.push(lte(policies.policyDate, search.dateTo));
  if (search.policyType) onPolicies.push(eq(policies.productLine, policySearchTypeLines[search.policyType]));
  if (search.owner) {
    const identifier = /^\d+$/.test(search.owner) ? ownerIdentifiers[search.owner.length] : undefined;
    onCustomers.push(identifier ? eq(customers[identifier], search.owner) : ilike(customers.displayName, contains(search.owner)));
  }
  return { onPolicies, onCustomers };
}

export function searchPolicies(db: DbOrTx, agentId: number, search: SearchFilters, countLimit: number) {
  return pageOf(db, agentId, searchFilter(agentId, search), search, countLimit);
}

const policyStatement = prepared((db) =>
  db
    .select({ policy: policies, customer: customers, vehicle: vehicles, servicingHistory: recentServicingActions(policies.id) })
    .from(policies)
    .innerJoin(customers, eq(customers.id, policies.customerId))
    .leftJoin(vehicles, eq(vehicles.id, policies.vehicleId))
    .where(and(eq(policies.agentId, sql.placeholder('agentId')), eq(policies.policyNo, sql.placeholder('policyNo'))))
    .prepare('policy_details'),
);

/** A policy of this agent with its customer, vehicle and servicing history; another agent's policy is simply not found. */
export async function findPolicy(db: Db, agentId: number, policyNo: string) {
  const [row] = await policyStatement(db).execute({ agentId, policyNo });
  return row;
}

/** One way the header search looks: the start of a policy number, an exact identifier or part of a name. */
export type QuickSearchProbe =
  | { by: 'policyNo'; prefix: string }
  | { by: 'regNo' | 'vin' | 'pesel' | 'nip' | 'regon'; equals: string }
  | { by: 'customerName'; contains: string };

type IdentifierProbe = Exclude<QuickSearchProbe, { by: 'customerName' }>;

function probeCondition(probe: IdentifierProbe): SQL {
  switch (probe.by) {
    case 'policyNo':
      return like(policies.policyNo, startsWith(probe.prefix));
    case 'regNo':
      return eq(vehicles.regNo, probe.equals);
    case 'vin':
      return eq(vehicles.vin, probe.equals);
    default:
      return eq(customers[probe.by], probe.equals);
  }
}

const matchedColumn = {
  policyNo: policies.policyNo,
  regNo: vehicles.regNo,
  vin: vehicles.vin,
  pesel: customers.pesel,
  nip: customers.nip,
  regon: customers.regon,
} as const satisfies Record<IdentifierProbe['by'], unknown>;

/**
 * Numbers come in the order of the agent's text_pattern_ops index (the ~<~ operator): the index then yields the
 * matching rows in order and the probe stops at the limit, whatever the planner estimates.
 */
const policyNoOrder = sql`${policies.policyNo} using ~<~`;

function probeQuery(db: DbOrTx, agentId: number, probe: IdentifierProbe, limit: number) {
  const query = db
    .select({
      policyNo: policies.policyNo,
      tableType: policies.kind,
      type: policies.productLine,
      customerName: customers.displayName,
      matchedBy: sql<QuickSearchMatch>`${probe.by}::text`.as('matched_by'),
      matchedValue: sql<string>`${matchedColumn[probe.by]}`.as('matched_value'),
    })
    .from(policies)
    .innerJoin(customers, eq(customers.id, policies.customerId))
    .leftJoin(vehicles, eq(vehicles.id, policies.vehicleId))
    .where(and(eq(policies.agentId, agentId), eq(customers.agentId, agentId), probeCondition(probe)))
    .$dynamic();
  return (probe.by === 'policyNo' ? query.orderBy(policyNoOrder) : query).limit(limit);
}

type QuickSearchRow = Awaited<ReturnType<typeof probeQuery>>[number];

/**
 * Part of a name, through the agent's trigram index. `offset 0` keeps the matching customers a subquery of its own,
 * planned for all its rows: the trigram index. Given the limit, the planner would rather scan the table and stop at
 * the first matches, assuming matches are spread evenly; one agent's customers are not, and such a scan can read the
 * whole table (decision 012).
 */
async function nameProbe(db: DbOrTx, agentId: number, part: string, limit: number): Promise<QuickSearchRow[]> {
  const { rows } = await db.execute<QuickSearchRow>(sql`
    select ${policies.policyNo} as "policyNo", ${policies.kind} as "tableType", ${policies.productLine} as "type",
           matching.display_name as "customerName", 'customerName' as "matchedBy", matching.display_name as "matchedValue"
      from (select ${customers.id}, ${customers.displayName} from ${customers}
             where ${customers.agentId} = ${agentId} and ${customers.displayName} ilike ${contains(part)} offset 0) as matching
      join ${policies} on ${policies.customerId} = matching.id and ${policies.agentId} = ${agentId}
     limit ${limit}`);
  return rows;
}

/** Up to `limit` policies of the agent per probe: the identifiers in one statement, a name on its own. */
export async function quickSearch(db: DbOrTx, agentId: number, probes: readonly QuickSearchProbe[], limit: number) {
  const names = probes.flatMap((probe) => (probe.by === 'customerName' ? [probe.contains] : []));
  const [first, second, ...rest] = probes.filter((probe) => probe.by !== 'customerName').map((probe) => probeQuery(db, agentId, probe, limit));
  const identifiers = first ? (second ? unionAll(first, second, ...rest) : first) : Promise.resolve([]);
  const found = await Promise.all([identifiers, ...names.map((part) => nameProbe(db, agentId, part, limit))]);
  return found.flat();
}
