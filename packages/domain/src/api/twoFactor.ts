import { z } from '../z';
import { messages } from '../messages';
import { text } from '../rules/text';

/** How many single-use recovery codes an enrolment gives (decision 125). */
export const TWO_FACTOR_RECOVERY_CODE_COUNT = 10;
/** A recovery code: 10 characters of an alphabet without 0/O and 1/I, shown as two groups of five. */
export const RECOVERY_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const RECOVERY_CODE_LENGTH = 10;

export const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/** A typed recovery code as stored: upper case, without the spaces and the dash. */
export const normalizeRecoveryCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

/** POST /partner/rest/auth/login answers 202 with this when the account asks for a code after the password. */
export const loginSecondStepSchema = z.object({ secondStep: z.literal('TWO_FACTOR_CODE') });
export type LoginSecondStep = z.infer<typeof loginSecondStepSchema>;

/** POST /partner/rest/auth/login/code: a code of the authenticator app or a recovery code. */
export const loginCodeSchema = z.object({
  code: text({ error: messages.REQUIRED_VALIDATION_ERROR })
    .trim()
    .min(1, { error: messages.REQUIRED_VALIDATION_ERROR })
    .max(32, { error: messages.MAX_LENGTH_ERROR }),
});
export type LoginCode = z.infer<typeof loginCodeSchema>;

/** POST /partner/rest/user/two-factor/confirm: the first code of the app, which turns two-factor login on. */
export const twoFactorConfirmSchema = z.object({
  code: text({ error: messages.REQUIRED_VALIDATION_ERROR })
    .trim()
    .min(1, { error: messages.REQUIRED_VALIDATION_ERROR })
    .regex(/^\d{6}$/, { error: messages.TWO_FACTOR_CODE_FORMAT }),
});
export type TwoFactorConfirm = z.infer<typeof twoFactorConfirmSchema>;

/** POST /partner/rest/user/two-factor/setup: the secret to type in and the otpauth:// address of the QR code. */
export const twoFactorSetupResponseSchema = z.object({ secret: z.string(), uri: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponseSchema>;

/** The recovery codes, shown once, at the confirmation. */
export const twoFactorConfirmResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type TwoFactorConfirmResponse = z.infer<typeof twoFactorConfirmResponseSchema>;

/** GET /partner/rest/user/two-factor */
export const twoFactorStatusResponseSchema = z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusResponseSchema>;
