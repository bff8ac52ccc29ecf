import { assertProductionSecrets, missingProductionSecrets } from './production-secrets';

const complete = {
  NODE_ENV: 'production',
  AUTH_CODE_SECRET: 'a-long-random-secret',
  SHORT_LINK_SECRET: 'x'.repeat(32),
  ZARINPAL_MERCHANT_ID: '00000000-0000-0000-0000-000000000000',
  VAPID_PUBLIC_KEY: 'public',
  VAPID_PRIVATE_KEY: 'private',
};

describe('production secrets', () => {
  it('refuses to start in production without AUTH_CODE_SECRET, naming it', () => {
    expect(() => assertProductionSecrets({ ...complete, AUTH_CODE_SECRET: '' })).toThrow(
      /refusing to start[\s\S]*AUTH_CODE_SECRET/,
    );
  });

  it('lists every missing secret in one message', () => {
    expect(missingProductionSecrets({ NODE_ENV: 'production' }).map((line) => line.split(':')[0])).toEqual([
      'AUTH_CODE_SECRET',
      'SHORT_LINK_SECRET',
      'ZARINPAL_MERCHANT_ID',
      'VAPID_PUBLIC_KEY',
      'VAPID_PRIVATE_KEY',
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
    expect(() => assertProductionSecrets(complete)).not.toThrow();
    expect(missingProductionSecrets({ NODE_ENV: 'development' })).toEqual([]);
  });
});
