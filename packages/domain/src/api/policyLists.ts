// Plain constants in their own module: the browser's first load uses them without pulling zod in (decision 025).

export const tableTypes = ['CONCLUDED', 'RENEWAL', 'QUOTATION'] as const;
export type TableType = (typeof tableTypes)[number];

export const productLineIds = ['CP', 'HP', 'SM', 'MF'] as const;
export type ProductLineId = (typeof productLineIds)[number];

export const policySortFields = ['policyDate', 'customerName', 'type', 'price', 'policyNo'] as const;
export const POLICY_PAGE_SIZES = [10, 20, 50, 100] as const;

/** Rows are counted up to this number: a larger count costs more than the page itself (decision 011). */
export const POLICY_COUNT_LIMIT = 1000;

/** Rows one export may hold (decision 010); a longer list is refused until filters narrow it. */
export const POLICY_EXPORT_MAX_ROWS = 100_000;

const exportNames: Readonly<Record<TableType, string>> = { CONCLUDED: 'polisy-zawarte', RENEWAL: 'wznowienia', QUOTATION: 'oferty' };

/** 'polisy-zawarte-2026-01-31.csv': the list and the day (yyyy-MM-dd) of the export. */
export function policyExportFilename(tableType: TableType, format: 'csv' | 'xlsx', isoDate: string): string {
  return `${exportNames[tableType]}-${isoDate}.${format}`;
}

export const QUICK_SEARCH_MIN_LENGTH = 2;
export const QUICK_SEARCH_MAX_HITS = 10;

/** What a header search hit was found by. */
export const quickSearchMatches = ['policyNo', 'regNo', 'vin', 'pesel', 'nip', 'regon', 'customerName'] as const;
export type QuickSearchMatch = (typeof quickSearchMatches)[number];

/**
 * The one Polish name of each product line, wherever a line is named: lists, their filters and exports, the searches,
 * the details, the discounts (decision 149). Never with its code beside it.
 */
export const productLineLabels: Readonly<Record<ProductLineId, string>> = {
  CP: 'Komunikacja',
  HP: 'Dom',
  SM: 'Firma',
  MF: 'Flota',
};

/** Polish names of the lists. */
export const tableTypeLabels: Readonly<Record<TableType, string>> = {
  CONCLUDED: 'Polisy zawarte',
  RENEWAL: 'Wznowienia',
  QUOTATION: 'Oferty',
};

/** Polish names of a policy's status, one wording wherever a status shows (details, lists, the renewal rewrite). */
export const policyStatusLabels: Readonly<Record<string, string>> = {
  ACTIVE: 'Aktywna',
  NOT_STARTED: 'Jeszcze nie obowiązuje',
  TERMINATED: 'Rozwiązana',
  EXPIRED: 'Wygasła',
  OFFER: 'Oferta',
};

/** A renewal's offer is the insurer's proposal to renew, not a quotation the agent made: it says so. */
export function policyStatusLabel(status: string, tableType: TableType): string {
  if (status === 'OFFER' && tableType === 'RENEWAL') return 'Propozycja wznowienia';
  return policyStatusLabels[status] ?? status;
}
