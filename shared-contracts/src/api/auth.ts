// Login by mobile number (product §7): the bodies the pages send to booking-api's auth endpoints and the
// data they get back. The server validates with these schemas and the pages parse with them, so the mobile
// number is normalised (09…) by the same function on both sides.

import { MESSAGES, normalizeMobile, toAsciiDigits } from '@rahi/shared-contracts';
import * as z from 'zod';
import { rialSchema } from './common';

/** The shortest password accepted when one is set (reset). */
export const MIN_PASSWORD_LENGTH = 8;
/** Longer passwords are refused so hashing cannot be used to tie up the server. */
export const MAX_PASSWORD_LENGTH = 128;
/** How long a sent code stays valid (product §9: the 120-second countdown). */
export const OTP_LIFETIME_SECONDS = 120;

/** A mobile number in any spelling normalizeMobile reads, given back in its stored form '09XXXXXXXXX'. */
export const mobileSchema = z.string({ error: MESSAGES.authInvalidMobile }).transform((value, context) => {
  const mobile = normalizeMobile(value);
  if (mobile !== null) return mobile;
  context.issues.push({ code: 'custom', message: MESSAGES.authInvalidMobile, input: value });
  return z.NEVER;
});

/** The 5-digit code from the SMS; Persian or Arabic digits and spaces are accepted and given back as ASCII. */
export const otpCodeSchema = z
  .string({ error: MESSAGES.authInvalidCode })
  .transform((value) => toAsciiDigits(value).replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{5}$/, { error: MESSAGES.authInvalidCode }));

/** The browser's push registration token; null or missing when push is not available. */
export const fcmTokenSchema = z.string().max(4096).nullish();

/** The reCAPTCHA v3 token, sent in the body when the site key is configured (the server checks it then). */
export const captchaTokenSchema = z.string().max(4096).optional();

const passwordField = z
  .string({ error: MESSAGES.authPasswordRequired })
  .min(1, { error: MESSAGES.authPasswordRequired })
  .max(MAX_PASSWORD_LENGTH, { error: MESSAGES.authWrongPassword });

/** POST /login-register: ask for a code by SMS. */
export const loginRegisterBodySchema = z.object({ mobile: mobileSchema, captcha_token: captchaTokenSchema });
export type LoginRegisterBody = z.infer<typeof loginRegisterBodySchema>;

/** POST /otp: log in (and register a new number) with the code. */
export const otpBodySchema = z.object({
  mobile: mobileSchema,
  code: otpCodeSchema,
  fcm_token: fcmTokenSchema,
});
export type OtpBody = z.infer<typeof otpBodySchema>;

/** POST /login: log in with a password set earlier through /password/reset. */
export const passwordLoginBodySchema = z.object({
  mobile: mobileSchema,
  password: passwordField,
  fcm_token: fcmTokenSchema,
});
export type PasswordLoginBody = z.infer<typeof passwordLoginBodySchema>;

/** POST /password/forgot: ask for a reset code by SMS. */
export const forgotPasswordBodySchema = z.object({ mobile: mobileSchema, captcha_token: captchaTokenSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/**
 * A body that sets a new password: the given fields, then `password` (8 to 128 characters) and
 * `password_confirmation`, which must be the same.
 */
export function withNewPassword<S extends z.ZodRawShape>(shape: S) {
  return z
    .object({
      ...shape,
      password: z
        .string({ error: MESSAGES.authWeakPassword })
        .min(MIN_PASSWORD_LENGTH, { error: MESSAGES.authWeakPassword })
        .max(MAX_PASSWORD_LENGTH, { error: MESSAGES.authWeakPassword }),
      password_confirmation: z.string({ error: MESSAGES.authPasswordMismatch }),
    })
    .refine(
      (body) => {
        const { password, password_confirmation } = body as {
          password: string;
          password_confirmation: string;
        };
        return password === password_confirmation;
      },
      { error: MESSAGES.authPasswordMismatch, path: ['password_confirmation'] },
    );
}

/** POST /password/reset: `token` is the 5-digit code sent by /password/forgot (product §7's field name). */
export const resetPasswordBodySchema = withNewPassword({ mobile: mobileSchema, token: otpCodeSchema });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** Data of /password/forgot: a code was sent and lives this long. */
export const codeSentResultSchema = z.object({ expiresInSeconds: z.int().positive() });
export type CodeSentResult = z.infer<typeof codeSentResultSchema>;

/** Data of /login-register: a code was sent; `registered` says whether the number already has an account. */
export const loginRegisterResultSchema = codeSentResultSchema.extend({ registered: z.boolean() });
export type LoginRegisterResult = z.infer<typeof loginRegisterResultSchema>;

/** Who is logged in, as the header shows it: data of /check-token, and of /otp and /login after the gateway. */
export const authUserSchema = z.object({ userName: z.string(), credit: rialSchema });
export type AuthUser = z.infer<typeof authUserSchema>;

/** Data of GET /check-token. */
export const tokenCheckSchema = authUserSchema;
export type TokenCheck = z.infer<typeof tokenCheckSchema>;

/**
 * Data of /otp and /login as the browser receives it through the gateway: the user, and how long the login
 * lasts (the token cookie's Max-Age; the page may give its userName and credit cookies the same).
 */
export const loginResultSchema = authUserSchema.extend({ expiresInSeconds: z.int().positive() });
export type LoginResult = z.infer<typeof loginResultSchema>;

/**
 * Data of booking-api's /otp and /login. The gateway moves `token` into an HttpOnly cookie and removes it from
 * the data, so the browser receives `loginResultSchema`.
 */
export const authSessionSchema = loginResultSchema.extend({ token: z.string().min(1) });
export type AuthSession = z.infer<typeof authSessionSchema>;
