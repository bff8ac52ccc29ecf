import { sessionEffectOf, takeToken, withCookieBearer } from './token-cookie';

const TOKEN = 'q3M2x8Zf0yq5y0tG7u6w3bqg4m1k2j5h8n9p0r1s2tA';

describe('sessionEffectOf', () => {
  it.each([
    ['POST', '/otp', 'login'],
    ['POST', '/login', 'login'],
    ['POST', '/login?x=1', 'login'],
    ['POST', '/logout', 'logout'],
    ['GET', '/check-token', 'check'],
    ['GET', '/otp', 'none'],
    ['POST', '/login-register', 'none'],
    ['POST', '/otp/extra', 'none'],
  ])('%s %s → %s', (method, endPoint, effect) => {
    expect(sessionEffectOf(method, endPoint)).toBe(effect);
  });
});

describe('takeToken', () => {
  const body = (data: unknown, status = true) =>
    JSON.stringify({ meta: { status, message: 'Done', errors: [] }, data });

  it('removes the token and keeps every other field of the envelope', () => {
    const taken = takeToken(body({ token: TOKEN, userName: 'x', credit: 5, expiresInSeconds: 60 }));
    expect(taken?.token).toBe(TOKEN);
    expect(taken?.maxAge).toBe(60);
    expect(JSON.parse(taken?.body ?? '')).toEqual({
      meta: { status: true, message: 'Done', errors: [] },
      data: { userName: 'x', credit: 5, expiresInSeconds: 60 },
    });
  });

  it('takes nothing from a failure, a body without a token, a malformed token or text that is not JSON', () => {
    expect(takeToken(body({ token: TOKEN }, false))).toBeUndefined();
    expect(takeToken(body({ userName: 'x' }))).toBeUndefined();
    expect(takeToken(body({ token: 'a b;c' }))).toBeUndefined();
    expect(takeToken(body(null))).toBeUndefined();
    expect(takeToken('<html>')).toBeUndefined();
  });

  it('caps the lifetime at the 400 days browsers allow', () => {
    expect(takeToken(body({ token: TOKEN, expiresInSeconds: 10 ** 9 }))?.maxAge).toBe(400 * 86_400);
  });
});

describe('withCookieBearer', () => {
  it('adds the bearer header only when none was sent', () => {
    expect(withCookieBearer({}, TOKEN)).toEqual({ Authorization: `Bearer ${TOKEN}` });
    expect(withCookieBearer({ AUTHORIZATION: 'Bearer mine' }, TOKEN)).toEqual({
      AUTHORIZATION: 'Bearer mine',
    });
    expect(withCookieBearer({ 'Accept-Language': 'fa' }, undefined)).toEqual({ 'Accept-Language': 'fa' });
  });
});
