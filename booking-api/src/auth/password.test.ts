// /login, /password/forgot and /password/reset through app.request().
import { codeSentToMessage, MESSAGES } from '@rahi/shared-contracts';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { users } from '../db/schema';
import { bodyOf, buildAuthApp, freshMobile, openTestDatabase, type TestAuthApp } from './test-app';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
}, 60_000);
afterAll(() => handle.close());

/** Sets the number's password through forgot and reset, as a traveller would; the clock ends 60 s later. */
async function setPassword({ post, lastCode, clock }: TestAuthApp, mobile: string, password: string) {
  expect((await post('/password/forgot', { mobile })).status).toBe(200);
  const reset = await post('/password/reset', {
    mobile,
    token: lastCode(mobile),
    password,
    password_confirmation: password,
  });
  expect(reset.status).toBe(200);
  clock.advance(60);
}

describe('POST /password/forgot and /password/reset', () => {
  it('sends a reset code and then sets the password, hashed with scrypt', async () => {
    const test = buildAuthApp(handle);
    const mobile = freshMobile();

    const forgot = await test.post('/password/forgot', { mobile: `+98${mobile.slice(1)}` });
    expect(forgot.status).toBe(200);
    expect(await bodyOf(forgot)).toMatchObject({
      meta: { status: true, message: codeSentToMessage(mobile) },
      data: { expiresInSeconds: 120 },
    });
    expect(test.sent.at(-1)).toMatchObject({ mobile, purpose: 'reset' });

    const reset = await test.post('/password/reset', {
      mobile,
      token: test.lastCode(mobile),
      password: 'a long secret',
      password_confirmation: 'a long secret',
    });
    expect(reset.status).toBe(200);
    expect((await bodyOf(reset)).meta.message).toBe(MESSAGES.authPasswordChanged);
    const [user] = await handle.db.select().from(users).where(eq(users.mobile, mobile));
    expect(user?.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(user?.passwordHash).not.toContain('a long secret');
  });

  it('refuses a wrong reset code, then takes the right one', async () => {
    const test = buildAuthApp(handle);
    const mobile = freshMobile();
    await test.post('/password/forgot', { mobile });
    const right = test.lastCode(mobile);
    const body = { mobile, password: 'a long secret', password_confirmation: 'a long secret' };

    const wrong = await test.post('/password/reset', {
      ...body,
      token: right === '00000' ? '11111' : '00000',
    });
    expect(wrong.status).toBe(422);
    expect((await bodyOf(wrong)).meta.errors).toEqual([MESSAGES.authWrongCode]);
    expect((await test.post('/password/reset', { ...body, token: right })).status).toBe(200);
  });

  it('does not take a login code for a reset', async () => {
    const test = buildAuthApp(handle);
    const mobile = freshMobile();
    await test.post('/login-register', { mobile });

    const response = await test.post('/password/reset', {
      mobile,
      token: test.lastCode(mobile),
      password: 'a long secret',
      password_confirmation: 'a long secret',
    });
    expect(response.status).toBe(422);
  });

  it('refuses a confirmation that differs and a password under eight characters, keeping the code', async () => {
    const test = buildAuthApp(handle);
    const mobile = freshMobile();
    await test.post('/password/forgot', { mobile });
    const token = test.lastCode(mobile);

    const mismatch = await test.post('/password/reset', {
      mobile,
      token,
      password: 'a long secret',
      password_confirmation: 'a long secreT',
    });
    expect(mismatch.status).toBe(422);
    expect((await bodyOf(mismatch)).meta.errors).toEqual([MESSAGES.authPasswordMismatch]);
    const weak = await test.post('/password/reset', {
      mobile,
      token,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(weak.status).toBe(422);
    expect((await bodyOf(weak)).meta.errors).toEqual([MESSAGES.authWeakPassword]);

    expect(
      (
        await test.post('/password/reset', {
          mobile,
          token,
          password: 'long enough',
          password_confirmation: 'long enough',
        })
      ).status,
    ).toBe(200);
  });

  it('ends every session of the user when the password is reset', async () => {
    const test = buildAuthApp(handle);
    const mobile = freshMobile();
    await test.post('/login-register', { mobile });
    const { token } = (await bodyOf(await test.post('/otp', { mobile, code: test.lastCode(mobile) }))).data;
    test.clock.advance(60);

    await setPassword(test, mobile, 'a long secret');

    const check = await test.app.request('/check-token', { headers: { Authorization: `Bearer ${token}` } });
    expect(check.status).toBe(401);
  });

  it('registers a new number whose owner resets a password before ever logging in', async () => {
    const test = buildAuthApp(handle);
    const mobile = freshMobile();
    await setPassword(test, mobile, 'a long secret');

    expect((await test.post('/login', { mobile, password: 'a long secret' })).status).toBe(200);
  });
});

describe('POST /login', () => {
  it('logs in with the password set by reset, storing the push token', async () => {
    const test = buildAuthApp(handle);
    const mobile = freshMobile();
    await setPassword(test, mobile, 'a long secret');

    const response = await test.post('/login', {
      mobile: mobile.slice(1),
      password: 'a long secret',
      fcm_token: 'push-2',
    });

    expect(response.status).toBe(200);
    const body = await bodyOf(response);
    expect(body.meta.message).toBe(MESSAGES.authLoggedIn);
    expect(body.data).toMatchObject({ credit: 0, expiresInSeconds: 30 * 86_400 });
    expect(typeof body.data.token).toBe('string');
    const check = await test.app.request('/check-token', {
      headers: { Authorization: `Bearer ${body.data.token}` },
    });
    expect(check.status).toBe(200);
    const [user] = await handle.db.select().from(users).where(eq(users.mobile, mobile));
    expect(user?.fcmToken).toBe('push-2');
  });

  it('refuses a wrong password with 422 and no token', async () => {
    const test = buildAuthApp(handle);
    const mobile = freshMobile();
    await setPassword(test, mobile, 'a long secret');

    const response = await test.post('/login', { mobile, password: 'a long secreT' });

    expect(response.status).toBe(422);
    const body = await bodyOf(response);
    expect(body.meta.errors).toEqual([MESSAGES.authWrongPassword]);
    expect(body.data).toBeNull();
  });

  it('answers an unknown number and a number without a password exactly as a wrong password', async () => {
    const test = buildAuthApp(handle);
    const withoutPassword = freshMobile();
    await test.post('/login-register', { mobile: withoutPassword });
    await test.post('/otp', { mobile: withoutPassword, code: test.lastCode(withoutPassword) });

    for (const mobile of [freshMobile(), withoutPassword]) {
      const response = await test.post('/login', { mobile, password: 'a long secret' });
      expect(response.status).toBe(422);
      expect((await bodyOf(response)).meta.errors).toEqual([MESSAGES.authWrongPassword]);
    }
  });

  it('asks for a password when it is empty', async () => {
    const response = await buildAuthApp(handle).post('/login', { mobile: freshMobile(), password: '' });
    expect(response.status).toBe(422);
    expect((await bodyOf(response)).meta.errors).toEqual([MESSAGES.authPasswordRequired]);
  });

  it('pauses password tries for a number after 10 wrong ones in an hour, even with the right password', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const test = buildAuthApp(handle);
    const mobile = freshMobile();
    await setPassword(test, mobile, 'a long secret');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await test.post('/login', { mobile, password: `wrong ${attempt}` })).status).toBe(422);
      test.clock.advance(6);
    }

    const paused = await test.post('/login', { mobile, password: 'a long secret' });
    expect(paused.status).toBe(429);
    expect(paused.headers.get('Retry-After')).toBe(String(3600 - 60));
    expect((await bodyOf(paused)).meta.errors).toEqual([MESSAGES.tooManyRequests]);

    test.clock.advance(3600 - 60);
    expect((await test.post('/login', { mobile, password: 'a long secret' })).status).toBe(200);
    jest.restoreAllMocks();
  });

  it('counts wrong passwords sent at once one by one: no more than the limit are tried', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const test = buildAuthApp(handle, { env: { PASSWORD_MAX_FAILURES_PER_HOUR: '4' } });
    const mobile = freshMobile();
    await setPassword(test, mobile, 'a long secret');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => test.post('/login', { mobile, password: `wrong ${i}` })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 422)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8);
    jest.restoreAllMocks();
  });

  it('pauses password tries from one address after 20 wrong ones in an hour, whatever the numbers', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const test = buildAuthApp(handle);
    const mobile = freshMobile();
    await setPassword(test, mobile, 'a long secret');
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const guess = await test.post('/login', { mobile: freshMobile(), password: 'a long secret' });
      expect(guess.status).toBe(422);
    }

    const paused = await test.post('/login', { mobile: freshMobile(), password: 'a long secret' });
    expect(paused.status).toBe(429);
    expect((await bodyOf(paused)).meta.errors).toEqual([MESSAGES.tooManyRequests]);
    expect(MESSAGES.tooManyRequests).toMatch(/[\u0600-\u06FF]/);
    // The right password from that address waits too; from another address the number logs in.
    expect((await test.post('/login', { mobile, password: 'a long secret' })).status).toBe(429);
    const elsewhere = { 'x-forwarded-for': '10.4.0.1' };
    expect((await test.post('/login', { mobile, password: 'a long secret' }, elsewhere)).status).toBe(200);

    test.clock.advance(3601);
    expect((await test.post('/login', { mobile, password: 'a long secret' })).status).toBe(200);
    jest.restoreAllMocks();
  });

  it('does not count successful logins against the address', async () => {
    const test = buildAuthApp(handle, { env: { PASSWORD_FAILURES_PER_ADDRESS: '2' } });
    const mobile = freshMobile();
    await setPassword(test, mobile, 'a long secret');
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await test.post('/login', { mobile, password: 'a long secret' })).status).toBe(200);
    await test.post('/login', { mobile: freshMobile(), password: 'wrong' });
    expect((await test.post('/login', { mobile, password: 'a long secret' })).status).toBe(200);
  });

  it('forgets the wrong passwords after a successful login', async () => {
    const test = buildAuthApp(handle, { env: { PASSWORD_MAX_FAILURES_PER_HOUR: '2' } });
    const mobile = freshMobile();
    await setPassword(test, mobile, 'a long secret');
    await test.post('/login', { mobile, password: 'wrong' });
    expect((await test.post('/login', { mobile, password: 'a long secret' })).status).toBe(200);

    await test.post('/login', { mobile, password: 'wrong' });
    expect((await test.post('/login', { mobile, password: 'a long secret' })).status).toBe(200);
  });
});
