import { z } from '../z';
import { messages } from '../messages';
import { isValidNip, isValidRegon } from '../validators/identifiers';
import { isRecordId, optionalChecked, optionalText, postcodeSchema, requiredText } from './fields';

export const BANK_TABLE_PAGE_SIZE = 10;

/** Search mode: a bank name and a city are needed to search. */
export const cessionSearchCriteriaSchema = z.object({
  name: requiredText().max(200, { error: messages.MAX_LENGTH_ERROR }),
  city: requiredText().max(100, { error: messages.MAX_LENGTH_ERROR }),
});
export type CessionSearchCriteria = z.infer<typeof cessionSearchCriteriaSchema>;

/** Search mode on save: a bank chosen from the results. */
export const cessionSearchSchema = z.object({
  type: z.literal('SEARCH'),
  bankCentralId: requiredText(messages.BANK_REQUIRED).refine(isRecordId, { error: messages.BANK_REQUIRED }),
});

/**
 * Manual mode: bank name, city, street, home number and REGON required (REGON check); apartment optional;
 * postcode NN-NNN; NIP optional, ten digits passing the NIP check.
 */
export const cessionManualSchema = z.object({
  type: z.literal('MANUAL_EDIT'),
  name: requiredText().max(200, { error: messages.MAX_LENGTH_ERROR }),
  city: requiredText().max(100, { error: messages.MAX_LENGTH_ERROR }),
  postCode: postcodeSchema(),
  street: requiredText().max(100, { error: messages.MAX_LENGTH_ERROR }),
  homeNumber: requiredText().max(10, { error: messages.MAX_LENGTH_ERROR }),
  apartmentNumber: optionalText(10),
  regon: requiredText().refine(isValidRegon, { error: messages.REGON_VALIDATION_ERROR }),
  nip: optionalChecked(isValidNip, messages.NIP_INVALID_ERROR),
});

export const cessionSchema = z.discriminatedUnion('type', [cessionSearchSchema, cessionManualSchema]);
export type Cession = z.infer<typeof cessionSchema>;
