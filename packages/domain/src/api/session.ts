import { z } from '../z';

export const agentTypes = ['DA', 'NN', 'NCD'] as const;
export const agentTypeSchema = z.enum(agentTypes);
export type AgentType = z.infer<typeof agentTypeSchema>;

/** Every role of 000 §6 and 001 §6. */
export const roles = [
  'ROLE_AGENT_PANEL_DIRECT_ENABLED',
  'ROLE_AGENT_UKS_ENABLED',
  'ROLE_AGENT_RES_ENABLED',
  'ROLE_AGENT_CANCEL_ENABLED',
  'ROLE_AGENT_CP_ENABLED',
  'ROLE_AGENT_HP_ENABLED',
  'ROLE_AGENT_SM_ENABLED',
  'ROLE_AGENT_ML_ENABLED',
  'ROLE_SASS_ENABLED',
  'ROLE_TR_ENABLED',
  'ROLE_AGENT_FLEET',
  'ROLE_REWRITE_POLICY_AGENCY_CHANNEL',
  'ROLE_REWRITE_POLICY_ALL_CHANNELS',
  'ROLE_AGENT_UPORT_ENABLED',
  'ROLE_SHOW_PHOTOSMART_INFO',
  'ROLE_AGENT_FILES_ENABLED',
  'ROLE_CP_MTA_ENABLED',
  'ROLE_IS_CASH_AVAILABLE',
] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const featureFlags = ['CASETYPE_WYP_REDIRECTION', 'CASETYPE_UKS_REDIRECTION', 'UP_REDIRECT_BUTTON'] as const;
export const featureFlagSchema = z.enum(featureFlags);
export type FeatureFlag = z.infer<typeof featureFlagSchema>;

/** POST /partner/rest/auth/login */
export const loginRequestSchema = z.object({
  login: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** GET /partner/rest/user/roles */
export const rolesResponseSchema = z.array(roleSchema);

/** GET /partner/rest/user/info (000 §3 User info). Empty profile fields are null. */
export const userInfoSchema = z.object({
  login: z.string(),
  name: z.string(),
  agentType: agentTypeSchema,
  email: z.string().nullable(),
  nip: z.string().nullable(),
  phone: z.string().nullable(),
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
