import { z } from '../z';
import { requiredFilesSchema } from './files';
import { optionalText, requiredText } from './fields';

/**
 * POST /partner/rest/complaint/save: complaint type and files required (000 §5); the policy number and the
 * description are optional (decision 051).
 */
export const complaintSchema = z.object({
  complaintType: requiredText(),
  policyNumber: optionalText(30),
  messageContent: optionalText(2000, { multiline: true }),
  uploadedFiles: requiredFilesSchema,
});
export type ComplaintForm = z.infer<typeof complaintSchema>;
