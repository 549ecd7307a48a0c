import { messages, yearInPoland, type ComplaintForm, type ComplaintSaveResponse, type ComplaintType } from '@panel/domain';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { payloadHash } from '../../lib/idempotency';
import type { SessionUser } from '../../lib/session-user';
import { findPolicyId } from '../cases/repository';
import { fieldError } from '../cases/service';
import { linkUploads } from '../uploads/service';
import { recordServicingAction } from '../../lib/servicing-history';
import * as repo from './repository';

/** 'REK/2026/000007'. */
export function complaintNumber(row: { id: number; createdAt: Date }) {
  return `REK/${yearInPoland(row.createdAt)}/${String(row.id).padStart(6, '0')}`;
}

export function complaintConfig(db: Db): Promise<ComplaintType[]> {
  return repo.listComplaintTypes(db);
}

function replayed(row: { id: number; createdAt: Date; idempotencyHash: string | null }, hash: string): ComplaintSaveResponse {
  if (row.idempotencyHash !== hash) throw new HttpError(409, messages.IDEMPOTENCY_KEY_REUSED);
  return { complaintId: complaintNumber(row) };
}

/** Saves a complaint with its files; a policy number, when given, must be one of the agent's own policies. */
export async function saveComplaint(
  db: Db,
  user: SessionUser,
  form: ComplaintForm,
  key: string | undefined,
): Promise<ComplaintSaveResponse> {
  const hash = payloadHash(form);
  const earlier = key ? await repo.findComplaintByKey(db, user.userId, key) : undefined;
  if (earlier) return replayed(earlier, hash);

  const type = await repo.findComplaintType(db, form.complaintType);
  if (!type) throw fieldError('complaintType', messages.COMPLAINT_TYPE_UNKNOWN);
  const policyId = form.policyNumber ? await findPolicyId(db, user.agentId, form.policyNumber) : null;
  if (policyId === undefined) throw fieldError('policyNumber', messages.POLICY_NOT_FOUND);

  return db.transaction(async (tx) => {
    const row = await repo.insertComplaint(tx, {
      agentId: user.agentId,
      userId: user.userId,
      complaintTypeCode: type.code,
      policyId,
      messageContent: form.messageContent,
      idempotencyKey: key ?? null,
      idempotencyHash: key ? hash : null,
    });
    if (!row) {
      const concurrent = key ? await repo.findComplaintByKey(tx, user.userId, key) : undefined;
      if (!concurrent) throw new Error('complaint insert returned no row');
      return replayed(concurrent, hash);
    }
    await linkUploads(tx, user, form.uploadedFiles, 'COMPLAINT', row.id);
    const complaintId = complaintNumber(row);
    if (policyId !== null) {
      await recordServicingAction(tx, { policyId, userId: user.userId, action: 'COMPLAINT', result: `Złożono reklamację ${complaintId}`, detail: type.name });
    }
    return { complaintId };
  });
}
