import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Discount } from '../api/discounts';
import { discountLeftPercent, groupDiscountsByType } from './discounts';

const discount = (id: number, type: Discount['type']): Discount => ({
  id,
  productLineId: 'CP',
  renewal: false,
  packageCode: '001',
  type,
  numberAssigned: 3,
  amountLeft: 100,
  amountTotal: 400,
  discountExpiryDate: '2027-01-31',
});

describe('discounts', () => {
  it('are grouped by type, amount first, order kept, empty groups left out', () => {
    const groups = groupDiscountsByType([discount(1, 'PCT'), discount(2, 'AMT'), discount(3, 'PCT')]);
    expect(groups.map((g) => [g.type, g.label, g.discounts.map((d) => d.id)])).toEqual([
      ['AMT', 'Rabaty kwotowe', [2]],
      ['PCT', 'Rabaty procentowe', [1, 3]],
    ]);
    expect(groupDiscountsByType([discount(1, 'PCT')]).map((g) => g.type)).toEqual(['PCT']);
    expect(groupDiscountsByType([])).toEqual([]);
  });

  it('show the share of the budget left, 0–100', () => {
    expect(discountLeftPercent({ amountLeft: 100, amountTotal: 400 })).toBe(25);
    expect(discountLeftPercent({ amountLeft: 5, amountTotal: 0 })).toBe(0);
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.double({ min: -1e6, max: 1e6, noNaN: true }), (left, total) => {
        const percent = discountLeftPercent({ amountLeft: left, amountTotal: total });
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });
});
