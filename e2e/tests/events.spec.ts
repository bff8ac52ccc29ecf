import { expect, test } from '@playwright/test';

test('a toast raised in the search remote appears in the shell toast area', async ({ page }) => {
  await page.goto('/');
  // The box is in the server's HTML before the page's code hydrates it (./HomePage then deletes __RAHI_HOME__).
  await expect(page.locator('#hero-title')).toBeVisible();
  await page.waitForFunction(() => !('__RAHI_HOME__' in window));
  await page.getByRole('button', { name: 'جستجو' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'لطفا همه فیلد ها را پر کنید' });
  await expect(toast).toBeVisible();
  // Top-left, as the product's toast setting says.
  const box = await toast.boundingBox();
  expect(box?.x).toBeLessThan((page.viewportSize()?.width ?? 0) / 2);
  expect(box?.y).toBeLessThan(200);
  // A click closes it.
  await toast.click();
  await expect(toast).toBeHidden();
});

test('a cart event on the bus updates the header count, and a remote mounted later sees the cart', async ({
  page,
}) => {
  await page.goto('/');
  // The home page is in the server's HTML before the app has started; ./HomePage deletes __RAHI_HOME__ once
  // the shell and the page have taken it over (hydrated).
  await expect(page.locator('#hero-title')).toBeVisible();
  await page.waitForFunction(() => !('__RAHI_HOME__' in window));
  await page.evaluate(() => {
    type Bus = { emit(event: unknown): void };
    const bus = (globalThis as unknown as Record<symbol, Bus>)[Symbol.for('rahi.event-bus.v1')];
    const prices = {
      earlyBoardPrice: 0,
      earlyCustomerPrice: 0,
      extraEarlyBoardPrice: 0,
      extraEarlyCustomerPrice: 0,
    };
    const late = {
      lateBoardPrice: 0,
      lateCustomerPrice: 0,
      extraLateBoardPrice: 0,
      extraLateCustomerPrice: 0,
    };
    const room = (id: number) => ({
      id,
      totalBoardPrice: 40_000_000,
      totalCustomerPrice: 33_760_000,
      extraBedCount: 0,
      extraBoardPrice: 0,
      extraCustomerPrice: 0,
      earlyCheckIn: false,
      lateCheckOut: false,
      early: prices,
      late,
    });
    if (!bus) throw new Error('the page has no event bus');
    bus.emit({ type: 'cart/room-added', payload: room(11) });
    bus.emit({ type: 'cart/room-added', payload: room(12) });
  });
  await expect(page.getByTestId('cart-count')).toContainText('۲');
  await expect(page.getByRole('link', { name: 'سبد رزرو: ۲ اتاق' })).toBeVisible();

  // Navigating to another remote's route keeps the state: the bus replays it.
  await page.getByRole('contentinfo').getByRole('link', { name: 'راهنما' }).click();
  await expect(page.getByTestId('cart-count')).toContainText('۲');
});

test('at most three toasts show, newest on top', async ({ page }) => {
  await page.goto('/');
  // The home page is in the server's HTML before the app has started; ./HomePage deletes __RAHI_HOME__ once
  // the shell and the page have taken it over (hydrated).
  await expect(page.locator('#hero-title')).toBeVisible();
  await page.waitForFunction(() => !('__RAHI_HOME__' in window));
  await page.evaluate(async () => {
    type Bus = { emit(event: unknown): void };
    const bus = (globalThis as unknown as Record<symbol, Bus>)[Symbol.for('rahi.event-bus.v1')];
    for (const message of ['پیام یک', 'پیام دو', 'پیام سه', 'پیام چهار']) {
      bus?.emit({ type: 'toast/info', payload: { message } });
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  });
  const toasts = page.getByRole('status').filter({ hasText: 'پیام' });
  await expect(toasts).toHaveCount(3);
  await expect(toasts.filter({ hasText: 'پیام یک' })).toHaveCount(0);
  const top = async (text: string) => (await toasts.filter({ hasText: text }).boundingBox())?.y ?? -1;
  expect(await top('پیام چهار')).toBeLessThan(await top('پیام سه'));
  expect(await top('پیام سه')).toBeLessThan(await top('پیام دو'));
});
