import { messages, yearInPoland, type ComplaintForm, type ComplaintSaveResponse, type ComplaintType } from '@panel/domain';
import type { Db } from '../../db/client';
import { findAgentPolicyId } from '../../lib/agent-policy';
import { fieldError } from '../../lib/errors';
import { idempotency } from '../../lib/idempotency';
import { recordServicingAction } from '../../lib/servicing-history';
import type { SessionUser } from '../../lib/session-user';
import { linkUploads } from '../../lib/upload-links';
import * as repo from './repository';

/** 'REK/2026/000007'. */
export function complaintNumber(row: { id: number; createdAt: Date }) {
  return `REK/${yearInPoland(row.createdAt)}/${String(row.id).padStart(6, '0')}`;
}

export function complaintConfig(db: Db): Promise<ComplaintType[]> {
  return repo.listComplaintTypes(db);
}

/** Saves a complaint with its files; a policy number, when given, must be one of the agent's own policies. */
export async function saveComplaint(
  db: Db,
  user: SessionUser,
  form: ComplaintForm,
  key: string | undefined,
): Promise<ComplaintSaveResponse> {
  const once = idempotency({
    key,
    payload: form,
    find: (tx, k) => repo.findComplaintByKey(tx, user.userId, k),
    storedHash: (row) => row.idempotencyHash,
    answer: (row): ComplaintSaveResponse => ({ complaintId: complaintNumber(row) }),
  });
  return once.run(db, async () => {
    const type = await repo.findComplaintType(db, form.complaintType);
    if (!type) throw fieldError('complaintType', messages.COMPLAINT_TYPE_UNKNOWN);
    const policyId = form.policyNumber ? await findAgentPolicyId(db, user.agentId, form.policyNumber) : null;
    if (policyId === undefined) throw fieldError('policyNumber', messages.POLICY_NOT_FOUND);

    return db.transaction(async (tx) => {
      const row = await repo.insertComplaint(tx, {
        agentId: user.agentId,
        userId: user.userId,
        complaintTypeCode: type.code,
        policyId,
        messageContent: form.messageContent,
        ...once.stored,
      });
      if (!row) return once.afterConflict(tx);
      await linkUploads(tx, user, form.uploadedFiles, 'COMPLAINT', row.id);
      const complaintId = complaintNumber(row);
      if (policyId !== null) {
        await recordServicingAction(tx, { policyId, userId: user.userId, action: 'COMPLAINT', result: `Złożono reklamację ${complaintId}`, detail: type.name });
      }
      return { complaintId };
    });
  });
}
