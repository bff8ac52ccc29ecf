// /login-register and /otp through app.request(): sending, the limits on sending, and the rules of a code.
import { codeSentToMessage, MESSAGES } from '@rahi/shared-contracts';
import { authSessionSchema, envelopeSchema, loginRegisterResultSchema } from '@rahi/shared-contracts/api';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { authCodes, users } from '../db/schema';
import { logger } from '../observability/logger';
import { bodyOf, buildAuthApp, freshMobile, openTestDatabase, recordingSender } from './test-app';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
}, 60_000);
afterAll(() => handle.close());
afterEach(() => jest.restoreAllMocks());

const quiet = () => jest.spyOn(logger, 'warn');

describe('POST /login-register', () => {
  it('sends a 5-digit code and says so with the number in Persian digits', async () => {
    const { post, sent } = buildAuthApp(handle);
    const mobile = freshMobile();

    const response = await post('/login-register', { mobile });

    expect(response.status).toBe(200);
    const body = envelopeSchema(loginRegisterResultSchema).parse(await bodyOf(response));
    expect(body.data).toEqual({ registered: false, expiresInSeconds: 120 });
    expect(body.meta.message).toBe(codeSentToMessage(mobile));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ mobile, purpose: 'login' });
    expect(sent[0]?.code).toMatch(/^\d{5}$/);
    expect(sent[0]?.text).toContain(sent[0]?.code);
  });

  it('stores the code hashed, never in clear', async () => {
    const { post, lastCode } = buildAuthApp(handle);
    const mobile = freshMobile();
    await post('/login-register', { mobile });

    const [row] = await handle.db.select().from(authCodes).where(eq(authCodes.mobile, mobile));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(lastCode(mobile));
  });

  it.each([
    ['+98 912 …', (n: string) => `+98 ${n.slice(1, 4)} ${n.slice(4, 7)} ${n.slice(7)}`],
    ['0098…', (n: string) => `0098${n.slice(1)}`],
    ['Persian digits', (n: string) => n.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d)],
    [
      'Arabic digits with dashes',
      (n: string) => `${n.slice(0, 4)}-${n.slice(4)}`.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d),
    ],
  ])('normalises a number written as %s', async (_, spell) => {
    const { post, sent } = buildAuthApp(handle);
    const mobile = freshMobile();

    expect((await post('/login-register', { mobile: spell(mobile) })).status).toBe(200);
    expect(sent[0]?.mobile).toBe(mobile);
  });

  it('refuses a number that is not a mobile with 422 and only the Persian message', async () => {
    const { post, sent } = buildAuthApp(handle);

    const response = await post('/login-register', { mobile: '02188776655' });

    expect(response.status).toBe(422);
    expect((await bodyOf(response)).meta).toEqual({
      status: false,
      message: MESSAGES.authInvalidMobile,
      errors: [MESSAGES.authInvalidMobile],
    });
    expect(sent).toHaveLength(0);
  });

  it('answers 400 to a body that is not JSON', async () => {
    expect((await buildAuthApp(handle).post('/login-register', 'mobile=0912')).status).toBe(400);
  });

  it('says a number is registered once it has logged in', async () => {
    const { post, lastCode, clock } = buildAuthApp(handle);
    const mobile = freshMobile();
    await post('/login-register', { mobile });
    await post('/otp', { mobile, code: lastCode(mobile) });
    clock.advance(60);

    const body = await bodyOf(await post('/login-register', { mobile }));
    expect(body.data.registered).toBe(true);
  });

  it('answers 503 and withdraws the code when the SMS cannot be sent', async () => {
    const recording = recordingSender();
    const { post } = buildAuthApp(handle, { sms: recording.sender, sent: recording.sent });
    const mobile = freshMobile();
    recording.state.failNext = true;
    const error = jest.spyOn(logger, 'error');

    const response = await post('/login-register', { mobile });

    expect(response.status).toBe(503);
    expect((await bodyOf(response)).meta.errors).toEqual([MESSAGES.authSmsFailed]);
    expect(error).toHaveBeenCalled();
    const [row] = await handle.db.select().from(authCodes).where(eq(authCodes.mobile, mobile));
    expect(row?.usedAt).not.toBeNull();
  });
});

describe('send limits', () => {
  it('keeps 60 seconds between two codes to one number, with Retry-After', async () => {
    quiet();
    const { post, clock, sent } = buildAuthApp(handle);
    const mobile = freshMobile();
    await post('/login-register', { mobile });
    clock.advance(45);

    const tooSoon = await post('/login-register', { mobile });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers.get('Retry-After')).toBe('15');
    expect((await bodyOf(tooSoon)).meta.errors).toEqual([MESSAGES.authSendTooSoon]);

    clock.advance(15);
    expect((await post('/login-register', { mobile })).status).toBe(200);
    expect(sent).toHaveLength(2);
  });

  it('sends at most 5 codes to one number in an hour, then 429 until the oldest is an hour old', async () => {
    quiet();
    const { post, clock, sent } = buildAuthApp(handle);
    const mobile = freshMobile();
    for (let send = 0; send < 5; send += 1) {
      expect((await post('/login-register', { mobile })).status).toBe(200);
      clock.advance(60);
    }
    // 300 s after the first send: it leaves the window at 3600 s.
    const refused = await post('/login-register', { mobile });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('3300');
    expect((await bodyOf(refused)).meta.errors).toEqual([MESSAGES.authTooManySends]);
    expect(sent).toHaveLength(5);

    clock.advance(3300);
    expect((await post('/login-register', { mobile })).status).toBe(200);
  });

  it('counts /password/forgot against the same limits', async () => {
    quiet();
    const { post } = buildAuthApp(handle);
    const mobile = freshMobile();
    await post('/login-register', { mobile });

    expect((await post('/password/forgot', { mobile })).status).toBe(429);
  });

  it('limits the codes sent for one client address across numbers', async () => {
    quiet();
    const { post, clock } = buildAuthApp(handle, { env: { OTP_SENDS_PER_ADDRESS_PER_HOUR: '3' } });
    const from = { 'X-Forwarded-For': '203.0.113.9' };
    for (let send = 0; send < 3; send += 1) {
      expect((await post('/login-register', { mobile: freshMobile() }, from)).status).toBe(200);
      clock.advance(10);
    }

    const refused = await post('/login-register', { mobile: freshMobile() }, from);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe(String(3600 - 30));
    expect(
      (await post('/login-register', { mobile: freshMobile() }, { 'X-Forwarded-For': '203.0.113.10' }))
        .status,
    ).toBe(200);
  });

  it('counts sends to many numbers from one address one by one when they come at once', async () => {
    quiet();
    const { post } = buildAuthApp(handle, { env: { OTP_SENDS_PER_ADDRESS_PER_HOUR: '3' } });
    const from = { 'X-Forwarded-For': '203.0.113.11' };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post('/login-register', { mobile: freshMobile() }, from)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
  });

  it('takes the address the gateway saw, not one the client put first in X-Forwarded-For', async () => {
    quiet();
    const { post } = buildAuthApp(handle, { env: { OTP_SENDS_PER_ADDRESS_PER_HOUR: '1' } });
    await post(
      '/login-register',
      { mobile: freshMobile() },
      { 'X-Forwarded-For': '192.0.2.1, 203.0.113.20' },
    );

    const forged = await post(
      '/login-register',
      { mobile: freshMobile() },
      { 'X-Forwarded-For': '192.0.2.2, 203.0.113.20' },
    );
    expect(forged.status).toBe(429);
  });
});

describe('POST /otp', () => {
  it('logs a new number in, registering it, with a token and the user', async () => {
    const { post, lastCode } = buildAuthApp(handle);
    const mobile = freshMobile();
    await post('/login-register', { mobile });

    const response = await post('/otp', { mobile, code: lastCode(mobile), fcm_token: null });

    expect(response.status).toBe(200);
    const body = envelopeSchema(authSessionSchema).parse(await bodyOf(response));
    expect(body.meta.message).toBe(MESSAGES.authLoggedIn);
    expect(body.data.token.length).toBeGreaterThanOrEqual(43);
    expect(body.data.userName).toBe(mobile.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d));
    expect(body.data).toMatchObject({ credit: 0, expiresInSeconds: 30 * 86_400 });
    const [user] = await handle.db.select().from(users).where(eq(users.mobile, mobile));
    expect(user).toMatchObject({ mobile, credit: 0, passwordHash: null });
  });

  it('accepts the number and code in Persian digits', async () => {
    const { post, lastCode } = buildAuthApp(handle);
    const mobile = freshMobile();
    const persian = (text: string) => text.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);
    await post('/login-register', { mobile });

    expect((await post('/otp', { mobile: persian(mobile), code: persian(lastCode(mobile)) })).status).toBe(
      200,
    );
  });

  it('stores the push token given with the code', async () => {
    const { post, lastCode } = buildAuthApp(handle);
    const mobile = freshMobile();
    await post('/login-register', { mobile });
    await post('/otp', { mobile, code: lastCode(mobile), fcm_token: 'push-token-1' });

    const [user] = await handle.db.select().from(users).where(eq(users.mobile, mobile));
    expect(user?.fcmToken).toBe('push-token-1');
    expect(user?.fcmTokenUpdatedAt).toEqual(new Date('2026-03-21T08:00:00Z'));
  });

  it('refuses a wrong code with 422', async () => {
    const { post, lastCode } = buildAuthApp(handle);
    const mobile = freshMobile();
    await post('/login-register', { mobile });
    const wrong = lastCode(mobile) === '00000' ? '11111' : '00000';

    const response = await post('/otp', { mobile, code: wrong });

    expect(response.status).toBe(422);
    expect((await bodyOf(response)).meta.errors).toEqual([MESSAGES.authWrongCode]);
  });

  it('refuses the sixth try after five wrong codes, even with the right code', async () => {
    const { post, lastCode } = buildAuthApp(handle);
    const mobile = freshMobile();
    await post('/login-register', { mobile });
    const right = lastCode(mobile);
    const wrong = right === '00000' ? '11111' : '00000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await post('/otp', { mobile, code: wrong })).status).toBe(422);
    }

    const sixth = await post('/otp', { mobile, code: right });

    expect(sixth.status).toBe(429);
    expect((await bodyOf(sixth)).meta.errors).toEqual([MESSAGES.authTooManyWrongCodes]);
  });

  it('lets the right code in after four wrong ones', async () => {
    const { post, lastCode } = buildAuthApp(handle);
    const mobile = freshMobile();
    await post('/login-register', { mobile });
    const right = lastCode(mobile);
    const wrong = right === '00000' ? '11111' : '00000';
    for (let attempt = 0; attempt < 4; attempt += 1) await post('/otp', { mobile, code: wrong });

    expect((await post('/otp', { mobile, code: right })).status).toBe(200);
  });

  it('refuses a code 121 seconds old as expired, and takes one 119 seconds old', async () => {
    const { post, lastCode, clock } = buildAuthApp(handle);
    const late = freshMobile();
    await post('/login-register', { mobile: late });
    clock.advance(121);
    const expired = await post('/otp', { mobile: late, code: lastCode(late) });
    expect(expired.status).toBe(422);
    expect((await bodyOf(expired)).meta.errors).toEqual([MESSAGES.authCodeExpired]);

    const inTime = freshMobile();
    await post('/login-register', { mobile: inTime });
    clock.advance(119);
    expect((await post('/otp', { mobile: inTime, code: lastCode(inTime) })).status).toBe(200);
  });

  it('takes a code only once', async () => {
    const { post, lastCode } = buildAuthApp(handle);
    const mobile = freshMobile();
    await post('/login-register', { mobile });
    expect((await post('/otp', { mobile, code: lastCode(mobile) })).status).toBe(200);

    const again = await post('/otp', { mobile, code: lastCode(mobile) });
    expect(again.status).toBe(422);
    expect((await bodyOf(again)).meta.errors).toEqual([MESSAGES.authCodeExpired]);
  });

  it('takes only the latest code sent', async () => {
    const { post, lastCode, clock } = buildAuthApp(handle);
    const mobile = freshMobile();
    await post('/login-register', { mobile });
    const first = lastCode(mobile);
    clock.advance(60);
    await post('/login-register', { mobile });
    const second = lastCode(mobile);
    if (first !== second) expect((await post('/otp', { mobile, code: first })).status).toBe(422);

    expect((await post('/otp', { mobile, code: second })).status).toBe(200);
  });

  it('does not take a code sent to another number, nor one sent for a password reset', async () => {
    const { post, lastCode, clock } = buildAuthApp(handle);
    const mobile = freshMobile();
    const other = freshMobile();
    await post('/login-register', { mobile: other });
    expect((await post('/otp', { mobile, code: lastCode(other) })).status).toBe(422);

    await post('/password/forgot', { mobile });
    clock.advance(1);
    expect((await post('/otp', { mobile, code: lastCode(mobile) })).status).toBe(422);
  });

  it('answers 422 when no code was ever asked for', async () => {
    const response = await buildAuthApp(handle).post('/otp', { mobile: freshMobile(), code: '12345' });
    expect(response.status).toBe(422);
    expect((await bodyOf(response)).meta.errors).toEqual([MESSAGES.authCodeExpired]);
  });

  it('refuses a code that is not five digits before looking it up', async () => {
    const response = await buildAuthApp(handle).post('/otp', { mobile: freshMobile(), code: '1234' });
    expect(response.status).toBe(422);
    expect((await bodyOf(response)).meta.errors).toEqual([MESSAGES.authInvalidCode]);
  });
});
