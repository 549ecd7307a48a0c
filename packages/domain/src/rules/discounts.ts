import type { Discount } from '../api/discounts';

export const discountTypeLabels = { AMT: 'Rabaty kwotowe', PCT: 'Rabaty procentowe' } as const;
export const packageCodeLabels = { '001': 'OC', '002': 'OC AC' } as const;

export interface DiscountGroup {
  type: Discount['type'];
  label: string;
  discounts: Discount[];
}

/** 000 §2: the discounts list grouped by discount type (amount first), keeping the order within each group. */
export function groupDiscountsByType(discounts: readonly Discount[]): DiscountGroup[] {
  return (['AMT', 'PCT'] as const)
    .map((type) => ({ type, label: discountTypeLabels[type], discounts: discounts.filter((d) => d.type === type) }))
    .filter((group) => group.discounts.length > 0);
}

/** Share of the budget still available, 0–100. */
export function discountLeftPercent({ amountLeft, amountTotal }: Pick<Discount, 'amountLeft' | 'amountTotal'>): number {
  if (amountTotal <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((amountLeft / amountTotal) * 100)));
}
