// The server side of paying in Chromium, before the reservation pages exist: a booking made through
// the proxy, the sandbox bank page opened through the gateway (Persian, marked as a test, the amount in Toman),
// its buttons pressed, and the browser sent back to /payment-status exactly as Zarinpal sends it; verification
// then confirms the booking, and a cancel leaves it payable. The page counts the booking's hold down and, at
// zero, says the rooms were released and that a payment now is returned.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { formatToman } from '../../shared-contracts/src/text/digits';
import { saveDraft } from './reservation-helpers';

const api = async (request: APIRequestContext, endPoint: string, method = 'GET', body?: unknown) => {
  const response = await request.post('/handle-api', {
    data: { options: { method, headers: {}, body }, endPoint },
  });
  return { status: response.status(), body: await response.json() };
};

async function bookedRoom(request: APIRequestContext, mobile: string) {
  const checkin = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
  const rooms = (await api(request, `/hotels/2/rooms?checkin=${checkin}&nights=1`)).body.data;
  const room = rooms.find((offer: { freeCount: number }) => offer.freeCount > 0);
  const reservationId = await saveDraft(request, { hotelId: 2, checkin, nights: 1 }, [
    { ...room, extraBedCount: 0, earlyCheckIn: false, lateCheckOut: false },
  ]);
  const guests = [{ roomIndex: 0, firstName: 'مریم', lastName: 'احمدی', nationalCode: '0084575948' }];
  const created = await api(request, '/bookings', 'POST', { reservationId, booker: { mobile }, guests });
  expect(created.status).toBe(201);
  const started = await api(request, `/bookings/${created.body.data.reserveId}/payments`, 'POST', { mobile });
  expect(started.status).toBe(201);
  return { ...created.body.data, redirectUrl: started.body.data.redirectUrl as string };
}

test('pay at the sandbox bank: back to /payment-status with OK, and verification confirms the booking', async ({
  page,
  request,
}) => {
  const mobile = `0912${String(Date.now()).slice(-7)}`;
  const booking = await bookedRoom(request, mobile);

  await page.goto(booking.redirectUrl);
  await expect(page.getByRole('status')).toHaveText('این صفحه یک بانک آزمایشی است و هیچ پولی جابه‌جا نمی‌شود.');
  await expect(page.getByTestId('sandbox-amount')).toHaveText(
    `مبلغ: ${formatToman(booking.amounts.toPay)} تومان`,
  );
  // The bank sends the browser to /payment-status as Zarinpal does; the gateway verifies and sends it on.
  const [callback] = await Promise.all([
    page.waitForRequest(/\/payment-status\?Authority=S[A-Za-z0-9]{35}&Status=OK$/),
    page.getByRole('button', { name: 'پرداخت', exact: true }).click(),
  ]);
  await expect(page).toHaveURL(new RegExp(`/payment-success\\?reserveId=${booking.reserveId}$`));

  const back = new URL(callback.url());
  const verified = await api(request, '/payments/verify', 'POST', {
    authority: back.searchParams.get('Authority'),
    status: back.searchParams.get('Status'),
  });
  expect(verified.body.data).toMatchObject({ reserveId: booking.reserveId, paymentStatus: 'verified' });
  expect(['confirmed', 'awaiting_hotel']).toContain(verified.body.data.status);
});

test('cancel at the sandbox bank: back with NOK, the booking stays payable', async ({ page, request }) => {
  const mobile = `0935${String(Date.now()).slice(-7)}`;
  const booking = await bookedRoom(request, mobile);

  await page.goto(booking.redirectUrl);
  const [callback] = await Promise.all([
    page.waitForRequest(/\/payment-status\?Authority=S[A-Za-z0-9]{35}&Status=NOK$/),
    page.getByRole('button', { name: 'انصراف' }).click(),
  ]);
  await expect(page).toHaveURL(new RegExp(`/payment-failure\\?reserveId=${booking.reserveId}$`));
  const back = new URL(callback.url());
  const verified = await api(request, '/payments/verify', 'POST', {
    authority: back.searchParams.get('Authority'),
    status: back.searchParams.get('Status'),
  });
  expect(verified.body.data).toMatchObject({ status: 'pending_payment', paymentStatus: 'cancelled' });
  expect(verified.body.data.reason).toBe('پرداخت لغو شد یا ناموفق بود. مبلغی از حساب شما کسر نشده است.');
});

test("the sandbox bank counts the booking's hold down, and at zero says what paying then does", async ({
  page,
  request,
}) => {
  const mobile = `0936${String(Date.now()).slice(-7)}`;
  const booking = await bookedRoom(request, mobile);
  await page.clock.install();
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });

  await page.goto(booking.redirectUrl);
  const hold = page.getByTestId('sandbox-hold');
  await expect(hold).toContainText('زمان باقی‌مانده برای پرداخت');
  const clock = hold.locator('.clock');
  const first = await clock.textContent();
  expect(first).toMatch(/^۱[۰-۵]:[۰-۵][۰-۹]$/);
  await page.clock.runFor(3000);
  await expect(clock).not.toHaveText(first ?? '');
  expect(blocked).toEqual([]);

  await page.clock.fastForward('16:00');
  await expect(hold).toHaveText(/^مهلت نگه‌داری اتاق‌ها به پایان رسید/);
  await expect(hold).toContainText('مبلغ به کیف پول یا حساب بانکی شما بازگردانده می‌شود');
});
