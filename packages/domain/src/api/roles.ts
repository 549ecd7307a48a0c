// Plain constants in their own module: the browser's first load uses them without pulling zod in (decision 025).

export const agentTypes = ['DA', 'NN', 'NCD'] as const;
export type AgentType = (typeof agentTypes)[number];

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
export type Role = (typeof roles)[number];

export const featureFlags = ['CASETYPE_WYP_REDIRECTION', 'CASETYPE_UKS_REDIRECTION', 'UP_REDIRECT_BUTTON'] as const;
export type FeatureFlag = (typeof featureFlags)[number];

/** Either role lets an agent take over a renewal (000 §6); the channel each one reaches is decision 080. */
export const RENEWAL_REWRITE_ROLES = ['ROLE_REWRITE_POLICY_AGENCY_CHANNEL', 'ROLE_REWRITE_POLICY_ALL_CHANNELS'] as const;
