import { CSRF_COOKIE, CSRF_HEADER } from '@panel/domain';
import { DEMO_PASSWORD } from '../src/db/seed/demo';

/** Logs in as a browser does (the CSRF cookie first) and returns the cookies of the session. */
export async function logIn(base: string, login: string): Promise<string[]> {
  const first = await fetch(`${base}/healthz`);
  const csrf = first.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!).find((cookie) => cookie.startsWith(`${CSRF_COOKIE}=`))!;
  const response = await fetch(`${base}/partner/rest/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: csrf, [CSRF_HEADER]: csrf.split('=')[1]! },
    body: JSON.stringify({ login, password: DEMO_PASSWORD }),
  });
  if (response.status !== 204) throw new Error(`login ${login}: ${response.status}`);
  return [csrf, ...response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!)];
}

/** A session's calls: GET, and POST with its CSRF header; `headers` go with every call (a desk's address behind the proxy). */
export function sessionClient(base: string, cookies: readonly string[], headers: Record<string, string> = {}) {
  const cookie = cookies.join('; ');
  const csrf = cookies.find((item) => item.startsWith(`${CSRF_COOKIE}=`))!.split('=')[1]!;
  const answer = async <T>(response: Response): Promise<T> => {
    if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    get: async <T>(url: string) => answer<T>(await fetch(`${base}${url}`, { headers: { ...headers, cookie } })),
    post: async <T>(url: string, body: unknown) =>
      answer<T>(await fetch(`${base}${url}`, { method: 'POST', headers: { ...headers, cookie, 'content-type': 'application/json', [CSRF_HEADER]: csrf }, body: JSON.stringify(body) })),
  };
}

/**
 * Requests one document as an agent's browser does and waits until it is READY, asking every `everyMs`: the
 * milliseconds from the click. `address` is the agent's desk behind the balancer (X-Forwarded-For).
 */
export async function generateDocument(base: string, cookies: readonly string[], hash: string, address: string, everyMs = 10): Promise<number> {
  const client = sessionClient(base, cookies, { 'x-forwarded-for': address });
  const started = performance.now();
  const { documentHash } = await client.post<{ documentHash: string }>('/ms-doc', { hash });
  for (;;) {
    const { ready, failed } = await client.get<{ ready: boolean; failed: boolean }>(`/ms-doc/availability/${documentHash}`);
    if (failed) throw new Error(`document ${hash} failed`);
    if (ready) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
