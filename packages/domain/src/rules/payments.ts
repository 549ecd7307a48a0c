import { addDays } from '../calendar';

/** What a policy's payments follow from: the premium, how it is split, when cover starts, and what is owed. */
export interface PaymentTerms {
  price: number;
  paymentFrequency: '1' | '2';
  /** yyyy-MM-dd */
  startDate: string;
  totalDebitAmount: number;
}

export interface Instalment {
  no: number;
  /** yyyy-MM-dd */
  dueDate: string;
  amount: number;
  /** UPCOMING: not due yet; OVERDUE: due and (partly) unpaid, `owed` of it; PAID: due and paid. */
  status: 'PAID' | 'OVERDUE' | 'UPCOMING';
  owed: number;
}

export interface PaymentPlan {
  /** The premium: the sum of the instalments. */
  total: number;
  instalments: Instalment[];
  /** What is owed of the instalments already due. */
  arrears: number;
  /** The first instalment not due yet, if any. */
  next: { amount: number; dueDate: string } | null;
}

/** The second of two instalments falls half a year after the start. */
const SECOND_INSTALMENT_AFTER_DAYS = 182;

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The one place a policy's payment figures come from (decision 151): the details popup, the payment documents and
 * the searches all read this plan, as of the Warsaw day `today`. One instalment on the start day, or two: the
 * second, half the premium, 182 days later. The debt falls on the latest instalments already due; a debt beyond
 * what is due is not arrears.
 */
export function paymentPlan(terms: PaymentTerms, today: string): PaymentPlan {
  const second = cents(terms.price / 2);
  const schedule =
    terms.paymentFrequency === '2'
      ? [
          { dueDate: terms.startDate, amount: cents(terms.price - second) },
          { dueDate: addDays(terms.startDate, SECOND_INSTALMENT_AFTER_DAYS), amount: second },
        ]
      : [{ dueDate: terms.startDate, amount: cents(terms.price) }];
  let unpaid = Math.max(0, terms.totalDebitAmount);
  const owedOf = schedule.map(() => 0);
  for (let i = schedule.length - 1; i >= 0; i--) {
    if (schedule[i]!.dueDate > today) continue;
    owedOf[i] = cents(Math.min(unpaid, schedule[i]!.amount));
    unpaid = cents(unpaid - owedOf[i]!);
  }
  const instalments = schedule.map((rate, i): Instalment => ({
    no: i + 1,
    ...rate,
    status: rate.dueDate > today ? 'UPCOMING' : owedOf[i]! > 0 ? 'OVERDUE' : 'PAID',
    owed: owedOf[i]!,
  }));
  const next = instalments.find((rate) => rate.status === 'UPCOMING');
  return {
    total: cents(instalments.reduce((sum, rate) => sum + rate.amount, 0)),
    instalments,
    arrears: cents(owedOf.reduce((sum, owed) => sum + owed, 0)),
    next: next ? { amount: next.amount, dueDate: next.dueDate } : null,
  };
}
