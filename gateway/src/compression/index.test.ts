import zlib from 'node:zlib';
import { Hono } from 'hono';
import { chooseEncoding, compressResponses } from '.';

const bigJson = JSON.stringify({
  items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `هتل ${i}` })),
});

function appWith(handler: (c: import('hono').Context) => Response | Promise<Response>) {
  const app = new Hono();
  app.use(compressResponses());
  app.get('/x', handler);
  return app;
}

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', undefined],
    ['identity', undefined],
    ['*', 'gzip'],
    [undefined, undefined],
  ])('answers %p with %p', (accept, expected) => {
    expect(chooseEncoding(accept)).toBe(expected);
  });
});

describe('compressResponses', () => {
  it('brotli-compresses a large JSON answer that decodes back to the same text', async () => {
    const res = await appWith((c) => c.json(JSON.parse(bigJson))).request('/x', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });

    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(Buffer.byteLength(bigJson) / 3);
    expect(zlib.brotliDecompressSync(bytes).toString()).toBe(bigJson);
  });

  it('gzips for a browser that accepts only gzip', async () => {
    const res = await appWith((c) => c.text(bigJson)).request('/x', {
      headers: { 'Accept-Encoding': 'gzip' },
    });

    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(bigJson);
  });

  it('compresses the same body once and serves the remembered bytes after', async () => {
    const gzip = jest.spyOn(zlib, 'gzipSync');
    const app = appWith((c) => c.text(`${bigJson} once`));
    const first = await app.request('/x', { headers: { 'Accept-Encoding': 'gzip' } });
    const second = await app.request('/x', { headers: { 'Accept-Encoding': 'gzip' } });

    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    expect(gzip).toHaveBeenCalledTimes(1);
    gzip.mockRestore();
  });

  it('leaves small bodies, images and browsers without Accept-Encoding alone', async () => {
    const small = await appWith((c) => c.text('short')).request('/x', {
      headers: { 'Accept-Encoding': 'br' },
    });
    const image = await appWith((c) =>
      c.body(Buffer.alloc(5000), 200, { 'content-type': 'image/webp' }),
    ).request('/x', { headers: { 'Accept-Encoding': 'br' } });
    const plain = await appWith((c) => c.text(bigJson)).request('/x');

    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('short');
    expect(image.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(bigJson);
  });

  it('passes an answer that is already encoded through untouched', async () => {
    const gz = zlib.gzipSync(bigJson);
    const res = await appWith(
      () =>
        new Response(gz, {
          headers: { 'content-type': 'application/javascript', 'content-encoding': 'gzip' },
        }),
    ).request('/x', { headers: { 'Accept-Encoding': 'br' } });

    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(gz);
  });

  it('keeps the status and other headers of what it compresses', async () => {
    const res = await appWith((c) => c.json(JSON.parse(bigJson), 422, { 'X-Request-Id': 'r1' })).request(
      '/x',
      {
        headers: { 'Accept-Encoding': 'gzip' },
      },
    );

    expect(res.status).toBe(422);
    expect(res.headers.get('x-request-id')).toBe('r1');
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
  });
});
