import type { TravelSearch } from '@panel/domain';

export interface SearchFields {
  policyNumber: string;
  vin: string;
  /** The criteria last searched for: kept in the draft, so a reload shows the result again. */
  searched: TravelSearch | null;
}

export const emptySearchFields = (): SearchFields => ({ policyNumber: '', vin: '', searched: null });

/** The popup serves the ownership change (UKS-ass) and the travel-assistance search (decision 073). */
export type SearchMode = 'ownership' | 'travel';
export const modeTitles: Record<SearchMode, string> = {
  ownership: 'Zmiana właściciela pojazdu',
  travel: 'Wyszukiwanie polisy assistance w podróży',
};
