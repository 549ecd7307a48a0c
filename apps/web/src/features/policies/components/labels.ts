import type { PolicyDetails, QuickSearchMatch } from '@panel/domain';

/** Payment frequency '1' or '2' (000 §9): the premium at once, or in two instalments. */
export const paymentFrequencyLabels: Readonly<Record<PolicyDetails['paymentFrequency'], string>> = {
  '1': 'jednorazowo',
  '2': 'w 2 ratach',
};

export const paymentTypeLabels: Readonly<Record<PolicyDetails['paymentType'], string>> = {
  TRANSFER: 'Przelew',
  CASH: 'Gotówka',
  TRANSFER_ANNUAL: 'Przelew roczny',
};

export const matchLabels: Readonly<Record<QuickSearchMatch, string>> = {
  policyNo: 'Numer polisy',
  regNo: 'Nr rejestracyjny',
  vin: 'VIN',
  pesel: 'PESEL',
  nip: 'NIP',
  regon: 'REGON',
  customerName: 'Klient',
};
