import { z } from '../z';
import { text } from '../rules/text';

/** The header's buttons to the life and portal systems (000 §1), reached with POST /s-auth/rest/internal_token/access. */
export const handoffSystems = ['UP', 'POS', 'CAS'] as const;
export type HandoffSystem = (typeof handoffSystems)[number];

/** Every system a signed hand-off token can be meant for (its `aud` claim, decision 004). */
export const handoffAudiences = [...handoffSystems, 'STP', 'SASS', 'APA', 'TRAVEL', 'HATE'] as const;
export type HandoffAudience = (typeof handoffAudiences)[number];

/** The hidden form of 000 §7 names the verifier of the bearer token: the agent panel. */
export const HANDOFF_VERIFY_PROVIDER = 'PA';
/** Tokens live briefly: long enough for a browser to post them, too short to be worth stealing. */
export const HANDOFF_TOKEN_TTL_SECONDS = 120;

const accessTokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});

/** POST /s-auth/rest/internal_token/access: the system to enter and, optionally, where in it to land. */
export const internalTokenRequestSchema = z.object({
  system: z.enum(handoffSystems),
  redirectUrn: z
    .string()
    .max(200)
    .regex(/^urn:[a-z0-9][a-z0-9-]{0,31}:[A-Za-z0-9()+,\-.:=@;$_!*'%/?#]+$/)
    .optional(),
});
export type InternalTokenRequest = z.infer<typeof internalTokenRequestSchema>;

/** The token and the destinations of the systems this user may enter (000 §7). */
export const internalTokenResponseSchema = z.object({
  accessToken: accessTokenSchema,
  destinations: z.partialRecord(z.enum(handoffSystems), z.string()),
});
export type InternalTokenResponse = z.infer<typeof internalTokenResponseSchema>;

/** POST /s-auth/rest/stp/token: the token appended to the standalone travel-policy calculator. */
export const stpTokenResponseSchema = accessTokenSchema;
export type StpTokenResponse = z.infer<typeof stpTokenResponseSchema>;

/** GET /partner/rest/user/stp|sass|hate and GET /partner/rest/travel/europaAssistance. */
export const handoffUrlResponseSchema = z.object({ url: z.string() });
export type HandoffUrlResponse = z.infer<typeof handoffUrlResponseSchema>;

/** GET rest/get-apa-token. */
export const apaTokenResponseSchema = z.object({ apaRedirectUrl: z.string(), token: z.string() });
export type ApaTokenResponse = z.infer<typeof apaTokenResponseSchema>;

/** GET rest/get-sass-token. */
export const sassTokenResponseSchema = z.object({ sassRedirectUrl: z.string(), token: z.string() });
export type SassTokenResponse = z.infer<typeof sassTokenResponseSchema>;

/** What a hand-off token asserts (a JWT, HS256; decision 004). */
export const handoffClaimsSchema = z.object({
  iss: z.literal('panel-agenta'),
  aud: z.enum(handoffAudiences),
  sub: z.string(),
  name: z.string(),
  custCode: z.string(),
  agentType: z.enum(['DA', 'NN', 'NCD']),
  rauNo: z.string().nullable(),
  iat: z.number().int(),
  exp: z.number().int(),
  jti: z.string(),
});
export type HandoffClaims = z.infer<typeof handoffClaimsSchema>;

/** POST /s-auth/rest/token/verify: called by the external system, server to server, once per token. */
export const tokenVerifyRequestSchema = z.object({ token: text().min(1).max(4096), audience: z.enum(handoffAudiences) });
export const tokenVerifyResponseSchema = z.discriminatedUnion('valid', [
  z.object({ valid: z.literal(true), claims: handoffClaimsSchema }),
  z.object({ valid: z.literal(false), reason: z.enum(['MALFORMED', 'SIGNATURE', 'AUDIENCE', 'EXPIRED', 'USED']) }),
]);
export type TokenVerifyResponse = z.infer<typeof tokenVerifyResponseSchema>;
