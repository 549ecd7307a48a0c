import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar';
import { paymentPlan, type PaymentTerms } from './payments';

const twoInstalments: PaymentTerms = { price: 2648.15, paymentFrequency: '2', startDate: '2026-01-10', totalDebitAmount: 0 };

describe('payment plan', () => {
  it('two instalments: the second, half the premium, 182 days after the start; the next is the first not yet due', () => {
    expect(paymentPlan(twoInstalments, '2026-03-01')).toEqual({
      total: 2648.15,
      instalments: [
        { no: 1, dueDate: '2026-01-10', amount: 1324.07, status: 'PAID', owed: 0 },
        { no: 2, dueDate: '2026-07-11', amount: 1324.08, status: 'UPCOMING', owed: 0 },
      ],
      arrears: 0,
      next: { amount: 1324.08, dueDate: '2026-07-11' },
    });
  });

  it('no next instalment once every one is due: never a past date as the next one', () => {
    const plan = paymentPlan(twoInstalments, '2026-07-11');
    expect(plan.next).toBeNull();
    expect(plan.instalments.map((rate) => rate.status)).toEqual(['PAID', 'PAID']);
  });

  it('a debt falls on the latest instalments due; a debt on nothing due is no arrears', () => {
    const owing = { ...twoInstalments, totalDebitAmount: 1500 };
    expect(paymentPlan(owing, '2026-08-01')).toMatchObject({
      arrears: 1500,
      instalments: [{ status: 'OVERDUE', owed: 175.92 }, { status: 'OVERDUE', owed: 1324.08 }],
      next: null,
    });
    expect(paymentPlan(owing, '2026-03-01')).toMatchObject({ arrears: 1324.07, next: { amount: 1324.08 } });
    expect(paymentPlan(owing, '2026-01-09')).toMatchObject({ arrears: 0, next: { dueDate: '2026-01-10' } });
  });

  it('one instalment: the whole premium on the start day', () => {
    expect(paymentPlan({ ...twoInstalments, paymentFrequency: '1' }, '2026-01-10').instalments).toEqual([
      { no: 1, dueDate: '2026-01-10', amount: 2648.15, status: 'PAID', owed: 0 },
    ]);
  });

  it('the instalments add up to the premium, the arrears to what the due ones owe, at most the debt', () => {
    const day = fc.integer({ min: 0, max: 800 }).map((n) => addDays('2025-01-01', n));
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }).map((c) => c / 100),
        fc.constantFrom('1' as const, '2' as const),
        day,
        fc.integer({ min: 0, max: 10_000_000 }).map((c) => c / 100),
        day,
        (price, paymentFrequency, startDate, totalDebitAmount, today) => {
          const plan = paymentPlan({ price, paymentFrequency, startDate, totalDebitAmount }, today);
          const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;
          expect(plan.total).toBe(price);
          expect(sum(plan.instalments.map((rate) => rate.amount))).toBe(price);
          expect(plan.arrears).toBe(sum(plan.instalments.map((rate) => rate.owed)));
          expect(plan.arrears).toBeLessThanOrEqual(totalDebitAmount);
          for (const rate of plan.instalments) {
            expect(rate.owed).toBeLessThanOrEqual(rate.amount);
            if (rate.status === 'UPCOMING') expect(rate.dueDate > today && rate.owed === 0).toBe(true);
          }
          if (plan.next) expect(plan.next.dueDate > today).toBe(true);
        },
      ),
    );
  });
});
