// The back office's numbers: a paid booking adds one booking, its room nights, its price and its lead time to
// today; cancelling it adds a cancellation and its refund; hotel pages opened and drafts made are counted for the
// funnel. A hotel manager reads only their hotels (another's is 404, and no city searches); bad ranges are refused.
import { todayInTehran } from '@rahi/shared-contracts';
import type { StaffSalesReport } from '@rahi/shared-contracts/api';
import { STAFF_REPORTS_MESSAGES as M } from '@rahi/shared-contracts/staff';
import type { DatabaseHandle } from '../../db/client';
import {
  buildBookingApp,
  flushBookingApps,
  loggedIn,
  openSeededDatabase,
  roomWithFreeRooms,
  STAY,
} from '../../testing/booking-fixture';
import { paidBooking } from '../../testing/paid-booking';
import { signedInStaff } from '../desk-test-kit';

let handle: DatabaseHandle;
let api: ReturnType<typeof buildBookingApp>;
let admin: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  handle = await openSeededDatabase();
  api = buildBookingApp(handle);
  admin = await signedInStaff(handle, ['admin']);
}, 120_000);
afterAll(async () => {
  await flushBookingApps(handle);
  await handle.close();
});

const today = todayInTehran();
async function report(query: string, headers = admin.headers): Promise<StaffSalesReport> {
  const answer = await api.get(`/staff/reports/sales?${query}`, headers);
  expect(answer.status).toBe(200);
  return (await answer.json()).data;
}

describe('GET /staff/reports/sales', () => {
  it('counts a paid booking, its cancellation and refund, and the funnel before it, on today', async () => {
    const { hotel } = await roomWithFreeRooms(handle, 5, 0);
    const range = `from=${today}&to=${today}&hotelId=${hotel.id}`;
    const before = await report(range);
    await api.get(`/hotels/${hotel.id}/reviews?page=1`);
    await api.get(`/hotels/${hotel.id}/reviews?page=2`); // turning the page is not another visit
    await api.get(`/cities/${hotel.cityId}/hotels?checkin=${STAY.checkin}&nights=2&page=1`);
    const traveller = await loggedIn(handle, api.clock());
    const paid = await paidBooking(handle, api, traveller);
    expect(paid.hotel.id).toBe(hotel.id);
    await api.app.flushSearchCounts();

    const after = await report(range);
    expect(after.periods).toHaveLength(1);
    expect(after.totals.bookings - before.totals.bookings).toBe(1);
    expect(after.totals.nightsSold - before.totals.nightsSold).toBe(STAY.nights);
    expect(after.totals.revenue - before.totals.revenue).toBe(paid.toPay);
    expect(after.funnel.searches).toBeNull();
    expect(after.funnel.hotelPages - before.funnel.hotelPages).toBe(1);
    expect(after.funnel.reservations - before.funnel.reservations).toBe(1);
    expect(after.funnel.paid).toBe(after.totals.bookings);
    if (before.totals.bookings === 0) expect(after.totals.leadDays).toBe(3);
    const everyHotel = await report(`from=${today}&to=${today}`);
    expect(everyHotel.funnel.searches).toBeGreaterThanOrEqual(1);

    const cancelled = await api.post(`/bookings/${paid.reserveId}/cancellation`, {}, traveller.auth);
    const { refund } = (await cancelled.json()).data;
    const later = await report(range);
    expect(later.totals.cancellations - after.totals.cancellations).toBe(1);
    expect(later.totals.refunds - after.totals.refunds).toBe(refund);
    expect(later.totals.bookings).toBe(after.totals.bookings);
  });

  it('groups by Jalali month and Saturday weeks, every period listed', async () => {
    const month = await report(`from=2026-11-22&to=2027-01-21&by=month`);
    expect(month.periods.map((period) => period.label)).toEqual(['آذر ۱۴۰۵', 'دی ۱۴۰۵', 'بهمن ۱۴۰۵']);
    const week = await report(`from=2026-11-27&to=2026-11-28&by=week`);
    expect(week.periods.map((period) => period.start)).toEqual(['2026-11-21', '2026-11-28']);
  });

  it("gives a hotel manager their hotels only, without the city searches; another hotel's is 404", async () => {
    const { hotel } = await roomWithFreeRooms(handle, 5, 0);
    const manager = await signedInStaff(handle, ['hotel_manager'], [hotel.id + 1]);
    const own = await report(`from=${today}&to=${today}`, manager.headers);
    expect(own.funnel.searches).toBeNull();
    const mine = await report(`from=${today}&to=${today}&hotelId=${hotel.id + 1}`, manager.headers);
    expect(own.totals).toEqual(mine.totals);
    const theirs = await api.get(
      `/staff/reports/sales?from=${today}&to=${today}&hotelId=${hotel.id}`,
      manager.headers,
    );
    expect(theirs.status).toBe(404);
    const none = await signedInStaff(handle, ['hotel_manager']);
    expect((await report(`from=${today}&to=${today}`, none.headers)).totals.bookings).toBe(0);
    const support = await signedInStaff(handle, ['support']);
    expect((await api.get(`/staff/reports/sales?from=${today}&to=${today}`, support.headers)).status).toBe(
      403,
    );
  });

  it('refuses a bad date, a reversed or too long range and an unknown grouping in Persian', async () => {
    for (const [query, message] of [
      ['from=2026-02-30&to=2026-03-01', M.dateInvalid],
      ['from=2026-03-02&to=2026-03-01', M.datesOrder],
      ['from=2025-01-01&to=2026-03-01', M.rangeTooLong],
      ['from=2026-03-01&to=2026-03-01&by=year', M.byInvalid],
    ]) {
      const refused = await api.get(`/staff/reports/sales?${query}`, admin.headers);
      expect(refused.status).toBe(422);
      expect((await refused.json()).meta.errors.join(' ')).toContain(message);
    }
  });
});
