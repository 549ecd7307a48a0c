import { z } from '../z';
import { messages } from '../messages';
import { requiredText } from './fields';

export const PHONE_LENGTH = 9;

export function isValidPhone(value: string): boolean {
  return /^\d{9}$/.test(value);
}

/** Vehicle sale (UKS) phone: nine digits, not starting with 0. */
export function isValidVehicleSalePhone(value: string): boolean {
  return /^[1-9]\d{8}$/.test(value);
}

/** Phone: required ('Numer telefonu jest wymagany.'), nine digits. */
export const phoneSchema = requiredText(messages.PHONE_REQUIRED).refine(isValidPhone, {
  error: messages.PHONE_VALIDATION_ERROR,
});

/** Vehicle sale phone: optional, nine digits, not starting with 0. */
export const vehicleSalePhoneSchema = z
  .string({ error: messages.PHONE_VALIDATION_ERROR })
  .trim()
  .refine((value) => value === '' || isValidVehicleSalePhone(value), { error: messages.PHONE_VALIDATION_ERROR })
  .default('');

/** POST /partner/rest/user/update-phone and update-agent-phone (phone edits of the profile, decision 121). */
export const phoneChangeSchema = z.object({ phone: phoneSchema });
export type PhoneChange = z.infer<typeof phoneChangeSchema>;
