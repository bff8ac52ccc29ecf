// A ticket about a booking: only one of the traveller's own bookings may be named (made while logged
// in, or with their mobile number); another traveller's, or one that does not exist, answers 404 as a missing
// ticket does, so reserve ids cannot be probed through tickets.
import { PROFILE_MESSAGES } from '@rahi/shared-contracts';
import type { DatabaseHandle } from '../db/client';
import {
  buildBookingApp,
  guestsFor,
  loggedIn,
  openSeededDatabase,
  roomWithFreeRooms,
  saveDraft,
} from '../testing/booking-fixture';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openSeededDatabase();
}, 120_000);
afterAll(() => handle.close());

type Api = ReturnType<typeof buildBookingApp>;

/** A pending booking of one room, booked for `mobile`, logged in as `auth` or as a visitor. */
async function bookingFor(api: Api, mobile: string, auth: Record<string, string> = {}) {
  const { hotel, type } = await roomWithFreeRooms(handle, 5);
  const reservationId = await saveDraft(api, hotel, [{ id: type.id }]);
  const body = { reservationId, booker: { mobile }, guests: guestsFor(1) };
  const created = await api.post('/bookings', body, auth);
  expect(created.status).toBe(201);
  return (await created.json()).data.reserveId as string;
}

const ticketAbout = (reserveId: string) => ({
  subject: 'سوال درباره رزرو',
  department: 'booking',
  reserveId,
  message: 'ساعت ورود هتل چند است؟',
});

describe('POST /tickets with a reserveId', () => {
  it('opens a ticket about the traveller’s own booking', async () => {
    const api = buildBookingApp(handle);
    const owner = await loggedIn(handle, api.clock());
    const reserveId = await bookingFor(api, owner.mobile, owner.auth);

    const opened = await api.post('/tickets', ticketAbout(reserveId), owner.auth);
    expect(opened.status).toBe(201);
    expect((await opened.json()).data).toMatchObject({ reserveId, status: 'open' });
  });

  it('counts a booking made logged out with the traveller’s mobile as theirs', async () => {
    const api = buildBookingApp(handle);
    const owner = await loggedIn(handle, api.clock());
    const reserveId = await bookingFor(api, owner.mobile);

    expect((await api.post('/tickets', ticketAbout(reserveId), owner.auth)).status).toBe(201);
  });

  it('answers 404 for another traveller’s booking and opens nothing', async () => {
    const api = buildBookingApp(handle);
    const owner = await loggedIn(handle, api.clock());
    const intruder = await loggedIn(handle, api.clock());
    const reserveId = await bookingFor(api, owner.mobile, owner.auth);

    const refused = await api.post('/tickets', ticketAbout(reserveId), intruder.auth);
    expect(refused.status).toBe(404);
    const body = await refused.json();
    expect(body.meta).toMatchObject({ status: false, errors: [PROFILE_MESSAGES.ticketBookingNotFound] });
    expect((await (await api.get('/tickets', intruder.auth)).json()).data.total).toBe(0);
  });

  it('answers 404 for a reserve id no booking has', async () => {
    const api = buildBookingApp(handle);
    const traveller = await loggedIn(handle, api.clock());
    const refused = await api.post('/tickets', ticketAbout('99999999'), traveller.auth);
    expect(refused.status).toBe(404);
    expect((await refused.json()).meta.errors).toEqual([PROFILE_MESSAGES.ticketBookingNotFound]);
  });
});
