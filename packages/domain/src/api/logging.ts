import { z } from '../z';
import { text } from '../rules/text';

/** POST /ms-client-logger/partner (000 §7 Logging). */
export const clientLogSchema = z.object({
  exceptionMessage: text({ multiline: true }).max(2000),
  exceptionStack: text({ multiline: true }).max(8000).optional().default(''),
  additionalInformation: text({ multiline: true }).max(200).optional().default(''),
});
export type ClientLog = z.input<typeof clientLogSchema>;

export const actionNames = [
  'pp_agent_dashboard',
  'pp_agent_files',
  'pp_agent_baner',
  'pp_agent_server_error',
  'pp_agent_documents',
  'pp_agent_advantages',
  'pp_agent_profile',
  'pp_agent_welcome',
  'pp_agent_logout',
] as const;
export const actionNameSchema = z.enum(actionNames);
export type ActionName = z.infer<typeof actionNameSchema>;

/** POST /partner/rest/action-log: the action service of 000 §7 (path is ours). */
export const actionLogSchema = z.object({
  action: actionNameSchema,
  details: text({ multiline: true }).max(500).optional().default(''),
});
export type ActionLog = z.input<typeof actionLogSchema>;
