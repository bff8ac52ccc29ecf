import { MESSAGES } from '../messages/catalogue';
import {
  authSessionSchema,
  forgotPasswordBodySchema,
  loginRegisterBodySchema,
  otpBodySchema,
  passwordLoginBodySchema,
  resetPasswordBodySchema,
} from './auth';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('loginRegisterBodySchema', () => {
  it('normalises the mobile number', () => {
    expect(loginRegisterBodySchema.parse({ mobile: '+98 ۹۱۲ ۳۴۵ ۶۷۸۹' })).toEqual({ mobile: '09123456789' });
  });

  it('refuses a number that is not an Iranian mobile with the Persian message', () => {
    expect(messagesOf(loginRegisterBodySchema.safeParse({ mobile: '02188776655' }))).toEqual([
      MESSAGES.authInvalidMobile,
    ]);
    expect(messagesOf(loginRegisterBodySchema.safeParse({}))).toEqual([MESSAGES.authInvalidMobile]);
  });

  it('carries the captcha token when given', () => {
    expect(loginRegisterBodySchema.parse({ mobile: '09123456789', captcha_token: 'abc' }).captcha_token).toBe(
      'abc',
    );
    expect(
      forgotPasswordBodySchema.parse({ mobile: '09123456789', captcha_token: 'abc' }).captcha_token,
    ).toBe('abc');
  });
});

describe('otpBodySchema', () => {
  it('accepts a code in Persian digits and gives it back in ASCII', () => {
    expect(otpBodySchema.parse({ mobile: '9123456789', code: '۱۲۳۴۵', fcm_token: null })).toEqual({
      mobile: '09123456789',
      code: '12345',
      fcm_token: null,
    });
  });

  it('refuses a code that is not five digits', () => {
    for (const code of ['1234', '123456', 'abcde', '']) {
      expect(messagesOf(otpBodySchema.safeParse({ mobile: '09123456789', code }))).toEqual([
        MESSAGES.authInvalidCode,
      ]);
    }
  });

  it('lets fcm_token be missing, null or a string', () => {
    expect(otpBodySchema.parse({ mobile: '09123456789', code: '12345' }).fcm_token).toBeUndefined();
    expect(otpBodySchema.parse({ mobile: '09123456789', code: '12345', fcm_token: 'push' }).fcm_token).toBe(
      'push',
    );
  });
});

describe('passwordLoginBodySchema', () => {
  it('asks for a password', () => {
    expect(messagesOf(passwordLoginBodySchema.safeParse({ mobile: '09123456789', password: '' }))).toEqual([
      MESSAGES.authPasswordRequired,
    ]);
  });
});

describe('resetPasswordBodySchema', () => {
  const body = {
    mobile: '09123456789',
    token: '12345',
    password: 'long enough',
    password_confirmation: 'long enough',
  };

  it('accepts a matching password of eight characters or more', () => {
    expect(resetPasswordBodySchema.parse(body)).toEqual(body);
  });

  it('refuses a confirmation that differs', () => {
    expect(
      messagesOf(resetPasswordBodySchema.safeParse({ ...body, password_confirmation: 'long enougH' })),
    ).toEqual([MESSAGES.authPasswordMismatch]);
  });

  it('refuses a password shorter than eight characters', () => {
    expect(
      messagesOf(
        resetPasswordBodySchema.safeParse({ ...body, password: 'short', password_confirmation: 'short' }),
      ),
    ).toEqual([MESSAGES.authWeakPassword]);
  });
});

describe('authSessionSchema', () => {
  it('requires a token, a name, a whole Rial credit and the lifetime', () => {
    const session = { token: 't', userName: '۰۹۱۲۳۴۵۶۷۸۹', credit: 0, expiresInSeconds: 2_592_000 };
    expect(authSessionSchema.safeParse(session).success).toBe(true);
    expect(authSessionSchema.safeParse({ ...session, credit: 1.5 }).success).toBe(false);
    expect(authSessionSchema.safeParse({ ...session, token: undefined }).success).toBe(false);
  });
});
