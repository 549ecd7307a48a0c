import {
  CSRF_COOKIE,
  CSRF_HEADER,
  messages,
  REQUEST_ID_HEADER,
  type ActionLog,
  type BusinessRecord,
  type ClientLog,
  type LoginCode,
  type LoginRequest,
} from '@panel/domain';
import { http, HttpResponse } from 'msw';
import { accounts, type Account } from './fixtures';
import { dashboardHandlers, resetDashboardBackend } from './dashboard-backend';
import { resetServicesBackend, servicesHandlers } from './services-backend';
import { policiesHandlers, resetPoliciesBackend } from './policies-backend';
import { profileHandlers, resetProfileBackend } from './profile-backend';

/** An in-memory stand-in for the server: one browser session, the calls the shell makes, and what was logged. */
interface BackendState {
  session: Account | null;
  requestCount: number;
  actions: ActionLog[];
  clientLogs: ClientLog[];
  /** POST /ms-lds/business/{id}: the process and its record. */
  businessRecords: { process: string; record: BusinessRecord }[];
  logouts: number;
  /** Two-factor login (decision 125): when set, a right password waits for this code, the account in `pending`. */
  loginCode: string | null;
  pending: Account | null;
}

const initial = (): BackendState => ({
  session: null,
  requestCount: 0,
  actions: [],
  clientLogs: [],
  businessRecords: [],
  logouts: 0,
  loginCode: null,
  pending: null,
});

export const backend: BackendState = initial();

export function resetBackend(): void {
  Object.assign(backend, initial());
  resetDashboardBackend();
  resetServicesBackend();
  resetPoliciesBackend();
  resetProfileBackend();
}

export function signIn(account: Account): void {
  backend.session = account;
}

export const CSRF_TOKEN = 'csrf-test-token';

function headers(): Headers {
  backend.requestCount += 1;
  return new Headers({
    [REQUEST_ID_HEADER]: `req-${backend.requestCount}`,
    'Set-Cookie': `${CSRF_COOKIE}=${CSRF_TOKEN}; Path=/; SameSite=Lax`,
  });
}

function reply(body: unknown, status = 200): Response {
  return body === null ? new HttpResponse(null, { status, headers: headers() }) : HttpResponse.json(body, { status, headers: headers() });
}

function withSession(answer: (account: Account) => unknown) {
  return () => (backend.session ? reply(answer(backend.session)) : reply({ message: messages.UNAUTHORIZED_ERROR }, 401));
}

function csrfValid(request: Request): boolean {
  return request.headers.get(CSRF_HEADER) === CSRF_TOKEN;
}

export const handlers = [
  ...dashboardHandlers,
  ...servicesHandlers,
  ...policiesHandlers,
  ...profileHandlers,
  http.post('/partner/rest/auth/login', async ({ request }) => {
    if (!csrfValid(request)) return reply({ message: messages.CSRF_ERROR }, 403);
    const { login, password } = (await request.json()) as LoginRequest;
    const account = Object.values(accounts).find((candidate) => candidate.login === login);
    if (!account || account.password !== password) return reply({ message: messages.LOGIN_FAILED }, 401);
    if (backend.loginCode) {
      backend.pending = account;
      return reply({ secondStep: 'TWO_FACTOR_CODE' }, 202);
    }
    backend.session = account;
    return reply(null, 204);
  }),
  http.post('/partner/rest/auth/login/code', async ({ request }) => {
    if (!csrfValid(request)) return reply({ message: messages.CSRF_ERROR }, 403);
    if (!backend.pending) return reply({ message: messages.TWO_FACTOR_LOGIN_EXPIRED }, 401);
    const { code } = (await request.json()) as LoginCode;
    if (code !== backend.loginCode) return reply({ message: messages.TWO_FACTOR_CODE_INVALID }, 401);
    backend.session = backend.pending;
    backend.pending = null;
    return reply(null, 204);
  }),
  http.get('/partner/rest/user/info', withSession((account) => account.user)),
  http.get('/partner/rest/user/roles', withSession((account) => account.roles)),
  http.get('/rest/features/', withSession((account) => account.features)),
  http.get('/partner/rest/myfiles/list', withSession(() => ({ children: [] }))),
  http.get('/doc/config.json', () => reply({ sections: [] })),
  http.post('/partner/rest/user/logout', ({ request }) => {
    if (!csrfValid(request)) return reply({ message: messages.CSRF_ERROR }, 403);
    if (backend.pending) {
      backend.pending = null;
      return reply(null, 204);
    }
    if (!backend.session) return reply({ message: messages.UNAUTHORIZED_ERROR }, 401);
    backend.session = null;
    backend.logouts += 1;
    return reply(null, 204);
  }),
  http.post('/partner/rest/action-log', async ({ request }) => {
    if (!backend.session) return reply({ message: messages.UNAUTHORIZED_ERROR }, 401);
    backend.actions.push((await request.json()) as ActionLog);
    return reply(null, 204);
  }),
  // Every page view commits to the tracking service (features/tracking); its own tests answer with configurations.
  http.post('/ms-lds/commit', () =>
    HttpResponse.json({ googleAnalyticsParam: '', jsFunctions: [], omnitureConfiguration: null, urlList: [], conversionPixels: [] }),
  ),
  http.post('/ms-lds/business/:id', async ({ request, params }) => {
    backend.businessRecords.push({ process: String(params.id), record: (await request.json()) as BusinessRecord });
    return reply(null, 204);
  }),
  http.post('/ms-client-logger/partner', async ({ request }) => {
    backend.clientLogs.push((await request.json()) as ClientLog);
    return reply(null, 204);
  }),
];
