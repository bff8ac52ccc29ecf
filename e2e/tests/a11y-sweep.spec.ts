// The accessibility sweep: every built route of shared-contracts' ROUTES (a `page` set), opened at
// 390 and 1280 px from the real sample address in a11y-samples.ts, checked with axe after the page has hydrated
// and again with each of its dialogs and sheets open, and two pages with their remote down (the fallback card).
// A serious or critical finding fails; so do a page without exactly one h1, a heading that skips a level, a
// built route without a sample, and a page whose first load logs a hydration mismatch or throws (the hydration
// watch over every route). One test per route, both widths in one browser context. Each test attaches its rows
// (page × width × dialog → counts by impact); a11y-table-reporter.ts prints them as one table.
import { type Browser, test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { ROUTES, type RouteDefinition } from '../../shared-contracts/src/routes/route-table';
import { SAMPLES, type Sample, type SweepData, type Width } from './a11y-samples';
import { axeScan } from './axe';
import { logInByCode } from './login-helpers';
import { api, bookThroughApi, type Offer, saveDraft, tehranDay } from './reservation-helpers';

/**
 * The sweep's own stays: hotels from 301 on, 40 to 99 days ahead (no other journey books these). The day is drawn
 * afresh by each worker: the room lists are cached for a while, so a day booked a moment ago may look free.
 */
const FIRST_HOTEL = 301;
const WIDTHS: Width[] = [390, 1280];

interface Worker {
  data: SweepData;
  storageState: Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>;
}

/** A hotel with a discounted room type (its struck board price is on the page) that two bookings can take. */
async function findDiscountedHotel(page: Page, checkin: string, nights: number, firstId: number) {
  for (let hotelId = firstId; hotelId <= firstId + 60; hotelId++) {
    const rooms = await api<(Offer & { totalBoardPrice: number })[]>(
      page,
      `/hotels/${hotelId}/rooms?checkin=${checkin}&nights=${nights}`,
    );
    const offer = rooms.find(
      (room) =>
        room.freeCount >= 2 &&
        room.maxExtraBeds >= 1 &&
        room.late.available &&
        room.totalBoardPrice > room.totalCustomerPrice,
    );
    if (offer) return { hotelId, offer };
  }
  throw new Error(`no hotel from ${firstId} on has a discounted room with two free for ${checkin}`);
}

async function prepare(browser: Browser, parallelIndex: number): Promise<Worker> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const mobile = await logInByCode(page, page.request);
  const checkin = tehranDay(40 + Math.floor(Math.random() * 60));
  const nights = 2;
  const { hotelId, offer } = await findDiscountedHotel(
    page,
    checkin,
    nights,
    FIRST_HOTEL + parallelIndex * 10,
  );
  const hotel = await api<{ id: number; slug: string; name: string }>(page, `/hotels/${hotelId}`);
  const [city] = (
    await api<{ id: number; type: string; slug: string }[]>(
      page,
      `/destinations?q=${encodeURIComponent('مشهد')}`,
    )
  ).filter((place) => place.type === 'city');
  if (!city) throw new Error('the seed has no city for "مشهد"');

  const stay = { hotelId, offer, checkin };
  // The draft before the bookings: saving it checks that its room is still free.
  const draftId = await saveDraft(page.request, { hotelId, checkin, nights }, [
    { ...offer, extraBedCount: 1, earlyCheckIn: false, lateCheckOut: false },
  ]);
  const paid = await bookThroughApi(page, stay, mobile, 1);
  const payment = await api<{ redirectUrl: string }>(page, `/bookings/${paid.reserveId}/payments`, 'POST', {
    mobile,
  });
  await page.goto(payment.redirectUrl);
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/payment-success\\?reserveId=${paid.reserveId}$`), {
    timeout: 20_000,
  });
  // Held: a plain room (the paid booking has taken the stay's late check-out).
  const heldDraft = await saveDraft(page.request, { hotelId, checkin, nights }, [
    { ...offer, extraBedCount: 0, earlyCheckIn: false, lateCheckOut: false },
  ]);
  const held = await api<{ reserveId: string }>(page, '/bookings', 'POST', {
    reservationId: heldDraft,
    booker: { mobile },
    guests: [{ roomIndex: 0, firstName: 'مریم', lastName: 'احمدی', nationalCode: '0084575948' }],
  });
  // A saved hotel: /profile/favourites lists it (and its date fields can be opened).
  await api(page, `/favourites/${hotelId}`, 'PUT');
  const ticket = await api<{ id: number }>(page, '/tickets', 'POST', {
    subject: 'پرسش درباره رزرو',
    department: 'booking',
    reserveId: paid.reserveId,
    message: 'آیا صبحانه در قیمت هست؟',
  });
  const storageState = await context.storageState();
  await context.close();
  return {
    storageState,
    data: {
      city: { id: city.id, slug: city.slug },
      hotel: { id: hotel.id, slug: hotel.slug },
      checkin,
      nights,
      paid: { reserveId: paid.reserveId, mobile },
      held: { reserveId: held.reserveId },
      draftId,
      ticketId: ticket.id,
    },
  };
}

const test = base.extend<Record<never, never>, { sweep: Worker }>({
  sweep: [
    async ({ browser }, use, workerInfo) => use(await prepare(browser, workerInfo.parallelIndex)),
    { scope: 'worker', timeout: 120_000 },
  ],
});

interface Row {
  page: string;
  width: Width;
  dialog: string;
  critical: number;
  serious: number;
  moderate: number;
  minor: number;
  blocking: string[];
}

async function scan(
  page: Page,
  route: string,
  width: Width,
  dialog: string,
  testInfo: TestInfo,
): Promise<Row> {
  const results = await axeScan(page);
  const count = (impact: string) => results.violations.filter((v) => v.impact === impact).length;
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help}: ${v.nodes.map((node) => `${node.target.join(' ')} (${node.any[0]?.message ?? node.failureSummary})`).join('; ')}`,
    );
  const row = {
    page: route,
    width,
    dialog,
    critical: count('critical'),
    serious: count('serious'),
    moderate: count('moderate'),
    minor: count('minor'),
    blocking,
  };
  await testInfo.attach('a11y-row', { body: JSON.stringify(row), contentType: 'application/json' });
  return row;
}

/** Waits until the app has started and the page's data has come (and a server-rendered page has hydrated). */
async function settle(page: Page, route: RouteDefinition) {
  await page.locator('#boot').waitFor({ state: 'detached', timeout: 20_000 });
  const global = route.serverRendered?.dataGlobal;
  if (global) await page.waitForFunction((name) => !(name in window), global, { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await settleSpinners(page);
}

/**
 * Spinners gone (the shell's loading bar stays in the page, aria-hidden while idle; while it shows it is outside
 * the landmarks, axe's moderate "region"), then animations finished.
 */
async function settleSpinners(page: Page) {
  await expect(page.locator('[role="progressbar"]:not([aria-hidden="true"])')).toHaveCount(0, {
    timeout: 15_000,
  });
  await settleAnimations(page);
}

const settleAnimations = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );

/** The page's visible headings in document order, as levels: exactly one 1, and no level skipped going down. */
async function expectHeadingOutline(page: Page, where: string) {
  const levels = await page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')]
      .filter(
        (element) => (element as HTMLElement).offsetParent !== null || element.getClientRects().length > 0,
      )
      .filter((element) => !element.closest('[aria-hidden="true"]'))
      .map((element) => Number(element.getAttribute('aria-level') ?? element.tagName.slice(1))),
  );
  expect(
    levels.filter((level) => level === 1).length,
    `${where}: one h1 (headings ${levels.join(' ')})`,
  ).toBe(1);
  const skips = levels.flatMap((level, index) =>
    index > 0 && level > (levels[index - 1] ?? 0) + 1 ? [`h${levels[index - 1]} → h${level}`] : [],
  );
  expect(skips, `${where}: headings in order (${levels.join(' ')})`).toEqual([]);
}

const built = ROUTES.filter((route) => route.page !== undefined);

test('every sample in a11y-samples.ts is a route of the table', () => {
  const paths = new Set(ROUTES.map((route) => route.path));
  expect(Object.keys(SAMPLES).filter((path) => !paths.has(path))).toEqual([]);
});

for (const route of built) {
  test(`a11y ${route.path}`, async ({ browser, sweep }, testInfo) => {
    test.setTimeout(300_000);
    const sample: Sample | undefined = SAMPLES[route.path];
    if (!sample) {
      throw new Error(
        `${route.path} is built (${route.page}) but the accessibility sweep has no sample address for it: ` +
          `add '${route.path}' to SAMPLES in e2e/tests/a11y-samples.ts`,
      );
    }
    // One browser context for both widths: each width is a fresh load of its own page (its server HTML, its
    // hydration), and the second finds the scripts in the context's cache, as a traveller's next page does.
    const context = await browser.newContext({
      locale: 'fa-IR',
      ...(sample.login ? { storageState: sweep.storageState } : {}),
    });
    const url = sample.url(sweep.data);
    const rows: Row[] = [];
    for (const width of WIDTHS) {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 900 });
      // React's hydration mismatches (its messages, or the minified #418/#423/#425), and anything thrown.
      const onLoad: string[] = [];
      page.on('console', (message) => {
        if (/hydrat|#418|#423|#425/i.test(message.text())) onLoad.push(message.text());
      });
      page.on('pageerror', (error) => onLoad.push(`thrown: ${error.message}`));
      await page.goto(url);
      await settle(page, route);
      expect(new URL(page.url()).pathname, `${url} at ${width} px stays on its page`).toBe(
        new URL(url, page.url()).pathname,
      );
      expect(onLoad, `${url} at ${width} px: no hydration mismatch, nothing thrown on load`).toEqual([]);
      rows.push(await scan(page, route.path, width, '—', testInfo));
      await expectHeadingOutline(page, `${route.path} at ${width}`);

      // Each dialog on a page as loaded: the first on this one (its scans changed nothing), the others after a reload.
      const dialogs = (sample.dialogs ?? []).filter(
        (dialog) => !dialog.widths || dialog.widths.includes(width),
      );
      for (const [index, dialog] of dialogs.entries()) {
        if (index > 0) {
          await page.goto(url);
          await settle(page, route);
        }
        const opened = await dialog.open(page, sweep.data, width);
        await expect(opened, `${route.path} at ${width} px: the ${dialog.name} opens`).toBeVisible();
        await settleAnimations(page);
        rows.push(await scan(page, route.path, width, dialog.name, testInfo));
      }
      await page.close();
    }
    await context.close();
    const blocking = rows.flatMap((row) =>
      row.blocking.map((finding) => `${row.width} px, ${row.dialog}: ${finding}`),
    );
    expect(blocking, route.path).toEqual([]);
  });
}

// Error states: a page whose remote cannot load shows the fallback card in its layout, and still has its one h1.
for (const [path, remote] of [
  ['/404', 'mf-content'],
  ['/reserve-status', 'mf-reservation'],
] as const) {
  for (const width of WIDTHS) {
    test(`a11y ${path} with ${remote} down at ${width} px`, async ({ browser }, testInfo) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'fa-IR' });
      const page = await context.newPage();
      await page.route(`**/remotes/${remote}/**`, (route) => route.abort());
      await page.goto(path);
      await expect(
        page.getByRole('alert').filter({ hasText: 'این بخش در حال حاضر در دسترس نیست' }),
      ).toBeVisible({
        timeout: 20_000,
      });
      await settleSpinners(page);
      const row = await scan(page, `${path} (${remote} down)`, width, '—', testInfo);
      await expectHeadingOutline(page, `${path} with ${remote} down at ${width}`);
      await context.close();
      expect(row.blocking, `${path} with ${remote} down at ${width} px`).toEqual([]);
    });
  }
}
