import { z } from '../z';
import { messages } from '../messages';

/** A simple e-mail pattern (001 §5): something@something.domain without spaces. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** Not-agent-email rule: the value must differ from the agent's own e-mail, ignoring case and spaces. */
export function isNotAgentEmail(value: string, agentEmail: string | null): boolean {
  return !agentEmail || value.trim().toLowerCase() !== agentEmail.trim().toLowerCase();
}

/** Documents e-mail (001 §5): required, simple pattern, and the client's address, not the agent's. */
export function documentsEmailSchema(agentEmail: string | null) {
  return z
    .string({ error: messages.REQUIRED_VALIDATION_ERROR })
    .trim()
    .min(1, { error: messages.REQUIRED_VALIDATION_ERROR })
    .max(254, { error: messages.MAX_LENGTH_ERROR })
    .refine(isValidEmail, { error: messages.EMAIL_VALIDATION_MESSAGE })
    .refine((value) => isNotAgentEmail(value, agentEmail), { error: messages.FILL_EMAIL_VALIDATION_MESSAGE });
}
