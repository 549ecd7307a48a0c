import { z } from '../z';
import { messages } from '../messages';
import { DAY_MS } from '../calendar';
import { actionNames, type ActionName } from './logging';
import {
  CAMPAIGN_HISTORY_MAX_ENTRIES,
  CAMPAIGN_PARAMETERS,
  CAMPAIGN_VALUE_MAX_LENGTH,
  isOmnitureVariable,
  TRACKING_FUNCTIONS,
} from '../rules/tracking';
import { text } from '../rules/text';

/** A page view, or one of the actions the action service logs (000 §7), except server errors. */
export const trackingActions = [
  'PAGE_VIEW',
  ...actionNames.filter((name): name is Exclude<ActionName, 'pp_agent_server_error'> => name !== 'pp_agent_server_error'),
] as const;
export type TrackingAction = (typeof trackingActions)[number];

const campaignEntrySchema = z.object({
  date: z.iso.datetime({ offset: true, error: messages.PATTERN_VALIDATION_ERROR }),
  params: z.partialRecord(
    z.enum(CAMPAIGN_PARAMETERS, { error: messages.MALFORMED_REQUEST }),
    text().max(CAMPAIGN_VALUE_MAX_LENGTH, { error: messages.MAX_LENGTH_ERROR }),
  ),
});

/** POST /ms-lds/commit (001 §7): what the page reports — its path, the action and the campaign history. */
export const trackingCommitSchema = z.object({
  page: z
    .string({ error: messages.REQUIRED_VALIDATION_ERROR })
    .max(200, { error: messages.MAX_LENGTH_ERROR })
    .regex(/^\/[A-Za-z0-9/_.%-]*$/, { error: messages.PATTERN_VALIDATION_ERROR }),
  action: z.enum(trackingActions, { error: messages.MALFORMED_REQUEST }),
  campaignHistory: z
    .array(campaignEntrySchema)
    .max(CAMPAIGN_HISTORY_MAX_ENTRIES, { error: messages.MALFORMED_REQUEST })
    .default([]),
});
/** What the browser sends; the campaign history may be left out. */
export type TrackingCommit = z.input<typeof trackingCommitSchema>;
export type TrackingCommitRequest = z.output<typeof trackingCommitSchema>;

export const omnitureActionTypes = ['PAGE_VIEW', 'LINK'] as const;

/**
 * The tracking configuration response (001 §3). `googleAnalyticsParam` empty means a plain page view; `jsFunctions`
 * only names of the allow-list; `urlList` (hidden frames) and `conversionPixels` (the conversion snippet's two
 * images) only panel paths or configured hosts (decision 100).
 */
export const trackingConfigurationSchema = z.object({
  googleAnalyticsParam: z.string(),
  jsFunctions: z.array(z.enum(TRACKING_FUNCTIONS)),
  omnitureConfiguration: z
    .object({
      properties: z.record(z.string().refine(isOmnitureVariable), z.string()),
      actionType: z.enum(omnitureActionTypes),
      clearVars: z.boolean(),
    })
    .nullable(),
  urlList: z.array(z.string()),
  conversionPixels: z.array(z.string()).max(2),
});
export type TrackingConfiguration = z.infer<typeof trackingConfigurationSchema>;

/** POST /ms-lds/business/{id}: the business process, such as `cpmta` (decision 100); an unknown one is 404. */
export const businessProcessParamsSchema = z.object({ id: text().max(100, { error: messages.MAX_LENGTH_ERROR }) });

/** The business record payload (001 §3): when the process started, how long it took (ms) and whether it succeeded. */
export const businessRecordSchema = z.object({
  startDate: z.iso.datetime({ offset: true, error: messages.PATTERN_VALIDATION_ERROR }),
  duration: z
    .number({ error: messages.REQUIRED_VALIDATION_ERROR })
    .int({ error: messages.PATTERN_VALIDATION_ERROR })
    .min(0, { error: messages.PATTERN_VALIDATION_ERROR })
    .max(DAY_MS, { error: messages.PATTERN_VALIDATION_ERROR }),
  success: z.boolean({ error: messages.REQUIRED_VALIDATION_ERROR }),
});
export type BusinessRecord = z.infer<typeof businessRecordSchema>;
