import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { abortable, type HttpUpstream, httpUpstream, inProcessUpstream, responseText } from '.';

/** A tiny booking-api that answers with what it received. */
const echoApp = new Hono().all('*', async (c) =>
  c.json(
    {
      method: c.req.method,
      url: c.req.url,
      query: c.req.query(),
      language: c.req.header('accept-language') ?? null,
      body: await c.req.text(),
    },
    201,
    { 'X-Echo': 'yes' },
  ),
);

describe('inProcessUpstream', () => {
  it('passes method, path with query, headers and body to the app', async () => {
    const upstream = inProcessUpstream(echoApp);

    const res = await upstream.fetch(
      {
        method: 'POST',
        path: '/destinations?q=%D9%85%D8%B4%D9%87%D8%AF',
        headers: { 'accept-language': 'fa-IR', 'content-type': 'application/json' },
        body: '{"mobile":"09121234567"}',
      },
      new AbortController().signal,
    );

    expect(res.status).toBe(201);
    expect(res.headers['x-echo']).toBe('yes');
    expect(JSON.parse(res.body)).toEqual({
      method: 'POST',
      url: 'http://booking-api.internal/destinations?q=%D9%85%D8%B4%D9%87%D8%AF',
      query: { q: 'مشهد' },
      language: 'fa-IR',
      body: '{"mobile":"09121234567"}',
    });
  });

  it('rejects with the abort when the signal fires before the app answers', async () => {
    const controller = new AbortController();
    const app = { fetch: () => new Promise<Response>(() => controller.abort(new Error('too slow'))) };

    await expect(
      inProcessUpstream(app).fetch({ method: 'GET', path: '/hotels/1', headers: {} }, controller.signal),
    ).rejects.toThrow('too slow');
  });

  it('answers bytes as they were sent when asked for them (a picture)', async () => {
    const picture = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0xff, 0x00, 0x80]);
    const app = new Hono().get('/media/a.webp', (c) =>
      c.body(picture, 200, { 'Content-Type': 'image/webp' }),
    );
    const answer = await inProcessUpstream(app).fetch(
      { method: 'GET', path: '/media/a.webp', headers: {}, responseType: 'bytes' },
      new AbortController().signal,
    );
    expect(answer).toMatchObject({ status: 200, body: '', headers: { 'content-type': 'image/webp' } });
    expect([...(answer.bytes ?? [])]).toEqual([...picture]);
  });

  it('refuses a path that is not relative', async () => {
    await expect(
      inProcessUpstream(echoApp).fetch(
        { method: 'GET', path: '//evil.example/x', headers: {} },
        new AbortController().signal,
      ),
    ).rejects.toThrow('relative');
  });
});

describe('responseText', () => {
  it('reads a Fetch Response through text()', async () => {
    expect(await responseText(new Response('{"a":1}'))).toBe('{"a":1}');
  });

  it("takes a lightweight Response's string body from its cache without calling text()", () => {
    // The shape @hono/node-server's global Response keeps: [status, body, headers] under Symbol('cache').
    const text = jest.fn();
    const lightweight = { [Symbol('cache')]: [200, '{"b":2}', {}], text } as unknown as Response;

    expect(responseText(lightweight)).toBe('{"b":2}');
    expect(text).not.toHaveBeenCalled();
  });

  it('falls back to text() when the cache holds no string', async () => {
    const text = jest.fn().mockResolvedValue('streamed');
    const lightweight = { [Symbol('cache')]: [200, new Uint8Array([1]), {}], text } as unknown as Response;

    expect(await responseText(lightweight)).toBe('streamed');
  });
});

describe('abortable', () => {
  it('rejects at once when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('gone'));

    await expect(abortable(Promise.resolve(1), controller.signal)).rejects.toThrow('gone');
  });

  it('settles as the promise does while the signal stays quiet', async () => {
    await expect(abortable(Promise.resolve(1), new AbortController().signal)).resolves.toBe(1);
  });
});

describe('httpUpstream', () => {
  let server: http.Server;
  let baseUrl: string;
  let upstream: HttpUpstream;
  /** Called when the server receives a request for /slow, which it never answers. */
  let onSlow = () => {};

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/slow') {
        onSlow();
        return;
      }
      if (req.url === '/picture') {
        res.writeHead(200, { 'Content-Type': 'image/webp' });
        res.end(Buffer.from([0x52, 0x49, 0x46, 0x46, 0xff, 0x00, 0x80]));
        return;
      }
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        res.writeHead(req.url?.includes('missing') ? 404 : 200, {
          'Content-Type': 'application/json',
          'Retry-After': '5',
        });
        res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    upstream = httpUpstream(baseUrl, { connections: 2 });
  });

  afterAll(async () => {
    await upstream.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('returns the status, headers and body booking-api answered with', async () => {
    const res = await upstream.fetch(
      {
        method: 'PUT',
        path: '/profile?x=1',
        headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
        body: '{"name":"سارا"}',
      },
      new AbortController().signal,
    );

    expect(res.status).toBe(200);
    expect(res.headers['retry-after']).toBe('5');
    const echoed = JSON.parse(res.body);
    expect(echoed).toMatchObject({ method: 'PUT', url: '/profile?x=1', body: '{"name":"سارا"}' });
    expect(echoed.headers).toMatchObject({ authorization: 'Bearer t', 'content-type': 'application/json' });
  });

  it('answers bytes as they were sent when asked for them (a picture)', async () => {
    const answer = await upstream.fetch(
      { method: 'GET', path: '/picture', headers: {}, responseType: 'bytes' },
      new AbortController().signal,
    );
    expect(answer.body).toBe('');
    expect([...(answer.bytes ?? [])]).toEqual([0x52, 0x49, 0x46, 0x46, 0xff, 0x00, 0x80]);
  });

  it('returns an error status as an answer, not as a failure', async () => {
    const res = await upstream.fetch(
      { method: 'GET', path: '/missing', headers: {} },
      new AbortController().signal,
    );

    expect(res.status).toBe(404);
  });

  it('keeps a path in the base URL as a prefix', async () => {
    const prefixed = httpUpstream(`${baseUrl}/v1/`);
    try {
      const res = await prefixed.fetch(
        { method: 'GET', path: '/hotels/1', headers: {} },
        new AbortController().signal,
      );
      expect(JSON.parse(res.body).url).toBe('/v1/hotels/1');
    } finally {
      await prefixed.close();
    }
  });

  it('rejects when the call is aborted before booking-api answers', async () => {
    const controller = new AbortController();
    onSlow = () => controller.abort(new Error('proxy timeout'));

    await expect(
      upstream.fetch({ method: 'GET', path: '/slow', headers: {} }, controller.signal),
    ).rejects.toThrow();
    expect(controller.signal.aborted).toBe(true);
  });

  it('rejects when booking-api cannot be reached', async () => {
    const unreachable = httpUpstream('http://127.0.0.1:1');
    try {
      await expect(
        unreachable.fetch({ method: 'GET', path: '/hotels/1', headers: {} }, new AbortController().signal),
      ).rejects.toThrow();
    } finally {
      await unreachable.close();
    }
  });

  it('accepts only http and https base URLs', () => {
    expect(() => httpUpstream('file:///etc/passwd')).toThrow('http or https');
  });
});
