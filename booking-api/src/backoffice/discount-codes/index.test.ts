// Discount codes from the back office: an admin makes, lists, disables and limits codes, and travellers' drafts and
// bookings obey them at once. Ten bookings at once for a code with one use left: exactly one takes it (runs on
// PGlite and, in CI, on PostgreSQL, where the code's row lock is what lines them up).
import { addDays, BOOKING_MESSAGES, todayInTehran } from '@rahi/shared-contracts';
import { STAFF_CODE_MESSAGES } from '@rahi/shared-contracts/staff';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { hotels, roomNights, roomTypes } from '../../db/schema';
import { staffAuditLog } from '../../db/staff-schema';
import {
  buildBookingApp,
  freshMobile,
  guestsFor,
  openSeededDatabase,
  roomWithFreeRooms,
  STAY,
  saveDraft,
  type TestResponse,
} from '../../testing/booking-fixture';
import { signedInStaff } from '../desk-test-kit';

let handle: DatabaseHandle;
let api: ReturnType<typeof buildBookingApp>;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let counter = 0;
const fresh = (prefix: string) => {
  counter += 1;
  return `${prefix}${process.pid % 1000}X${counter}`;
};

beforeAll(async () => {
  handle = await openSeededDatabase();
  api = buildBookingApp(handle);
  admin = await signedInStaff(handle, ['admin']);
}, 120_000);

afterAll(() => handle.close());

const create = (body: object) => api.post('/staff/discount-codes', body, admin.headers);
const change = (code: string, body: object) =>
  Promise.resolve(
    api.app.request(`/staff/discount-codes/${code}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...admin.headers },
      body: JSON.stringify(body),
    }),
  ) as Promise<TestResponse>;

async function draftOfFirstHotel() {
  const { hotel, type } = await roomWithFreeRooms(handle, 20);
  return { hotel, type, reservationId: await saveDraft(api, hotel, [{ id: type.id }]) };
}
const check = (code: string, reservationId: string) =>
  api.post('/discount-codes/check', { code, reservationId });

describe('an admin making a code', () => {
  it('makes a capped percent code that a draft gets at once, lists it and audits it', async () => {
    const code = fresh('spring');
    const made = await create({ code, percent: 20, maxDiscount: 3_000_000, maxUses: 50 });
    expect(made.status).toBe(201);
    const body = await made.json();
    expect(body.meta.message).toBe(STAFF_CODE_MESSAGES.codeCreated);
    expect(body.data).toMatchObject({
      code: code.toUpperCase(),
      percent: 20,
      maxDiscount: 3_000_000,
      maxUses: 50,
      disabled: false,
      uses: { held: 0, paid: 0 },
    });
    const { reservationId } = await draftOfFirstHotel();
    const checked = await check(code.toLowerCase(), reservationId);
    expect(checked.status).toBe(200);
    expect((await checked.json()).data.rule).toEqual({
      percent: 20,
      maxAmount: 3_000_000,
      fixedAmount: null,
    });

    const list = await (await api.get('/staff/discount-codes', admin.headers)).json();
    expect(list.data[0].code).toBe(code.toUpperCase());
    const audit = await handle.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.entityId, code.toUpperCase()));
    expect(audit.map((row) => row.action)).toEqual(['discount_code_created']);
  });

  it('refuses a taken code, both a percent and an amount, and a place that does not exist, in Persian', async () => {
    const code = fresh('twice');
    expect((await create({ code, amount: 1_000_000 })).status).toBe(201);
    const again = await create({ code: code.toLowerCase(), amount: 1_000_000 });
    expect(again.status).toBe(409);
    expect((await again.json()).meta.errors).toEqual([STAFF_CODE_MESSAGES.codeTaken]);
    const both = await create({ code: fresh('both'), percent: 10, amount: 1_000 });
    expect(both.status).toBe(422);
    expect((await both.json()).meta.errors).toContain(STAFF_CODE_MESSAGES.kindRequired);
    const nowhere = await create({ code: fresh('nowhere'), percent: 10, hotelId: 999_999 });
    expect(nowhere.status).toBe(422);
    expect((await nowhere.json()).meta.errors).toEqual([STAFF_CODE_MESSAGES.hotelNotFound]);
    const backwards = await create({
      code: fresh('dates'),
      percent: 10,
      validFrom: '2030-02-10',
      validTo: '2030-02-01',
    });
    expect((await backwards.json()).meta.errors).toContain(STAFF_CODE_MESSAGES.datesOrder);
  });
});

describe('a code travellers use', () => {
  it('applies only to its hotel, or its city', async () => {
    const { hotel, reservationId } = await draftOfFirstHotel();
    const [other] = await handle.db
      .select()
      .from(hotels)
      .where(eq(hotels.id, hotel.id + 1));
    const forOther = fresh('hotel');
    await create({ code: forOther, percent: 10, hotelId: other?.id });
    const refused = await check(forOther, reservationId);
    expect(refused.status).toBe(422);
    expect((await refused.json()).meta.errors).toEqual([BOOKING_MESSAGES.codeOtherHotel]);
    const forCity = fresh('city');
    await create({ code: forCity, percent: 10, cityId: hotel.cityId });
    expect((await check(forCity, reservationId)).status).toBe(200);
    const forOtherCity = fresh('othercity');
    await create({ code: forOtherCity, percent: 10, cityId: hotel.cityId + 1 });
    expect((await (await check(forOtherCity, reservationId)).json()).meta.errors).toEqual([
      BOOKING_MESSAGES.codeOtherCity,
    ]);
  });

  it('waits for its first day, stops after its last, and answers as unknown while disabled', async () => {
    const { reservationId } = await draftOfFirstHotel();
    const later = fresh('later');
    await create({ code: later, amount: 500_000, validFrom: addDays(todayInTehran(), 2) });
    expect((await (await check(later, reservationId)).json()).meta.errors).toEqual([
      BOOKING_MESSAGES.codeNotYet,
    ]);

    const today = fresh('today');
    await create({ code: today, amount: 500_000, validTo: todayInTehran() });
    expect((await check(today, reservationId)).status).toBe(200);
    await change(today, { validTo: addDays(todayInTehran(), -1) });
    expect((await (await check(today, reservationId)).json()).meta.errors).toEqual([
      BOOKING_MESSAGES.codeExpired,
    ]);

    const paused = fresh('paused');
    await create({ code: paused, amount: 500_000 });
    const off = await change(paused, { disabled: true });
    expect((await off.json()).data.disabled).toBe(true);
    expect((await (await check(paused, reservationId)).json()).meta.errors).toEqual([
      BOOKING_MESSAGES.codeNotFound,
    ]);
    const on = await change(paused.toLowerCase(), { disabled: false });
    expect((await on.json()).meta.message).toBe(STAFF_CODE_MESSAGES.codeEnabled);
    expect((await check(paused, reservationId)).status).toBe(200);
    expect((await change('NO-SUCH-CODE', { disabled: true })).status).toBe(404);
    expect((await (await change(paused, {})).json()).meta.errors).toEqual([
      STAFF_CODE_MESSAGES.nothingToChange,
    ]);
  });

  it('with one use left and ten bookings at once, is taken by exactly one', async () => {
    const code = fresh('last');
    await create({ code, amount: 100_000, maxUses: 1 });
    // Ten room types, so the rooms' locks do not line the bookings up: the code's lock must.
    const drafts = await Promise.all(
      (await handle.db.select().from(roomTypes).orderBy(roomTypes.id).limit(10)).map(async (type) => {
        await handle.db
          .update(roomNights)
          .set({ freeCount: 5 })
          .where(
            and(
              eq(roomNights.roomTypeId, type.id),
              gte(roomNights.date, STAY.checkin),
              lt(roomNights.date, addDays(STAY.checkin, STAY.nights)),
            ),
          );
        const [hotel] = await handle.db.select().from(hotels).where(eq(hotels.id, type.hotelId));
        if (!hotel) throw new Error('no hotel');
        return { reservationId: await saveDraft(api, hotel, [{ id: type.id }]) };
      }),
    );
    expect(drafts).toHaveLength(10);
    const responses = await Promise.all(
      drafts.map(({ reservationId }) =>
        api.post('/bookings', {
          reservationId,
          booker: { mobile: freshMobile() },
          guests: guestsFor(1),
          discountCode: code,
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(9);
    for (const response of responses.filter((item) => item.status === 422))
      expect((await response.json()).meta.errors).toEqual([BOOKING_MESSAGES.codeUsedUp]);

    const listed = (await (await api.get('/staff/discount-codes', admin.headers)).json()).data.find(
      (item: { code: string }) => item.code === code.toUpperCase(),
    );
    expect(listed.uses).toEqual({ held: 1, paid: 0 });
    const uses = (await (await api.get(`/staff/discount-codes/${code}/uses`, admin.headers)).json()).data;
    expect(uses).toHaveLength(1);
    expect(uses[0]).toMatchObject({ status: 'pending_payment', discount: 100_000 });
    expect(uses[0].mobile).toMatch(/^09\d\d\*\*\*\d{4}$/);

    // A larger limit lets the next booking in.
    await change(code, { maxUses: 2 });
    const next = await draftOfFirstHotel();
    const booked = await api.post('/bookings', {
      reservationId: next.reservationId,
      booker: { mobile: freshMobile() },
      guests: guestsFor(1),
      discountCode: code,
    });
    expect(booked.status).toBe(201);
  });
});
