// The bot check against a local fake of Google's siteverify, alone and through /login-register.
import { MESSAGES } from '@rahi/shared-contracts';
import { bodyOf, buildAuthApp, freshMobile, openTestDatabase } from '../auth/test-app';
import type { DatabaseHandle } from '../db/client';
import { logger } from '../observability/logger';
import { startFakeServer } from '../testing/fake-server';
import { captchaCheck, captchaCheckFromEnv } from './index';

/** siteverify answers by token: 'good' passes, 'low' scores 0.2, 'other' is for another action, else refused. */
const siteverify = () =>
  startFakeServer(({ form }) => {
    const token = form.get('response');
    if (token === 'good')
      return { status: 200, body: { success: true, score: 0.9, action: 'login_register' } };
    if (token === 'forgot')
      return { status: 200, body: { success: true, score: 0.9, action: 'password_forgot' } };
    if (token === 'low')
      return { status: 200, body: { success: true, score: 0.2, action: 'login_register' } };
    if (token === 'other') return { status: 200, body: { success: true, score: 0.9, action: 'checkout' } };
    return { status: 200, body: { success: false, 'error-codes': ['invalid-input-response'] } };
  });

let fake: Awaited<ReturnType<typeof siteverify>>;
let handle: DatabaseHandle;
beforeAll(async () => {
  fake = await siteverify();
  handle = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  await fake.close();
  await handle.close();
});
afterEach(() => jest.restoreAllMocks());

describe('captchaCheck', () => {
  it('sends the secret, the token and the client address, and passes a good score for the right action', async () => {
    const check = captchaCheck({ secret: 's3cret', verifyUrl: fake.url });
    expect(await check.verify('good', 'login_register', '203.0.113.5')).toEqual({ ok: true, skipped: false });
    expect(Object.fromEntries(fake.requests.at(-1)?.form ?? [])).toEqual({
      secret: 's3cret',
      response: 'good',
      remoteip: '203.0.113.5',
    });
  });

  it.each([
    ['a missing token', undefined, /no captcha token/],
    ['a refused token', 'forged', /siteverify refused the token \(invalid-input-response\)/],
    ['a score under the threshold', 'low', /score 0.2 is below 0.5/],
    ['a token made for another action', 'other', /action "checkout"/],
  ])('refuses %s', async (_, token, reason) => {
    const outcome = await captchaCheck({ secret: 's', verifyUrl: fake.url }).verify(token, 'login_register');
    expect(outcome).toEqual({ ok: false, reason: expect.stringMatching(reason) });
  });

  it('takes the threshold from RECAPTCHA_MIN_SCORE', async () => {
    const lenient = captchaCheckFromEnv({
      RECAPTCHA_SECRET: 's',
      RECAPTCHA_VERIFY_URL: fake.url,
      RECAPTCHA_MIN_SCORE: '0.1',
    });
    expect((await lenient.verify('low', 'login_register')).ok).toBe(true);
    expect(() => captchaCheckFromEnv({ RECAPTCHA_MIN_SCORE: '2' })).toThrow(/RECAPTCHA_MIN_SCORE/);
  });

  it('refuses when siteverify cannot be reached', async () => {
    const check = captchaCheck({ secret: 's', verifyUrl: 'http://127.0.0.1:1/siteverify' });
    expect(await check.verify('good', 'login_register')).toEqual({
      ok: false,
      reason: expect.stringMatching(/could not be reached/),
    });
  });

  it('refuses at once, without calling Google, after siteverify failed five times in a row', async () => {
    let down = true;
    const flaky = await startFakeServer(() =>
      down
        ? { status: 503, body: 'unavailable' }
        : { status: 200, body: { success: true, score: 0.9, action: 'login_register' } },
    );
    try {
      const check = captchaCheck({
        secret: 's',
        verifyUrl: `${flaky.url}/siteverify`,
        policy: { breakAfter: 5, halfOpenAfterMs: 300 },
      });
      for (let i = 0; i < 5; i += 1)
        expect(await check.verify('good', 'login_register')).toEqual({
          ok: false,
          reason: 'siteverify answered HTTP 503',
        });
      expect(await check.verify('good', 'login_register')).toEqual({
        ok: false,
        reason: 'siteverify not called: it failed too often just now',
      });
      expect(flaky.requests).toHaveLength(5);
      down = false;
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect(await check.verify('good', 'login_register')).toEqual({ ok: true, skipped: false });
    } finally {
      await flaky.close();
    }
  });

  it('sends a token once more only when the first request never reached Google', async () => {
    const closed = await startFakeServer(() => ({ status: 200, body: {} }));
    const url = `${closed.url}/siteverify`;
    await closed.close();
    const check = captchaCheck({ secret: 's', verifyUrl: url, policy: { retryDelayMs: 10 } });
    const fetched: string[] = [];
    const counting = captchaCheck({
      secret: 's',
      verifyUrl: url,
      policy: { retryDelayMs: 10 },
      fetch: (input, init) => {
        fetched.push(String(input));
        return fetch(input, init);
      },
    });
    expect((await check.verify('good', 'login_register')).ok).toBe(false);
    expect(await counting.verify('good', 'login_register')).toEqual({
      ok: false,
      reason: expect.stringMatching(/could not be reached/),
    });
    expect(fetched).toHaveLength(2);
  });

  it('skips the check without a secret and logs that once', async () => {
    const lines: string[] = [];
    const check = captchaCheck({ secret: undefined, log: (line) => lines.push(line) });
    expect(await check.verify(undefined, 'login_register')).toEqual({ ok: true, skipped: true });
    expect(await check.verify(undefined, 'password_forgot')).toEqual({ ok: true, skipped: true });
    expect(lines).toEqual(['[captcha] RECAPTCHA_SECRET is not defined: the bot check is skipped']);
  });
});

describe('the bot check on the send endpoints', () => {
  const withSecret = () =>
    buildAuthApp(handle, { env: { RECAPTCHA_SECRET: 's', RECAPTCHA_VERIFY_URL: fake.url } });

  it('requires captcha_token on /login-register when RECAPTCHA_SECRET is set', async () => {
    jest.spyOn(logger, 'warn');
    const { post, sent } = withSecret();

    const response = await post('/login-register', { mobile: freshMobile() });

    expect(response.status).toBe(403);
    expect((await bodyOf(response)).meta.errors).toEqual([MESSAGES.authBotCheckFailed]);
    expect(sent).toHaveLength(0);
  });

  it('sends the code when the token is verified', async () => {
    const { post, sent } = withSecret();
    expect((await post('/login-register', { mobile: freshMobile(), captcha_token: 'good' })).status).toBe(
      200,
    );
    expect(sent).toHaveLength(1);
  });

  it('refuses a low score and a token made for the other endpoint', async () => {
    const warn = jest.spyOn(logger, 'warn');
    const { post, sent } = withSecret();
    expect((await post('/login-register', { mobile: freshMobile(), captcha_token: 'low' })).status).toBe(403);
    expect((await post('/login-register', { mobile: freshMobile(), captcha_token: 'forgot' })).status).toBe(
      403,
    );
    expect((await post('/password/forgot', { mobile: freshMobile(), captcha_token: 'good' })).status).toBe(
      403,
    );
    expect((await post('/password/forgot', { mobile: freshMobile(), captcha_token: 'forgot' })).status).toBe(
      200,
    );
    expect(sent).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^\[auth\] bot check failed for a login code to 0912\*\*\*/),
    );
  });

  it('skips the check without RECAPTCHA_SECRET', async () => {
    const warn = jest.spyOn(logger, 'warn');
    const { post } = buildAuthApp(handle, { captcha: captchaCheck({ secret: '' }) });
    expect((await post('/login-register', { mobile: freshMobile() })).status).toBe(200);
    expect(warn).toHaveBeenCalledWith('[captcha] RECAPTCHA_SECRET is not defined: the bot check is skipped');
  });
});
