import { z } from '../z';
import { messages } from '../messages';
import { requiredText } from './fields';

const noSpaces = (value: string) => !/\s/.test(value);

/** Ownership-change and travel search: policy number and VIN required, without spaces; the VIN is upper-cased. */
export const travelSearchSchema = z.object({
  policyNumber: requiredText()
    .max(30, { error: messages.MAX_LENGTH_ERROR })
    .refine(noSpaces, { error: messages.NO_SPACES_ERROR }),
  vin: requiredText()
    .max(17, { error: messages.MAX_LENGTH_ERROR })
    .refine(noSpaces, { error: messages.NO_SPACES_ERROR })
    .toUpperCase(),
});
export type TravelSearch = z.infer<typeof travelSearchSchema>;
