import {
  HANDOFF_TOKEN_TTL_SECONDS,
  handoffSystems,
  type HandoffAudience,
  type HandoffSystem,
  type InternalTokenRequest,
  type InternalTokenResponse,
  type TokenVerifyResponse,
} from '@panel/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import type { HandoffConfig } from './config';
import * as repo from './repository';
import { checkToken, mintToken } from './token';

/** UP needs its role and the UP_REDIRECT_BUTTON flag (000 §6); POS and CAS are open to every agent (decision 004). */
async function maySwitchTo(db: Db, user: SessionUser, system: HandoffSystem) {
  if (system !== 'UP') return true;
  return user.roles.has('ROLE_AGENT_UPORT_ENABLED') && (await repo.hasFeature(db, user.userId, 'UP_REDIRECT_BUTTON'));
}

export async function token(db: Db, config: HandoffConfig, user: SessionUser, audience: HandoffAudience, now = new Date()) {
  const claims = await repo.findTokenClaims(db, user.userId);
  if (!claims) throw forbidden();
  return mintToken(config.secret, audience, { sub: user.login, ...claims }, now);
}

const bearer = (accessToken: string) => ({ access_token: accessToken, token_type: 'Bearer' as const, expires_in: HANDOFF_TOKEN_TTL_SECONDS });

/** POST /s-auth/rest/internal_token/access: a token for the chosen system and the destinations the user may enter. */
export async function internalAccess(
  db: Db,
  config: HandoffConfig,
  user: SessionUser,
  body: InternalTokenRequest,
  log: FastifyBaseLogger,
): Promise<InternalTokenResponse> {
  if (!(await maySwitchTo(db, user, body.system))) {
    log.warn({ userId: user.userId, system: body.system }, 'authorisation refused');
    throw forbidden();
  }
  const destinations: InternalTokenResponse['destinations'] = {};
  for (const system of handoffSystems) {
    if (await maySwitchTo(db, user, system)) destinations[system] = config.systems[system];
  }
  return { accessToken: bearer(await token(db, config, user, body.system)), destinations };
}

export async function stpToken(db: Db, config: HandoffConfig, user: SessionUser) {
  return bearer(await token(db, config, user, 'STP'));
}

/** The address with the token in its query, for the systems that take it there. */
export function withToken(url: string, name: string, value: string) {
  const target = new URL(url);
  target.searchParams.set(name, value);
  return target.toString();
}

/** POST /s-auth/rest/token/verify: valid once, for its audience, before it expires. */
export async function verify(db: Db, config: HandoffConfig, tokenValue: string, audience: HandoffAudience, now = new Date()): Promise<TokenVerifyResponse> {
  const check = checkToken(config.secret, tokenValue, audience, now);
  if (!check.valid) return check;
  await repo.forgetExpired(db, now);
  const first = await repo.useToken(db, check.claims.jti, audience, new Date(check.claims.exp * 1000));
  return first ? check : { valid: false, reason: 'USED' };
}
