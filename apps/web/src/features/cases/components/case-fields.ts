import { type CaseType, type UploadedFile } from '@panel/domain';
import type { Path } from 'react-hook-form';
import { newIdempotencyKey } from '../../../lib/idempotency';

export interface CaseFields {
  /** Queues the uploads and keys the save: one draft, one case. */
  draftId: string;
  subjectCode: string;
  policyNumber: string;
  name: string;
  surname: string;
  pesel: string;
  messageContent: string;
  attachments: UploadedFile[];
}

export const emptyCaseFields = (): CaseFields => ({
  draftId: newIdempotencyKey(),
  subjectCode: '',
  policyNumber: '',
  name: '',
  surname: '',
  pesel: '',
  messageContent: '',
  attachments: [],
});

export function casePayload(fields: CaseFields, types: readonly CaseType[]) {
  const { draftId: _draftId, subjectCode, attachments, ...rest } = fields;
  return {
    ...rest,
    caseType: types.find((type) => type.subjectCode === subjectCode),
    uploadedFiles: attachments.map((file) => file.id),
  };
}

export const caseFieldOf: Record<string, Path<CaseFields>> = {
  caseType: 'subjectCode',
  policyNumber: 'policyNumber',
  name: 'name',
  surname: 'surname',
  pesel: 'pesel',
  messageContent: 'messageContent',
  uploadedFiles: 'attachments',
};
