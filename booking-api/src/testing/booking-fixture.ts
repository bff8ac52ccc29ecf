// What a booking test starts from: a small seeded database, a booking-api on it with a clock the test moves,
// a reservation draft for one room type whose free rooms the test sets, and a logged-in traveller. Not a test file.
import { randomBytes, randomUUID } from 'node:crypto';
import { addDays, todayInTehran } from '@rahi/shared-contracts';
import { and, eq, gte, lt } from 'drizzle-orm';
import { createBookingApi } from '../app';
import { manualClock } from '../auth/clock';
import { startSession } from '../auth/sessions';
import { findOrRegisterUser } from '../auth/users';
import type { DatabaseHandle } from '../db/client';
import { hotels, roomNights, roomTypes } from '../db/schema';
import { openTestDatabase } from '../db/test-database';
import type { PaymentProvider } from '../payments/provider';
import { type SeedOptions, seedDatabase } from '../seed';

/** A response whose JSON body the test reads field by field. */
// biome-ignore lint/suspicious/noExplicitAny: tests check fields one by one
export type TestResponse = Omit<Response, 'json'> & { json(): Promise<any> };

/** A browser session id as the gateway makes them (32 random bytes, base64url). */
export const newDraftSession = () => randomBytes(32).toString('base64url');

export const STAY = { checkin: addDays(todayInTehran(), 3), nights: 2 };

/** A fresh database with a small seed: 4 hotels and 12 days of prices unless `options` says otherwise. */
export async function openSeededDatabase(
  options: SeedOptions = { hotels: 4, days: 12 },
): Promise<DatabaseHandle> {
  const handle = await openTestDatabase();
  await seedDatabase(handle.db, options);
  return handle;
}

/** The apps built on each database, so a file can write their counted searches before it closes it. */
const appsOf = new WeakMap<DatabaseHandle, Set<{ flushSearchCounts(): Promise<void> }>>();

/**
 * Writes the city searches every app built on `handle` has counted: call it before `handle.close()`, or a
 * counter's timer writes them a moment later into a closed database, after the file's tests are done.
 */
export async function flushBookingApps(handle: DatabaseHandle): Promise<void> {
  await Promise.all([...(appsOf.get(handle) ?? [])].map((app) => app.flushSearchCounts()));
}

export function buildBookingApp(
  handle: DatabaseHandle,
  options: { env?: NodeJS.ProcessEnv; provider?: PaymentProvider } = {},
) {
  const clock = manualClock(new Date());
  const app = createBookingApi({
    db: handle.db,
    auth: { env: { AUTH_CODE_SECRET: 'test', ...options.env }, clock },
    bookings: {
      env: { BOOKING_LOOKUPS_PER_HOUR: '5', ...options.env },
      ...(options.provider && { provider: options.provider }),
    },
  });
  const apps = appsOf.get(handle) ?? new Set();
  apps.add(app);
  appsOf.set(handle, apps);
  let addressCounter = 0;
  /** This app's browser session, as the gateway sends it from its session cookie; a test may send another. */
  const session = newDraftSession();
  const send = (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse> =>
    Promise.resolve(
      app.request(path, {
        method,
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': '10.9.0.1',
          'x-rahi-session': session,
          ...headers,
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      }),
    );
  return {
    app,
    clock,
    session,
    post: (path: string, body: unknown, headers?: Record<string, string>) =>
      send('POST', path, body, headers),
    get: (path: string, headers?: Record<string, string>) => send('GET', path, undefined, headers),
    /** A different client address each call, so the lookup limit of one test does not touch another. */
    freshAddress: () => {
      addressCounter += 1;
      return { 'x-forwarded-for': `10.8.${addressCounter >> 8}.${addressCounter & 255}` };
    },
  };
}

/** A room type of the first hotel, with exactly `free` rooms free on every night of STAY. */
export async function roomWithFreeRooms(handle: DatabaseHandle, free: number, index = 0) {
  const [hotel] = await handle.db.select().from(hotels).orderBy(hotels.id).limit(1);
  if (!hotel) throw new Error('no hotel seeded');
  const types = await handle.db
    .select()
    .from(roomTypes)
    .where(eq(roomTypes.hotelId, hotel.id))
    .orderBy(roomTypes.id);
  const type = types[index];
  if (!type) throw new Error(`hotel ${hotel.id} has no room type ${index}`);
  await handle.db
    .update(roomNights)
    .set({ freeCount: free, earlyCapacity: 2, lateCapacity: 2 })
    .where(
      and(
        eq(roomNights.roomTypeId, type.id),
        gte(roomNights.date, STAY.checkin),
        lt(roomNights.date, addDays(STAY.checkin, STAY.nights + 1)),
      ),
    );
  return { hotel, type };
}

/** The free rooms of the type on each night of STAY. */
export async function freeRooms(handle: DatabaseHandle, roomTypeId: number) {
  const rows = await handle.db
    .select({ free: roomNights.freeCount })
    .from(roomNights)
    .where(
      and(
        eq(roomNights.roomTypeId, roomTypeId),
        gte(roomNights.date, STAY.checkin),
        lt(roomNights.date, addDays(STAY.checkin, STAY.nights)),
      ),
    )
    .orderBy(roomNights.date);
  return rows.map((row) => row.free);
}

type Room = { id: number; extraBedCount?: number; earlyCheckIn?: boolean; lateCheckOut?: boolean };

/** The body of POST /reservation-drafts for these rooms of the hotel over STAY (prices the server replaces). */
export function draftBody(
  hotel: typeof hotels.$inferSelect,
  rooms: Room[],
  reservationId: string = randomUUID(),
) {
  const zero = {
    earlyBoardPrice: 0,
    earlyCustomerPrice: 0,
    extraEarlyBoardPrice: 0,
    extraEarlyCustomerPrice: 0,
  };
  const late = { lateBoardPrice: 0, lateCustomerPrice: 0, extraLateBoardPrice: 0, extraLateCustomerPrice: 0 };
  return {
    reservationId,
    reservationData: {
      reserveDates: [],
      rooms: rooms.map((room) => ({
        id: room.id,
        totalBoardPrice: 1,
        totalCustomerPrice: 1,
        extraBedCount: room.extraBedCount ?? 0,
        extraBoardPrice: 0,
        extraCustomerPrice: 0,
        earlyCheckIn: room.earlyCheckIn ?? false,
        lateCheckOut: room.lateCheckOut ?? false,
        early: zero,
        late,
      })),
      totalSum: 1,
      checkin: STAY.checkin,
      nights: STAY.nights,
      hotelId: hotel.id,
      hotelName: hotel.name,
      hotelRate: hotel.stars,
      hotelAddress: hotel.address,
      checkInTime: hotel.checkInTime,
      checkOutTime: hotel.checkOutTime,
    },
  };
}

/** Saves a draft through POST /reservation-drafts (the server prices it) and returns its id. */
export async function saveDraft(
  api: ReturnType<typeof buildBookingApp>,
  hotel: typeof hotels.$inferSelect,
  rooms: Room[],
  headers?: Record<string, string>,
): Promise<string> {
  const body = draftBody(hotel, rooms);
  const response = await api.post('/reservation-drafts', body, headers);
  if (response.status !== 201) throw new Error(`draft refused: ${response.status} ${await response.text()}`);
  return body.reservationId;
}

/** A valid guest for each room. */
export const guestsFor = (rooms: number) =>
  Array.from({ length: rooms }, (_, roomIndex) => ({
    roomIndex,
    firstName: 'مریم',
    lastName: 'احمدی',
    nationalCode: '0084575948',
  }));

let mobileCounter = 0;
/** A fresh booker mobile per call. */
export function freshMobile() {
  mobileCounter += 1;
  return `0935${String(process.pid % 1000).padStart(3, '0')}${String(mobileCounter).padStart(4, '0')}`;
}

/** A logged-in traveller: their mobile and the bearer header for their token. */
export async function loggedIn(handle: DatabaseHandle, now: Date) {
  const mobile = freshMobile();
  const user = await findOrRegisterUser(handle.db, mobile, now);
  const token = await startSession(handle.db, user.id, now, 3600);
  return { user, mobile, auth: { authorization: `Bearer ${token}` } };
}
