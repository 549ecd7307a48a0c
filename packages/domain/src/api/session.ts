import { z } from '../z';
import { messages } from '../messages';
import { LOGIN_MAX_LENGTH, LOGIN_PASSWORD_MAX_LENGTH } from '../rules/login';
import { agentTypes, featureFlags, roles } from './roles';
import { text } from '../rules/text';

export const agentTypeSchema = z.enum(agentTypes);
export const roleSchema = z.enum(roles);
export const featureFlagSchema = z.enum(featureFlags);

/** POST /partner/rest/auth/login */
export const loginRequestSchema = z.object({
  login: text({ error: messages.REQUIRED_VALIDATION_ERROR })
    .trim()
    .min(1, { error: messages.REQUIRED_VALIDATION_ERROR })
    .max(LOGIN_MAX_LENGTH, { error: messages.MAX_LENGTH_ERROR }),
  password: text({ error: messages.REQUIRED_VALIDATION_ERROR })
    .min(1, { error: messages.REQUIRED_VALIDATION_ERROR })
    .max(LOGIN_PASSWORD_MAX_LENGTH, { error: messages.MAX_LENGTH_ERROR }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** GET /partner/rest/user/roles */
export const rolesResponseSchema = z.array(roleSchema);

/**
 * GET /partner/rest/user/info (000 §3 User info). Empty profile fields are null. `phone` is the user's own,
 * `agentPhone` the agency's (decision 121). `passwordExpired`: the session may only change the password (decision 120);
 * `twoFactorRequired`: it may only turn two-factor login on (REQUIRE_TWO_FACTOR, decision 125).
 */
export const userInfoSchema = z.object({
  login: z.string(),
  name: z.string(),
  agentType: agentTypeSchema,
  email: z.string().nullable(),
  nip: z.string().nullable(),
  phone: z.string().nullable(),
  agentPhone: z.string().nullable(),
  passwordExpired: z.boolean(),
  twoFactorRequired: z.boolean(),
  pesel: z.string().nullable(),
  birthDate: z.string().nullable(),
  idNumber: z.string().nullable(),
  custCode: z.string(),
  agentName: z.string(),
  rauNo: z.string().nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** GET /rest/features/: every flag of the seeds, on or off for this user. */
export const featuresResponseSchema = z.record(featureFlagSchema, z.boolean());
export type Features = z.infer<typeof featuresResponseSchema>;

/** GET /partner/rest/officeAddress (000 §3 Office address). */
export const officeAddressSchema = z.object({
  street: z.string().nullable(),
  streetNo: z.string().nullable(),
  city: z.string().nullable(),
  postArea: z.string().nullable(),
});
export type OfficeAddress = z.infer<typeof officeAddressSchema>;

/** GET /partner/rest/contacts: the regional manager and the helplines of the agent's type. */
export const contactSchema = z.object({
  label: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export const contactsResponseSchema = z.object({
  regionalManager: z.object({ name: z.string(), phone: z.string(), email: z.string() }).nullable(),
  helplines: z.array(contactSchema),
});
export type Contacts = z.infer<typeof contactsResponseSchema>;
