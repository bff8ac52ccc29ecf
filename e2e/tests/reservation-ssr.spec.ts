// /reservation drawn by the gateway (the first page once drawn in the browser to be drawn on the server, ADR 0036): the draft of this
// browser's session in the HTML before any JavaScript (its heading, its room), private and never indexed; another
// browser gets the Persian page for a draft it does not have; Chromium hydrates the page without a mismatch and
// without asking for the draft again, and what was typed comes back after a reload.
import { expect, test } from '@playwright/test';
import { watchHydration } from './hydration-watch';
import { findHotelWithRoom, saveDraft, tehranDay } from './reservation-helpers';

const TITLE = 'تکمیل اطلاعات رزرو';

test('the server draws the draft for its own browser only; Chromium hydrates it without asking again', async ({
  page,
  browser,
}) => {
  const checkin = tehranDay(57);
  const { hotelId, offer } = await findHotelWithRoom(page, checkin, 2, 5);
  const reservationId = await saveDraft(page.request, { hotelId, checkin, nights: 2 }, [
    { ...offer, extraBedCount: 0, earlyCheckIn: false, lateCheckOut: false },
  ]);
  const address = `/reservation?reservationId=${reservationId}&checkin=${checkin}&nights=2`;

  // The HTML itself, as this browser's session asks for it.
  const response = await page.request.get(address);
  expect(response.headers()['x-rahi-render']).toBe('server');
  expect(response.headers()['cache-control']).toBe('private, no-cache');
  const html = await response.text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>${TITLE}</h1>`));
  expect(html).toContain(offer.name);
  expect(html).toContain('<meta name="robots" content="noindex">');

  // Another browser has no such draft: its HTML says so in Persian and shows nothing of the draft.
  const stranger = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const theirs = await (await stranger.request.get(address)).text();
    expect(theirs).not.toContain(offer.name);
    expect(theirs).toContain('اطلاعات این رزرو پیدا نشد');
  } finally {
    await stranger.close();
  }

  // In Chromium: no mismatch, the draft not asked for again, the page's data taken once.
  const draftCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/reservations')) draftCalls.push(request.url());
  });
  const watch = watchHydration(page, /\/hotels\/\d+\/rooms/);
  await page.goto(address);
  await page.waitForFunction(() => !('__RAHI_RESERVATION__' in window));
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  expect(watch.hydrationProblems()).toEqual([]);
  expect(watch.contentCalls).toEqual([]);
  expect(draftCalls).toEqual([]);

  // What was typed survives a reload of the server's page.
  const mobile = page.getByLabel('شماره موبایل', { exact: false }).first();
  await mobile.fill('09121234567');
  await page.reload();
  await page.waitForFunction(() => !('__RAHI_RESERVATION__' in window));
  await expect(page.getByLabel('شماره موبایل', { exact: false }).first()).toHaveValue('09121234567');
  watch.stop();
});
