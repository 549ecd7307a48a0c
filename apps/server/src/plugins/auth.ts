import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages, type Role } from '@panel/domain';
import type { Database } from '../db/client';
import { sessionPolicy } from '../lib/credentials';
import { forbidden, HttpError, unauthorized } from '../lib/errors';
import type { SessionUser } from '../lib/session-user';
import { createSessions, resolveSession, type Sessions } from '../modules/auth/service';

/** Roles a route needs: every role of `all` and at least one of `any`. */
export interface RoleRequirement {
  all?: Role[];
  any?: Role[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session; the session is not even read (static files, health, login). */
    public?: boolean;
    /** A public route that still reads the session when a cookie comes (the browser's error log names the user). */
    readsSession?: boolean;
    roles?: RoleRequirement;
    /**
     * Reachable by a session an account gate holds (an expired password, decision 120; two-factor login required and
     * not on yet, decision 125): the session start, the logs and the ways through the gates.
     */
    accountGateAllowed?: boolean;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** The sessions this instance authenticated lately (decision 160). */
    sessions: Sessions;
  }
}

export function sessionCookieName(secure: boolean) {
  return secure ? '__Host-sid' : 'sid';
}

/** The cookie of a login whose password was right and whose two-factor code is due (decision 125). */
export function challengeCookieName(secure: boolean) {
  return secure ? '__Host-tfa' : 'tfa';
}

export function setChallengeCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(challengeCookieName(secure), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: sessionPolicy.challengeMs / 1000,
  });
}

/** Sets the session cookie: at login, and with a new id after a password change. */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(sessionCookieName(secure), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: sessionPolicy.absoluteMs / 1000,
  });
}

export function meetsRequirement(roles: ReadonlySet<string>, requirement: RoleRequirement) {
  const all = requirement.all ?? [];
  const any = requirement.any ?? [];
  return all.every((role) => roles.has(role)) && (any.length === 0 || any.some((role) => roles.has(role)));
}

/** The logged-in user of a route that is not public (the hook below guarantees it). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The gate holding a session, as the message of its refusals: an expired password first, then a due enrolment. */
function accountGate(user: SessionUser) {
  if (user.passwordExpired) return messages.PASSWORD_EXPIRED;
  return user.twoFactorRequired ? messages.TWO_FACTOR_REQUIRED : null;
}

/**
 * Resolves the session cookie of every API call (public routes, static files and the page do not read it); refuses
 * non-public routes without a session (401) and routes whose roles the user lacks (403), and, while an account gate
 * holds the session, every route but those that lead through it (403 with the gate's message). The refusals are logged.
 * Sessions come from the instance's cache (decision 160); a call that may change its user's sessions (any but a read)
 * forgets them in this instance, and is answered once the database's announcement of the change reached the others.
 */
export async function registerAuth(app: FastifyInstance, database: Database, secureCookies: boolean, requireTwoFactor: boolean) {
  const cookieName = sessionCookieName(secureCookies);
  const sessions = createSessions(database);
  await sessions.start();
  app.decorate('sessions', sessions);
  app.addHook('onClose', () => sessions.close());
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const config = request.routeOptions.config;
    const isPublic = !request.routeOptions.url || config.public === true;
    if (isPublic && !config.readsSession) return;
    const token = request.cookies[cookieName];
    request.user = token ? await resolveSession(database.db, sessions, token, requireTwoFactor) : null;
    if (token && !request.user) reply.clearCookie(cookieName, { path: '/' });
    if (isPublic) return;
    if (!request.user) {
      request.log.warn({ url: request.url, reason: token ? 'expired' : 'no-session' }, 'authentication refused');
      throw unauthorized();
    }
    const gate = accountGate(request.user);
    if (gate && !config.accountGateAllowed) {
      request.log.warn({ url: request.url, userId: request.user.userId, gate }, 'account gate: refused');
      throw new HttpError(403, gate);
    }
    if (config.roles && !meetsRequirement(request.user.roles, config.roles)) {
      request.log.warn({ url: request.url, userId: request.user.userId, required: config.roles }, 'authorisation refused');
      throw forbidden();
    }
  });
  app.addHook('onSend', async (request) => {
    if (!request.user || READS.has(request.method)) return;
    sessions.forgetUser(request.user.userId);
    await sessions.announced();
  });
}

/** Methods that change nothing. */
export const READS = new Set(['GET', 'HEAD']);
