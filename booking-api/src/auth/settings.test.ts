import { loadAuthSettings } from './settings';

describe('loadAuthSettings', () => {
  it('defaults to 120 s codes, 5 wrong tries, 5 sends per number and 20 per address an hour, a 60 s gap, 10 wrong passwords per number and 20 per address an hour, 30-day tokens', () => {
    expect(loadAuthSettings({ AUTH_CODE_SECRET: 'k' })).toEqual({
      codeLifetimeSeconds: 120,
      maxWrongCodes: 5,
      sendsPerMobilePerHour: 5,
      sendsPerAddressPerHour: 20,
      sendGapSeconds: 60,
      maxPasswordFailuresPerHour: 10,
      maxPasswordFailuresPerAddressPerHour: 20,
      tokenLifetimeSeconds: 30 * 86_400,
      codeSecret: 'k',
      trustedProxyHops: 1,
      production: false,
      devRoutes: false,
    });
  });

  it('serves the development routes only when RAHI_DEV_ROUTES=1, and never in production', () => {
    expect(loadAuthSettings({ RAHI_DEV_ROUTES: '1' }).devRoutes).toBe(true);
    expect(loadAuthSettings({ RAHI_DEV_ROUTES: 'true', NODE_ENV: 'development' }).devRoutes).toBe(false);
    expect(() => loadAuthSettings({ RAHI_DEV_ROUTES: '1', NODE_ENV: 'production' })).toThrow(
      /RAHI_DEV_ROUTES/,
    );
  });

  it('reads each number from the environment', () => {
    const settings = loadAuthSettings({
      OTP_SENDS_PER_MOBILE_PER_HOUR: '3',
      OTP_SENDS_PER_ADDRESS_PER_HOUR: '50',
      OTP_SEND_GAP_SECONDS: '90',
      OTP_MAX_WRONG_TRIES: '3',
      PASSWORD_MAX_FAILURES_PER_HOUR: '4',
      AUTH_TOKEN_LIFETIME_DAYS: '7',
      AUTH_TRUSTED_PROXY_HOPS: '2',
      NODE_ENV: 'production',
      AUTH_CODE_SECRET: 'k',
    });
    expect(settings).toMatchObject({
      sendsPerMobilePerHour: 3,
      sendsPerAddressPerHour: 50,
      sendGapSeconds: 90,
      maxWrongCodes: 3,
      maxPasswordFailuresPerHour: 4,
      tokenLifetimeSeconds: 7 * 86_400,
      trustedProxyHops: 2,
      production: true,
    });
  });

  it('refuses a value that is not a positive whole number', () => {
    expect(() => loadAuthSettings({ OTP_SEND_GAP_SECONDS: '-1' })).toThrow(/OTP_SEND_GAP_SECONDS/);
    expect(() => loadAuthSettings({ OTP_SENDS_PER_MOBILE_PER_HOUR: 'five' })).toThrow(/five/);
  });

  it('makes a random code secret when none is given', () => {
    expect(loadAuthSettings({}).codeSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadAuthSettings({}).codeSecret).not.toBe(loadAuthSettings({}).codeSecret);
  });
});
