// GET/PUT /profile/notification-preferences, POST/DELETE /profile/push-subscriptions, and channelsFor applying them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES, NOTIFICATION_MESSAGES } from '@rahi/shared-contracts';
import { envelopeSchema, notificationPreferencesSchema } from '@rahi/shared-contracts/api';
import { eq, inArray } from 'drizzle-orm';
import { bodyOf, buildAuthApp, callAs, logIn, openTestDatabase } from '../auth/test-app';
import type { DatabaseHandle } from '../db/client';
import { outboxMessages, users } from '../db/schema';
import { enqueueMessage } from '../outbox/enqueue';
import { channelsFor, quietUntil } from '../outbox/preferences';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  await handle.close();
  fs.rmSync(env.VAPID_KEYS_FILE, { force: true });
});

const env = {
  RAHI_DEV_ROUTES: '1',
  VAPID_KEYS_FILE: path.join(os.tmpdir(), `rahi-test-vapid-${process.pid}.json`),
};
const p256dh = `B${'A'.repeat(86)}`;
const browser = (n: number, host = 'fcm.googleapis.com') => ({
  endpoint: `https://${host}/fcm/send/device-${n}`,
  expirationTime: null,
  keys: { p256dh, auth: 'c2VjcmV0LWF1dGgtMTIzNA' },
});
/** A UTC moment given its Tehran wall-clock time. */
const tehran = (time: string, day = '2026-11-28') => new Date(Date.parse(`${day}T${time}:00+03:30`));

async function userIdOf(token: string, test: ReturnType<typeof buildAuthApp>) {
  const profile = await bodyOf(await callAs(test, token, 'GET', '/profile'));
  const [user] = await handle.db.select().from(users).where(eq(users.mobile, profile.data.mobile));
  if (!user) throw new Error('no user');
  return user.id;
}

describe('/profile/notification-preferences', () => {
  it('answers every kind on for a traveller who never chose, the login code by SMS only', async () => {
    const test = buildAuthApp(handle, { env });
    const token = await logIn(test);
    const response = await callAs(test, token, 'GET', '/profile/notification-preferences');
    expect(response.status).toBe(200);
    const { data } = envelopeSchema(notificationPreferencesSchema).parse(await bodyOf(response));
    expect(data.kinds.login_code).toEqual({ sms: true, push: false, email: false });
    expect(data.kinds.price_alert).toEqual({ sms: true, push: true, email: true });
    expect(data).toMatchObject({ quietHours: null, email: null, pushDevices: 0 });
  });

  it('saves switches and quiet hours, keeping the kinds not sent', async () => {
    const test = buildAuthApp(handle, { env });
    const token = await logIn(test);
    await callAs(test, token, 'PUT', '/profile/notification-preferences', {
      kinds: { price_alert: { sms: false, push: true, email: false } },
      quietHours: { from: '۲۲:۰۰', to: '08:00' },
    });
    const response = await callAs(test, token, 'PUT', '/profile/notification-preferences', {
      kinds: { support_answered: { sms: false, push: true, email: true } },
      quietHours: { from: '23:30', to: '07:00' },
    });
    const body = await bodyOf(response);
    expect(response.status).toBe(200);
    expect(body.meta.message).toBe(NOTIFICATION_MESSAGES.preferencesSaved);
    const data = notificationPreferencesSchema.parse(body.data);
    expect(data.kinds.price_alert).toEqual({ sms: false, push: true, email: false });
    expect(data.kinds.support_answered).toEqual({ sms: false, push: true, email: true });
    expect(data.quietHours).toEqual({ from: '23:30', to: '07:00' });
  });

  it('refuses in Persian to turn off the confirmation SMS, and a body that is not JSON', async () => {
    const test = buildAuthApp(handle, { env });
    const token = await logIn(test);
    const off = await callAs(test, token, 'PUT', '/profile/notification-preferences', {
      kinds: { booking_confirmed: { sms: false, push: true, email: true } },
      quietHours: null,
    });
    expect(off.status).toBe(422);
    expect((await bodyOf(off)).meta.errors).toEqual([NOTIFICATION_MESSAGES.smsCannotBeOff]);
    const garbage = await test.app.request('/profile/notification-preferences', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{',
    });
    expect(garbage.status).toBe(400);
  });

  it('answers 401 without a login', async () => {
    const test = buildAuthApp(handle, { env });
    const response = await callAs(test, undefined, 'GET', '/profile/notification-preferences');
    expect(response.status).toBe(401);
    expect((await bodyOf(response)).meta.errors).toEqual([MESSAGES.authNotLoggedIn]);
  });
});

describe('/profile/push-subscriptions', () => {
  it('gives a logged-in traveller the VAPID public key to subscribe with, the same on every call', async () => {
    const test = buildAuthApp(handle, { env });
    const token = await logIn(test);
    const first = await bodyOf(await callAs(test, token, 'GET', '/profile/push-key'));
    expect(first.data.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    const again = buildAuthApp(handle, { env });
    expect((await bodyOf(await callAs(again, await logIn(again), 'GET', '/profile/push-key'))).data).toEqual(
      first.data,
    );
    expect((await callAs(test, undefined, 'GET', '/profile/push-key')).status).toBe(401);
  });

  it('keeps a browser of a known push service, and removes only the caller’s own', async () => {
    const test = buildAuthApp(handle, { env });
    const [mine, theirs] = [await logIn(test), await logIn(test)];
    expect((await callAs(test, mine, 'POST', '/profile/push-subscriptions', browser(1))).status).toBe(201);
    const view = await bodyOf(await callAs(test, mine, 'GET', '/profile/notification-preferences'));
    expect(view.data.pushDevices).toBe(1);

    const stranger = await callAs(test, theirs, 'DELETE', '/profile/push-subscriptions', {
      endpoint: browser(1).endpoint,
    });
    expect(stranger.status).toBe(404);
    expect((await bodyOf(stranger)).meta.errors).toEqual([NOTIFICATION_MESSAGES.subscriptionNotFound]);
    const own = await callAs(test, mine, 'DELETE', '/profile/push-subscriptions', {
      endpoint: browser(1).endpoint,
    });
    expect(own.status).toBe(200);
  });

  it('refuses an endpoint that is no push service, and a malformed subscription, in Persian', async () => {
    const test = buildAuthApp(handle, { env: { ...env, RAHI_DEV_ROUTES: '' } });
    const token = await logIn(test);
    const internal = await callAs(test, token, 'POST', '/profile/push-subscriptions', browser(2, '10.0.0.5'));
    expect(internal.status).toBe(422);
    expect((await bodyOf(internal)).meta.errors).toEqual([NOTIFICATION_MESSAGES.pushServiceRefused]);
    const local = { ...browser(3), endpoint: 'http://127.0.0.1:9/push/x' };
    expect((await callAs(test, token, 'POST', '/profile/push-subscriptions', local)).status).toBe(422);
    const broken = await callAs(test, token, 'POST', '/profile/push-subscriptions', {
      endpoint: 'x',
      keys: {},
    });
    expect(broken.status).toBe(422);
    expect((await bodyOf(broken)).meta.errors).toEqual([NOTIFICATION_MESSAGES.invalidSubscription]);
  });
});

describe('channelsFor', () => {
  it('sends a guest’s message by SMS, and a traveller’s by the channels they can be reached on', async () => {
    const test = buildAuthApp(handle, { env });
    const token = await logIn(test);
    const userId = await userIdOf(token, test);
    const at = tehran('12:00');
    expect(await channelsFor(handle.db, { userId: null, kind: 'booking_confirmed', at })).toEqual(['sms']);
    expect(await channelsFor(handle.db, { userId, kind: 'support_answered', at })).toEqual(['sms']);

    await callAs(test, token, 'POST', '/profile/push-subscriptions', browser(10));
    await callAs(test, token, 'PUT', '/profile', {
      firstname: 'مریم',
      lastname: 'احمدی',
      email: 'maryam@example.com',
    });
    expect(await channelsFor(handle.db, { userId, kind: 'support_answered', at })).toEqual([
      'sms',
      'push',
      'email',
    ]);
    expect(await channelsFor(handle.db, { userId, kind: 'login_code', at })).toEqual(['sms']);
  });

  it('keeps SMS for the confirmation even when everything else is off', async () => {
    const test = buildAuthApp(handle, { env });
    const token = await logIn(test);
    const userId = await userIdOf(token, test);
    await callAs(test, token, 'POST', '/profile/push-subscriptions', browser(20));
    await callAs(test, token, 'PUT', '/profile/notification-preferences', {
      kinds: {
        booking_confirmed: { sms: true, push: false, email: false },
        hold_ending: { sms: false, push: true, email: false },
      },
      quietHours: null,
    });
    const at = tehran('12:00');
    expect(await channelsFor(handle.db, { userId, kind: 'booking_confirmed', at })).toEqual(['sms']);
    expect(await channelsFor(handle.db, { userId, kind: 'hold_ending', at })).toEqual(['push']);
  });

  it('holds back promotional kinds in the quiet hours across midnight, Tehran time, and nothing else', async () => {
    const test = buildAuthApp(handle, { env });
    const token = await logIn(test);
    const userId = await userIdOf(token, test);
    await callAs(test, token, 'PUT', '/profile/notification-preferences', {
      kinds: {},
      quietHours: { from: '22:00', to: '08:00' },
    });
    const kinds = async (at: Date) => ({
      price: await channelsFor(handle.db, { userId, kind: 'price_alert', at }),
      review: await channelsFor(handle.db, { userId, kind: 'review_invitation', at }),
      refund: await channelsFor(handle.db, { userId, kind: 'payment_returned', at }),
    });
    expect(await kinds(tehran('23:30'))).toEqual({ price: [], review: [], refund: ['sms'] });
    expect(await kinds(tehran('02:00', '2026-11-29'))).toEqual({ price: [], review: [], refund: ['sms'] });
    // 21:00 UTC is 00:30 in Tehran: quiet, though the UTC day has not turned.
    expect(await kinds(new Date('2026-11-28T21:00:00Z'))).toEqual({ price: [], review: [], refund: ['sms'] });
    expect(await kinds(tehran('08:00'))).toEqual({ price: ['sms'], review: ['sms'], refund: ['sms'] });
    expect(await kinds(tehran('21:59'))).toEqual({ price: ['sms'], review: ['sms'], refund: ['sms'] });
    const at = tehran('23:30');
    expect(await quietUntil(handle.db, { userId, kind: 'price_alert', at })).toEqual(
      tehran('08:00', '2026-11-29'),
    );
    expect(await quietUntil(handle.db, { userId, kind: 'payment_returned', at })).toBeNull();
  });
});

describe('enqueueMessage with the preferences', () => {
  it('writes a row per channel the traveller allows, and holds a price alert until their quiet hours end', async () => {
    const test = buildAuthApp(handle, { env });
    const token = await logIn(test);
    const userId = await userIdOf(token, test);
    await callAs(test, token, 'POST', '/profile/push-subscriptions', browser(30));
    await callAs(test, token, 'PUT', '/profile/notification-preferences', {
      kinds: { price_alert: { sms: false, push: true, email: false } },
      quietHours: { from: '22:00', to: '08:00' },
    });
    const night = tehran('23:10');
    const rowsOf = async (ids: number[]) =>
      (await handle.db.select().from(outboxMessages).where(inArray(outboxMessages.id, ids))).map((row) => [
        row.kind,
        row.channel,
        row.availableAt.toISOString(),
      ]);

    const answered = await enqueueMessage(
      handle.db,
      { kind: 'support_answered', userId, params: { ticketId: 3 } },
      { now: night },
    );
    const alert = await enqueueMessage(
      handle.db,
      { kind: 'price_alert', userId, params: { hotelName: 'هتل' } },
      { now: night },
    );

    expect(await rowsOf(answered)).toEqual([
      ['support_answered', 'sms', night.toISOString()],
      ['support_answered', 'push', night.toISOString()],
    ]);
    expect(await rowsOf(alert)).toEqual([
      ['price_alert', 'push', tehran('08:00', '2026-11-29').toISOString()],
    ]);
  });
});
