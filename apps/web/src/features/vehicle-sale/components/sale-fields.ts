import {
  DEFAULT_UKS_CONTRACT_PARTY,
  isoDateInPoland,
  vehicleSaleRegisterSchema,
  type UksContractParty,
  type UploadedFile,
  type VehicleSaleRegister,
} from '@panel/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { requiredFieldError } from '../../../lib/forms';
import { newIdempotencyKey } from '../../../lib/idempotency';

interface PartyFields {
  firstname: string;
  name: string;
  pesel: string;
  regon: string;
}

export interface SaleFields {
  /** Queues the uploads of this form (decision 050). */
  draftId: string;
  /** Keys one register attempt; renewed once the attempt is answered. */
  attemptKey: string;
  /** Set by a successful verify; a change of number, VIN or selling date clears it. */
  verified: boolean;
  /** Verify said the sale will go to manual handling (00354): the agent knows before filling the form. */
  manualHandling: boolean;
  number: string;
  vin: string;
  sellingDate: string;
  uksContractParty: UksContractParty;
  notificationDate: string;
  company: boolean;
  seller: PartyFields;
  buyerCompany: boolean;
  buyer: PartyFields;
  otherOwners: string;
  city: string;
  street: string;
  streetNo: string;
  flatNo: string;
  postcode: string;
  phoneNumber: string;
  /** The stored attempt whose files a corrected retry reuses; a change of the files clears it. */
  attachmentCaseId: string | null;
  attachments: UploadedFile[];
  isFromUksAss: boolean;
}

/** A registered sale the thank-you popup names: `saleNo` is what the agent quotes ('UKS/2026/000003'). */
export interface RegisteredSale {
  policyNumber: string;
  vin: string;
  saleNo: string | null;
}

/** What a redirect (?redirect=uks&number=…) fills in (decision 072). */
export interface SalePrefill {
  number: string;
  vin: string;
  party: UksContractParty;
  firstName: string;
  lastName: string;
  fromUksAss: boolean;
}

const emptyParty = (): PartyFields => ({ firstname: '', name: '', pesel: '', regon: '' });
export const todayInPoland = () => isoDateInPoland(new Date());

export const emptySaleFields = (): SaleFields => ({
  draftId: newIdempotencyKey(),
  attemptKey: newIdempotencyKey(),
  verified: false,
  manualHandling: false,
  number: '',
  vin: '',
  sellingDate: '',
  uksContractParty: DEFAULT_UKS_CONTRACT_PARTY,
  notificationDate: todayInPoland(),
  company: false,
  seller: emptyParty(),
  buyerCompany: false,
  buyer: emptyParty(),
  otherOwners: '',
  city: '',
  street: '',
  streetNo: '',
  flatNo: '',
  postcode: '',
  phoneNumber: '',
  attachmentCaseId: null,
  attachments: [],
  isFromUksAss: false,
});

export function prefilledSaleFields(prefill: SalePrefill): SaleFields {
  const fields = emptySaleFields();
  return {
    ...fields,
    number: prefill.number,
    vin: prefill.vin,
    uksContractParty: prefill.party,
    buyer: { ...fields.buyer, firstname: prefill.firstName, name: prefill.lastName },
    isFromUksAss: prefill.fromUksAss,
  };
}

export function salePayload(fields: SaleFields) {
  const { draftId: _draftId, attemptKey: _attemptKey, verified: _verified, manualHandling: _manualHandling, attachments, ...rest } = fields;
  return { ...rest, uploadedFiles: attachments.map((file) => file.id) };
}

/** Payload paths that are not the field of the same name. */
const fieldOf: Record<string, string> = { uploadedFiles: 'attachments', policyNumber: 'number' };
export const saleFieldOf = (path: string) => fieldOf[path] ?? path;

/** The register rules of the day, each error at its (nested) field. */
export const saleResolver: Resolver<SaleFields> = (values) => {
  const parsed = vehicleSaleRegisterSchema(todayInPoland()).safeParse(salePayload(values), { error: requiredFieldError });
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) errors[saleFieldOf(issue.path.join('.'))] ??= { type: issue.code, message: issue.message };
  return { values: {}, errors: nest(errors) as FieldErrors<SaleFields> };
};

/** react-hook-form reads nested errors as nested objects ('seller.name' → { seller: { name } }). */
function nest(flat: Record<string, { type: string; message: string }>) {
  const tree: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = tree;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[keys.at(-1)!] = error;
  }
  return tree;
}

export const toRegisterPayload = (fields: SaleFields): VehicleSaleRegister => vehicleSaleRegisterSchema(todayInPoland()).parse(salePayload(fields));
