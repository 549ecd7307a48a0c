import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../calendar';
import { chartMonthLabel, chartMonths, chartTicks, countsByMonth, requireChartType } from './charts';

describe('chart type', () => {
  it("a chart without a type raises 'Błąd tworzenia wykresu: wymagany typ wykresu.'", () => {
    expect(() => requireChartType(undefined)).toThrow('Błąd tworzenia wykresu: wymagany typ wykresu.');
    expect(() => requireChartType('')).toThrow('Błąd tworzenia wykresu: wymagany typ wykresu.');
    expect(requireChartType('bar')).toBe('bar');
  });
});

describe('chart months', () => {
  it('covers the current month and the eleven before it, across a year boundary', () => {
    expect(chartMonths('2026-03-15')).toEqual([
      '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09',
      '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03',
    ]);
    expect(chartMonths('2026-12-31', 2)).toEqual(['2026-11', '2026-12']);
  });

  it('always gives consecutive months ending with the given one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: daysBetween('1990-01-01', '2100-12-31') }), (days) => {
        const today = addDays('1990-01-01', days);
        const months = chartMonths(today);
        expect(months).toHaveLength(12);
        expect(months.at(-1)).toBe(today.slice(0, 7));
        expect([...months].sort()).toEqual(months);
        expect(new Set(months).size).toBe(12);
      }),
    );
  });

  it('aligns counts with the months and fills the gaps with 0', () => {
    expect(countsByMonth(['2026-01', '2026-02', '2026-03'], [{ month: '2026-03', count: 4 }, { month: '2026-01', count: 1 }])).toEqual([1, 0, 4]);
  });

  it('labels months in Polish', () => {
    expect(chartMonthLabel('2026-11')).toBe('lis 2026');
    expect(chartMonthLabel('2025-10')).toBe('paź 2025');
  });
});

describe('chart ticks', () => {
  it('start at 0 with interval 1', () => {
    expect(chartTicks(0)).toEqual([0, 1]);
    expect(chartTicks(4)).toEqual([0, 1, 2, 3, 4]);
    expect(chartTicks(10)).toHaveLength(11);
  });

  it('widen the interval for large counts, always whole numbers reaching the maximum', () => {
    expect(chartTicks(25)).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24, 27]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (max) => {
        const ticks = chartTicks(max);
        expect(ticks[0]).toBe(0);
        expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
        expect(ticks.length).toBeLessThanOrEqual(11);
        for (const tick of ticks) expect(Number.isInteger(tick)).toBe(true);
      }),
    );
  });
});
