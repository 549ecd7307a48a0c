import {
  fillMessage,
  formatIsoDateForDisplay,
  isoDateInPoland,
  messages,
  otherInsurerTerminationDate,
  resignationDatesErrors,
  resignationReasonCodes,
  type ResignationCheckResponse,
  type ResignationDocPath,
  type ResignationReasonCode,
  type ResignationRegisterPayload,
  type ResignationRegisterResponse,
  type ResignationVerifyResponse,
  type TerminationResultCode,
  type resignationCheckRequestSchema,
  type z,
  yearInPoland,
} from '@panel/domain';
import type { Db, DbOrTx } from '../../db/client';
import { fieldError, HttpError } from '../../lib/errors';
import { idempotency } from '../../lib/idempotency';
import { recordServicingAction } from '../../lib/servicing-history';
import type { SessionUser } from '../../lib/session-user';
import { linkUploads } from '../../lib/upload-links';
import { blockingError, custNoOf, partyMatches, reasonDescriptions, reasonsFor, resultFor, warningsFor } from './policy-state';
import * as repo from './repository';

/** The outside form for policies in migration (decision 060); the policy number travels in the address. */
export const MIGRATION_FORM_URL = 'https://wypowiedzenia.ubezpieczyciel.example.pl/formularz';

const CANCEL_ROLE = 'ROLE_AGENT_CANCEL_ENABLED';

const notFound = (field: string) =>
  new HttpError(404, messages.POLICY_NOT_FOUND, { [field]: messages.POLICY_NOT_FOUND });

async function policyOf(db: DbOrTx, user: SessionUser, policyNo: string, field: string) {
  const policy = await repo.findPolicy(db, user.agentId, policyNo);
  if (!policy) throw notFound(field);
  return policy;
}

export async function verify(db: Db, user: SessionUser, policyNumber: string): Promise<ResignationVerifyResponse> {
  const policy = await policyOf(db, user, policyNumber, 'policyNumber');
  const migrating = policy.systemOfRecord === 'MIGRATION';
  return {
    verified: true,
    redirectPolicy: migrating,
    redirectLink: migrating ? `${MIGRATION_FORM_URL}?${new URLSearchParams({ policyNo: policy.policyNo }).toString()}` : null,
  };
}

export async function checkPolicyState(
  db: Db,
  user: SessionUser,
  request: z.output<typeof resignationCheckRequestSchema>,
  now = new Date(),
): Promise<ResignationCheckResponse> {
  const policy = await policyOf(db, user, request.policyNumber, 'policyNumber');
  const tiaPolicy = policy.systemOfRecord === 'TIA';
  const refused = (error: string) => ({ resignationReasons: { errors: [error], reasons: [] }, custNo: '', tiaPolicy });
  if (!partyMatches(policy, request)) return refused(messages.RESIGNATION_PARTY_MISMATCH);
  const today = isoDateInPoland(now);
  const blocked = blockingError(policy, await repo.findActiveResignation(db, policy.id), today);
  if (blocked) return refused(blocked);
  const reasons = reasonsFor(policy, today, { canCancel: user.roles.has(CANCEL_ROLE), fromUks: request.isFromUksAss });
  return { resignationReasons: { errors: warningsFor(policy, reasons), reasons }, custNo: custNoOf(policy), tiaPolicy };
}


/** 'WYP/2026/000012': what the agent quotes to the helpline. */
export function resignationNumber(row: { id: number; createdAt: Date }) {
  return `WYP/${yearInPoland(row.createdAt)}/${String(row.id).padStart(6, '0')}`;
}

const resultMessage = (result: TerminationResultCode, terminationDate: string) =>
  ({
    '0': fillMessage(messages.RESIGNATION_SUCCESS, { date: formatIsoDateForDisplay(terminationDate) }),
    '1': messages.RESIGNATION_MANUAL_HANDLING,
    '-1': messages.RESIGNATION_CLOSE_ERROR,
    '2': messages.RESIGNATION_NOT_TIA,
  })[result];

const auditResult = (result: TerminationResultCode, code: ResignationReasonCode, terminationDate: string) =>
  ({
    '0': `${code === resignationReasonCodes.CANCELLATION ? 'Polisa anulowana' : 'Umowa rozwiązana'} z dniem ${formatIsoDateForDisplay(terminationDate)}`,
    '1': 'Skierowano do ręcznej obsługi',
    '-1': 'Błąd podczas zamykania polisy',
    '2': 'Polisa spoza systemu TIA – nie zamknięto',
  })[result];

const statusOf = { '0': 'CLOSED', '1': 'PENDING', '-1': 'ERROR', '2': 'NOT_TIA' } as const;

function answer(row: repo.SavedResignation): ResignationRegisterResponse {
  return {
    terminationResult: {
      result: row.result,
      message: resultMessage(row.result, row.terminationDate),
      terminationDate: row.result === '0' ? row.terminationDate : null,
      resignationNo: resignationNumber(row),
    },
  };
}

/**
 * Registers a resignation: every rule of step 1 and 2 is checked again against the policy as it is now (the reason
 * must be one the policy offers, the dates within its ranges), the result follows from the policy (decision 060), a
 * closed resignation ends the policy on its termination date, and the signed document is linked to the record.
 */
export async function register(
  db: Db,
  user: SessionUser,
  form: ResignationRegisterPayload,
  key: string | undefined,
  now = new Date(),
): Promise<ResignationRegisterResponse> {
  const once = idempotency({
    key,
    payload: form,
    find: (tx, k) => repo.findByKey(tx, user.userId, k),
    storedHash: (row) => row.idempotencyHash,
    answer,
  });
  return once.run(db, async () => {
    const policy = await policyOf(db, user, form.policyNo, 'policyNo');
    if (!partyMatches(policy, form) || form.custNo !== custNoOf(policy)) throw new HttpError(400, messages.RESIGNATION_PARTY_MISMATCH);
    const cancellation = form.terminationCode === resignationReasonCodes.CANCELLATION;
    if (cancellation && !user.roles.has(CANCEL_ROLE)) throw new HttpError(403, messages.RESIGNATION_CANCEL_FORBIDDEN);
    const today = isoDateInPoland(now);
    const reason = reasonsFor(policy, today, { canCancel: true, fromUks: form.isFromUksAss }).find(
      (offered) => offered.terminationCode === form.terminationCode,
    );
    const duplicate = form.terminationCode === resignationReasonCodes.DUPLICATE_INSURANCE;
    const terminationDate =
      duplicate && form.otherInsurerDateFrom !== '' ? otherInsurerTerminationDate(form.otherInsurerDateFrom, today) : form.terminationDate;
    const dates = { ...form, terminationDate };

    return db.transaction(async (tx) => {
      await repo.lockPolicy(tx, policy.id);
      const concurrent = await once.replay(tx);
      if (concurrent) return concurrent;
      const blocked = blockingError(policy, await repo.findActiveResignation(tx, policy.id), today);
      if (blocked) throw new HttpError(409, blocked);
      if (!reason) throw fieldError('terminationCode', messages.RESIGNATION_REASON_UNAVAILABLE);
      const errors = resignationDatesErrors(dates, reason);
      const [first] = Object.values(errors);
      if (first) throw new HttpError(400, first, errors);

      const result = resultFor(policy);
      const row = await repo.insertResignation(tx, {
        agentId: user.agentId,
        userId: user.userId,
        policyId: policy.id,
        terminationCode: form.terminationCode,
        informDate: form.informDate,
        terminationDate,
        otherInsurerCompany: duplicate ? form.otherInsurerCompany : null,
        otherInsurerDateFrom: duplicate ? form.otherInsurerDateFrom : null,
        otherInsurerDateTo: duplicate ? form.otherInsurerDateTo : null,
        terminationMessage: form.terminationMessage,
        previousEndDate: policy.endDate,
        result,
        status: statusOf[result],
        ...once.stored,
        createdAt: now,
      });
      if (!row) return once.afterConflict(tx);
      await linkUploads(tx, user, form.uploadedFiles, 'RESIGNATION', row.id);
      if (result === '0') await repo.endPolicyOn(tx, policy.id, row.id, { terminationDate, terminateNow: terminationDate <= today, now });
      await recordServicingAction(tx, {
        policyId: policy.id,
        userId: user.userId,
        action: 'RESIGNATION',
        result: auditResult(result, form.terminationCode, terminationDate),
        detail: `${resignationNumber(row)}: ${reasonDescriptions[form.terminationCode]}`,
      });
      return answer(row);
    });
  });
}

/** Ends the policies whose closed resignation has reached its day; run at start and hourly by the server. */
export function applyDueTerminations(db: Db, now = new Date()): Promise<number> {
  return repo.applyDueTerminations(db, isoDateInPoland(now), now);
}

const docPaths: Record<ResignationReasonCode, ResignationDocPath> = {
  '00': { path: '/doc/wniosek-anulowanie-polisy.pdf', name: 'Wniosek o anulowanie polisy' },
  '01': { path: '/doc/wypowiedzenie-umowy-oc.pdf', name: 'Wypowiedzenie umowy OC' },
  '02': { path: '/doc/wypowiedzenie-umowy-oc.pdf', name: 'Wypowiedzenie umowy OC' },
  '03': { path: '/doc/wypowiedzenie-umowy-oc.pdf', name: 'Wypowiedzenie umowy OC' },
};

/** The blank form of a reason, printed in step 4 for the customer to sign (a static document of /documents). */
export function resignationDocPath(code: ResignationReasonCode): ResignationDocPath {
  return docPaths[code];
}
