import { logger } from '@rahi/booking-api/observability';
import type { Upstream, UpstreamRequest, UpstreamResponse } from '../upstream';
import { proxyRoutes } from '.';
import { PROXY_MESSAGES } from './messages';

const OK_ENVELOPE = { meta: { status: true, message: 'Done', errors: [] }, data: { id: 1 } };

/** An upstream that answers every call with the given response and remembers what it was asked. */
function recordingUpstream(answer: Partial<UpstreamResponse> = {}) {
  const calls: UpstreamRequest[] = [];
  const upstream: Upstream = {
    async fetch(request) {
      calls.push(request);
      return { status: 200, headers: {}, body: JSON.stringify(OK_ENVELOPE), ...answer };
    },
  };
  return { upstream, calls, only: () => calls[0] as UpstreamRequest };
}

/** An upstream that answers only when aborted, and then with the abort. */
const hangingUpstream: Upstream = {
  fetch: (_request, signal) =>
    new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true })),
};

const failure = (message: string) => ({ meta: { status: false, message, errors: [message] }, data: null });

function post(app: ReturnType<typeof proxyRoutes>, payload: unknown, headers: Record<string, string> = {}) {
  return app.request('/handle-api', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

let warn: jest.SpyInstance;
let error: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(logger, 'warn');
  error = jest.spyOn(logger, 'error');
});
afterEach(() => jest.restoreAllMocks());

describe('PROXY_MESSAGES', () => {
  it('carries the texts the contract fixes', () => {
    expect(PROXY_MESSAGES.invalidInput).toBe('اطلاعات ارسالی معتبر نیست.');
    expect(PROXY_MESSAGES.timeout).toBe('پاسخ سرور بیش از حد طول کشید. لطفا دوباره تلاش کنید.');
    expect(PROXY_MESSAGES.unreachable).toBe('ارتباط با سرور برقرار نشد. لطفا دوباره تلاش کنید.');
  });
});

describe('proxyRoutes: forwarding', () => {
  it('forwards a GET with its query and returns the envelope, never cached', async () => {
    const { upstream, calls, only } = recordingUpstream();
    const app = proxyRoutes({ upstream });

    const res = await post(app, {
      endPoint: '/cities/1/hotels?stars=4,5&page=2',
      options: { method: 'GET' },
    });

    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toEqual(OK_ENVELOPE);
    expect(calls).toHaveLength(1);
    expect(only()).toMatchObject({ method: 'GET', path: '/cities/1/hotels?stars=4,5&page=2' });
    expect(only().body).toBeUndefined();
  });

  it('forwards Persian search text percent-encoded as it came', async () => {
    const { upstream, only } = recordingUpstream();
    const endPoint = '/destinations?q=%D9%85%D8%B4%D9%87%D8%AF';

    await post(proxyRoutes({ upstream }), { endPoint, options: {} });

    expect(only()).toMatchObject({ method: 'GET', path: endPoint });
  });

  it('sends a POST body as JSON with Content-Type application/json', async () => {
    const { upstream, only } = recordingUpstream();
    const body = { mobile: '09121234567', code: '1234', fcm_token: '' };

    await post(proxyRoutes({ upstream }), { endPoint: '/otp', options: { method: 'POST', body } });

    expect(only().method).toBe('POST');
    expect(JSON.parse(only().body as string)).toEqual(body);
    expect(only().headers['content-type']).toBe('application/json');
  });

  it('upper-cases the method', async () => {
    const { upstream, only } = recordingUpstream();

    await post(proxyRoutes({ upstream }), {
      endPoint: '/profile',
      options: { method: 'patch', body: { a: 1 } },
    });

    expect(only().method).toBe('PATCH');
  });

  it.each(['GET', 'DELETE'])('sends no body and no Content-Type with %s', async (method) => {
    const { upstream, only } = recordingUpstream();

    await post(proxyRoutes({ upstream }), { endPoint: '/bookings/7', options: { method, body: { x: 1 } } });

    expect(only().body).toBeUndefined();
    expect(only().headers['content-type']).toBeUndefined();
  });

  it.each([
    [404, 'اقامتگاه پیدا نشد'],
    [422, 'شماره موبایل معتبر نیست'],
    [409, 'این اتاق پر شد'],
  ])('passes status %i through with its envelope', async (status, message) => {
    const envelope = { meta: { status: false, message, errors: [message] }, data: null };
    const { upstream } = recordingUpstream({ status, body: JSON.stringify(envelope) });

    const res = await post(proxyRoutes({ upstream }), { endPoint: '/hotels/99', options: {} });

    expect(res.status).toBe(status);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toEqual(envelope);
  });

  it("passes booking-api's Retry-After through with a 429", async () => {
    const { upstream } = recordingUpstream({ status: 429, headers: { 'retry-after': '30' } });

    const res = await post(proxyRoutes({ upstream }), {
      endPoint: '/login-register',
      options: { method: 'POST' },
    });

    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('30');
  });
});

describe('proxyRoutes: hostile bodies', () => {
  it('refuses a deeply nested body with a 400 envelope instead of overflowing the stack', async () => {
    const { upstream, calls } = recordingUpstream();
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const res = await post(
      proxyRoutes({ upstream }),
      `{"endPoint":"/login-register","options":{"method":"POST","body":${deep}}}`,
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { meta: { errors: string[] } }).meta.errors).toEqual([
      PROXY_MESSAGES.invalidInput,
    ]);
    expect(calls).toHaveLength(0);
  });

  it('passes a body nested as deep as a real one may be', async () => {
    const { upstream, only } = recordingUpstream();
    const body = JSON.parse(`${'{"a":'.repeat(31)}1${'}'.repeat(31)}`);
    const res = await post(proxyRoutes({ upstream }), {
      endPoint: '/login-register',
      options: { method: 'POST', body },
    });
    expect(res.status).toBe(200);
    expect(only().body).toBe(JSON.stringify(body));
  });
});

describe('proxyRoutes: headers', () => {
  it('keeps Accept-Language and a bearer Authorization, and drops everything else', async () => {
    const { upstream, only } = recordingUpstream();
    const headers = {
      Authorization: 'Bearer abc.DEF-123_~+/=',
      'Accept-Language': 'fa-IR',
      Cookie: 'sid=secret',
      Host: 'evil.example',
      'X-Forwarded-For': '6.6.6.6',
      'X-Forwarded-Host': 'evil.example',
      'X-Request-Id': 'chosen-by-browser',
      Connection: 'close',
      'Content-Type': 'text/plain',
    };

    await post(proxyRoutes({ upstream }), { endPoint: '/check-token', options: { headers } });

    expect(only().headers).toEqual({
      authorization: 'Bearer abc.DEF-123_~+/=',
      'accept-language': 'fa-IR',
      'x-request-id': expect.not.stringMatching('chosen-by-browser'),
    });
  });

  it.each([['Basic dXNlcjpwYXNz'], ['Bearer'], ['Bearer two words'], ['Bearer abc\r\nX-Admin: 1'], ['abc']])(
    'drops Authorization %j, which is not a bearer token',
    async (authorization) => {
      const { upstream, only } = recordingUpstream();

      await post(proxyRoutes({ upstream }), {
        endPoint: '/check-token',
        options: { headers: { authorization } },
      });

      expect(only().headers.authorization).toBeUndefined();
    },
  );

  it("sends the draft session from the gateway's cookie, never the browser's own X-Rahi-Session", async () => {
    const { upstream, only } = recordingUpstream();
    const session = 'S'.repeat(43);

    await post(
      proxyRoutes({ upstream }),
      { endPoint: '/bookings', options: { method: 'POST', headers: { 'X-Rahi-Session': 'T'.repeat(43) } } },
      { cookie: `rahi_session=${session}`, 'X-Rahi-Session': 'U'.repeat(43) },
    );
    expect(only().headers['x-rahi-session']).toBe(session);

    const forged = recordingUpstream();
    await post(proxyRoutes({ upstream: forged.upstream }), {
      endPoint: '/bookings',
      options: { method: 'POST', headers: { 'X-Rahi-Session': 'T'.repeat(43) } },
    });
    expect(forged.only().headers).not.toHaveProperty('x-rahi-session');
  });

  it('gives a browser a session cookie when it saves a draft through the proxy', async () => {
    const { upstream, only } = recordingUpstream();
    const res = await post(proxyRoutes({ upstream }), {
      endPoint: '/reservation-drafts',
      options: { method: 'POST', body: {} },
    });
    const id = /^rahi_session=([A-Za-z0-9_-]{43});/.exec(res.headers.get('set-cookie') ?? '')?.[1];
    expect(id).toBeDefined();
    expect(only().headers['x-rahi-session']).toBe(id);
  });

  it('sets X-Forwarded-For from the incoming chain and keeps the caller’s request id', async () => {
    const { upstream, only } = recordingUpstream();

    const res = await post(
      proxyRoutes({ upstream }),
      { endPoint: '/hotels/1', options: {} },
      { 'X-Forwarded-For': '203.0.113.7', 'X-Request-Id': 'req-42' },
    );

    expect(only().headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(only().headers['x-request-id']).toBe('req-42');
    expect(res.headers.get('X-Request-Id')).toBe('req-42');
  });

  it('adds the socket address @hono/node-server gives to X-Forwarded-For', async () => {
    const { upstream, calls } = recordingUpstream();
    const env = { incoming: { socket: { remoteAddress: '198.51.100.9' } } };
    const init = { method: 'POST', body: JSON.stringify({ endPoint: '/hotels/1', options: {} }) };

    await proxyRoutes({ upstream }).request('/handle-api', init, env);
    await proxyRoutes({ upstream }).request(
      '/handle-api',
      { ...init, headers: { 'X-Forwarded-For': '203.0.113.7' } },
      env,
    );

    expect(calls.map((call) => call.headers['x-forwarded-for'])).toEqual([
      '198.51.100.9',
      '203.0.113.7, 198.51.100.9',
    ]);
  });

  it('generates a request id when there is none, and answers with it', async () => {
    const { upstream, only } = recordingUpstream();

    const res = await post(proxyRoutes({ upstream }), { endPoint: '/hotels/1', options: {} });

    expect(only().headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('X-Request-Id')).toBe(only().headers['x-request-id']);
  });
});

describe('proxyRoutes: refusals', () => {
  it.each([
    ['an absolute URL', 'https://evil.example/hotels'],
    ['a protocol-relative URL', '//evil.example/hotels'],
    ['a dot-dot segment', '/hotels/../admin'],
    ['an encoded dot-dot', '/hotels/%2e%2e/admin'],
    ['a double-encoded dot-dot', '/hotels/%252e%252e/admin'],
    ['a backslash', '/hotels\\..\\admin'],
    ['an encoded backslash', '/hotels/%5cadmin'],
    ['an @', '/hotels@evil.example'],
    ['whitespace', '/hotels/1 x'],
    ['a control character', '/hotels/1\u0000'],
    ['no leading slash', 'hotels/1'],
  ])('refuses %s with 400 and never calls booking-api', async (_, endPoint) => {
    const { upstream, calls } = recordingUpstream();

    const res = await post(proxyRoutes({ upstream }), { endPoint, options: {} });

    expect(res.status).toBe(400);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toEqual(failure(PROXY_MESSAGES.invalidInput));
    expect(calls).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(expect.anything(), expect.stringContaining('refused'));
  });

  it('answers 404 for a first segment booking-api does not serve', async () => {
    const { upstream, calls } = recordingUpstream();

    const res = await post(proxyRoutes({ upstream }), { endPoint: '/admin/users', options: {} });

    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(failure(PROXY_MESSAGES.notFound));
    expect(calls).toHaveLength(0);
  });

  it.each(['TRACE', 'CONNECT', 'HEAD', 'OPTIONS', 'FOO'])('answers 405 for the method %s', async (method) => {
    const { upstream, calls } = recordingUpstream();

    const res = await post(proxyRoutes({ upstream }), { endPoint: '/hotels/1', options: { method } });

    expect(res.status).toBe(405);
    expect(await res.json()).toEqual(failure(PROXY_MESSAGES.methodNotAllowed));
    expect(calls).toHaveLength(0);
  });

  it('answers 405 to /handle-api called with anything but POST', async () => {
    const { upstream } = recordingUpstream();

    const res = await proxyRoutes({ upstream }).request('/handle-api');

    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('POST');
    expect(await res.json()).toEqual(failure(PROXY_MESSAGES.methodNotAllowed));
  });

  it.each([
    ['JSON that does not parse', '{"endPoint": "/hotels/1", '],
    ['an empty body', ''],
    ['an array', '[]'],
    ['a string', '"/hotels/1"'],
    ['null', 'null'],
    ['no endPoint', '{"options": {}}'],
    ['a number endPoint', '{"endPoint": 1, "options": {}}'],
    ['no options', '{"endPoint": "/hotels/1"}'],
    ['options as an array', '{"endPoint": "/hotels/1", "options": []}'],
    ['a number method', '{"endPoint": "/hotels/1", "options": {"method": 1}}'],
    ['headers as a string', '{"endPoint": "/hotels/1", "options": {"headers": "x"}}'],
    ['a header that is not a string', '{"endPoint": "/hotels/1", "options": {"headers": {"a": 1}}}'],
  ])('answers 400 for %s', async (_, payload) => {
    const { upstream, calls } = recordingUpstream();

    const res = await post(proxyRoutes({ upstream }), payload);

    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(failure(PROXY_MESSAGES.invalidInput));
    expect(calls).toHaveLength(0);
  });

  it('answers 413 when Content-Length is over the cap, before reading the body', async () => {
    const { upstream, calls } = recordingUpstream();

    const res = await post(
      proxyRoutes({ upstream, maxBodyBytes: 100 }),
      { endPoint: '/hotels/1', options: {} },
      { 'Content-Length': '101' },
    );

    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(failure(PROXY_MESSAGES.tooLarge));
    expect(calls).toHaveLength(0);
  });

  it('answers 413 for an oversized body sent without Content-Length', async () => {
    const { upstream, calls } = recordingUpstream();
    const payload = JSON.stringify({ endPoint: '/otp', options: { body: { pad: 'x'.repeat(2000) } } });
    const stream = new Blob([payload]).stream();

    const request = new Request('http://gateway/handle-api', {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(request.headers.get('content-length')).toBeNull();
    const res = await proxyRoutes({ upstream, maxBodyBytes: 1000 }).request(request);

    expect(res.status).toBe(413);
    expect(calls).toHaveLength(0);
  });

  it('answers 413 when the body is longer than its Content-Length says', async () => {
    const { upstream, calls } = recordingUpstream();
    const payload = { endPoint: '/otp', options: { body: { pad: 'x'.repeat(2000) } } };

    const res = await post(proxyRoutes({ upstream, maxBodyBytes: 1000 }), payload, {
      'Content-Length': '10',
    });

    expect(res.status).toBe(413);
    expect(calls).toHaveLength(0);
  });

  it('accepts a body of exactly the cap', async () => {
    const { upstream, calls } = recordingUpstream();
    const base = JSON.stringify({ endPoint: '/otp', options: { method: 'POST', body: { pad: '' } } });
    const payload = base.replace('"pad":""', `"pad":"${'x'.repeat(500 - base.length)}"`);

    const res = await post(proxyRoutes({ upstream, maxBodyBytes: 500 }), payload);

    expect(Buffer.byteLength(payload)).toBe(500);
    expect(res.status).toBe(200);
    expect(calls).toHaveLength(1);
  });

  it('never writes a body to the log', async () => {
    const { upstream } = recordingUpstream();
    const secret = 'S3cret-Passw0rd';
    const app = proxyRoutes({ upstream });

    await post(app, { endPoint: '/admin', options: { method: 'POST', body: { password: secret } } });
    await post(app, { endPoint: '/login', options: { method: 'TRACE', body: { password: secret } } });
    await post(app, `{"endPoint": "/login", "options": {"body": {"password": "${secret}"}`);

    expect(warn).toHaveBeenCalledTimes(3);
    expect(JSON.stringify([...warn.mock.calls, ...error.mock.calls])).not.toContain(secret);
  });
});

describe('proxyRoutes: upstream trouble', () => {
  it('answers 504 when booking-api does not answer in time, and aborts the call', async () => {
    let seen: AbortSignal | undefined;
    const upstream: Upstream = {
      fetch(request, signal) {
        seen = signal;
        return hangingUpstream.fetch(request, signal);
      },
    };

    const res = await post(proxyRoutes({ upstream, timeoutMs: 50 }), { endPoint: '/hotels/1', options: {} });

    expect(res.status).toBe(504);
    expect(await res.json()).toEqual(failure(PROXY_MESSAGES.timeout));
    expect(seen?.aborted).toBe(true);
  });

  it('answers 504 even when booking-api ignores the abort', async () => {
    const upstream: Upstream = { fetch: () => new Promise(() => {}) };

    const res = await post(proxyRoutes({ upstream, timeoutMs: 50 }), { endPoint: '/hotels/1', options: {} });

    expect(res.status).toBe(504);
  });

  it('answers 502 when booking-api cannot be reached', async () => {
    const upstream: Upstream = {
      fetch: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:3001');
      },
    };

    const res = await post(proxyRoutes({ upstream }), { endPoint: '/hotels/1', options: {} });

    expect(res.status).toBe(502);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toEqual(failure(PROXY_MESSAGES.unreachable));
    expect(error).toHaveBeenCalledWith(expect.anything(), expect.stringContaining('ECONNREFUSED'));
  });

  it.each([
    ['an HTML error page', 502, '<html>Bad Gateway</html>'],
    ['an empty body', 200, ''],
    ['a 204', 204, '{}'],
  ])('answers 502 when booking-api answers with %s', async (_, status, body) => {
    const { upstream } = recordingUpstream({ status, body });

    const res = await post(proxyRoutes({ upstream }), { endPoint: '/hotels/1', options: {} });

    expect(res.status).toBe(502);
    expect(await res.json()).toEqual(failure(PROXY_MESSAGES.unreachable));
  });
});
