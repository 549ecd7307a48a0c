import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, messages, SECURE_CSRF_COOKIE } from '@panel/domain';
import { HttpError } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route takes no cookie credentials, so the double-submit check does not apply. */
    csrf?: false;
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function csrfCookieName(secure: boolean) {
  return secure ? SECURE_CSRF_COOKIE : CSRF_COOKIE;
}

export function issueCsrfToken(reply: FastifyReply, secure: boolean) {
  const token = randomBytes(24).toString('base64url');
  // Readable by the page on purpose: the SPA echoes it in the header (double submit).
  reply.setCookie(csrfCookieName(secure), token, { path: '/', sameSite: 'lax', secure, httpOnly: false });
  return token;
}

function sameToken(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Double-submit CSRF check on every state-changing call, login included; hands out the cookie when missing. */
export function registerCsrf(app: FastifyInstance, secure: boolean) {
  const cookieName = csrfCookieName(secure);
  app.addHook('onRequest', (request, reply, done) => {
    // Server-to-server calls that carry no cookie credentials (the hand-off token check) opt out.
    if (request.routeOptions.config.csrf === false) return done();
    const cookie = request.cookies[cookieName];
    if (safeMethods.has(request.method)) {
      if (!cookie) issueCsrfToken(reply, secure);
      return done();
    }
    const header = request.headers[CSRF_HEADER.toLowerCase()];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      request.log.warn({ url: request.url }, 'csrf refused');
      return done(new HttpError(403, messages.CSRF_ERROR));
    }
    done();
  });
}
