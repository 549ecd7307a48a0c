import { formatAmount, fuelName, formatIsoDateForDisplay, isoDateInPoland } from '@panel/domain';
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
export const amount = (value: number | null) => (value === null ? null : formatAmount(value));

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

export function paymentFields(p: DocumentSource['policy']): [string, string | null][] {
  return [
    ['Składka', formatAmount(p.price)],
    ['Forma płatności', paymentTypeNames[p.paymentType]],
    ['Częstotliwość', p.paymentFrequency === '2' ? 'w dwóch ratach' : 'jednorazowo'],
    ['Rachunek do wpłat', p.bankAccount ? p.bankAccount.replace(/(\d{2})(\d{4})(\d{4})(\d{4})(\d{4})(\d{4})(\d{4})/, '$1 $2 $3 $4 $5 $6 $7') : null],
  ];
}

export interface Instalment {
  no: number;
  dueDate: string;
  amount: number;
  status: string;
}

/** One instalment due at the start, or two: the second of `nextInstAmt` on `nextInstDueDate`. */
export function instalments(source: DocumentSource): Instalment[] {
  const { policy } = source;
  const asOf = isoDateInPoland(source.generatedAt);
  const plan =
    policy.paymentFrequency === '2' && policy.nextInstAmt !== null && policy.nextInstDueDate !== null
      ? [
          { dueDate: policy.startDate, amount: Math.round((policy.price - policy.nextInstAmt) * 100) / 100 },
          { dueDate: policy.nextInstDueDate, amount: policy.nextInstAmt },
        ]
      : [{ dueDate: policy.startDate, amount: policy.price }];
  const lastDue = plan.filter((rate) => rate.dueDate <= asOf).length - 1;
  return plan.map((rate, i) => ({
    no: i + 1,
    ...rate,
    status:
      rate.dueDate > asOf
        ? 'do zapłaty'
        : i === lastDue && policy.totalDebitAmount > 0
          ? `zaległość ${formatAmount(policy.totalDebitAmount)}`
          : 'opłacona',
  }));
}
