import {
  CASES_PAGE_SIZE,
  caseRequiresAttachment,
  messages,
  type CaseDetails,
  type CaseForm,
  type CaseListResponse,
  type CaseSaveResponse,
  type CaseType,
  yearInPoland,
} from '@panel/domain';
import type { Db } from '../../db/client';
import { findAgentPolicyId } from '../../lib/agent-policy';
import { fieldError, HttpError } from '../../lib/errors';
import { idempotency } from '../../lib/idempotency';
import { recordServicingAction } from '../../lib/servicing-history';
import type { SessionUser } from '../../lib/session-user';
import { linkUploads } from '../../lib/upload-links';
import * as repo from './repository';


/** 'SPR/2026/000042': what the agent quotes to the helpline. */
export function caseNumber(row: { id: number; createdAt: Date }) {
  return `SPR/${yearInPoland(row.createdAt)}/${String(row.id).padStart(6, '0')}`;
}

export function caseConfig(db: Db): Promise<CaseType[]> {
  return repo.listCaseTypes(db);
}

/**
 * Saves a case with its files. The type comes from the dictionary (not from what the browser says about it), the
 * policy must be the agent's own, and the files the user's queued uploads; one idempotency key makes one case.
 */
export async function saveCase(db: Db, user: SessionUser, form: CaseForm, key: string | undefined): Promise<CaseSaveResponse> {
  const once = idempotency({
    key,
    payload: form,
    find: (tx, k) => repo.findCaseByKey(tx, user.userId, k),
    storedHash: (row) => row.idempotencyHash,
    answer: (row): CaseSaveResponse => ({ caseId: caseNumber(row) }),
  });
  return once.run(db, async () => {
    const type = await repo.findCaseType(db, form.caseType.subjectCode);
    if (!type) throw fieldError('caseType', messages.CASE_TYPE_UNKNOWN);
    if (caseRequiresAttachment(type) && form.uploadedFiles.length === 0) throw fieldError('uploadedFiles', messages.NO_FILE_ERROR);
    const policyId = await findAgentPolicyId(db, user.agentId, form.policyNumber);
    if (!policyId) throw fieldError('policyNumber', messages.POLICY_NOT_FOUND);

    return db.transaction(async (tx) => {
      const row = await repo.insertCase(tx, {
        agentId: user.agentId,
        userId: user.userId,
        subjectCode: type.subjectCode,
        policyId,
        name: form.name,
        surname: form.surname,
        pesel: form.pesel,
        messageContent: form.messageContent,
        ...once.stored,
      });
      if (!row) return once.afterConflict(tx);
      await linkUploads(tx, user, form.uploadedFiles, 'CASE', row.id);
      const caseId = caseNumber(row);
      await recordServicingAction(tx, { policyId, userId: user.userId, action: 'CASE', result: `Zgłoszono sprawę ${caseId}`, detail: type.name });
      return { caseId };
    });
  });
}

export async function listCases(db: Db, user: SessionUser, page: number): Promise<CaseListResponse> {
  const { rows, total } = await repo.listCases(db, user.agentId, page, CASES_PAGE_SIZE);
  return {
    items: rows.map((row) => ({
      id: row.id,
      caseId: caseNumber(row),
      status: row.status,
      caseTypeName: row.caseTypeName,
      policyNumber: row.policyNo,
      customer: `${row.name} ${row.surname}`.trim(),
      filesCount: row.filesCount,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    page,
    size: CASES_PAGE_SIZE,
  };
}

export async function caseDetails(db: Db, user: SessionUser, id: number): Promise<CaseDetails> {
  const row = await repo.findCase(db, user.agentId, id);
  if (!row) throw new HttpError(404, messages.CASE_NOT_FOUND);
  return {
    id: row.id,
    caseId: caseNumber(row),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    caseTypeName: row.caseTypeName,
    policyNumber: row.policyNo,
    name: row.name,
    surname: row.surname,
    pesel: row.pesel,
    messageContent: row.messageContent,
    fileNames: await repo.listCaseFileNames(db, row.id),
  };
}
