import { IDEMPOTENCY_KEY_HEADER, messages, type OfficeAddress, type PhoneChange, type TwoFactorConfirm, type TwoFactorSetup } from '@panel/domain';
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
}

export const TWO_FACTOR_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const RECOVERY_CODES = [...'KLMNPQRSTU'].map((letter) => `ABCDE-FGHJ${letter}`);

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

export const profileHandlers = [
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
