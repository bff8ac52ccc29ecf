import { loadConfig } from '.';
import { describeBotCheck, describeMode } from './mode';

describe('the start-up mode', () => {
  it('is development routes off, on 127.0.0.1, when npm start runs with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ devRoutes: false, host: '127.0.0.1' });
    expect(describeMode(config, {})).toBe(
      'mode: NODE_ENV unset; development routes off; listening on 127.0.0.1:8080 (this machine only; HOST=0.0.0.0 to open it)',
    );
  });

  it('says loudly when the development routes are on, and where it listens when HOST says so', () => {
    const env = { RAHI_DEV_ROUTES: '1', HOST: '0.0.0.0', PORT: '8181' };
    expect(describeMode(loadConfig(env), env)).toBe(
      'mode: NODE_ENV unset; DEVELOPMENT ROUTES ON (RAHI_DEV_ROUTES=1): /dev/sms-outbox hands out login codes, never expose this; listening on 0.0.0.0:8181',
    );
  });

  it('turns the development routes on only for RAHI_DEV_ROUTES=1, and refuses them in production', () => {
    expect(loadConfig({ RAHI_DEV_ROUTES: 'yes', NODE_ENV: 'development' }).devRoutes).toBe(false);
    expect(() => loadConfig({ RAHI_DEV_ROUTES: '1', NODE_ENV: 'production' })).toThrow(/RAHI_DEV_ROUTES/);
  });
});

describe('the start-up line about the bot check', () => {
  it('says once that logins go without reCAPTCHA when no site key is set, and nothing when one is', () => {
    expect(describeBotCheck(loadConfig({}))).toMatch(/^bot check: RECAPTCHA_SITE_KEY is not set/);
    expect(describeBotCheck(loadConfig({ RECAPTCHA_SITE_KEY: '  ' }))).toMatch(/not set/);
    expect(describeBotCheck(loadConfig({ RECAPTCHA_SITE_KEY: '6Lc-key' }))).toBeNull();
  });
});
