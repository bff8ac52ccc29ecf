// Web push, one journey: a logged-in traveller turns on browser notifications on /profile/edit (the page's own
// code: permission, the shell's service worker, booking-api's VAPID key, POST /profile/push-subscriptions), pays
// for a booking, and the push service receives the confirmation, VAPID-signed and encrypted for this browser.
// Headless Chromium reaches no real push service, so the test plays it: a local HTTPS push service
// (booking-api/src/testing/fake-push-service.ts) that checks the JWT and decrypts the payload, and the
// browser's PushManager hands out a subscription to it with keys the test made. The payload is then delivered
// to the service worker (DevTools' ServiceWorker.deliverPushMessage), which shows it right to left in Persian.
import { expect, test } from '@playwright/test';
import { startFakePushService } from '../../booking-api/src/testing/fake-push-service';
import { logInByCode, persian } from './login-helpers';
import { bookAndPay, checkPage } from './profile-helpers';
import { handOutPushSubscription } from './push-helpers';

test('a browser that turned on notifications gets the payment confirmation by web push', {
  tag: '@notifications',
}, async ({ page, context, request }) => {
  test.setTimeout(240_000);
  const push = await startFakePushService();
  try {
    const subscription = push.newSubscription();
    await handOutPushSubscription(context, page, subscription);
    await page.setViewportSize({ width: 1280, height: 900 });
    const mobile = await logInByCode(page, request);

    await page.goto('/profile/edit');
    await expect(page.getByText('اعلان مرورگر روی هیچ مرورگری روشن نیست.')).toBeVisible();
    await page.getByRole('button', { name: 'روشن کردن اعلان در این مرورگر' }).click();
    await expect(page.getByText(`اعلان مرورگر روی ${persian('1')} مرورگر روشن است.`)).toBeVisible();
    await checkPage(page, 'notification-settings');

    const { reserveId } = await bookAndPay(page, mobile, 29, { firstHotel: 241 });

    await expect
      .poll(() => push.received.map((got) => got.payload), { timeout: 10_000 })
      .toContainEqual(expect.objectContaining({ title: 'رزرو شما قطعی شد' }));
    const confirmation = push.received.find(
      (got) => (got.payload as { title?: string }).title === 'رزرو شما قطعی شد',
    );
    expect(push.refused).toEqual([]);
    expect(confirmation?.endpoint).toBe(subscription.endpoint);
    expect(confirmation?.payload).toMatchObject({ dir: 'rtl', lang: 'fa' });
    expect((confirmation?.payload as { body?: string } | undefined)?.body).toContain(persian(reserveId));

    // The shell's service worker shows what the push service would hand it. The page may still be replacing
    // its worker (the shell registers it on each load), and DevTools drops a push delivered meanwhile, so the push
    // is handed over again until it shows: its tag keeps it one notification.
    const origin = new URL(page.url()).origin;
    const session = await context.newCDPSession(page);
    await session.send('ServiceWorker.enable');
    const registrationId = await new Promise<string>((resolve) => {
      session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find(
          (registration) => !registration.isDeleted && registration.scopeURL === `${origin}/`,
        );
        if (ours) resolve(ours.registrationId);
      });
    });
    await expect
      .poll(
        async () => {
          await session.send('ServiceWorker.deliverPushMessage', {
            origin,
            registrationId,
            data: JSON.stringify(confirmation?.payload),
          });
          return page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration('/');
            const shown = (await registration?.getNotifications()) ?? [];
            return shown.map((notification) => ({ title: notification.title, dir: notification.dir }));
          });
        },
        { timeout: 20_000 },
      )
      .toEqual([{ title: 'رزرو شما قطعی شد', dir: 'rtl' }]);
  } finally {
    await push.close();
  }
});
