import { ANONYMOUS, type AuthState, reduceAuth } from './auth-state';

const session = { token: 'tok-1', userName: 'مریم', credit: 250_000 };
const signedIn: AuthState = Object.freeze({ status: 'authenticated', ...session });

describe('reduceAuth', () => {
  it('logs in with the session carried by auth/logged-in', () => {
    const next = reduceAuth(ANONYMOUS, { type: 'auth/logged-in', payload: session });

    expect(next).toEqual({ status: 'authenticated', token: 'tok-1', userName: 'مریم', credit: 250_000 });
  });

  it('replaces the current session when another user logs in', () => {
    const other = { token: 'tok-2', userName: 'علی', credit: 0 };

    const next = reduceAuth(signedIn, { type: 'auth/logged-in', payload: other });

    expect(next).toEqual({ status: 'authenticated', ...other });
  });

  it('returns to anonymous on auth/logged-out, whether or not it redirects home', () => {
    expect(reduceAuth(signedIn, { type: 'auth/logged-out', payload: { redirectHome: true } })).toEqual(
      ANONYMOUS,
    );
    expect(reduceAuth(signedIn, { type: 'auth/logged-out', payload: { redirectHome: false } })).toEqual(
      ANONYMOUS,
    );
  });

  it('logs the user out when the token check comes back invalid', () => {
    const next = reduceAuth(signedIn, {
      type: 'auth/token-checked',
      payload: { valid: false, userName: 'ignored', credit: 1 },
    });

    expect(next).toEqual({ status: 'anonymous' });
  });

  it('stays anonymous when an anonymous visitor gets an invalid token check', () => {
    expect(reduceAuth(ANONYMOUS, { type: 'auth/token-checked', payload: { valid: false } })).toEqual(
      ANONYMOUS,
    );
  });

  it('does not log an anonymous visitor in on a valid token check', () => {
    const next = reduceAuth(ANONYMOUS, {
      type: 'auth/token-checked',
      payload: { valid: true, userName: 'مریم', credit: 10 },
    });

    expect(next).toBe(ANONYMOUS);
  });

  it('refreshes the user name and credit on a valid token check and keeps the token', () => {
    const next = reduceAuth(signedIn, {
      type: 'auth/token-checked',
      payload: { valid: true, userName: 'مریم احمدی', credit: 90_000 },
    });

    expect(next).toEqual({ status: 'authenticated', token: 'tok-1', userName: 'مریم احمدی', credit: 90_000 });
  });

  it('keeps the known user name and credit when a valid token check omits them', () => {
    const next = reduceAuth(signedIn, { type: 'auth/token-checked', payload: { valid: true } });

    expect(next).toEqual(signedIn);
  });

  it('takes a credit of 0 and an empty name from a valid token check rather than keeping the old ones', () => {
    const next = reduceAuth(signedIn, {
      type: 'auth/token-checked',
      payload: { valid: true, userName: '', credit: 0 },
    });

    expect(next).toEqual({ status: 'authenticated', token: 'tok-1', userName: '', credit: 0 });
  });

  it('does not mutate the state it is given', () => {
    // signedIn is frozen: a mutation would throw in strict mode.
    reduceAuth(signedIn, { type: 'auth/token-checked', payload: { valid: true, credit: 5 } });

    expect(signedIn).toEqual({ status: 'authenticated', ...session });
  });
});
