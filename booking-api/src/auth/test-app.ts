// The booking-api a login test talks to: a fresh database, a clock that moves only when told, an SMS sender
// that remembers what it sent, and optionally a bot check. Not a test file itself.

import { createBookingApi } from '../app';
import type { CaptchaCheck } from '../captcha';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../db/test-database';
import type { CodeMessage, SmsSender } from '../sms';
import { manualClock } from './clock';

export interface TestAuthApp {
  app: ReturnType<typeof createBookingApi>;
  clock: ReturnType<typeof manualClock>;
  sent: CodeMessage[];
  /** The last code sent to the number. */
  lastCode(mobile: string): string;
  /** A POST with a JSON body, from this app's own client address unless X-Forwarded-For is given. */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
}

/** A recording sender; `failNext` makes the next send reject. */
export function recordingSender() {
  const sent: CodeMessage[] = [];
  const state = { failNext: false };
  const sender: SmsSender = {
    name: 'recording',
    async sendCode(message) {
      if (state.failNext) {
        state.failNext = false;
        throw new Error('the provider is down');
      }
      sent.push(message);
    },
  };
  return { sender, sent, state };
}

export function buildAuthApp(
  handle: DatabaseHandle,
  options: { env?: NodeJS.ProcessEnv; captcha?: CaptchaCheck; sms?: SmsSender; sent?: CodeMessage[] } = {},
): TestAuthApp {
  appCounter += 1;
  const address = `10.0.${appCounter >> 8}.${appCounter & 255}`;
  const env: NodeJS.ProcessEnv = { AUTH_CODE_SECRET: 'test-secret', ...options.env };
  const skipCaptcha: CaptchaCheck = { verify: async () => ({ ok: true, skipped: true }) };
  const captcha = options.captcha ?? (env.RECAPTCHA_SECRET ? undefined : skipCaptcha);
  const clock = manualClock();
  const recording = recordingSender();
  const sent = options.sent ?? recording.sent;
  const app = createBookingApi({
    db: handle.db,
    auth: { env, clock, sms: options.sms ?? recording.sender, ...(captcha && { captcha }) },
  });
  return {
    app,
    clock,
    sent,
    lastCode(mobile) {
      const message = sent.filter((item) => item.mobile === mobile).at(-1);
      if (!message) throw new Error(`no code was sent to ${mobile}`);
      return message.code;
    },
    post: (path, body, headers = {}) =>
      Promise.resolve(
        app.request(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address, ...headers },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
      ),
  };
}

export { openTestDatabase };

let appCounter = 0;
let counter = 0;
/** A fresh mobile number for each test, so tests in one file share a database without sharing limits. */
export function freshMobile(): string {
  counter += 1;
  return `0912${String(process.pid % 1000).padStart(3, '0')}${String(counter).padStart(4, '0')}`;
}

/** The envelope of a response. */
// biome-ignore lint/suspicious/noExplicitAny: tests check fields one by one
export const bodyOf = async (response: Response): Promise<any> => response.json();

/** Logs a number in by SMS code and returns its bearer token. */
export async function logIn(test: TestAuthApp, mobile = freshMobile()): Promise<string> {
  await test.post('/login-register', { mobile });
  const body = await bodyOf(await test.post('/otp', { mobile, code: test.lastCode(mobile) }));
  return body.data.token;
}

/** A request as a logged-in traveller: `token` goes in the bearer header, `body` as JSON. */
export function callAs(
  test: TestAuthApp,
  token: string | undefined,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return Promise.resolve(
    test.app.request(path, { method, headers, ...(body !== undefined && { body: JSON.stringify(body) }) }),
  );
}
