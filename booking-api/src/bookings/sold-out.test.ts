// The quick "full" answer before the booking's transaction: the full room's name for the caller's draft, and
// nothing whenever createBooking must decide (rooms free, another's draft, a booking already made from it).
import { MESSAGES, todayInTehran } from '@rahi/shared-contracts';
import type { DatabaseHandle } from '../db/client';
import {
  buildBookingApp,
  freeRooms,
  freshMobile,
  guestsFor,
  openSeededDatabase,
  roomWithFreeRooms,
  saveDraft,
} from '../testing/booking-fixture';
import { soldOutRoom } from './sold-out';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openSeededDatabase();
}, 120_000);
afterAll(() => handle.close());

const ask = (draftId: string, session: string) => {
  const now = new Date();
  return soldOutRoom(handle.db, {
    draftId,
    owner: { session, userId: undefined },
    now,
    today: todayInTehran(now),
  });
};

describe('soldOutRoom', () => {
  it('names the room type of the draft that has no free room left, and nothing while one is free', async () => {
    const api = buildBookingApp(handle);
    const { hotel, type } = await roomWithFreeRooms(handle, 1);
    const draft = await saveDraft(api, hotel, [{ id: type.id }]);
    expect(await ask(draft, api.session)).toBeUndefined();

    await roomWithFreeRooms(handle, 0);
    expect(await ask(draft, api.session)).toBe(type.name);
  });

  it('says nothing of another session’s draft (createBooking answers 404)', async () => {
    const api = buildBookingApp(handle);
    const { hotel, type } = await roomWithFreeRooms(handle, 1);
    const draft = await saveDraft(api, hotel, [{ id: type.id }]);
    await roomWithFreeRooms(handle, 0);
    expect(await ask(draft, api.session)).toBe(type.name);
    expect(await ask(draft, buildBookingApp(handle).session)).toBeUndefined();
  });

  it('says nothing once the draft is booked, so a second press finds the booking, not a 409', async () => {
    const api = buildBookingApp(handle);
    const { hotel, type } = await roomWithFreeRooms(handle, 1);
    const draft = await saveDraft(api, hotel, [{ id: type.id }]);
    const body = { reservationId: draft, booker: { mobile: freshMobile() }, guests: guestsFor(1) };
    expect((await api.post('/bookings', body)).status).toBe(201);

    expect(await ask(draft, api.session)).toBeUndefined();
    const again = await api.post('/bookings', body);
    expect(again.status).toBe(200);
  });

  it('makes POST /bookings answer 409 naming the room, with no night changed', async () => {
    const api = buildBookingApp(handle);
    const { hotel, type } = await roomWithFreeRooms(handle, 1);
    const draft = await saveDraft(api, hotel, [{ id: type.id }]);
    await roomWithFreeRooms(handle, 0);
    const refused = await api.post('/bookings', {
      reservationId: draft,
      booker: { mobile: freshMobile() },
      guests: guestsFor(1),
    });
    expect(refused.status).toBe(409);
    expect((await refused.json()).meta.errors).toEqual([`${MESSAGES.roomFull} (${type.name})`]);
    expect(await freeRooms(handle, type.id)).toEqual([0, 0]);
  });
});
