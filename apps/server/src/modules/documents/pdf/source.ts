import { formatAmount, formatNrb, fuelName, formatIsoDateForDisplay, isoDateInPoland, paymentPlan, type PaymentPlan } from '@panel/domain';
import type { agents, customers, policies, policyVersions, vehicles } from '../../../db/schema/index';

export type PolicyChange = Pick<typeof policyVersions.$inferSelect, 'version' | 'changes' | 'priceBefore' | 'price' | 'totalUnderpaymentAmount' | 'inspectionNeeded' | 'createdAt'>;

export interface PrintedResignation {
  resignationNo: string;
  informDate: string;
  otherInsurerCompany: string | null;
  otherInsurerDateFrom: string | null;
}

/** Everything a policy document prints, read when the job runs. */
export interface DocumentSource {
  policy: typeof policies.$inferSelect;
  customer: typeof customers.$inferSelect;
  vehicle: typeof vehicles.$inferSelect | null;
  agent: Pick<typeof agents.$inferSelect, 'agentName' | 'rauNo' | 'custCode'>;
  printArgs: string;
  generatedAt: Date;
  /** The closed resignation a confirmation is printed for (reason and date of its print arguments), if stored. */
  resignation?: PrintedResignation | null;
  /** The modification an annex is printed for (the version of its print arguments), if stored. */
  change?: PolicyChange | null;
}

export const date = (iso: string | null) => (iso ? formatIsoDateForDisplay(iso) : null);
export const today = (source: DocumentSource) => formatIsoDateForDisplay(isoDateInPoland(source.generatedAt));

export function addressOf(c: DocumentSource['customer']) {
  return `ul. ${c.street} ${c.streetNo}${c.flatNo ? `/${c.flatNo}` : ''}, ${c.postcode} ${c.city}`;
}

export function customerFields(c: DocumentSource['customer']): [string, string | null][] {
  return [
    [c.partyType === 'COMPANY' ? 'Firma' : 'Imię i nazwisko', c.displayName],
    ['PESEL', c.pesel],
    ['NIP', c.nip],
    ['REGON', c.regon],
    ['Adres', addressOf(c)],
    ['Telefon', c.phone],
    ['E-mail', c.email],
  ];
}

export function vehicleFields(v: NonNullable<DocumentSource['vehicle']>): [string, string][] {
  return [
    ['Pojazd', `${v.make} ${v.model}, rok produkcji ${v.productionYear}`],
    ['Numer rejestracyjny', v.regNo],
    ['VIN', v.vin],
    ['Silnik', `${v.engineCapacity} cm³, ${v.enginePower} kW, ${fuelName(v.fuelType)}`],
    ['Przebieg', `${v.mileage.toLocaleString('pl-PL')} km`],
    ['Wartość pojazdu', formatAmount(v.carValue)],
  ];
}

const paymentTypeNames = { TRANSFER: 'przelew', CASH: 'gotówka', TRANSFER_ANNUAL: 'przelew, płatność roczna' } as const;

/** The payments as of the document's day: the same plan the details popup shows (decision 151). */
export const planOf = (source: DocumentSource): PaymentPlan => paymentPlan(source.policy, isoDateInPoland(source.generatedAt));

export function paymentFields(p: DocumentSource['policy'], plan: PaymentPlan): [string, string | null][] {
  return [
    ['Składka', formatAmount(plan.total)],
    ['Forma płatności', paymentTypeNames[p.paymentType]],
    ['Częstotliwość', p.paymentFrequency === '2' ? 'w dwóch ratach' : 'jednorazowo'],
    ['Rachunek do wpłat', p.bankAccount ? formatNrb(p.bankAccount) : null],
  ];
}

const instalmentStatus = (rate: PaymentPlan['instalments'][number]) =>
  rate.status === 'UPCOMING' ? 'do zapłaty' : rate.status === 'OVERDUE' ? `zaległość ${formatAmount(rate.owed)}` : 'opłacona';

/** The instalment table's rows: number, due date, amount and, with `withStatus`, what is paid. */
export function instalmentRows(plan: PaymentPlan, withStatus: boolean): string[][] {
  return plan.instalments.map((rate) => [
    String(rate.no),
    formatIsoDateForDisplay(rate.dueDate),
    formatAmount(rate.amount),
    ...(withStatus ? [instalmentStatus(rate)] : []),
  ]);
}
