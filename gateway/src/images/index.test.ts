import fs from 'node:fs';
import { logger } from '@rahi/booking-api/observability';
import { IMAGE_WIDTHS } from '@rahi/shared-contracts';
import sharp from 'sharp';
import type { Upstream } from '../upstream';
import { imageRoutes } from '.';
import { encodeImage } from './encode';
import { fakeMedia, photoSvg, removeTemporaryFolders, temporaryFolder } from './test-fixtures';

afterAll(removeTemporaryFolders);

const PHOTO = '/media/hotels/12/exterior-1.svg';
const WEBP = { accept: 'image/avif,image/webp,*/*' };

function setup(options: { cacheMaxBytes?: number; upstream?: Upstream; timeoutMs?: number } = {}) {
  const media = fakeMedia({
    [PHOTO]: photoSvg(),
    '/media/hotels/12/pool-1.3f9a2c1b.svg': photoSvg('#1f8a8a'),
  });
  const encode = jest.fn(encodeImage);
  const cacheDir = temporaryFolder();
  const app = imageRoutes({
    upstream: options.upstream ?? media,
    cacheDir,
    cacheMaxBytes: options.cacheMaxBytes ?? 64 * 1024 * 1024,
    timeoutMs: options.timeoutMs ?? 5000,
    encode,
  });
  const get = (query: string, headers: Record<string, string> = WEBP) =>
    app.request(`/_img?${query}`, { headers });
  return { app, media, encode, cacheDir, get };
}

/** An image path with one encode at a time and one waiting, whose encodes start only when released. */
function heldImagePath() {
  const releases: (() => void)[] = [];
  const encode = jest.fn((source: Buffer, params: Parameters<typeof encodeImage>[1]) =>
    new Promise<void>((resolve) => releases.push(resolve)).then(() => encodeImage(source, params)),
  );
  const app = imageRoutes({
    upstream: fakeMedia({ [PHOTO]: photoSvg() }),
    cacheDir: temporaryFolder(),
    cacheMaxBytes: 64 * 1024 * 1024,
    maxConcurrentEncodes: 1,
    maxWaitingEncodes: 1,
    encode,
  });
  return { app, releases, encode };
}

beforeEach(() => {
  jest.spyOn(logger, 'warn');
  jest.spyOn(logger, 'error');
});

afterEach(() => jest.restoreAllMocks());

const picture = async (response: Response) => {
  const bytes = Buffer.from(await response.arrayBuffer());
  return { bytes, meta: await sharp(bytes).metadata() };
};

describe('GET /_img', () => {
  it('draws a media photo 640 wide as webp, in proportion', async () => {
    const { get, media } = setup();
    const response = await get(`src=${PHOTO}&w=640`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const { meta } = await picture(response);
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 426 });
    expect(media.calls).toEqual([{ method: 'GET', path: PHOTO, headers: {}, responseType: 'bytes' }]);
  });

  it('draws a photo uploaded in the back office (a WebP booking-api keeps) like a drawn one', async () => {
    const uploaded = '/media/hotels/12/uploads/photo-3.3f9a2c1b0d4e5f60.webp';
    const webp = await sharp(Buffer.from(photoSvg('#2f6f3f')))
      .resize(1600)
      .webp()
      .toBuffer();
    const { app } = setup({ upstream: fakeMedia({ [uploaded]: webp }) });
    const response = await app.request(`/_img?src=${uploaded}&w=320`, { headers: { accept: 'image/jpeg' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await picture(response)).meta).toMatchObject({ format: 'jpeg', width: 320, height: 213 });
  });

  it('draws every allowed width at exactly that width', async () => {
    const { get } = setup();
    for (const width of IMAGE_WIDTHS) {
      const response = await get(`src=${encodeURIComponent(PHOTO)}&w=${width}&q=40`);
      expect(response.status).toBe(200);
      expect((await picture(response)).meta.width).toBe(width);
    }
  });

  it('cuts to width × height with cover, and pads contain with the background colour', async () => {
    const { get } = setup();
    const cover = await picture(await get(`src=${PHOTO}&w=320&h=320&f=png`));
    expect(cover.meta).toMatchObject({ format: 'png', width: 320, height: 320 });
    const contained = await get(`src=${PHOTO}&w=320&h=320&fit=contain&bg=f00&f=png`);
    const { data } = await sharp(Buffer.from(await contained.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([255, 0, 0]);
  });

  it('picks webp from Accept, jpeg for a browser without it, and says the answer varies by Accept', async () => {
    const { get } = setup();
    const webp = await get(`src=${PHOTO}&w=320`);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('vary')).toBe('Accept');
    const jpeg = await get(`src=${PHOTO}&w=320`, { accept: 'image/png,*/*' });
    expect((await picture(jpeg)).meta.format).toBe('jpeg');
    const named = await get(`src=${PHOTO}&w=320&f=avif`, {});
    expect(named.headers.get('content-type')).toBe('image/avif');
    expect(named.headers.get('vary')).toBeNull();
    expect((await picture(named)).meta.format).toBe('heif');
  });

  it.each([
    ['an absolute URL', 'src=https://example.com/media/a.svg&w=320'],
    ['a host-relative URL', 'src=//example.com/media/a.svg&w=320'],
    ['a dot-dot segment', 'src=/media/hotels/../../openapi.json&w=320'],
    ['an encoded dot-dot', 'src=/media/%2e%2e/openapi.svg&w=320'],
    ['a doubly encoded dot-dot', 'src=/media/%252e%252e/openapi.svg&w=320'],
    ['a backslash', 'src=/media\\hotels/1/a.svg&w=320'],
    ['a path outside media', 'src=/api-docs/openapi.svg&w=320'],
    ['an unknown format', `src=${PHOTO}&w=320&f=gif`],
    ['a huge width', `src=${PHOTO}&w=100000`],
    ['a width between the allowed ones', `src=${PHOTO}&w=700`],
    ['a height far beyond the width', `src=${PHOTO}&w=320&h=20000`],
    ['a colour name as background', `src=${PHOTO}&w=320&bg=red`],
    ['a background with script', `src=${PHOTO}&w=320&bg=%3Cscript%3E`],
  ])('refuses %s with 400 and a Persian envelope, without asking booking-api', async (_, query) => {
    const { get, media, encode } = setup();
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      meta: { status: false, message: 'اطلاعات ارسالی معتبر نیست.', errors: ['اطلاعات ارسالی معتبر نیست.'] },
      data: null,
    });
    expect(media.calls).toHaveLength(0);
    expect(encode).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledWith(expect.stringMatching(/^\[images\] 400 for .*: an? /));
  });

  it('answers 404 in Persian for a media file booking-api does not have', async () => {
    const { get } = setup();
    const response = await get('src=/media/hotels/12/kitchen-1.svg&w=320');
    expect(response.status).toBe(404);
    expect(((await response.json()) as { meta: { message: string } }).meta.message).toBe(
      'آدرس درخواستی پیدا نشد.',
    );
  });

  it('answers 502 when booking-api is down and 504 when it is too slow', async () => {
    const down = setup({ upstream: { fetch: async () => Promise.reject(new Error('ECONNREFUSED')) } });
    expect((await down.get(`src=${PHOTO}&w=320`)).status).toBe(502);
    const slow = setup({ upstream: { fetch: () => new Promise(() => {}) }, timeoutMs: 20 });
    const response = await slow.get(`src=${PHOTO}&w=320`);
    expect(response.status).toBe(504);
    expect(((await response.json()) as { meta: { message: string } }).meta.message).toBe(
      'پاسخ سرور بیش از حد طول کشید. لطفا دوباره تلاش کنید.',
    );
  });

  it('encodes a picture once: the second request is served from disk', async () => {
    const { get, encode, cacheDir } = setup();
    const first = await picture(await get(`src=${PHOTO}&w=640`));
    const second = await picture(await get(`src=${PHOTO}&w=640`));
    expect(encode).toHaveBeenCalledTimes(1);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(fs.readdirSync(cacheDir)).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.webp$/)]);
  });

  it('finds the pictures of an earlier run in the folder', async () => {
    const { get, cacheDir, media } = setup();
    await get(`src=${PHOTO}&w=640`);
    const encode = jest.fn(encodeImage);
    const restarted = imageRoutes({ upstream: media, cacheDir, cacheMaxBytes: 64 * 1024 * 1024, encode });
    const response = await restarted.request(`/_img?src=${PHOTO}&w=640`, { headers: WEBP });
    expect(response.status).toBe(200);
    expect(encode).not.toHaveBeenCalled();
  });

  it('answers 503 with Retry-After when the encode queue is full, and draws again once it drains', async () => {
    const { app, releases } = heldImagePath();
    const get = (bg: string) => app.request(`/_img?src=${PHOTO}&w=320&bg=${bg}`, { headers: WEBP });
    const running = get('111');
    const waiting = get('222');
    await new Promise((resolve) => setTimeout(resolve, 50));

    const refused = await get('333');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe('5');
    expect(((await refused.json()) as { meta: { status: boolean } }).meta.status).toBe(false);

    while (releases.length) releases.shift()?.();
    expect((await running).status).toBe(200);
    const drain = setInterval(() => releases.shift()?.(), 5);
    expect((await waiting).status).toBe(200);
    expect((await get('333')).status).toBe(200);
    clearInterval(drain);
  });

  it('drops a waiting encode when its request has gone, so abandoned requests cannot hold the queue', async () => {
    const { app, releases, encode } = heldImagePath();
    const get = (bg: string, signal?: AbortSignal) =>
      app.request(`/_img?src=${PHOTO}&w=320&bg=${bg}`, { headers: WEBP, signal });
    const running = get('111');
    const gone = new AbortController();
    const abandoned = get('222', gone.signal);
    await new Promise((resolve) => setTimeout(resolve, 50));
    gone.abort();
    await Promise.resolve(abandoned).catch(() => undefined);

    // Its waiting place is free: a new picture queues instead of being refused with 503.
    const next = get('333');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const drain = setInterval(() => releases.shift()?.(), 5);
    expect((await running).status).toBe(200);
    expect((await next).status).toBe(200);
    clearInterval(drain);
    // The abandoned picture was never drawn.
    expect(encode.mock.calls.map(([, params]) => params.background)).toEqual(['111111', '333333']);
  });

  it('keeps drawing a picture another request still waits for when one of them leaves', async () => {
    const { app, encode } = setup();
    const gone = new AbortController();
    const first = app.request(`/_img?src=${PHOTO}&w=640`, { headers: WEBP, signal: gone.signal });
    const second = app.request(`/_img?src=${PHOTO}&w=640`, { headers: WEBP });
    gone.abort();
    await Promise.resolve(first).catch(() => undefined);
    expect((await second).status).toBe(200);
    expect(encode).toHaveBeenCalledTimes(1);
  });

  it('refuses a picture beyond the encode cost cap before fetching or drawing anything', async () => {
    const { get, encode, media } = setup();
    for (const query of [
      'w=3072&h=9216&f=avif',
      'w=3072&h=9216',
      'w=2048&h=2048&f=avif',
      'w=3072&h=3072&f=jpeg',
    ]) {
      const response = await get(`src=${PHOTO}&${query}`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { meta: { status: boolean } }).meta.status).toBe(false);
    }
    expect(encode).not.toHaveBeenCalled();
    expect(media.calls).toEqual([]);
    // The largest the apps ask for still draws.
    expect((await get(`src=${PHOTO}&w=3072&h=2048`)).status).toBe(200);
  });

  it('refuses, without drawing, a picture whose source proportions make it cost too much', async () => {
    const tall =
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="900"><rect width="300" height="900"/></svg>';
    const media = fakeMedia({ '/media/hotels/12/tall-1.svg': tall });
    const encode = jest.fn(encodeImage);
    const app = imageRoutes({ upstream: media, cacheDir: temporaryFolder(), cacheMaxBytes: 2 ** 26, encode });
    const refused = await app.request('/_img?src=/media/hotels/12/tall-1.svg&w=2048&f=avif', {
      headers: WEBP,
    });
    expect(refused.status).toBe(400);
    expect(encode).not.toHaveBeenCalled();
    const drawn = await app.request('/_img?src=/media/hotels/12/tall-1.svg&w=320', { headers: WEBP });
    expect(drawn.status).toBe(200);
  });

  it('shares one encode among requests for the same picture at once', async () => {
    const { get, encode } = setup();
    const responses = await Promise.all(Array.from({ length: 6 }, () => get(`src=${PHOTO}&w=1280`)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const bodies = await Promise.all(responses.map((response) => response.arrayBuffer()));
    expect(new Set(bodies.map((body) => Buffer.from(body).toString('base64'))).size).toBe(1);
    expect(encode).toHaveBeenCalledTimes(1);
  });

  it('draws again when the source changes (the sign of a renamed hotel)', async () => {
    const { get, encode, media } = setup();
    const before = await get(`src=${PHOTO}&w=320`);
    media.files.set(PHOTO, photoSvg('#2050a0'));
    const after = await get(`src=${PHOTO}&w=320`);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(encode).toHaveBeenCalledTimes(2);
  });

  it('answers 304 to If-None-Match with the ETag, without encoding again', async () => {
    const { get, encode } = setup();
    const first = await get(`src=${PHOTO}&w=320`);
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await get(`src=${PHOTO}&w=320`, { ...WEBP, 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    expect(encode).toHaveBeenCalledTimes(1);
  });

  it("keeps booking-api's unversioned photos a day and content-hashed ones a year", async () => {
    const { get } = setup();
    expect((await get(`src=${PHOTO}&w=320`)).headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await get('src=/media/hotels/12/pool-1.3f9a2c1b.svg&w=320')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('holds the folder under its cap, removing the least recently used picture first', async () => {
    const a = `src=${PHOTO}&w=320`;
    const b = `${a}&q=50`;
    const c = `${a}&q=60`;
    const probe = setup();
    const sizes = await Promise.all(
      [a, b, c].map(async (query) => (await picture(await probe.get(query))).bytes.length),
    );
    // Room for all three but one byte: the third write must push one picture out.
    const capped = setup({ cacheMaxBytes: sizes.reduce((sum, size) => sum + size, 0) - 1 });
    await capped.get(a);
    await capped.get(b);
    await capped.get(a);
    await capped.get(c);
    expect(fs.readdirSync(capped.cacheDir)).toHaveLength(2);
    expect(capped.encode).toHaveBeenCalledTimes(3);
    await capped.get(a);
    expect(capped.encode).toHaveBeenCalledTimes(3);
    await capped.get(b);
    expect(capped.encode).toHaveBeenCalledTimes(4);
  });
});
