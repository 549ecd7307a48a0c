import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { fieldErrors } from '../testing/fieldErrors';
import { policyExportQuerySchema, policyListQuerySchema, quickSearchQuerySchema } from './policies';
import { policyExportFilename, policyStatusLabel } from './policyLists';

describe('policy list and export queries', () => {
  it('the export takes the filters and order of the list, without paging', () => {
    const list = policyListQuerySchema.parse({ tableType: 'RENEWAL', type: 'HP', q: ' Nowak ', page: '3', pageSize: '50' });
    expect(list).toEqual({ tableType: 'RENEWAL', type: 'HP', q: 'Nowak', page: 3, pageSize: 50, sort: 'policyDate', order: 'desc' });
    expect(policyExportQuerySchema.parse({ tableType: 'RENEWAL', type: 'HP', page: '3' })).toEqual({
      tableType: 'RENEWAL',
      type: 'HP',
      sort: 'policyDate',
      order: 'desc',
    });
  });

  it('names an export after its list and day', () => {
    expect(policyExportFilename('CONCLUDED', 'csv', '2026-01-31')).toBe('polisy-zawarte-2026-01-31.csv');
    expect(policyExportFilename('RENEWAL', 'xlsx', '2026-01-31')).toBe('wznowienia-2026-01-31.xlsx');
    expect(policyExportFilename('QUOTATION', 'csv', '2026-01-31')).toBe('oferty-2026-01-31.csv');
  });
});

describe('header search query', () => {
  it.each([
    [{}, messages.QUICK_SEARCH_MIN_LENGTH],
    [{ q: ' a ' }, messages.QUICK_SEARCH_MIN_LENGTH],
    [{ q: 'x'.repeat(101) }, messages.MAX_LENGTH_ERROR],
  ])('refuses %j', (input, message) => {
    expect(fieldErrors(quickSearchQuerySchema, input)).toEqual({ q: message });
  });

  it('takes two characters or more, trimmed', () => {
    expect(quickSearchQuerySchema.parse({ q: ' wa ' })).toEqual({ q: 'wa' });
  });
});

describe('policy status wording', () => {
  it('names a renewal offer a proposal to renew and every other status one way', () => {
    expect(policyStatusLabel('OFFER', 'RENEWAL')).toBe('Propozycja wznowienia');
    expect(policyStatusLabel('OFFER', 'QUOTATION')).toBe('Oferta');
    expect(policyStatusLabel('NOT_STARTED', 'RENEWAL')).toBe('Jeszcze nie obowiązuje');
    expect(policyStatusLabel('TERMINATED', 'CONCLUDED')).toBe('Rozwiązana');
  });
});
