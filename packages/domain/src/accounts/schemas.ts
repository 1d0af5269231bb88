import { z } from 'zod';
import { EMAIL_MAX } from '../shared/text-field.js';
import { accountMessages as m } from './messages.js';
import { PASSWORD_MAX, PASSWORD_MIN } from './password-rules.js';

export const NAME_MAX = 30;
export const OTP_LENGTH = 6;
export const API_CODE_LENGTH = 8;

const missing = (input: unknown) => input === undefined || input === null;

/** A string field whose "required" message is also used for a missing or non-string value. */
const text = (required: string) => z.string({ error: (issue) => (missing(issue.input) ? required : 'Must be text') });

const personName = (messages: { required: string; invalid: string; tooLong: string }) =>
  text(messages.required)
    .trim()
    .min(1, { error: messages.required, abort: true })
    .max(NAME_MAX, { error: messages.tooLong, abort: true })
    .regex(/^[\p{L}][\p{L} '.-]*$/u, messages.invalid);

const email = (messages: { required: string; invalid: string }) =>
  text(messages.required)
    .trim()
    .min(1, { error: messages.required, abort: true })
    .max(EMAIL_MAX, messages.invalid)
    .pipe(z.email(messages.invalid))
    .transform((value) => value.toLowerCase());

const password = (required: string) => text(required).min(1, required).max(PASSWORD_MAX, `At most ${PASSWORD_MAX} characters`);

const s = m.signUp;
/** POST /api/register (spec part 2 §5, sign-up). The password's strength rules are checked by the service. */
export const registerSchema = z
  .strictObject({
    first_name: personName({ required: s.firstNameRequired, invalid: s.firstNameInvalid, tooLong: s.firstNameTooLong }),
    last_name: personName({ required: s.lastNameRequired, invalid: s.lastNameInvalid, tooLong: s.lastNameTooLong }),
    email: email({ required: s.emailRequired, invalid: s.emailInvalid }),
    password: password(s.passwordRequired).min(PASSWORD_MIN, s.passwordTooShort),
    password2: password(s.confirmRequired).min(PASSWORD_MIN, s.passwordTooShort),
  })
  .refine((body) => body.password === body.password2, { path: ['password2'], message: s.confirmMismatch });

export const otpSchema = z.strictObject({
  otp: text(m.code.format).regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), m.code.format),
});

/** POST /api/email-verification/{token}: the code from the mail and the password chosen at sign-up. */
export const emailVerificationSchema = otpSchema.extend({ password: password(s.passwordRequired) });

export const loginSchema = z.strictObject({
  email: email({ required: m.signIn.emailRequired, invalid: m.signIn.emailInvalid }),
  password: password(m.signIn.passwordRequired),
});

export const forgotPasswordSchema = z.strictObject({
  email: email({ required: m.forgot.emailRequired, invalid: m.signIn.emailInvalid }),
});

export const googleLoginSchema = z.strictObject({ token: text('Missing Google credential').min(1).max(8192) });

/**
 * PUT /api/change-password. Three flows share it: the reset link (bearer token), the forced change
 * after the first sign-in (type 'change'), and the profile dialog (old_password).
 */
export const changePasswordSchema = z.strictObject({
  new_password: password(m.password.requirements),
  confirm_password: z.string().max(PASSWORD_MAX).optional().default(''),
  old_password: z.string().max(PASSWORD_MAX).optional(),
  type: z.enum(['change', 'reset']).optional(),
});

const p = m.profile;
/** PUT /api/user-profile: names only; email and organization are read-only and ignored when sent. */
export const profileUpdateSchema = z.object({
  first_name: personName({ required: p.firstNameRequired, invalid: p.firstNameInvalid, tooLong: p.firstNameTooLong }),
  last_name: personName({ required: p.lastNameRequired, invalid: p.lastNameInvalid, tooLong: p.lastNameTooLong }),
  email: z.unknown().optional(),
  organization: z.unknown().optional(),
});

export const apiAccessCodeField = text(m.apiKey.codeRequired)
  .trim()
  .min(1, { error: m.apiKey.codeRequired, abort: true })
  .length(API_CODE_LENGTH, m.apiKey.codeLength)
  .transform((code) => code.toUpperCase());

export const apiAccessSchema = z.strictObject({
  secret_key: text(m.apiKey.linkInvalid).min(1, m.apiKey.linkInvalid).max(200, m.apiKey.linkInvalid),
  access_code: apiAccessCodeField,
});

export type RegisterRequest = z.infer<typeof registerSchema>;
export type LoginRequest = z.infer<typeof loginSchema>;
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>;
export type ProfileUpdateRequest = z.infer<typeof profileUpdateSchema>;
export type ApiAccessRequest = z.infer<typeof apiAccessSchema>;
