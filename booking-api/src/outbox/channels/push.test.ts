// The web push channel against a local push service that checks VAPID and decrypts the payload as a browser's would.
import fs from 'node:fs';
import https from 'node:https';
import webpush, { type RequestOptions } from 'web-push';
import type { DatabaseHandle } from '../../db/client';
import { users } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { FAKE_PUSH_CA_FILE, startFakePushService } from '../../testing/fake-push-service';
import { saveSubscription, subscriptionsOf } from '../push-subscriptions';
import { type OutboxDelivery, PermanentDeliveryError } from './channel';
import { createPushChannel } from './push';

let handle: DatabaseHandle;
let fake: Awaited<ReturnType<typeof startFakePushService>>;
const keys = webpush.generateVAPIDKeys();
const vapid = () => ({ ...keys, subject: 'mailto:support@rahi.ir' });
let nextMobile = 0;
// The fake push service's certificate is trusted as a real service's would be by the system's.
const agent = new https.Agent({ ca: fs.readFileSync(FAKE_PUSH_CA_FILE) });
const trusted = (subscription: webpush.PushSubscription, payload: string, options: RequestOptions) =>
  webpush.sendNotification(subscription, payload, { ...options, agent });

beforeAll(async () => {
  [handle, fake] = await Promise.all([openTestDatabase(), startFakePushService()]);
}, 60_000);
afterAll(async () => {
  await fake.close();
  await handle.close();
});

async function travellerWithBrowsers(count: number) {
  nextMobile += 1;
  const [user] = await handle.db
    .insert(users)
    .values({ mobile: `0912${String(nextMobile).padStart(7, '0')}`, createdAt: new Date() })
    .returning();
  if (!user) throw new Error('no user');
  const browsers = Array.from({ length: count }, () => fake.newSubscription());
  for (const browser of browsers) await saveSubscription(handle.db, user.id, browser, new Date());
  return { userId: user.id, browsers };
}

const delivery = (userId: number, overrides: Partial<OutboxDelivery> = {}): OutboxDelivery => ({
  id: 41,
  kind: 'support_answered',
  channel: 'push',
  userId,
  mobile: null,
  params: { ticketId: 12 },
  attempt: 1,
  idempotencyKey: 'rahi-outbox-41',
  ...overrides,
});

describe('the web push channel', () => {
  it('sends every browser a VAPID-signed, encrypted Persian payload that opens the ticket', async () => {
    const { userId, browsers } = await travellerWithBrowsers(2);
    const channel = createPushChannel({ db: handle.db, vapid, origin: 'https://rahi.ir', send: trusted });
    const before = fake.received.length;

    await channel.send(delivery(userId));

    expect(fake.refused).toEqual([]);
    const got = fake.received.slice(before);
    expect(got.map((push) => push.endpoint).sort()).toEqual(
      browsers.map((browser) => browser.endpoint).sort(),
    );
    expect(got[0]?.payload).toEqual({
      title: 'پاسخ پشتیبانی',
      body: 'پشتیبانی راهی به تیکت ۱۲ پاسخ داد.',
      url: 'https://rahi.ir/profile/ticket/12',
      tag: 'rahi-support_answered-41',
      dir: 'rtl',
      lang: 'fa',
    });
    expect(got[0]?.claims).toMatchObject({ aud: fake.url, sub: 'mailto:support@rahi.ir' });
    expect(got[0]?.urgency).toBe('high');
  });

  it('drops a subscription its push service answers 410 for, and keeps the others', async () => {
    const { userId, browsers } = await travellerWithBrowsers(2);
    const [expired, live] = browsers;
    if (!expired || !live) throw new Error('two browsers');
    fake.gone(expired.endpoint);
    const channel = createPushChannel({ db: handle.db, vapid, send: trusted });

    await channel.send(delivery(userId, { kind: 'booking_confirmed', params: { reserveId: '12345678' } }));

    const left = await subscriptionsOf(handle.db, userId);
    expect(left.map((row) => row.endpoint)).toEqual([live.endpoint]);
    expect(fake.received.at(-1)?.endpoint).toBe(live.endpoint);
  });

  it('gives the message up when its only browser has gone (410)', async () => {
    const { userId, browsers } = await travellerWithBrowsers(1);
    fake.gone(browsers[0]?.endpoint ?? '');
    const channel = createPushChannel({ db: handle.db, vapid, send: trusted });

    await expect(channel.send(delivery(userId))).rejects.toBeInstanceOf(PermanentDeliveryError);
    expect(await subscriptionsOf(handle.db, userId)).toEqual([]);
  });

  it('rejects (to be tried again) when the push service fails otherwise, keeping the subscription', async () => {
    const { userId } = await travellerWithBrowsers(1);
    const failing = async () => {
      throw new webpush.WebPushError('push service down', 503, {}, 'unavailable', 'https://push.example/x');
    };
    const channel = createPushChannel({ db: handle.db, vapid, send: failing });

    const sent = channel.send(delivery(userId));

    await expect(sent).rejects.toThrow('web push failed');
    await expect(sent).rejects.not.toBeInstanceOf(PermanentDeliveryError);
    expect(await subscriptionsOf(handle.db, userId)).toHaveLength(1);
  });

  it('is refused by the fake when the JWT is not signed by the key it names', async () => {
    const { userId } = await travellerWithBrowsers(1);
    const other = webpush.generateVAPIDKeys();
    // A JWT signed by one key but claiming another must not pass the fake's check.
    const channel = createPushChannel({
      db: handle.db,
      vapid,
      send: (subscription, payload, options) =>
        trusted(subscription, payload, {
          ...options,
          vapidDetails: undefined,
          headers: {
            Authorization: webpush
              .getVapidHeaders(fake.url, 'mailto:a@b.ir', keys.publicKey, other.privateKey, 'aes128gcm')
              .Authorization.toString(),
          },
        }),
    });
    const refusedBefore = fake.refused.length;
    await expect(channel.send(delivery(userId))).rejects.toThrow('web push failed');
    expect(fake.refused.slice(refusedBefore)).toEqual(['403 the JWT signature does not match k']);
  });
});
