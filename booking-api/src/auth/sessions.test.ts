// /check-token and /logout through app.request(): live, revoked, expired and unknown tokens.
import { MESSAGES } from '@rahi/shared-contracts';
import { envelopeSchema, tokenCheckSchema } from '@rahi/shared-contracts/api';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { authSessions } from '../db/schema';
import { hashToken } from './secrets';
import { bodyOf, buildAuthApp, freshMobile, openTestDatabase, type TestAuthApp } from './test-app';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
}, 60_000);
afterAll(() => handle.close());

async function logIn(test: TestAuthApp, mobile = freshMobile()): Promise<string> {
  await test.post('/login-register', { mobile });
  return (await bodyOf(await test.post('/otp', { mobile, code: test.lastCode(mobile) }))).data.token;
}

const checkToken = (test: TestAuthApp, authorization?: string) =>
  test.app.request('/check-token', authorization ? { headers: { Authorization: authorization } } : {});

const logout = (test: TestAuthApp, authorization?: string) =>
  test.app.request('/logout', {
    method: 'POST',
    ...(authorization && { headers: { Authorization: authorization } }),
  });

describe('GET /check-token', () => {
  it("answers the user's name and credit for a live token, without a toast", async () => {
    const test = buildAuthApp(handle);
    const token = await logIn(test, '09350000001');

    const response = await checkToken(test, `Bearer ${token}`);

    expect(response.status).toBe(200);
    const body = envelopeSchema(tokenCheckSchema).parse(await bodyOf(response));
    expect(body.meta.message).toBe('Done');
    expect(body.data).toEqual({ userName: '۰۹۳۵۰۰۰۰۰۰۱', credit: 0 });
  });

  it('stores only the SHA-256 of the token', async () => {
    const test = buildAuthApp(handle);
    const token = await logIn(test);
    const rows = await handle.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(await handle.db.select().from(authSessions))).not.toContain(token);
  });

  it.each([
    ['no Authorization header', undefined],
    ['an unknown token', 'Bearer bm90LWEtdG9rZW4'],
    ['a header that is not a bearer token', 'Basic dXNlcjpwYXNz'],
  ])('answers 401 with the Persian message for %s', async (_, authorization) => {
    const response = await checkToken(buildAuthApp(handle), authorization);
    expect(response.status).toBe(401);
    expect((await bodyOf(response)).meta.errors).toEqual([MESSAGES.authNotLoggedIn]);
  });

  it('answers 401 once the token is 30 days old, and 200 a second before', async () => {
    const test = buildAuthApp(handle);
    const token = await logIn(test);
    test.clock.advance(30 * 86_400 - 1);
    expect((await checkToken(test, `Bearer ${token}`)).status).toBe(200);
    test.clock.advance(1);
    expect((await checkToken(test, `Bearer ${token}`)).status).toBe(401);
  });

  it('takes the token lifetime from AUTH_TOKEN_LIFETIME_DAYS', async () => {
    const test = buildAuthApp(handle, { env: { AUTH_TOKEN_LIFETIME_DAYS: '1' } });
    const token = await logIn(test);
    test.clock.advance(86_400);
    expect((await checkToken(test, `Bearer ${token}`)).status).toBe(401);
  });
});

describe('POST /logout', () => {
  it('revokes the token: check-token then answers 401', async () => {
    const test = buildAuthApp(handle);
    const token = await logIn(test);

    const response = await logout(test, `Bearer ${token}`);

    expect(response.status).toBe(200);
    expect((await bodyOf(response)).meta.message).toBe(MESSAGES.authLoggedOut);
    expect((await checkToken(test, `Bearer ${token}`)).status).toBe(401);
  });

  it('revokes only that token, not the same user logged in elsewhere', async () => {
    const test = buildAuthApp(handle);
    const mobile = freshMobile();
    const phone = await logIn(test, mobile);
    test.clock.advance(60);
    const laptop = await logIn(test, mobile);

    await logout(test, `Bearer ${phone}`);

    expect((await checkToken(test, `Bearer ${laptop}`)).status).toBe(200);
  });

  it('answers 200 for a token already revoked, an unknown token and no token', async () => {
    const test = buildAuthApp(handle);
    const token = await logIn(test);
    await logout(test, `Bearer ${token}`);

    expect((await logout(test, `Bearer ${token}`)).status).toBe(200);
    expect((await logout(test, 'Bearer dW5rbm93bg')).status).toBe(200);
    expect((await logout(test)).status).toBe(200);
  });
});
