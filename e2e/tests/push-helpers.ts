// A browser that can subscribe to web push in a test: headless Chromium reaches no real push service, so its
// PushManager hands out a subscription to the local fake push service (booking-api/src/testing/
// fake-push-service.ts) with keys the fake holds, and the page's own code sends it to booking-api as a browser's.
import { type BrowserContext, expect, type Page } from '@playwright/test';
import type { startFakePushService } from '../../booking-api/src/testing/fake-push-service';
import { persian } from './login-helpers';

type FakePushSubscription = ReturnType<Awaited<ReturnType<typeof startFakePushService>>['newSubscription']>;

/** Grants notifications and makes every page of `context` opened by `page` hand out `subscription`. */
export async function handOutPushSubscription(
  context: BrowserContext,
  page: Page,
  subscription: FakePushSubscription,
) {
  await context.grantPermissions(['notifications']);
  await page.addInitScript((made) => {
    const handedOut = { ...made, toJSON: () => made };
    PushManager.prototype.getSubscription = async () => null;
    PushManager.prototype.subscribe = async () => handedOut as unknown as PushSubscription;
  }, subscription);
}

/** Turns on notifications for this browser on /profile/edit, as the traveller does (one browser subscribed). */
export async function turnOnBrowserNotifications(page: Page) {
  await page.goto('/profile/edit');
  await page.getByRole('button', { name: 'روشن کردن اعلان در این مرورگر' }).click();
  await expect(page.getByText(`اعلان مرورگر روی ${persian('1')} مرورگر روشن است.`)).toBeVisible();
}
