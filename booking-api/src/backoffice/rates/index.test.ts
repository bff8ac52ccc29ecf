// Rates and availability from the back office: a hotel manager reads a month of a room type's nights and changes
// a range of them in one action; the change reaches the search of another app on the same database at once
// (through its LISTEN, as on another gateway instance), a closed night sells nothing, and no change lowers a
// night's rooms below what bookings hold, lets a customer price pass the board price, or half-applies.
import {
  addDays,
  DEFAULT_CANCELLATION_POLICY,
  formatCalendarDate,
  todayInTehran,
  toPersianDigits,
} from '@rahi/shared-contracts';
import { STAFF_RATES_MESSAGES as M } from '@rahi/shared-contracts/staff';
import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { hotels, roomNights, roomTypes } from '../../db/schema';
import { staffAuditLog } from '../../db/staff-schema';
import {
  buildBookingApp,
  flushBookingApps,
  openSeededDatabase,
  STAY,
  saveDraft,
  type TestResponse,
} from '../../testing/booking-fixture';
import { paidBooking } from '../../testing/paid-booking';
import { signedInStaff } from '../desk-test-kit';

type Api = ReturnType<typeof buildBookingApp>;
let handle: DatabaseHandle;
/** The app the manager changes nights through, and one that only searches (another instance of the fleet). */
let desk: Api;
let search: Api;
let stopListening: () => Promise<void>;
let hotel: typeof hotels.$inferSelect;
let types: (typeof roomTypes.$inferSelect)[];
let manager: Awaited<ReturnType<typeof signedInStaff>>;

/**
 * How long another app may take to hear a change: PostgreSQL delivers a NOTIFY to other connections a moment after
 * the commit (PGlite at once), so its next search may come before it; read every 20 ms until
 * it shows the change, at most 2 s.
 */
async function soon<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 2000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A stay of the seeded days no other test of this file books: 6 days ahead, 2 nights. */
const LATER = { checkin: addDays(todayInTehran(), 6), nights: 2 };

beforeAll(async () => {
  handle = await openSeededDatabase();
  desk = buildBookingApp(handle);
  search = buildBookingApp(handle);
  stopListening = await search.app.listenForChanges();
  // The second hotel: paidBooking (the last test) books the first.
  [, hotel] = (await handle.db.select().from(hotels).orderBy(hotels.id).limit(2)) as [never, typeof hotel];
  types = await handle.db
    .select()
    .from(roomTypes)
    .where(eq(roomTypes.hotelId, hotel.id))
    .orderBy(roomTypes.id);
  manager = await signedInStaff(handle, ['hotel_manager'], [hotel.id]);
}, 120_000);

afterAll(async () => {
  await stopListening();
  await flushBookingApps(handle);
  await handle.close();
});

const nightsPath = (hotelId: number, typeId: number) =>
  `/staff/hotels/${hotelId}/room-types/${typeId}/nights`;
const put = (api: Api, path: string, body: object, headers: Record<string, string>) =>
  Promise.resolve(
    api.app.request(path, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  ) as Promise<TestResponse>;
const read = async (typeId: number, from: string, to: string, headers = manager.headers) =>
  (await desk.get(`${nightsPath(hotel.id, typeId)}?from=${from}&to=${to}`, headers)).json();

/** The hotel's card in its city's search for the stay, as `api` answers it. */
async function card(api: Api, stay: { checkin: string; nights: number }) {
  const answer = await (
    await api.get(`/cities/${hotel.cityId}/hotels?checkin=${stay.checkin}&nights=${stay.nights}&pageSize=50`)
  ).json();
  return answer.data.items.find((found: { id: number }) => found.id === hotel.id);
}

const storedNights = (typeId: number, from: string, to: string) =>
  handle.db
    .select()
    .from(roomNights)
    .where(and(eq(roomNights.roomTypeId, typeId), gte(roomNights.date, from), lte(roomNights.date, to)))
    .orderBy(asc(roomNights.date));

describe('the hotels a member manages', () => {
  it('lists a manager their own hotel with its room types, and an admin any hotel by name', async () => {
    const mine = await (await desk.get('/staff/hotels', manager.headers)).json();
    expect(mine.data).toEqual([
      expect.objectContaining({
        id: hotel.id,
        name: hotel.name,
        roomTypes: types.map(({ id, name }) => ({ id, name })),
      }),
    ]);
    const admin = await signedInStaff(handle, ['admin']);
    const found = await (
      await desk.get(`/staff/hotels?q=${encodeURIComponent(hotel.name.slice(0, 6))}`, admin.headers)
    ).json();
    expect(found.data.map((row: { id: number }) => row.id)).toContain(hotel.id);
    const editor = await signedInStaff(handle, ['editor']);
    expect((await desk.get('/staff/hotels', editor.headers)).status).toBe(403);
  });
});

describe('reading nights', () => {
  it('reads each priced night with its rooms, and refuses another hotel, a foreign room type and a long range', async () => {
    const type = types[0] as (typeof types)[number];
    const from = todayInTehran();
    const to = addDays(from, 11);
    const body = await read(type.id, from, to);
    expect(body.data.roomType).toEqual({ id: type.id, name: type.name, inventory: type.inventory });
    const stored = await storedNights(type.id, from, to);
    expect(body.data.nights).toEqual(
      stored.map((night) => ({
        date: night.date,
        boardPrice: night.boardPrice,
        customerPrice: night.customerPrice,
        rooms: night.freeCount,
        taken: 0,
        free: night.freeCount,
        closed: false,
      })),
    );
    const stranger = await signedInStaff(handle, ['hotel_manager'], [hotel.id + 1]);
    const hidden = await desk.get(`${nightsPath(hotel.id, type.id)}?from=${from}&to=${to}`, stranger.headers);
    expect(hidden.status).toBe(404);
    expect((await hidden.json()).meta.errors).toEqual([M.hotelNotFound]);
    const [otherType] = await handle.db
      .select()
      .from(roomTypes)
      .where(eq(roomTypes.hotelId, hotel.id + 1));
    const foreign = await desk.get(
      `${nightsPath(hotel.id, otherType?.id ?? 0)}?from=${from}&to=${to}`,
      manager.headers,
    );
    expect(foreign.status).toBe(404);
    const long = await desk.get(
      `${nightsPath(hotel.id, type.id)}?from=${from}&to=${addDays(from, 93)}`,
      manager.headers,
    );
    expect(long.status).toBe(422);
    expect((await long.json()).meta.errors).toEqual([M.readRangeTooLong]);
  });
});

describe('changing a range of nights', () => {
  it("reprices only the chosen weekdays, audited, and another instance's search shows it on its next request", async () => {
    const stayBefore = await card(search, LATER);
    expect(stayBefore?.available).toBe(true);
    // A search app that does not listen keeps its cached answer: the listener is what makes the change visible.
    const deaf = buildBookingApp(handle);
    await card(deaf, LATER);

    const from = LATER.checkin;
    const to = addDays(from, 6);
    const weekday = new Date(`${from}T00:00:00Z`).getUTCDay();
    const nextDay = (weekday + 1) % 7;
    for (const type of types) {
      const answer = await put(
        desk,
        nightsPath(hotel.id, type.id),
        { from, to, weekdays: [weekday, nextDay], boardPrice: 9_100_000, customerPrice: 7_770_000 },
        manager.headers,
      );
      expect(answer.status).toBe(200);
      const body = await answer.json();
      expect(body.meta.message).toBe(M.changed(2));
      expect(body.data.changed).toBe(2);
    }
    const nights = await storedNights(types[0]?.id ?? 0, from, to);
    const repriced = nights.filter((night) => night.customerPrice === 7_770_000).map((night) => night.date);
    expect(repriced).toEqual([from, addDays(from, 1)]);
    expect(nights[2]?.customerPrice).not.toBe(7_770_000);

    // The other instance hears of the change when PostgreSQL delivers the NOTIFY, a moment after the commit.
    expect(
      (
        await soon(
          () => card(search, LATER),
          (found) => found.fromPrice === 7_770_000,
        )
      ).fromPrice,
    ).toBe(7_770_000);
    expect((await card(deaf, LATER)).fromPrice).toBe(stayBefore.fromPrice);

    const [entry] = await handle.db
      .select()
      .from(staffAuditLog)
      .where(
        and(eq(staffAuditLog.action, 'nights_changed'), eq(staffAuditLog.entityId, String(types[0]?.id))),
      );
    expect(entry).toMatchObject({
      staffId: manager.staff.id,
      entityType: 'room_type',
      after: expect.objectContaining({ hotelId: hotel.id, from, to, customerPrice: 7_770_000 }),
      before: expect.objectContaining({ nights: 2 }),
    });
  });

  it('closes a night: the hotel is unavailable for stays over it and a draft is refused; opening it sells again', async () => {
    const closedNight = addDays(LATER.checkin, 1);
    for (const type of types) {
      const closed = await put(
        desk,
        nightsPath(hotel.id, type.id),
        { from: closedNight, to: closedNight, closed: true },
        manager.headers,
      );
      expect(closed.status).toBe(200);
    }
    expect((await read(types[0]?.id ?? 0, closedNight, closedNight)).data.nights[0]).toMatchObject({
      closed: true,
    });
    expect(
      (
        await soon(
          () => card(search, LATER),
          (found) => !found.available,
        )
      ).available,
    ).toBe(false);
    const draft = await search.post('/reservation-drafts', {
      hotelId: hotel.id,
      checkin: LATER.checkin,
      nights: LATER.nights,
      rooms: [{ id: types[0]?.id }],
    });
    expect(draft.status).toBeGreaterThanOrEqual(400);
    expect(draft.status).toBeLessThan(500);

    for (const type of types)
      await put(
        desk,
        nightsPath(hotel.id, type.id),
        { from: closedNight, to: closedNight, closed: false },
        manager.headers,
      );
    expect(
      (
        await soon(
          () => card(search, LATER),
          (found) => found.available,
        )
      ).available,
    ).toBe(true);
  });

  it('changes nothing when one night of the range breaks a rule', async () => {
    const type = types[1] ?? (types[0] as (typeof types)[number]);
    const from = addDays(todayInTehran(), 1);
    const to = addDays(from, 4);
    const before = await storedNights(type.id, from, to);
    const last = before[before.length - 1] as (typeof before)[number];
    // Only the last night's board price is below the new customer price.
    await handle.db
      .update(roomNights)
      .set({ boardPrice: 1_000_000, customerPrice: 900_000 })
      .where(and(eq(roomNights.roomTypeId, type.id), eq(roomNights.date, last.date)));
    const refused = await put(
      desk,
      nightsPath(hotel.id, type.id),
      { from, to, customerPrice: 1_500_000 },
      manager.headers,
    );
    expect(refused.status).toBe(422);
    expect((await refused.json()).meta.errors).toEqual([M.customerAboveBoard(last.date)]);
    const after = await storedNights(type.id, from, addDays(to, -1));
    expect(after.map((night) => night.customerPrice)).toEqual(
      before.slice(0, -1).map((night) => night.customerPrice),
    );

    const past = await put(
      desk,
      nightsPath(hotel.id, type.id),
      { from: addDays(from, -2), to, closed: true },
      manager.headers,
    );
    expect((await past.json()).meta.errors).toEqual([M.pastNights]);
    const unpriced = await put(
      desk,
      nightsPath(hotel.id, type.id),
      { from, to: addDays(from, 40), closed: true },
      manager.headers,
    );
    expect(unpriced.status).toBe(422);
    expect((await unpriced.json()).meta.errors[0]).toContain('قیمتی ثبت نشده');
    expect((await storedNights(type.id, from, to)).some((night) => night.closed)).toBe(false);
    const none = await put(
      desk,
      nightsPath(hotel.id, type.id),
      { from, to: from, weekdays: [(new Date(`${from}T00:00:00Z`).getUTCDay() + 1) % 7], closed: true },
      manager.headers,
    );
    expect((await none.json()).meta.errors).toEqual([M.noNightInRange]);
    const both = await put(
      desk,
      nightsPath(hotel.id, type.id),
      { from, to, freeCount: 3, addRooms: 1 },
      manager.headers,
    );
    expect(both.status).toBe(422);
  });
});

describe('rooms held by bookings', () => {
  it('counts a paid booking as taken and refuses to lower the rooms below it, naming the booking', async () => {
    const admin = await signedInStaff(handle, ['admin']);
    const booked = await paidBooking(handle, desk, null);
    expect(booked.status).toBe('confirmed');
    const path = nightsPath(booked.hotel.id, booked.type.id);
    const last = addDays(STAY.checkin, STAY.nights - 1);
    const nights = (await (await desk.get(`${path}?from=${STAY.checkin}&to=${last}`, admin.headers)).json())
      .data.nights;
    expect(
      nights.map((night: { taken: number; free: number; rooms: number }) => [
        night.taken,
        night.free,
        night.rooms,
      ]),
    ).toEqual([
      [1, 4, 5],
      [1, 4, 5],
    ]);

    const refused = await put(desk, path, { from: STAY.checkin, to: last, freeCount: 0 }, admin.headers);
    expect(refused.status).toBe(409);
    const [message] = (await refused.json()).meta.errors;
    expect(message).toBe(M.belowTaken(STAY.checkin, 1, [booked.reserveId]));
    expect(message).toContain(toPersianDigits(booked.reserveId));
    const removed = await put(desk, path, { from: STAY.checkin, to: last, addRooms: -5 }, admin.headers);
    expect(removed.status).toBe(409);

    const set = await put(desk, path, { from: STAY.checkin, to: last, freeCount: 3 }, admin.headers);
    expect(set.status).toBe(200);
    const after = (await set.json()).data.nights;
    expect(after.map((night: { free: number; rooms: number }) => [night.free, night.rooms])).toEqual([
      [2, 3],
      [2, 3],
    ]);
    const added = await put(desk, path, { from: STAY.checkin, to: last, addRooms: 2 }, admin.headers);
    expect((await added.json()).data.nights[0]).toMatchObject({ rooms: 5, taken: 1, free: 4 });
    // A draft sees the rooms at once (drafts read live nights).
    expect(await saveDraft(desk, booked.hotel, [{ id: booked.type.id }])).toEqual(expect.any(String));
  });
});

describe('importing a file of rates', () => {
  const importFile = (csv: string, headers = manager.headers) =>
    desk.post(`/staff/hotels/${hotel.id}/nights-import`, { csv }, headers);

  it('applies a file in Persian (Jalali days, Toman with thousands marks, a room type by name or number) at once', async () => {
    const [first, second] = types as [(typeof types)[number], (typeof types)[number]];
    const days = [addDays(todayInTehran(), 8), addDays(todayInTehran(), 9)];
    const csv = [
      'تاریخ,نوع اتاق,قیمت رسمی,قیمت فروش,تعداد اتاق,بسته',
      `${formatCalendarDate(days[0] as string, 'fa')},${first.name},"۳٬۰۰۰٬۰۰۰","۲٬۵۰۰٬۰۰۰",۶,`,
      `${days[1]},${second.id},,,,بله`,
    ].join('\n');
    const answer = await importFile(csv);
    expect(answer.status).toBe(200);
    const body = await answer.json();
    expect(body.data).toEqual({ lines: 2, nights: 2, from: days[0], to: days[1] });
    expect(body.meta.message).toBe(M.importApplied(2, 2));
    const [night] = await storedNights(first.id, days[0] as string, days[0] as string);
    expect(night).toMatchObject({
      boardPrice: 30_000_000,
      customerPrice: 25_000_000,
      freeCount: 6,
      closed: false,
    });
    const [closedNight] = await storedNights(second.id, days[1] as string, days[1] as string);
    expect(closedNight?.closed).toBe(true);
  });

  it('lists every wrong line and applies none of the file', async () => {
    const [first] = types as [(typeof types)[number]];
    const day = addDays(todayInTehran(), 10);
    const [before] = await storedNights(first.id, day, day);
    const csv = [
      'date,room_type,board_price,customer_price,rooms,closed',
      `${day},${first.name},,1,,`,
      `1405/13/01,${first.name},,100000,,`,
      `${day},no such room,,100000,,`,
      `${day},${types[1]?.id},200000,300000,,`,
      `${addDays(day, 2)},${first.id},,,,maybe`,
      `${addDays(day, 1)},${first.id},,,,`,
      `${day},${first.name},,2,,`,
    ].join('\n');
    const answer = await importFile(csv);
    expect(answer.status).toBe(422);
    const { errors } = (await answer.json()).meta;
    expect(errors).toEqual([
      M.onLine(3, M.lineDate('1405/13/01')),
      M.onLine(4, M.lineRoomType('no such room')),
      M.onLine(6, M.lineClosed('maybe')),
      M.onLine(7, M.lineNothing),
      M.onLine(8, M.lineRepeated(2)),
    ]);
    // Read well, but one line breaks a rule once checked against the night: still nothing applied.
    const ruled = await importFile(
      [
        'date,room_type,board_price,customer_price',
        `${day},${first.id},,1`,
        `${day},${types[1]?.id},200000,300000`,
      ].join('\n'),
    );
    expect((await ruled.json()).meta.errors).toEqual([M.onLine(3, M.customerAboveBoard(day))]);
    const [after] = await storedNights(first.id, day, day);
    expect(after?.customerPrice).toBe(before?.customerPrice);

    expect((await (await importFile('date,price\n2026-01-01,1')).json()).meta.errors).toEqual([
      M.importUnknownColumn('price'),
    ]);
    expect((await (await importFile('date,closed\n2026-01-01,1')).json()).meta.errors).toEqual([
      M.importMissingColumn('room_type'),
    ]);
    expect((await (await importFile('date,room_type\n')).json()).meta.errors).toEqual([M.importEmpty]);
    const stranger = await signedInStaff(handle, ['hotel_manager'], [hotel.id + 1]);
    expect((await importFile(csv, stranger.headers)).status).toBe(404);
  });
});

describe("a hotel's own details", () => {
  const patch = (body: object, headers = manager.headers) =>
    Promise.resolve(
      desk.app.request(`/staff/hotels/${hotel.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    ) as Promise<TestResponse>;

  it('saves the description, amenities, phone and times, audited, and the other instance filters by them at once', async () => {
    const read = await (await desk.get(`/staff/hotels/${hotel.id}`, manager.headers)).json();
    expect(read.data).toMatchObject({ id: hotel.id, name: hotel.name, description: hotel.description });
    const withSauna = `/cities/${hotel.cityId}/hotels?checkin=${LATER.checkin}&nights=1&pageSize=50&amenities=sauna`;
    const ids = async () =>
      ((await (await search.get(withSauna)).json()).data.items as { id: number }[]).map((card) => card.id);
    const amenities = hotel.amenities.filter((key) => key !== 'sauna');
    await patch({ amenities });
    expect(await soon(ids, (found) => !found.includes(hotel.id))).not.toContain(hotel.id);

    const answer = await patch({
      description: 'هتلی آرام در نزدیکی حرم، با اتاق‌های تازه‌سازی‌شده و صبحانه‌ی محلی.',
      amenities: [...amenities, 'sauna', 'sauna'],
      phone: '۰۵۱-۳۲۲۲۲۲۲۲',
      checkInTime: '۱۵:۰۰',
      checkOutTime: '11:30',
    });
    const body = await answer.json();
    expect(body.meta.errors).toEqual([]);
    expect(answer.status).toBe(200);
    expect(body.meta.message).toBe(M.detailsSaved);
    expect(body.data).toMatchObject({
      amenities: [...amenities, 'sauna'],
      phone: '05132222222',
      checkInTime: '15:00',
      checkOutTime: '11:30',
    });
    expect(await soon(ids, (found) => found.includes(hotel.id))).toContain(hotel.id);
    const page = await (await search.get(`/hotels/${hotel.id}`)).json();
    expect(page.data).toMatchObject({ phone: '05132222222', checkInTime: '15:00' });
    const [entry] = await handle.db
      .select()
      .from(staffAuditLog)
      .where(
        and(eq(staffAuditLog.action, 'hotel_details_changed'), eq(staffAuditLog.entityId, String(hotel.id))),
      )
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(entry?.after).toMatchObject({ phone: '05132222222', checkInTime: '15:00' });
    expect(Object.keys(entry?.before as object)).toEqual(Object.keys(entry?.after as object));
  });

  it("sets the hotel's own cancellation policy, which its page writes out, and goes back to the site's", async () => {
    const rules = {
      tiers: [
        { minDaysBefore: 7, percent: 0, of: 'firstNight' },
        { minDaysBefore: 0, percent: 100, of: 'firstNight' },
      ],
      holidays: { percent: 100, of: 'stay', days: 'nowruz' },
    } as const;
    const answer = await patch({ cancellationRules: rules });
    expect(answer.status).toBe(200);
    expect((await answer.json()).data.cancellationRules).toEqual(rules);
    const page = (await (await search.get(`/hotels/${hotel.id}`)).json()).data;
    expect(page.cancellationRules).toEqual(rules);
    expect(page.cancellationPolicy).toContain('لغو رزرو تا ۷ روز پیش از ورود بدون جریمه انجام می‌شود.');
    const back = await (await patch({ cancellationRules: null })).json();
    expect(back.data.cancellationRules).toBeNull();
    const site = (await (await search.get(`/hotels/${hotel.id}`)).json()).data;
    expect(site.cancellationRules).toEqual(DEFAULT_CANCELLATION_POLICY);
  });

  it('refuses an unknown amenity, a bad phone or time, a short description, and another hotel', async () => {
    for (const [body, message] of [
      [{ amenities: ['helipad'] }, M.amenityUnknown],
      [{ phone: '0912' }, M.phoneInvalid],
      [{ checkInTime: '25:00' }, M.timeInvalid],
      [{ description: 'کوتاه' }, M.descriptionLength],
      [{}, M.nothingToChange],
      [
        {
          cancellationRules: {
            tiers: [
              { minDaysBefore: 2, percent: 50, of: 'firstNight' },
              { minDaysBefore: 7, percent: 20, of: 'firstNight' },
              { minDaysBefore: 0, percent: 100, of: 'firstNight' },
            ],
            holidays: null,
          },
        },
        M.policyOrder,
      ],
      [
        { cancellationRules: { tiers: [{ minDaysBefore: 3, percent: 50, of: 'stay' }], holidays: null } },
        M.policyLastTier,
      ],
      [
        { cancellationRules: { tiers: [{ minDaysBefore: 0, percent: 12.5, of: 'stay' }], holidays: null } },
        M.policyPercent,
      ],
    ] as const) {
      const refused = await patch(body);
      expect(refused.status).toBe(422);
      expect((await refused.json()).meta.errors.join(' ')).toContain(message);
    }
    const stranger = await signedInStaff(handle, ['hotel_manager'], [hotel.id + 1]);
    expect((await patch({ checkInTime: '14:00' }, stranger.headers)).status).toBe(404);
    expect((await desk.get(`/staff/hotels/${hotel.id}`, stranger.headers)).status).toBe(404);
  });
});
