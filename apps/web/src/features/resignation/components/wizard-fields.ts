import {
  isIsoDate,
  otherInsurerTerminationDate,
  presetTerminationDate,
  resignationCheckRequestSchema,
  resignationPolicyNumberSchema,
  resignationReasonCodes,
  resignationRegisterSchema,
  resignationTermsSchema,
  type ResignationCheckResponse,
  type ResignationReason,
  type ResignationRegisterRequest,
  type ResignationRegisterResponse,
  type UploadedFile,
  type z,
} from '@panel/domain';
import type { Path, PathValue, Resolver, UseFormReturn } from 'react-hook-form';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { payloadResolver } from '../../../lib/forms';

export type WizardStep = 1 | 2 | 3 | 4 | 5;

/** Everything the five steps hold; kept as a draft, so a reload or a session expiry resumes at the same step. */
export interface ResignationFields {
  /** Queues the uploads and keys the registration: one wizard, one resignation. */
  draftId: string;
  step: WizardStep;
  policyNumber: string;
  /** Opened from the ownership-change search for a sold vehicle: the buyer's resignation (only reason 03). */
  fromUksAss: boolean;
  verified: boolean;
  redirectLink: string | null;
  company: boolean;
  firstName: string;
  surname: string;
  civilRegNo: string;
  companyName: string;
  companyRegNo: string;
  companyNipNo: string;
  postcode: string;
  check: ResignationCheckResponse | null;
  /** The Warsaw day the check answered for: its date ranges hold for that day only (GUIDE §11). */
  checkedOn: string | null;
  terminationCode: string;
  informDate: string;
  terminationDate: string;
  otherInsurerCompany: string;
  otherInsurerDateFrom: string;
  otherInsurerDateTo: string;
  terminationMessage: string;
  attachments: UploadedFile[];
  result: ResignationRegisterResponse['terminationResult'] | null;
}

export const emptyResignationFields = (): ResignationFields => ({
  draftId: newIdempotencyKey(),
  step: 1,
  policyNumber: '',
  fromUksAss: false,
  verified: false,
  redirectLink: null,
  company: false,
  firstName: '',
  surname: '',
  civilRegNo: '',
  companyName: '',
  companyRegNo: '',
  companyNipNo: '',
  postcode: '',
  check: null,
  checkedOn: null,
  terminationCode: '',
  informDate: '',
  terminationDate: '',
  otherInsurerCompany: '',
  otherInsurerDateFrom: '',
  otherInsurerDateTo: '',
  terminationMessage: '',
  attachments: [],
  result: null,
});

export const selectedReason = (fields: Pick<ResignationFields, 'check' | 'terminationCode'>): ResignationReason | null =>
  fields.check?.resignationReasons.reasons.find((reason) => reason.terminationCode === fields.terminationCode) ?? null;

export const isCancellation = (code: string) => code === resignationReasonCodes.CANCELLATION;

const party = (f: ResignationFields) => ({
  company: f.company,
  firstName: f.firstName,
  surname: f.surname,
  civilRegNo: f.civilRegNo,
  companyName: f.companyName,
  companyRegNo: f.companyRegNo,
  companyNipNo: f.companyNipNo,
  postcode: f.postcode,
});

export const checkPayload = (f: ResignationFields) => ({ policyNumber: f.policyNumber, ...party(f), isFromUksAss: f.fromUksAss });

export const termsPayload = (f: ResignationFields) => ({
  selectedReason: selectedReason(f),
  informDate: f.informDate,
  terminationDate: f.terminationDate,
  otherInsurerCompany: f.otherInsurerCompany,
  otherInsurerDateFrom: f.otherInsurerDateFrom,
  otherInsurerDateTo: f.otherInsurerDateTo,
});

export const registerPayload = (f: ResignationFields): ResignationRegisterRequest => ({
  policyNo: f.policyNumber,
  ...party(f),
  terminationCode: f.terminationCode as ResignationRegisterRequest['terminationCode'],
  informDate: f.informDate,
  terminationDate: f.terminationDate,
  otherInsurerCompany: f.otherInsurerCompany,
  otherInsurerDateFrom: f.otherInsurerDateFrom,
  otherInsurerDateTo: f.otherInsurerDateTo,
  custNo: f.check?.custNo ?? '',
  terminationMessage: f.terminationMessage,
  isFromUksAss: f.fromUksAss,
  uploadedFiles: f.attachments.map((file) => file.id),
});

/** Payload paths → the field (and the step) where their message shows. */
export const fieldOf: Readonly<Record<string, { field: Path<ResignationFields>; step: WizardStep }>> = {
  policyNumber: { field: 'policyNumber', step: 1 },
  policyNo: { field: 'policyNumber', step: 1 },
  firstName: { field: 'firstName', step: 1 },
  surname: { field: 'surname', step: 1 },
  civilRegNo: { field: 'civilRegNo', step: 1 },
  companyName: { field: 'companyName', step: 1 },
  companyRegNo: { field: 'companyRegNo', step: 1 },
  companyNipNo: { field: 'companyNipNo', step: 1 },
  postcode: { field: 'postcode', step: 1 },
  selectedReason: { field: 'terminationCode', step: 2 },
  terminationCode: { field: 'terminationCode', step: 2 },
  informDate: { field: 'informDate', step: 2 },
  terminationDate: { field: 'terminationDate', step: 2 },
  otherInsurerCompany: { field: 'otherInsurerCompany', step: 2 },
  otherInsurerDateFrom: { field: 'otherInsurerDateFrom', step: 2 },
  otherInsurerDateTo: { field: 'otherInsurerDateTo', step: 2 },
  terminationMessage: { field: 'terminationMessage', step: 2 },
  uploadedFiles: { field: 'attachments', step: 4 },
};

/** Puts field errors (of a schema or of the server) on their fields; answers the earliest step that has one. */
export function showFieldErrors(form: UseFormReturn<ResignationFields>, errors: Readonly<Record<string, string>>): WizardStep | null {
  let step: WizardStep | null = null;
  for (const [path, message] of Object.entries(errors)) {
    const target = fieldOf[path.split('.')[0]!];
    if (!target) continue;
    form.setError(target.field, { message });
    step = step === null || target.step < step ? target.step : step;
  }
  return step;
}

/**
 * Checks a payload with the shared schema; its errors land on their fields. Answers the earliest step holding an
 * error, or null when the payload is valid.
 */
export function invalidStep(form: UseFormReturn<ResignationFields>, schema: z.ZodType, payload: unknown): WizardStep | null {
  form.clearErrors();
  const parsed = schema.safeParse(payload);
  if (parsed.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'root')] ??= issue.message;
  return showFieldErrors(form, errors) ?? 1;
}

export const stepSchemas = {
  policyNumber: resignationPolicyNumberSchema,
  check: resignationCheckRequestSchema,
  terms: resignationTermsSchema,
  register: resignationRegisterSchema,
};

export type WizardForm = UseFormReturn<ResignationFields>;

/** Every change is marked dirty, so the draft keeps it. */
export function setField<K extends Path<ResignationFields>>(form: WizardForm, name: K, value: PathValue<ResignationFields, K>) {
  form.setValue(name, value, { shouldDirty: true });
}

export const goTo = (form: WizardForm, step: WizardStep) => setField(form, 'step', step);

/** Light alerts colour their title with the alert's colour, which fails contrast for yellow and orange: keep it dark. */
export const readableAlert = { title: { color: 'var(--mantine-color-gray-9)' } };

const checkResolver = payloadResolver<ResignationFields>(resignationCheckRequestSchema, (f) => checkPayload(f));

/**
 * Step 1 fields show their rule once changed (000 §5: errors after the field is dirty); the later steps check their
 * fields when the agent goes on, against the ranges of that day's check.
 */
export const wizardResolver: Resolver<ResignationFields> = (values, context, options) =>
  values.step === 1 ? checkResolver(values, context, options) : { values, errors: {} };

/** The client data the check was made for changed: the policy state must be checked again (000 §4). */
export function resetCheck(form: WizardForm) {
  setField(form, 'check', null);
  setField(form, 'checkedOn', null);
}

/**
 * Keeps a check answer with the day it holds for. A reason chosen earlier stays if the policy still offers it, with the
 * dates its new ranges fix (the preset date, the day before the other insurer's start); otherwise it is cleared.
 */
export function applyCheck(form: WizardForm, answer: ResignationCheckResponse, today: string) {
  setField(form, 'check', answer);
  setField(form, 'checkedOn', today);
  const fields = form.getValues();
  const reason = selectedReason(fields);
  if (!reason) {
    if (fields.terminationCode === '') return;
    for (const name of ['terminationCode', 'informDate', 'terminationDate', 'otherInsurerCompany', 'otherInsurerDateFrom', 'otherInsurerDateTo'] as const) {
      setField(form, name, '');
    }
    return;
  }
  const preset = presetTerminationDate(reason);
  if (preset !== null) setField(form, 'terminationDate', preset);
  else if (reason.terminationCode === resignationReasonCodes.DUPLICATE_INSURANCE && isIsoDate(fields.otherInsurerDateFrom)) {
    setField(form, 'terminationDate', otherInsurerTerminationDate(fields.otherInsurerDateFrom, today));
  }
}
