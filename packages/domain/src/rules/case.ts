import { z } from '../z';
import { messages } from '../messages';
import { uploadedFilesSchema } from './files';
import { optionalPeselSchema, optionalText, requiredText, SURNAME_MAX_LENGTH } from './fields';
import { text } from './text';

/** The case type whose cases need no attachment (000 §4). */
export const CASE_TYPE_OTHER = 'Inne';

export const caseTypeSchema = z.object(
  { subjectCode: text().min(1), caseSubType: text(), sortNo: z.number().int(), name: text() },
  { error: messages.REQUIRED_VALIDATION_ERROR },
);
export type CaseType = z.infer<typeof caseTypeSchema>;

export function caseRequiresAttachment(caseType: Pick<CaseType, 'name'>): boolean {
  return caseType.name.trim().toLocaleLowerCase('pl-PL') !== CASE_TYPE_OTHER.toLocaleLowerCase('pl-PL');
}

/**
 * POST /partner/rest/case/save: case type and policy number required ('Numer polisy jest wymagany'); PESEL checksum;
 * at least one attachment unless the type is 'Inne'.
 */
export const caseSchema = z
  .object({
    caseType: caseTypeSchema,
    policyNumber: requiredText(messages.POLICY_NUMBER_REQUIRED).max(30, { error: messages.MAX_LENGTH_ERROR }),
    name: optionalText(SURNAME_MAX_LENGTH),
    surname: optionalText(SURNAME_MAX_LENGTH),
    pesel: optionalPeselSchema,
    messageContent: optionalText(2000, { multiline: true }),
    uploadedFiles: uploadedFilesSchema,
  })
  .refine((form) => !caseRequiresAttachment(form.caseType) || form.uploadedFiles.length > 0, {
    error: messages.NO_FILE_ERROR,
    path: ['uploadedFiles'],
  });
export type CaseForm = z.infer<typeof caseSchema>;
