// GET /dev/sms-outbox: present outside production with the codes sent, absent in production.
import { MESSAGES } from '@rahi/shared-contracts';
import { bodyOf, buildAuthApp, freshMobile, openTestDatabase } from '../auth/test-app';
import type { DatabaseHandle } from '../db/client';
import { smsOutbox } from '../db/schema';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
}, 60_000);
afterAll(() => handle.close());

describe('GET /dev/sms-outbox', () => {
  it("lists a number's messages latest first, with the code", async () => {
    const { post, clock, app, sent } = buildAuthApp(handle);
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
    const response = await buildAuthApp(handle).app.request('/dev/sms-outbox?mobile=123');
    expect(response.status).toBe(422);
    expect((await bodyOf(response)).meta.errors).toEqual([MESSAGES.authInvalidMobile]);
  });

  it('does not exist in production, where nothing is written to the outbox', async () => {
    const before = (await handle.db.select().from(smsOutbox)).length;
    const { post, app, sent } = buildAuthApp(handle, { env: { NODE_ENV: 'production' } });
    const mobile = freshMobile();

    expect((await post('/login-register', { mobile })).status).toBe(200);
    expect(sent).toHaveLength(1);
    expect((await app.request(`/dev/sms-outbox?mobile=${mobile}`)).status).toBe(404);
    expect((await app.request('/dev/sms-outbox')).status).toBe(404);
    expect(await handle.db.select().from(smsOutbox)).toHaveLength(before);
  });
});
