import { z } from '../z';
import { messages } from '../messages';
import { text } from '../rules/text';
import { LOGIN_PASSWORD_MAX_LENGTH } from '../rules/login';

/** One session of the agent (GET /partner/rest/user/sessions; decision 123). `id` is public, never the cookie's hash. */
export const sessionSummarySchema = z.object({
  id: z.uuid(),
  /** The User-Agent header of the login, or null when the browser sent none. */
  userAgent: z.string().nullable(),
  address: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  lastSeenAt: z.iso.datetime({ offset: true }),
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

export const sessionsResponseSchema = z.array(sessionSummarySchema);

/** The most sessions listed: the newest by activity (a list is never unbounded). */
export const SESSIONS_LIST_LIMIT = 50;

export const sessionIdParamsSchema = z.object({
  id: text().pipe(z.uuid({ error: messages.SESSION_NOT_FOUND })),
});

/** Ending sessions asks for the password again (ASVS V7.5.2). */
export const endSessionsSchema = z.object({
  password: text({ error: messages.PASSWORD_REQUIRED })
    .min(1, { error: messages.PASSWORD_REQUIRED })
    .max(LOGIN_PASSWORD_MAX_LENGTH, { error: messages.MAX_LENGTH_ERROR }),
});
export type EndSessions = z.infer<typeof endSessionsSchema>;

/** How many sessions were ended. */
export const endSessionsResponseSchema = z.object({ ended: z.number().int().nonnegative() });
export type EndSessionsResult = z.infer<typeof endSessionsResponseSchema>;
