import { getEventBus } from '@rahi/shared-contracts';
import {
  clearLoggedOutMark,
  clearSessionCookies,
  isMarkedLoggedOut,
  markLoggedOut,
  readSessionCookies,
  writeSessionCookies,
} from './auth-cookies';
import { startAuthSession } from './session';

const BUS_KEY = Symbol.for('rahi.event-bus.v1');

/** The proxy: answers /check-token with `checkAnswer`, anything else with success; records the endPoints. */
function fakeProxy(checkAnswer: { status: number; body: unknown }) {
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (_url: unknown, init?: { body?: string }) => {
    const { endPoint } = JSON.parse(init?.body ?? '{}');
    calls.push(endPoint);
    if (endPoint === '/check-token')
      return { status: checkAnswer.status, json: async () => checkAnswer.body };
    return { status: 200, json: async () => ({ meta: { status: true }, data: null }) };
  }) as unknown as typeof fetch;
  return calls;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
let stop: () => void = () => {};

/** The auth statuses the bus goes through while the session starts and its first calls settle. */
async function statusesWhileStarting(): Promise<string[]> {
  const states: string[] = [];
  const watch = getEventBus().auth$.subscribe((auth) => states.push(auth.status));
  stop = startAuthSession();
  await flush();
  watch.unsubscribe();
  return states;
}

/** The gateway's verdict in the page's HTML, as pages/session-verdict.ts writes it. */
function serverVerdict(json: string) {
  const block = document.createElement('script');
  block.id = 'rahi-session';
  block.type = 'application/json';
  block.textContent = json;
  document.head.append(block);
}

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[BUS_KEY];
  clearSessionCookies();
  clearLoggedOutMark();
  document.getElementById('rahi-session')?.remove();
});

afterEach(() => {
  stop();
  jest.restoreAllMocks();
});

describe('startAuthSession', () => {
  it('does not check a token when no session cookie says someone logged in', async () => {
    const calls = fakeProxy({ status: 200, body: {} });

    stop = startAuthSession();
    await flush();

    expect(calls).toEqual([]);
    expect(getEventBus().getAuth()).toEqual({ status: 'anonymous' });
  });

  it('shows the remembered name at once, unverified, then confirms it with the token check', async () => {
    writeSessionCookies({ userName: 'مریم', credit: 10 });
    const calls = fakeProxy({
      status: 200,
      body: { meta: { status: true }, data: { userName: 'مریم احمدی', credit: 90 } },
    });

    stop = startAuthSession();
    expect(getEventBus().getAuth()).toEqual({ status: 'unverified', userName: 'مریم', credit: 10 });
    await flush();

    expect(calls).toEqual(['/check-token']);
    expect(getEventBus().getAuth()).toEqual({ status: 'authenticated', userName: 'مریم احمدی', credit: 90 });
    expect(readSessionCookies()).toEqual({ userName: 'مریم احمدی', credit: 90 });
  });

  it('logs out and clears the cookies when the token check answers 401', async () => {
    writeSessionCookies({ userName: 'مریم', credit: 10 });
    fakeProxy({ status: 401, body: { meta: { status: false, message: 'unauthorized' } } });

    stop = startAuthSession();
    await flush();

    expect(getEventBus().getAuth()).toEqual({ status: 'anonymous' });
    expect(readSessionCookies()).toBeUndefined();
  });

  it('logs out when the token check gets no answer at all', async () => {
    writeSessionCookies({ userName: 'مریم', credit: 10 });
    globalThis.fetch = jest
      .fn()
      .mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});

    stop = startAuthSession();
    await flush();

    expect(getEventBus().getAuth()).toEqual({ status: 'anonymous' });
  });

  it('writes the cookies on login, and on logout clears them and asks the gateway to drop the token', async () => {
    const calls = fakeProxy({ status: 200, body: {} });
    stop = startAuthSession();

    getEventBus().emit({ type: 'auth/logged-in', payload: { userName: 'علی', credit: 0 } });
    expect(readSessionCookies()).toEqual({ userName: 'علی', credit: 0 });

    getEventBus().emit({ type: 'auth/session-updated', payload: { userName: 'علی رضایی' } });
    expect(readSessionCookies()).toEqual({ userName: 'علی رضایی', credit: 0 });

    getEventBus().emit({ type: 'auth/logged-out', payload: { redirectHome: false } });
    await flush();

    expect(readSessionCookies()).toBeUndefined();
    expect(calls).toEqual(['/logout']);
  });

  describe('between a logout and the gateway dropping the token', () => {
    it('the page is marked logged out until /logout has answered', async () => {
      let answer: (value: unknown) => void = () => {};
      globalThis.fetch = jest.fn(
        () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      ) as unknown as typeof fetch;
      stop = startAuthSession();
      getEventBus().emit({ type: 'auth/logged-in', payload: { userName: 'علی', credit: 0 } });

      getEventBus().emit({ type: 'auth/logged-out', payload: { redirectHome: true } });
      expect(isMarkedLoggedOut()).toBe(true);
      answer({ status: 200, json: async () => ({ meta: { status: true }, data: null }) });
      await flush();

      expect(isMarkedLoggedOut()).toBe(false);
    });

    it('a page loaded meanwhile, its verdict still "valid", ends the session again instead of restoring it', async () => {
      markLoggedOut();
      const calls = fakeProxy({ status: 200, body: {} });
      serverVerdict('{"valid":true,"userName":"مریم احمدی","credit":90}');
      expect(await statusesWhileStarting()).toEqual(['anonymous']);
      expect(calls).toEqual(['/logout']);
      expect(readSessionCookies()).toBeUndefined();
      expect(isMarkedLoggedOut()).toBe(false);
    });

    it('a /logout that fails keeps the mark, so the next page asks again', async () => {
      globalThis.fetch = jest.fn(async () => ({
        status: 502,
        json: async () => ({ meta: { status: false, message: 'bad gateway' } }),
      })) as unknown as typeof fetch;
      jest.spyOn(console, 'warn').mockImplementation(() => {});
      jest.spyOn(console, 'error').mockImplementation(() => {});
      stop = startAuthSession();

      getEventBus().emit({ type: 'auth/logged-out', payload: { redirectHome: false } });
      await flush();

      expect(isMarkedLoggedOut()).toBe(true);
    });

    it('a new login removes the mark', () => {
      markLoggedOut();
      fakeProxy({ status: 200, body: {} });
      stop = startAuthSession();

      getEventBus().emit({ type: 'auth/logged-in', payload: { userName: 'علی', credit: 0 } });

      expect(isMarkedLoggedOut()).toBe(false);
    });
  });

  describe("with the server's verdict in the page", () => {
    it('a valid token counts without the readable cookies: logged in at once, cookies written, no second check', async () => {
      const calls = fakeProxy({ status: 401, body: {} });
      serverVerdict('{"valid":true,"userName":"مریم احمدی","credit":90}');

      stop = startAuthSession();

      expect(getEventBus().getAuth()).toEqual({
        status: 'authenticated',
        userName: 'مریم احمدی',
        credit: 90,
      });
      await flush();
      expect(calls).toEqual([]);
      expect(readSessionCookies()).toEqual({ userName: 'مریم احمدی', credit: 90 });
    });

    it('the server name wins over what the cookies remember', () => {
      writeSessionCookies({ userName: 'مریم', credit: 10 });
      fakeProxy({ status: 200, body: {} });
      serverVerdict('{"valid":true,"userName":"مریم احمدی","credit":0}');

      stop = startAuthSession();

      expect(getEventBus().getAuth()).toEqual({ status: 'authenticated', userName: 'مریم احمدی', credit: 0 });
      expect(readSessionCookies()).toEqual({ userName: 'مریم احمدی', credit: 0 });
    });

    it('no valid token: the cookies say nothing, they are cleared, and nobody is logged in even for a moment', async () => {
      writeSessionCookies({ userName: 'مریم', credit: 10 });
      const calls = fakeProxy({ status: 200, body: { meta: { status: true }, data: { userName: 'مریم' } } });
      serverVerdict('{"valid":false}');
      expect(await statusesWhileStarting()).toEqual(['anonymous']);
      expect(readSessionCookies()).toBeUndefined();
      expect(calls).toEqual([]);
    });

    it('a malformed verdict is no verdict: the cookies and the token check decide, as without one', async () => {
      writeSessionCookies({ userName: 'مریم', credit: 10 });
      const calls = fakeProxy({
        status: 200,
        body: { meta: { status: true }, data: { userName: 'مریم', credit: 5 } },
      });
      serverVerdict('{"valid":true,"userName":7}');

      stop = startAuthSession();
      expect(getEventBus().getAuth().status).toBe('unverified');
      await flush();

      expect(calls).toEqual(['/check-token']);
      expect(getEventBus().getAuth()).toEqual({ status: 'authenticated', userName: 'مریم', credit: 5 });
    });
  });
});
