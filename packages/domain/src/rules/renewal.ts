import { z } from '../z';
import { messages } from '../messages';
import { isValidRegon } from '../validators/identifiers';
import {
  collectFieldErrors,
  optionalPeselSchema,
  optionalText,
  reportFieldErrors,
  requiredText,
  SURNAME_MAX_LENGTH,
} from './fields';

/**
 * POST /partner/rest/renewal/verify (000 §5 Renewal): policyId 8 to 11 digits; PESEL digits (with checksum);
 * name and surname for a person, company name and REGON for a company. The search stays disabled while invalid.
 */
export const renewalVerifySchema = z
  .object({
    policyId: requiredText().regex(/^\d{8,11}$/, { error: messages.POLICY_ID_FORMAT_ERROR }),
    isCompany: z.boolean(),
    pesel: optionalPeselSchema,
    name: optionalText(SURNAME_MAX_LENGTH),
    surname: optionalText(SURNAME_MAX_LENGTH),
    companyName: optionalText(200),
    companyRegNo: optionalText(14),
  })
  .superRefine((form, ctx) => {
    const { errors, add } = collectFieldErrors();
    if (form.isCompany) {
      if (form.companyName === '') add('companyName', messages.REQUIRED_VALIDATION_ERROR);
      if (form.companyRegNo === '') add('companyRegNo', messages.REQUIRED_VALIDATION_ERROR);
      else if (!isValidRegon(form.companyRegNo)) add('companyRegNo', messages.REGON_VALIDATION_ERROR);
    } else {
      if (form.name === '') add('name', messages.REQUIRED_VALIDATION_ERROR);
      if (form.surname === '') add('surname', messages.REQUIRED_VALIDATION_ERROR);
    }
    reportFieldErrors(ctx, errors);
  });
export type RenewalVerify = z.infer<typeof renewalVerifySchema>;
