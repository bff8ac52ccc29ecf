// The messages a traveller receives: paying at the sandbox bank writes the booking's confirmation into the outbox
// in the payment's transaction, and the outbox worker hands it to the SMS sender (the development fake records it:
// GET /dev/sms-outbox). How soon is measured by `npm run bench:outbox -w @rahi/booking-api` (enqueue to the
// provider's acceptance, p50/p95/max), not here: this journey's wait is a guard against a message that never goes. The SMS names the reserve id, the hotel and the Jalali check-in in
// Persian digits, and its short link, which carries no mobile number, opens the voucher.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { freshMobile, persian } from './login-helpers';
import { saveDraft, screenshots } from './reservation-helpers';

const OFFLINE_TYPES = new Set(['traditional-house', 'eco-lodge', 'guest-house']);

const api = async (request: APIRequestContext, endPoint: string, method = 'GET', body?: unknown) => {
  const response = await request.post('/handle-api', {
    data: { options: { method, headers: {}, body }, endPoint },
  });
  return { status: response.status(), body: await response.json() };
};

/** A hotel the booking of which is confirmed at payment (not one that confirms by hand). */
async function confirmingHotel(request: APIRequestContext) {
  for (let id = 1; id < 40; id += 1) {
    const hotel = (await api(request, `/hotels/${id}`)).body.data;
    if (hotel && !OFFLINE_TYPES.has(hotel.type)) return hotel as { id: number; name: string };
  }
  throw new Error('no hotel that confirms at payment');
}

test('pay → the SMS with the reserve id and a voucher link that opens the voucher', async ({
  page,
  request,
}) => {
  const mobile = freshMobile();
  const hotel = await confirmingHotel(request);
  const checkin = new Date(Date.now() + 11 * 86_400_000).toISOString().slice(0, 10);
  const rooms = (await api(request, `/hotels/${hotel.id}/rooms?checkin=${checkin}&nights=2`)).body.data;
  const room = rooms.find((offer: { freeCount: number }) => offer.freeCount > 0);
  const reservationId = await saveDraft(request, { hotelId: hotel.id, checkin, nights: 2 }, [
    { ...room, extraBedCount: 0, earlyCheckIn: false, lateCheckOut: false },
  ]);
  const guests = [{ roomIndex: 0, firstName: 'مریم', lastName: 'احمدی', nationalCode: '0084575948' }];
  const created = await api(request, '/bookings', 'POST', { reservationId, booker: { mobile }, guests });
  expect(created.status).toBe(201);
  const reserveId = created.body.data.reserveId as string;
  const started = await api(request, `/bookings/${reserveId}/payments`, 'POST', { mobile });

  await page.goto(started.body.data.redirectUrl);
  const [callback] = await Promise.all([
    page.waitForRequest(/\/payment-status\?Authority=/),
    page.getByRole('button', { name: 'پرداخت', exact: true }).click(),
  ]);
  const back = new URL(callback.url());
  const verify = api(request, '/payments/verify', 'POST', {
    authority: back.searchParams.get('Authority'),
    status: back.searchParams.get('Status'),
  });
  expect((await verify).body.data).toMatchObject({ reserveId, status: 'confirmed' });

  let text = '';
  await expect
    .poll(
      async () => {
        const outbox = await api(request, `/dev/sms-outbox?mobile=${mobile}`);
        const rows = (outbox.body.data ?? []) as { purpose: string; text: string }[];
        text = rows.find((row) => row.purpose === 'booking_confirmed')?.text ?? '';
        return text;
      },
      { timeout: 20_000, intervals: [100, 250, 500] },
    )
    .toContain(persian(reserveId));
  expect(text).toContain(hotel.name);
  expect(text).toContain('۲ شب');
  expect(text).toMatch(/ورود ۱۴۰[۰-۹]\/[۰-۹]{2}\/[۰-۹]{2}/);
  expect(text).not.toContain(mobile);

  const link = /\/v\/[\w.-]+/.exec(text)?.[0] ?? '';
  expect(link).not.toBe('');
  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`/voucher\\?reserveId=${reserveId}&mobile=${mobile}$`));
  await expect(page.getByText(persian(reserveId)).first()).toBeVisible();
  await screenshots(page, 'notifications-voucher-from-sms');
});
