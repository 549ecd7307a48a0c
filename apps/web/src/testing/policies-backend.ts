import {
  canSearchPolicyType,
  messages,
  policiesSearchQuerySchema,
  policyListQuerySchema,
  policySearchTypeLines,
  type PolicyDetails,
  type PolicyListRow,
  type ProductLineId,
  type QuickSearchHit,
  type TableType,
  type z,
} from '@panel/domain';
import { http, HttpResponse } from 'msw';
import { backend } from './backend';

/** A policy of the fake server: a list row with what the searches look at. */
export interface FakePolicy extends PolicyListRow {
  tableType: TableType;
  regNo: string | null;
  pesel: string | null;
}

const lines: ProductLineId[] = ['CP', 'HP', 'SM', 'MF'];
const names = ['Anna Kowalska', 'Jan Nowak', 'Zofia Żółkiewska', 'Piotr Wiśniewski', 'Transport Nowak Sp. z o.o.', 'Łucja Dąbrowska'];
const kinds: TableType[] = ['CONCLUDED', 'CONCLUDED', 'RENEWAL', 'QUOTATION'];

/** 48 policies: 24 concluded, 12 renewals, 12 quotations over the four product lines, dates a day apart. */
export const policiesFixture: FakePolicy[] = Array.from({ length: 48 }, (_, i) => {
  const type = lines[i % 4]!;
  const day = String(28 - (i % 28)).padStart(2, '0');
  return {
    policyNo: `${i % 4 + 1}1000000${String(i + 1).padStart(2, '0')}`,
    policyDate: `2026-${i < 28 ? '10' : '09'}-${day}`,
    customerName: type === 'SM' || type === 'MF' ? 'Transport Nowak Sp. z o.o.' : names[i % names.length]!,
    type,
    policyTerm: type === 'HP' ? 1 + (i % 3) : null,
    price: 500 + i * 37.5,
    tableType: kinds[Math.floor(i / 4) % 4]!,
    regNo: type === 'CP' || type === 'MF' ? `WA${10000 + i}` : null,
    pesel: type === 'CP' || type === 'HP' ? `8001010${String(1000 + i).slice(-4)}` : null,
  };
});

const base = {
  status: 'ACTIVE',
  startDate: '2026-10-01',
  endDate: '2027-09-30',
  insuringName: 'Anna Kowalska',
  insuringPhone: '601234567',
  email: 'anna.kowalska@example.pl',
  insuringAddress: 'ul. Długa 5/2, 00-238 Warszawa',
  insuringPostcode: '00-238',
  insuringPesel: '80010101000',
  insuringNip: null,
  insuringRegon: null,
  insuringPlaceKind: null,
  carInfo: null,
  carVin: null,
  regNo: null,
  insurer: null,
  offerValidTill: null,
  paymentFrequency: '2',
  paymentType: 'TRANSFER',
  price: 1234.5,
  bankAccount: '61109010140000071219812874',
  tariffPrice: 1333.26,
  totalDebitAmount: 120,
  nextInstAmt: 617.25,
  nextInstDueDate: '2027-04-01',
  servicingHistory: [],
} satisfies Partial<PolicyDetails>;

/** The details of the first policy of each product line, and of the first quotation. */
export const detailsFixture: Record<string, PolicyDetails> = {
  '1100000001': {
    ...base,
    tableType: 'CONCLUDED',
    productLineId: 'CP',
    policyNo: '1100000001',
    quotationNo: null,
    carInfo: 'Škoda Octavia (2021), 1498 cm³, benzyna',
    carVin: 'TMBJJ7NE5L0123456',
    regNo: 'WA10000',
    servicingHistory: [
      {
        action: 'CASE',
        result: 'Zgłoszono sprawę SPR/2026/000007',
        detail: 'Zmiana danych klienta',
        userName: 'Anna Agentka',
        createdAt: '2026-11-20T09:15:00.000Z',
      },
    ],
  },
  '2100000002': {
    ...base,
    tableType: 'CONCLUDED',
    productLineId: 'HP',
    policyNo: '2100000002',
    quotationNo: null,
    insuringName: 'Jan Nowak',
    insuringPlaceKind: 'Mieszkanie',
    paymentFrequency: '1',
    nextInstAmt: null,
    nextInstDueDate: null,
  },
  '3100000003': {
    ...base,
    tableType: 'CONCLUDED',
    productLineId: 'SM',
    policyNo: '3100000003',
    quotationNo: null,
    insuringName: 'Transport Nowak Sp. z o.o.',
    insuringPesel: null,
    insuringNip: '5260250274',
    insuringRegon: '012345678',
    insurer: {
      partyType: 'COMPANY',
      companyName: 'Transport Nowak Sp. z o.o.',
      firstName: null,
      surname: null,
      phone: '221234567',
      email: 'biuro@transport-nowak.example.pl',
      address: 'ul. Przemysłowa 12, 61-001 Poznań',
    },
  },
  '4100000004': {
    ...base,
    tableType: 'CONCLUDED',
    productLineId: 'MF',
    policyNo: '4100000004',
    quotationNo: null,
    insuringName: 'Transport Nowak Sp. z o.o.',
    carInfo: 'Volvo FH (2020), 12800 cm³, diesel',
    carVin: 'YV2RT40A5LB123456',
    regNo: 'WA10003',
    paymentType: 'CASH',
    bankAccount: null,
    tariffPrice: null,
    totalDebitAmount: null,
    nextInstAmt: null,
    nextInstDueDate: null,
  },
  '1200000005': {
    ...base,
    tableType: 'RENEWAL',
    productLineId: 'CP',
    policyNo: '1200000005',
    quotationNo: null,
    status: 'OFFER',
  },
  '1100000013': {
    ...base,
    tableType: 'QUOTATION',
    productLineId: 'CP',
    policyNo: null,
    quotationNo: '1100000013',
    status: 'OFFER',
    offerValidTill: '2099-01-01T00:00:00.000Z',
    bankAccount: null,
    tariffPrice: null,
    totalDebitAmount: null,
    nextInstAmt: null,
    nextInstDueDate: null,
  },
};

interface PoliciesState {
  /** URLs of the export calls, in order. */
  exports: URL[];
  /** The most rows an export may hold, as the server's cap. */
  exportMaxRows: number;
}

export const policiesBackend: PoliciesState = { exports: [], exportMaxRows: 100_000 };

export function resetPoliciesBackend(): void {
  policiesBackend.exports = [];
  policiesBackend.exportMaxRows = 100_000;
}

const unauthorized = () => HttpResponse.json({ message: messages.UNAUTHORIZED_ERROR }, { status: 401 });

function invalid(error: z.ZodError) {
  const fieldErrors = Object.fromEntries(error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  return HttpResponse.json({ message: error.issues[0]!.message, fieldErrors }, { status: 400 });
}

type Sortable = Pick<FakePolicy, 'policyDate' | 'customerName' | 'type' | 'price' | 'policyNo'>;

function sorted(rows: FakePolicy[], sort: keyof Sortable, order: 'asc' | 'desc') {
  const sign = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => (a[sort] < b[sort] ? -sign : a[sort] > b[sort] ? sign : 0));
}

function page(rows: FakePolicy[], query: { page: number; pageSize: number }) {
  return {
    total: rows.length,
    totalCapped: false,
    page: query.page,
    pageSize: query.pageSize,
    rows: rows.slice((query.page - 1) * query.pageSize, query.page * query.pageSize),
  };
}

const listRow = ({ policyNo, policyDate, customerName, type, policyTerm, price }: FakePolicy): PolicyListRow => ({
  policyNo,
  policyDate,
  customerName,
  type,
  policyTerm,
  price,
});

const matchesText = (row: FakePolicy, q: string) =>
  /^\d+$/.test(q) ? row.policyNo.startsWith(q) : row.customerName.toLowerCase().includes(q.toLowerCase());

function quickHits(q: string): QuickSearchHit[] {
  const compact = q.replace(/[\s-]/g, '').toUpperCase();
  const hit = (row: FakePolicy, matchedBy: QuickSearchHit['matchedBy'], matchedValue: string): QuickSearchHit => ({
    policyNo: row.policyNo,
    tableType: row.tableType,
    type: row.type,
    customerName: row.customerName,
    matchedBy,
    matchedValue,
  });
  return policiesFixture
    .flatMap((row) => {
      if (row.policyNo.startsWith(compact)) return [hit(row, 'policyNo', row.policyNo)];
      if (row.regNo === compact) return [hit(row, 'regNo', row.regNo)];
      if (row.pesel === compact) return [hit(row, 'pesel', row.pesel)];
      if (q.length >= 3 && !/\d/.test(q) && row.customerName.toLowerCase().includes(q.toLowerCase())) return [hit(row, 'customerName', row.customerName)];
      return [];
    })
    .slice(0, 10);
}

/** The policies calls in memory, over `policiesFixture`, checked with the shared schemas like the server does. */
export const policiesHandlers = [
  http.get('/partner/rest/policies/list', ({ request }) => {
    if (!backend.session) return unauthorized();
    const parsed = policyListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return invalid(parsed.error);
    const query = parsed.data;
    const rows = policiesFixture.filter(
      (row) => row.tableType === query.tableType && (!query.type || row.type === query.type) && (!query.q || matchesText(row, query.q)),
    );
    const { rows: shown, ...paging } = page(sorted(rows, query.sort, query.order), query);
    return HttpResponse.json({ tableType: query.tableType, policies: shown.map(listRow), ...paging });
  }),
  http.get('/partner/rest/policies/details/:policyNo', ({ params }) => {
    if (!backend.session) return unauthorized();
    const details = detailsFixture[String(params.policyNo)];
    return details ? HttpResponse.json(details) : HttpResponse.json({ message: messages.NOT_FOUND }, { status: 404 });
  }),
  http.get('/partner/rest/document/get-available-docs-hash/:policyId/:place', ({ params }) => {
    if (!backend.session) return unauthorized();
    return detailsFixture[String(params.policyId)]
      ? HttpResponse.json({ hash: `${String(params.policyId)}-${String(params.place)}`.padEnd(22, 'x') })
      : HttpResponse.json({ message: messages.NOT_FOUND }, { status: 404 });
  }),
  http.get('/ms-doc/available-docs/:hash', ({ params }) => {
    if (!backend.session) return unauthorized();
    const policyNo = String(params.hash).split('-')[0]!;
    return HttpResponse.json([
      {
        id: 'POLICY_SCHEDULE',
        name: 'Polisa',
        description: `Polisa nr ${policyNo}`,
        filename: `polisa-${policyNo}.pdf`,
        status: 'AVAILABLE',
        hash: `${policyNo}-schedule`.padEnd(22, 'x'),
        documentHash: null,
        url: null,
      },
    ]);
  }),
  http.get('/partner/rest/policies/search', ({ request }) => {
    if (!backend.session) return unauthorized();
    const parsed = policiesSearchQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return invalid(parsed.error);
    const search = parsed.data;
    if (search.policyType && !canSearchPolicyType(backend.session.roles, search.policyType)) {
      return HttpResponse.json({ message: messages.FORBIDDEN_ERROR }, { status: 403 });
    }
    const rows = policiesFixture.filter(
      (row) =>
        row.policyNo.startsWith(search.policyNumber) &&
        (!search.policyType || row.type === policySearchTypeLines[search.policyType]) &&
        (!search.dateFrom || row.policyDate >= search.dateFrom) &&
        (!search.dateTo || row.policyDate <= search.dateTo),
    );
    const { rows: shown, ...paging } = page(sorted(rows, search.sort, search.order), search);
    return HttpResponse.json({ policies: shown.map((row) => ({ ...listRow(row), tableType: row.tableType })), ...paging });
  }),
  http.get('/partner/rest/policies/quick-search', ({ request }) => {
    if (!backend.session) return unauthorized();
    const q = (new URL(request.url).searchParams.get('q') ?? '').trim();
    if (q.length < 2) return HttpResponse.json({ message: messages.QUICK_SEARCH_MIN_LENGTH, fieldErrors: { q: messages.QUICK_SEARCH_MIN_LENGTH } }, { status: 400 });
    return HttpResponse.json({ hits: quickHits(q) });
  }),
  http.get('/partner/rest/policies/export.:format', ({ request }) => {
    if (!backend.session) return unauthorized();
    const url = new URL(request.url);
    policiesBackend.exports.push(url);
    const rows = policiesFixture.filter((row) => row.tableType === url.searchParams.get('tableType'));
    if (rows.length > policiesBackend.exportMaxRows) {
      return HttpResponse.json({ message: `Lista ma ponad ${policiesBackend.exportMaxRows} wierszy. Zawęź filtry, aby ją pobrać.` }, { status: 400 });
    }
    return new HttpResponse('\uFEFFData polisy;Klient\r\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
  }),
];
