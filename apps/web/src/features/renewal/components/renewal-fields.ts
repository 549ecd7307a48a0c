import {
  renewalOwnerContactSchema,
  renewalVerifySchema,
  type RenewalOwnerContact,
  type RenewalVerify,
  type RenewalVerifyResponse,
  type UploadedFile,
} from '@panel/domain';
import type { FieldErrors, Resolver, UseFormReturn } from 'react-hook-form';
import { payloadResolver } from '../../../lib/forms';
import { newIdempotencyKey } from '../../../lib/idempotency';

/** verify → (owner-change mode: owner → offer →) statement (000 §4 Renewal). */
export type RenewalStep = 'verify' | 'owner' | 'offer' | 'statement';

export interface OwnerFields {
  street: string;
  streetNo: string;
  flatNo: string;
  postcode: string;
  city: string;
  phone: string;
  email: string;
}

/** Everything the wizard holds; kept as a draft, so a reload or a session expiry loses no step. */
export interface RenewalFields {
  /** Queues the statement's uploads and keys the state-changing calls. */
  draftId: string;
  policyId: string;
  isCompany: boolean;
  pesel: string;
  name: string;
  surname: string;
  companyName: string;
  companyRegNo: string;
  step: RenewalStep;
  result: RenewalVerifyResponse | null;
  owner: OwnerFields;
  editingOwner: boolean;
  attachments: UploadedFile[];
}

export type RenewalForm = UseFormReturn<RenewalFields>;

const emptyOwner = (): OwnerFields => ({ street: '', streetNo: '', flatNo: '', postcode: '', city: '', phone: '', email: '' });

export const emptyRenewalFields = (): RenewalFields => ({
  draftId: newIdempotencyKey(),
  policyId: '',
  isCompany: false,
  pesel: '',
  name: '',
  surname: '',
  companyName: '',
  companyRegNo: '',
  step: 'verify',
  result: null,
  owner: emptyOwner(),
  editingOwner: false,
  attachments: [],
});

export function verifyPayload(fields: RenewalFields): RenewalVerify {
  const { policyId, isCompany, pesel, name, surname, companyName, companyRegNo } = fields;
  return isCompany
    ? { policyId, isCompany, pesel: '', name: '', surname: '', companyName, companyRegNo }
    : { policyId, isCompany, pesel, name, surname, companyName: '', companyRegNo: '' };
}

export function ownerFieldsOf(result: RenewalVerifyResponse): OwnerFields {
  const owner = result.owner;
  if (!owner) return emptyOwner();
  return {
    street: owner.street,
    streetNo: owner.streetNo,
    flatNo: owner.flatNo ?? '',
    postcode: owner.postcode,
    city: owner.city,
    phone: owner.phone ?? '',
    email: owner.email ?? '',
  };
}

export const ownerContact = (owner: OwnerFields): RenewalOwnerContact => ({ ...owner });

/** A short FNV-1a hash: one idempotency key per distinct payload of one draft. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

export const keyFor = (draftId: string, call: 'a' | 'r', payload: unknown) => `${draftId}-${call}-${shortHash(JSON.stringify(payload))}`;

export function setField<K extends keyof RenewalFields>(form: RenewalForm, name: K, value: RenewalFields[K]) {
  // Typed per key; react-hook-form's path types cannot follow a generic key.
  (form.setValue as (name: K, value: RenewalFields[K], options: object) => void)(name, value, { shouldDirty: true });
}

const verifyResolver = payloadResolver(renewalVerifySchema, verifyPayload);

/** The verify data always; the new owner's contact data while the agent confirms them (owner step). */
export const renewalResolver: Resolver<RenewalFields> = async (values, context, options) => {
  const verified = await verifyResolver(values, context, options);
  const owner = values.step === 'owner' ? renewalOwnerContactSchema.safeParse(values.owner) : null;
  if (!owner || owner.success) return verified;
  const ownerErrors: Record<string, { type: string; message: string }> = {};
  for (const issue of owner.error.issues) ownerErrors[String(issue.path[0])] ??= { type: issue.code, message: issue.message };
  return { values: {}, errors: { ...verified.errors, owner: ownerErrors } as FieldErrors<RenewalFields> };
};
