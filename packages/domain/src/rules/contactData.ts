import { z } from '../z';
import { messages } from '../messages';
import { isValidEmail } from './email';
import { requiredText } from './fields';
import { phoneSchema } from './phone';

/** The panel's identifier as a source system of the contact data service (000 §7 udp/init; decision 122). */
export const UDP_SOURCE_SYSTEM = 'PA';

export const CONTACT_EMAIL_MAX_LENGTH = 254;

/**
 * The agent's own contact e-mail: required, the simple pattern, at most 254 characters. The not-agent-email rule
 * (000 §5) guards addresses of clients and does not apply to the agent's own address (decision 122).
 */
export const contactEmailSchema = requiredText()
  .max(CONTACT_EMAIL_MAX_LENGTH, { error: messages.MAX_LENGTH_ERROR })
  .refine(isValidEmail, { error: messages.EMAIL_VALIDATION_MESSAGE });

/** POST /partner/rest/udp/init: the contact data the agent confirms or corrects, from the panel. */
export const contactDataSchema = z.object({
  sourceSystem: z.literal(UDP_SOURCE_SYSTEM, { error: messages.FORMAT_MISMATCH_ERROR }),
  email: contactEmailSchema,
  phone: phoneSchema,
});
export type ContactData = z.infer<typeof contactDataSchema>;
