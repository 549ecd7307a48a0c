import { z } from '../z';

/**
 * GET /partner/rest/udp/config (000 §3 Udp config): whether the contact data popup is on; where its status is read
 * (udpSourceUrl) and where the agent can change the data at any time (udpFormUrl; decision 122).
 */
export const udpConfigResponseSchema = z.object({
  udpSourceUrl: z.string(),
  udpFormUrl: z.string(),
  enabled: z.boolean(),
});
export type UdpConfig = z.infer<typeof udpConfigResponseSchema>;

/** GET and POST /partner/rest/udp/init: the agent's confirmation status for this source system. */
export const udpInitResponseSchema = z.object({
  sourceSystem: z.string(),
  confirmed: z.boolean(),
  /** When the agent last confirmed (an instant, ISO 8601), or null. */
  confirmedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type UdpInit = z.infer<typeof udpInitResponseSchema>;
