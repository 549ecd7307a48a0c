import { z } from '../z';
import { formatAmount } from '../locale';
import { fillMessage, messages } from '../messages';
import { travelSearchSchema } from '../rules/travelSearch';
import { text } from '../rules/text';

/** GET /partner/rest/uks/policy/{number}/{vin}: the travel search rules on the path's values. */
export const ownershipSearchParamsSchema = z
  .object({ number: text(), vin: text() })
  .transform(({ number, vin }) => ({ policyNumber: number, vin }))
  .pipe(travelSearchSchema);

/** Policy status as the search row shows it; only 'aktywna' allows a change of ownership. */
export const ownershipStatuses = ['aktywna', 'nierozpoczęta', 'rozwiązana', 'wygasła'] as const;
export const OWNERSHIP_ACTIVE_STATUS = 'aktywna';
export const ownershipPaymentStatuses = ['Opłacona', 'Nieopłacona'] as const;
export const UNPAID_STATUS = 'Nieopłacona';

/** 000 §3 Ownership/travel search result. */
export const ownershipSearchResultSchema = z.object({
  policyNo: z.string(),
  insuredFirstName: z.string(),
  insuredLastName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  owner: z.string(),
  regNo: z.string(),
  vin: z.string(),
  status: z.enum(ownershipStatuses),
  paymentStatus: z.enum(ownershipPaymentStatuses),
  dueAmt: z.number(),
  installmentPaid: z.number().int(),
  paymentFrequency: z.enum(['1', '2']),
  coverChangedDate: z.string().nullable(),
  isUks: z.boolean(),
});
export type OwnershipSearchResult = z.infer<typeof ownershipSearchResultSchema>;

/** The search row's options (000 §4): 'aktywna' allows a change of ownership; isUks also a new offer and resignation. */
export function ownershipOptions(row: Pick<OwnershipSearchResult, 'status' | 'isUks'>) {
  const active = row.status === OWNERSHIP_ACTIVE_STATUS;
  return { changeOwnership: active, completeBuyerData: active && row.isUks, newOffer: active && row.isUks, resign: active && row.isUks };
}

/** Why options of the search row are disabled, shown beside them; null when every option is offered. */
export function ownershipOptionsHint(row: Pick<OwnershipSearchResult, 'status' | 'isUks'>): string | null {
  if (row.status !== OWNERSHIP_ACTIVE_STATUS) return fillMessage(messages.OWNERSHIP_OPTIONS_INACTIVE, { status: row.status });
  return row.isUks ? null : messages.OWNERSHIP_OPTIONS_NOT_SOLD;
}

/** 'Nieopłacona' shows the due amount after a sale (UKS), otherwise the instalments paid over the frequency. */
export function paymentStatusText(
  row: Pick<OwnershipSearchResult, 'paymentStatus' | 'dueAmt' | 'installmentPaid' | 'paymentFrequency' | 'isUks'>,
): string {
  if (row.paymentStatus !== UNPAID_STATUS) return row.paymentStatus;
  return row.isUks ? `${UNPAID_STATUS} – do zapłaty ${formatAmount(row.dueAmt)}` : `${UNPAID_STATUS} – opłacone raty: ${row.installmentPaid}/${row.paymentFrequency}`;
}
