import webpush from 'web-push';
import { missingProductionSecrets } from './production-secrets';
import { assertSettings, settingsProblems } from './start-checks';

const keys = webpush.generateVAPIDKeys();
const complete = {
  NODE_ENV: 'production',
  AUTH_CODE_SECRET: 'a-long-random-secret',
  SHORT_LINK_SECRET: 'x'.repeat(32),
  ZARINPAL_MERCHANT_ID: '00000000-0000-0000-0000-000000000000',
  VAPID_PUBLIC_KEY: keys.publicKey,
  VAPID_PRIVATE_KEY: keys.privateKey,
  SMS_PROVIDER: 'console',
  PUBLIC_ORIGIN: 'https://rahi.example',
};

describe('the settings checked at start', () => {
  it('refuses to start in production without AUTH_CODE_SECRET, naming it', () => {
    expect(() => assertSettings({ ...complete, AUTH_CODE_SECRET: '' })).toThrow(
      /Refusing to start[\s\S]*AUTH_CODE_SECRET/,
    );
  });

  it('lists every missing secret in one message', () => {
    expect(missingProductionSecrets({ NODE_ENV: 'production' }).map((line) => line.split(':')[0])).toEqual([
      'AUTH_CODE_SECRET',
      'SHORT_LINK_SECRET',
      'PUBLIC_ORIGIN',
      'ZARINPAL_MERCHANT_ID',
      'VAPID_PUBLIC_KEY',
      'VAPID_PRIVATE_KEY',
      'SMS_PROVIDER',
    ]);
  });

  it('asks for the merchant id only with the bank, and the SMS key only with the real provider', () => {
    expect(
      missingProductionSecrets({ ...complete, ZARINPAL_MERCHANT_ID: '', PAYMENT_PROVIDER: 'sandbox' }),
    ).toEqual([]);
    expect(missingProductionSecrets({ ...complete, SMS_PROVIDER: 'kavenegar' })[0]).toMatch(
      /^KAVENEGAR_API_KEY/,
    );
  });

  it('refuses a short-link secret shorter than 32 characters', () => {
    expect(missingProductionSecrets({ ...complete, SHORT_LINK_SECRET: 'short' })[0]).toMatch(
      /^SHORT_LINK_SECRET/,
    );
  });

  it('starts with every secret given, and asks for none outside production', () => {
    expect(settingsProblems(complete)).toEqual([]);
    expect(() => assertSettings(complete)).not.toThrow();
    expect(missingProductionSecrets({ NODE_ENV: 'development' })).toEqual([]);
  });

  it('refuses a malformed number, naming the variable, in production and elsewhere', () => {
    expect(() => assertSettings({ ...complete, OTP_MAX_WRONG_TRIES: 'five' })).toThrow(
      /Refusing to start[\s\S]*OTP_MAX_WRONG_TRIES must be a positive whole number, got "five"/,
    );
    expect(
      settingsProblems({ NODE_ENV: 'development', PG_POOL_MAX: '10x', BOOKING_API_PORT: '80a' }),
    ).toEqual([
      'PG_POOL_MAX must be a whole number of 1 or more, got "10x"',
      'BOOKING_API_PORT must be a port number (0-65535), got "80a"',
    ]);
  });

  it('names each missing secret once, however many modules need it', () => {
    const problems = settingsProblems({ NODE_ENV: 'production' });
    expect(problems.filter((line) => line.includes('ZARINPAL_MERCHANT_ID'))).toHaveLength(1);
    expect(problems.filter((line) => line.includes('AUTH_CODE_SECRET'))).toHaveLength(1);
  });
});
