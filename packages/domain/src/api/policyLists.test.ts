import { describe, expect, it } from 'vitest';
import { discountTypeLabels, packageCodeLabels } from '../rules/discounts';
import { policySearchTypeLabel, policySearchTypeLines, policySearchTypes } from '../rules/policiesSearch';
import { productLineIds, productLineLabels, tableTypeLabels } from './policyLists';

/** Every code a list, a search or a discount carries: none of them may show in a label. */
const codes = [...productLineIds, ...policySearchTypes, 'AMT', 'PCT', 'CONCLUDED', 'RENEWAL', 'QUOTATION'];
const showsACode = (label: string) => codes.some((code) => new RegExp(`(^|[^\\p{L}])${code}([^\\p{L}]|$)`, 'u').test(label));

describe('product line names (decision 149)', () => {
  it('each line has one name of its own, and no label shows a raw code', () => {
    expect(productLineLabels).toEqual({ CP: 'Komunikacja', HP: 'Dom', SM: 'Firma', MF: 'Flota' });
    expect(new Set(Object.values(productLineLabels)).size).toBe(productLineIds.length);
    const labels = [
      ...Object.values(productLineLabels),
      ...policySearchTypes.map(policySearchTypeLabel),
      ...Object.values(discountTypeLabels),
      ...Object.values(tableTypeLabels),
    ];
    expect(labels.filter(showsACode)).toEqual([]);
    expect(showsACode('Firma (SM)')).toBe(true);
    expect(showsACode('Rabaty kwotowe (AMT)')).toBe(true);
    expect(Object.values(packageCodeLabels)).toEqual(['OC', 'OC AC']);
  });

  it('a search type is named by its product line: FIRM is the small-business line, FL the fleet', () => {
    expect(policySearchTypes.map(policySearchTypeLabel)).toEqual(['Komunikacja', 'Dom', 'Firma', 'Flota']);
    expect(new Set(Object.values(policySearchTypeLines))).toEqual(new Set(productLineIds));
  });
});
