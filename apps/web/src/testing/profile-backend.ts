import {
  IDEMPOTENCY_KEY_HEADER,
  messages,
  type ContactData,
  type EndSessions,
  type OfficeAddress,
  type PhoneChange,
  type SessionSummary,
  type TwoFactorConfirm,
  type TwoFactorSetup,
  type UdpInit,
} from '@panel/domain';
import { http } from 'msw';
import { json, refused } from './answers';
import { backend } from './backend';

/** A password change as the server received it. */
export interface PasswordChangeRequest {
  contentType: string | null;
  fields: Record<string, string>;
  idempotencyKey: string | null;
}

/** The profile's calls in memory: office address, days to expiry, the password change answer and the phones. */
interface ProfileState {
  officeAddress: OfficeAddress;
  /** HTTP status of a failing office-address call, or null. */
  officeAddressFails: number | null;
  days: number;
  daysFails: number | null;
  /** The code the password change answers, or an HTTP status it fails with. */
  passwordAnswer: { code: string } | { status: number; message: string };
  passwordChanges: PasswordChangeRequest[];
  phoneUpdates: { url: string; body: PhoneChange }[];
  /** Two-factor login (decision 125): on or off, the codes left, the secret of the setup and the code that confirms it. */
  twoFactor: { enabled: boolean; recoveryCodesLeft: number };
  twoFactorSetup: TwoFactorSetup | { status: number; message: string };
  twoFactorCode: string;
  setupCalls: number;
  udpEnabled: boolean;
  udpInit: UdpInit;
  /** An HTTP status the udp calls fail with, or null. */
  udpFails: number | null;
  contactDataPosts: { body: ContactData; idempotencyKey: string | null }[];
  /** The answer of the contact data post: null for success, else a status with its body. */
  contactDataRefusal: { status: number; body: { message: string; fieldErrors?: Record<string, string> } } | null;
  sessions: SessionSummary[];
  /** The password the server takes to end sessions. */
  sessionsPassword: string;
  /** A status every end call fails with (e.g. 423), or null. */
  endSessionsFails: { status: number; message: string } | null;
  endRequests: { url: string; body: EndSessions }[];
}

export const TWO_FACTOR_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const RECOVERY_CODES = [...'KLMNPQRSTU'].map((letter) => `ABCDE-FGHJ${letter}`);

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export const sessionsFixture: SessionSummary[] = [
  { id: '11111111-1111-4111-8111-111111111111', userAgent: FIREFOX, address: '10.1.2.3', createdAt: '2026-03-02T07:00:00.000Z', lastSeenAt: '2026-03-02T09:15:00.000Z', current: true },
  { id: '22222222-2222-4222-8222-222222222222', userAgent: CHROME, address: '83.12.40.7', createdAt: '2026-03-01T16:30:00.000Z', lastSeenAt: '2026-03-01T18:45:00.000Z', current: false },
  { id: '33333333-3333-4333-8333-333333333333', userAgent: null, address: null, createdAt: '2026-03-01T06:00:00.000Z', lastSeenAt: '2026-03-01T06:05:00.000Z', current: false },
];

export const officeAddressFixture: OfficeAddress = { street: 'Marszałkowska', streetNo: '10', city: 'Warszawa', postArea: '00-590' };

const initial = (): ProfileState => ({
  officeAddress: officeAddressFixture,
  officeAddressFails: null,
  days: 75,
  daysFails: null,
  passwordAnswer: { code: 'SUCCESS' },
  passwordChanges: [],
  phoneUpdates: [],
  twoFactor: { enabled: false, recoveryCodesLeft: 0 },
  twoFactorSetup: {
    secret: TWO_FACTOR_SECRET,
    uri: `otpauth://totp/Panel%20Agenta:agent.da?issuer=Panel%20Agenta&secret=${TWO_FACTOR_SECRET}&algorithm=SHA1&digits=6&period=30`,
  },
  twoFactorCode: '123456',
  setupCalls: 0,
  udpEnabled: true,
  udpInit: { sourceSystem: 'PA', confirmed: true, confirmedAt: '2026-02-01T10:00:00.000Z' },
  udpFails: null,
  contactDataPosts: [],
  contactDataRefusal: null,
  sessions: sessionsFixture,
  sessionsPassword: 'Demo#2026',
  endSessionsFails: null,
  endRequests: [],
});

export const profile: ProfileState = initial();

export function resetProfileBackend(): void {
  Object.assign(profile, initial());
}


function phoneHandler(url: string, field: 'phone' | 'agentPhone') {
  return http.post(url, async ({ request }) => {
    const refusal = refused(request);
    if (refusal) return refusal;
    const body = (await request.json()) as PhoneChange;
    profile.phoneUpdates.push({ url, body });
    const account = backend.session!;
    backend.session = { ...account, user: { ...account.user, [field]: body.phone } };
    return json(body);
  });
}

/** Ends the sessions `which` picks among the others after checking the password, as the server does. */
function endHandler(url: string, which: (session: SessionSummary, id: string) => boolean) {
  return http.post(url, async ({ request, params }) => {
    const refusal = refused(request);
    if (refusal) return refusal;
    const body = (await request.json()) as EndSessions;
    profile.endRequests.push({ url: new URL(request.url).pathname, body });
    if (profile.endSessionsFails) return json({ message: profile.endSessionsFails.message }, profile.endSessionsFails.status);
    if (body.password !== profile.sessionsPassword) {
      return json({ message: messages.SESSION_PASSWORD_INCORRECT, fieldErrors: { password: messages.SESSION_PASSWORD_INCORRECT } }, 422);
    }
    const ending = profile.sessions.filter((session) => !session.current && which(session, String(params.id)));
    if (url.includes(':id') && ending.length === 0) return json({ message: messages.SESSION_NOT_FOUND }, 404);
    profile.sessions = profile.sessions.filter((session) => !ending.includes(session));
    return json({ ended: ending.length });
  });
}

export const profileHandlers = [
  http.get('/partner/rest/udp/config', ({ request }) =>
    refused(request) ??
    (profile.udpFails
      ? json({ message: messages.SERVER_ERROR }, profile.udpFails)
      : json({ udpSourceUrl: '/partner/rest/udp/init', udpFormUrl: '/user/info', enabled: profile.udpEnabled })),
  ),
  http.get('/partner/rest/udp/init', ({ request }) =>
    refused(request) ?? (profile.udpFails ? json({ message: messages.SERVER_ERROR }, profile.udpFails) : json(profile.udpInit)),
  ),
  http.post('/partner/rest/udp/init', async ({ request }) => {
    const refusal = refused(request);
    if (refusal) return refusal;
    const body = (await request.json()) as ContactData;
    profile.contactDataPosts.push({ body, idempotencyKey: request.headers.get(IDEMPOTENCY_KEY_HEADER) });
    if (profile.contactDataRefusal) return json(profile.contactDataRefusal.body, profile.contactDataRefusal.status);
    profile.udpInit = { sourceSystem: body.sourceSystem, confirmed: true, confirmedAt: '2026-03-02T09:20:00.000Z' };
    const account = backend.session!;
    backend.session = { ...account, user: { ...account.user, email: body.email, phone: body.phone } };
    return json(profile.udpInit);
  }),
  http.get('/partner/rest/user/sessions', ({ request }) => refused(request) ?? json(profile.sessions)),
  endHandler('/partner/rest/user/sessions/:id/end', (session, id) => session.id === id),
  endHandler('/partner/rest/user/sessions/end-others', () => true),
  http.get('/partner/rest/officeAddress', ({ request }) =>
    refused(request) ?? (profile.officeAddressFails ? json({ message: messages.SERVER_ERROR }, profile.officeAddressFails) : json(profile.officeAddress)),
  ),
  http.get('/partner/rest/user/daysToPassExpiration', ({ request }) =>
    refused(request) ?? (profile.daysFails ? json({ message: messages.SERVER_ERROR }, profile.daysFails) : json(profile.days)),
  ),
  http.post('/partner/rest/user/changePassword', async ({ request }) => {
    const refusal = refused(request);
    if (refusal) return refusal;
    profile.passwordChanges.push({
      contentType: request.headers.get('Content-Type'),
      fields: Object.fromEntries(new URLSearchParams(await request.text())),
      idempotencyKey: request.headers.get(IDEMPOTENCY_KEY_HEADER),
    });
    const answer = profile.passwordAnswer;
    return 'code' in answer ? json(answer) : json({ message: answer.message }, answer.status);
  }),
  http.get('/partner/rest/user/two-factor', ({ request }) => refused(request) ?? json(profile.twoFactor)),
  http.post('/partner/rest/user/two-factor/setup', ({ request }) => {
    const refusal = refused(request);
    if (refusal) return refusal;
    profile.setupCalls += 1;
    const answer = profile.twoFactorSetup;
    return 'secret' in answer ? json(answer) : json({ message: answer.message }, answer.status);
  }),
  http.post('/partner/rest/user/two-factor/confirm', async ({ request }) => {
    const refusal = refused(request);
    if (refusal) return refusal;
    const { code } = (await request.json()) as TwoFactorConfirm;
    if (code !== profile.twoFactorCode) {
      return json({ message: messages.TWO_FACTOR_CODE_INVALID, fieldErrors: { code: messages.TWO_FACTOR_CODE_INVALID } }, 400);
    }
    profile.twoFactor = { enabled: true, recoveryCodesLeft: RECOVERY_CODES.length };
    const account = backend.session!;
    backend.session = { ...account, user: { ...account.user, twoFactorRequired: false } };
    return json({ recoveryCodes: RECOVERY_CODES });
  }),
  phoneHandler('/partner/rest/user/update-phone', 'phone'),
  phoneHandler('/partner/rest/user/update-agent-phone', 'agentPhone'),
];
