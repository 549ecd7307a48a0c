import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { HANDOFF_TOKEN_TTL_SECONDS, handoffClaimsSchema, type HandoffAudience, type HandoffClaims } from '@panel/domain';

/**
 * Hand-off tokens are JWTs signed with HMAC-SHA256 (RFC 7519, alg HS256) under a secret the panel shares with the
 * external systems (decision 004): any JWT library verifies them; POST /s-auth/rest/token/verify does it for systems
 * that would rather ask, and also refuses a second use.
 */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const sign = (secret: string, input: string) => createHmac('sha256', secret).update(input).digest();

export type TokenSubject = Pick<HandoffClaims, 'sub' | 'name' | 'custCode' | 'agentType' | 'rauNo'>;

export function mintToken(secret: string, audience: HandoffAudience, subject: TokenSubject, now = new Date()): string {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: HandoffClaims = {
    iss: 'panel-agenta',
    aud: audience,
    ...subject,
    iat,
    exp: iat + HANDOFF_TOKEN_TTL_SECONDS,
    jti: randomUUID(),
  };
  const input = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${input}.${sign(secret, input).toString('base64url')}`;
}

export type TokenCheck =
  | { valid: true; claims: HandoffClaims }
  | { valid: false; reason: 'MALFORMED' | 'SIGNATURE' | 'AUDIENCE' | 'EXPIRED' };

/** Checks form, signature, audience and time; a one-time use is the caller's part. */
export function checkToken(secret: string, token: string, audience: HandoffAudience, now = new Date()): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return { valid: false, reason: 'MALFORMED' };
  const expected = sign(secret, `${parts[0]}.${parts[1]}`);
  const given = Buffer.from(parts[2]!, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { valid: false, reason: 'SIGNATURE' };
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8'));
  } catch {
    return { valid: false, reason: 'MALFORMED' };
  }
  const claims = handoffClaimsSchema.safeParse(payload);
  if (!claims.success) return { valid: false, reason: 'MALFORMED' };
  if (claims.data.aud !== audience) return { valid: false, reason: 'AUDIENCE' };
  if (claims.data.exp <= Math.floor(now.getTime() / 1000)) return { valid: false, reason: 'EXPIRED' };
  return { valid: true, claims: claims.data };
}
