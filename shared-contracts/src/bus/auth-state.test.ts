import { ANONYMOUS, type AuthState, hasSession, reduceAuth } from './auth-state';

const session = { userName: 'مریم', credit: 250_000 };
const signedIn: AuthState = Object.freeze({ status: 'authenticated', ...session });

describe('reduceAuth', () => {
  it('logs in with the session carried by auth/logged-in', () => {
    const next = reduceAuth(ANONYMOUS, { type: 'auth/logged-in', payload: session });

    expect(next).toEqual({ status: 'authenticated', userName: 'مریم', credit: 250_000 });
  });

  it('replaces the current session when another user logs in', () => {
    const other = { userName: 'علی', credit: 0 };

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

  it("updates a session's name and credit on auth/session-updated, keeping what it does not name", () => {
    const renamed = reduceAuth(signedIn, {
      type: 'auth/session-updated',
      payload: { userName: 'مریم رضایی' },
    });
    expect(renamed).toEqual({ status: 'authenticated', userName: 'مریم رضایی', credit: 250_000 });

    const unverified: AuthState = { status: 'unverified', ...session };
    const credited = reduceAuth(unverified, { type: 'auth/session-updated', payload: { credit: 900_000 } });
    expect(credited).toEqual({ status: 'unverified', userName: 'مریم', credit: 900_000 });
  });

  it('does not log anyone in on auth/session-updated', () => {
    expect(reduceAuth(ANONYMOUS, { type: 'auth/session-updated', payload: session })).toBe(ANONYMOUS);
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

  it('refreshes the user name and credit on a valid token check', () => {
    const next = reduceAuth(signedIn, {
      type: 'auth/token-checked',
      payload: { valid: true, userName: 'مریم احمدی', credit: 90_000 },
    });

    expect(next).toEqual({ status: 'authenticated', userName: 'مریم احمدی', credit: 90_000 });
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

    expect(next).toEqual({ status: 'authenticated', userName: '', credit: 0 });
  });

  it('does not mutate the state it is given', () => {
    // signedIn is frozen: a mutation would throw in strict mode.
    reduceAuth(signedIn, { type: 'auth/token-checked', payload: { valid: true, credit: 5 } });

    expect(signedIn).toEqual({ status: 'authenticated', ...session });
  });

  describe('a session restored from the cookies on load', () => {
    const restored = { type: 'auth/session-restored', payload: session } as const;
    const unverified: AuthState = { status: 'unverified', ...session };

    it('is unverified until the token check answers', () => {
      expect(reduceAuth(ANONYMOUS, restored)).toEqual(unverified);
    });

    it('becomes authenticated, with the fresh name and credit, when the token check passes', () => {
      const next = reduceAuth(unverified, {
        type: 'auth/token-checked',
        payload: { valid: true, userName: 'مریم احمدی', credit: 5 },
      });

      expect(next).toEqual({ status: 'authenticated', userName: 'مریم احمدی', credit: 5 });
    });

    it('becomes anonymous when the token check fails', () => {
      expect(reduceAuth(unverified, { type: 'auth/token-checked', payload: { valid: false } })).toEqual(
        ANONYMOUS,
      );
    });

    it('does not downgrade a user who has just logged in', () => {
      expect(reduceAuth(signedIn, restored)).toBe(signedIn);
    });
  });

  it('leaves the state alone when a remote asks for the login modal', () => {
    expect(reduceAuth(signedIn, { type: 'auth/login-requested' })).toBe(signedIn);
    expect(reduceAuth(ANONYMOUS, { type: 'auth/login-requested' })).toBe(ANONYMOUS);
  });

  it('tells whether a session is known, checked or not', () => {
    expect(hasSession(ANONYMOUS)).toBe(false);
    expect(hasSession(signedIn)).toBe(true);
    expect(hasSession({ status: 'unverified', ...session })).toBe(true);
  });
});
