// GET /dev/sms-outbox: present only with RAHI_DEV_ROUTES=1, with the codes sent to no phone; absent otherwise.
// PUT /dev/delay and PUT /dev/comment-status: the slow switch and the comment toggle.
import { MESSAGES } from '@rahi/shared-contracts';
import webpush from 'web-push';
import { bodyOf, buildAuthApp, freshMobile, openTestDatabase } from '../auth/test-app';
import type { DatabaseHandle } from '../db/client';
import { siteContent, smsOutbox } from '../db/schema';
import { HEADER_FOOTER } from '../seed/site-content';

/** Production refuses to start without web push's keys: a real pair for the production case. */
const productionVapid = webpush.generateVAPIDKeys();

const DEV = { RAHI_DEV_ROUTES: '1' };
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
}, 60_000);
afterAll(() => handle.close());

describe('GET /dev/sms-outbox', () => {
  it("lists a number's messages latest first, with the code", async () => {
    const { post, clock, app, sent } = buildAuthApp(handle, { env: DEV });
    const mobile = freshMobile();
    await post('/login-register', { mobile });
    clock.advance(60);
    await post('/password/forgot', { mobile });
    await post('/login-register', { mobile: freshMobile() });

    const response = await app.request(
      `/dev/sms-outbox?mobile=${encodeURIComponent(`+98${mobile.slice(1)}`)}`,
    );

    expect(response.status).toBe(200);
    const { data } = await bodyOf(response);
    expect(data).toEqual([
      expect.objectContaining({ mobile, purpose: 'reset', code: sent[1]?.code, sender: 'recording' }),
      expect.objectContaining({ mobile, purpose: 'login', code: sent[0]?.code }),
    ]);
    expect(data[0].text).toContain(sent[1]?.code);
  });

  it('refuses a mobile that is not one', async () => {
    const response = await buildAuthApp(handle, { env: DEV }).app.request('/dev/sms-outbox?mobile=123');
    expect(response.status).toBe(422);
    expect((await bodyOf(response)).meta.errors).toEqual([MESSAGES.authInvalidMobile]);
  });

  it.each([
    ['NODE_ENV unset (npm start)', {}],
    ['NODE_ENV=development', { NODE_ENV: 'development' }],
    [
      'production',
      {
        NODE_ENV: 'production',
        SHORT_LINK_SECRET: 'a-production-secret-of-32-characters',
        VAPID_PUBLIC_KEY: productionVapid.publicKey,
        VAPID_PRIVATE_KEY: productionVapid.privateKey,
      },
    ],
  ])('does not exist without the opt-in (%s), and nothing is written to the outbox', async (_, env) => {
    const before = (await handle.db.select().from(smsOutbox)).length;
    const { post, app, sent } = buildAuthApp(handle, { env });
    const mobile = freshMobile();

    expect((await post('/login-register', { mobile })).status).toBe(200);
    expect(sent).toHaveLength(1);
    expect((await app.request(`/dev/sms-outbox?mobile=${mobile}`)).status).toBe(404);
    expect((await app.request('/dev/sms-outbox')).status).toBe(404);
    expect(await handle.db.select().from(smsOutbox)).toHaveLength(before);
  });

  it('never records a code a real provider sent to a phone, even with the opt-in', async () => {
    const before = (await handle.db.select().from(smsOutbox)).length;
    const delivered: string[] = [];
    const provider = {
      name: 'kavenegar',
      reachesPhones: true,
      sendCode: async (message: { code: string }) => {
        delivered.push(message.code);
      },
    };
    const { post } = buildAuthApp(handle, { env: DEV, sms: provider });

    expect((await post('/login-register', { mobile: freshMobile() })).status).toBe(200);
    expect(delivered).toHaveLength(1);
    expect(await handle.db.select().from(smsOutbox)).toHaveLength(before);
  });
});

describe('PUT /dev/delay', () => {
  it('slows every call but /dev until set back to 0, and refuses a delay that is not one', async () => {
    const { app } = buildAuthApp(handle, { env: DEV });
    const put = (body: unknown) =>
      app.request('/dev/delay', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const timed = async (path: string) => {
      const started = performance.now();
      await app.request(path);
      return performance.now() - started;
    };
    expect((await put({ ms: 300 })).status).toBe(200);
    expect(await timed('/openapi.json')).toBeGreaterThanOrEqual(290);
    expect(await timed('/dev/sms-outbox')).toBeLessThan(290);
    expect((await put({ ms: 0 })).status).toBe(200);
    expect(await timed('/openapi.json')).toBeLessThan(290);
    for (const ms of [-1, 1.5, 60_001, '100']) expect((await put({ ms })).status).toBe(422);
  });

  it('does not exist without RAHI_DEV_ROUTES=1', async () => {
    const { app } = buildAuthApp(handle);
    const response = await app.request('/dev/delay', { method: 'PUT', body: '{"ms":100}' });
    expect(response.status).toBe(404);
  });
});

describe('PUT /dev/comment-status', () => {
  it('opens and closes comments in the header/footer payload, and refuses a body that is not { open: boolean }', async () => {
    await handle.db
      .insert(siteContent)
      .values({ key: 'header-footer', value: HEADER_FOOTER })
      .onConflictDoUpdate({ target: siteContent.key, set: { value: HEADER_FOOTER } });
    const { app } = buildAuthApp(handle, { env: DEV });
    const put = (body: unknown) =>
      app.request('/dev/comment-status', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const status = async () =>
      (await bodyOf(await app.request('/header-footer-contents'))).data.comment.comment_status;

    expect((await put({ open: false })).status).toBe(200);
    expect(await status()).toBe(false);
    expect((await put({ open: true })).status).toBe(200);
    expect(await status()).toBe(true);
    for (const open of ['false', 0, null]) expect((await put({ open })).status).toBe(422);
    expect((await bodyOf(await app.request('/header-footer-contents'))).data.header).toEqual(
      HEADER_FOOTER.header,
    );
  });
});
