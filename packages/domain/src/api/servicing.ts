import { z } from '../z';

/** What an agent can do to a policy; each action is recorded with its result. */
export const servicingActionKinds = [
  'RESIGNATION',
  'VEHICLE_SALE',
  'RENEWAL_REWRITE',
  'OWNERSHIP_CHANGE',
  'TRAVEL_OFFER',
  'CASE',
  'COMPLAINT',
  'POLICY_CHANGE',
] as const;
export type ServicingActionKind = (typeof servicingActionKinds)[number];

export const servicingActionLabels: Record<ServicingActionKind, string> = {
  RESIGNATION: 'Wypowiedzenie umowy',
  VEHICLE_SALE: 'Sprzedaż pojazdu',
  RENEWAL_REWRITE: 'Przepisanie wznowienia',
  OWNERSHIP_CHANGE: 'Zmiana właściciela',
  TRAVEL_OFFER: 'Oferta assistance',
  CASE: 'Sprawa',
  COMPLAINT: 'Reklamacja',
  POLICY_CHANGE: 'Zmiana polisy',
};

/** Newest first; the details popup shows at most this many. */
export const SERVICING_HISTORY_LIMIT = 20;

export const servicingHistoryEntrySchema = z.object({
  action: z.enum(servicingActionKinds),
  result: z.string(),
  detail: z.string().nullable(),
  userName: z.string(),
  createdAt: z.string(),
});
export type ServicingHistoryEntry = z.infer<typeof servicingHistoryEntrySchema>;
