import { messages } from '../messages';

/** A chart without a type cannot be drawn (001 §5): the error carries the Polish message. */
export function requireChartType<T extends string>(type: T | null | undefined): T {
  if (!type) throw new Error(messages.CHART_TYPE_REQUIRED);
  return type;
}

/** The charts cover the current month and the eleven before it. */
export const CHART_MONTHS = 12;
/** Up to this count the value axis is labelled at every whole number (001 §9: interval 1). */
export const CHART_MAX_UNIT_TICKS = 10;

const monthNames = ['sty', 'lut', 'mar', 'kwi', 'maj', 'cze', 'lip', 'sie', 'wrz', 'paź', 'lis', 'gru'] as const;

/** yyyy-MM of the `count` months ending with the month of `today` (yyyy-MM-dd), oldest first. */
export function chartMonths(today: string, count = CHART_MONTHS): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + month - (count - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** Counts aligned with `months`; a month without a row counts 0. */
export function countsByMonth(months: readonly string[], rows: readonly { month: string; count: number }[]): number[] {
  const byMonth = new Map(rows.map((row) => [row.month, row.count]));
  return months.map((month) => byMonth.get(month) ?? 0);
}

/** 'lis 2026' for '2026-11'. */
export function chartMonthLabel(month: string): string {
  return `${monthNames[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;
}

/**
 * Ticks of the value axis: from 0 with interval 1 (001 §9). Above CHART_MAX_UNIT_TICKS the interval grows to the
 * smallest whole number that keeps at most that many steps, so large portfolios stay readable.
 */
export function chartTicks(maxValue: number): number[] {
  const max = Math.max(1, Math.ceil(maxValue));
  const step = Math.max(1, Math.ceil(max / CHART_MAX_UNIT_TICKS));
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: top / step + 1 }, (_, i) => i * step);
}
