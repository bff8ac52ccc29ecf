// Draft ownership: a reservation draft answers only to the browser session that made it, or to the
// traveller logged in then; another session can neither read nor overwrite it, and ids are random UUIDs.
import { MESSAGES } from '@rahi/shared-contracts';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { reservationDrafts } from '../db/schema';
import {
  buildBookingApp,
  draftBody,
  loggedIn,
  newDraftSession,
  openSeededDatabase,
  roomWithFreeRooms,
  saveDraft,
} from '../testing/booking-fixture';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openSeededDatabase();
}, 120_000);

afterAll(() => handle.close());

const anotherSession = () => ({ 'x-rahi-session': newDraftSession() });

async function storedHotelOf(id: string) {
  const [row] = await handle.db.select().from(reservationDrafts).where(eq(reservationDrafts.id, id));
  return row?.hotelId;
}

describe('reservation draft ownership', () => {
  it("never overwrites another session's draft, even with the right id", async () => {
    const api = buildBookingApp(handle);
    const { hotel, type } = await roomWithFreeRooms(handle, 5);
    const reservationId = await saveDraft(api, hotel, [{ id: type.id }]);

    const hijack = await api.post(
      '/reservation-drafts',
      draftBody(hotel, [{ id: type.id, extraBedCount: 1 }], reservationId),
      anotherSession(),
    );
    expect(hijack.status).toBe(409);
    expect((await hijack.json()).meta.errors).toEqual([MESSAGES.draftIdTaken]);
    const mine = await api.get(`/reservation-drafts/${reservationId}`);
    expect((await mine.json()).data.reservationData.rooms[0].extraBedCount).toBe(0);
    expect(await storedHotelOf(reservationId)).toBe(hotel.id);
  });

  it('lets the session that made a draft save it again', async () => {
    const api = buildBookingApp(handle);
    const { hotel, type } = await roomWithFreeRooms(handle, 5);
    const reservationId = await saveDraft(api, hotel, [{ id: type.id }]);
    const again = await api.post(
      '/reservation-drafts',
      draftBody(hotel, [{ id: type.id, extraBedCount: 1 }], reservationId),
    );
    expect(again.status).toBe(201);
    expect((await again.json()).data.reservationData.rooms[0].extraBedCount).toBe(1);
  });

  it('answers 404 to another session reading a draft, as for one that does not exist', async () => {
    const api = buildBookingApp(handle);
    const { hotel, type } = await roomWithFreeRooms(handle, 5);
    const reservationId = await saveDraft(api, hotel, [{ id: type.id }]);

    expect((await api.get(`/reservation-drafts/${reservationId}`)).status).toBe(200);
    const other = await api.get(`/reservation-drafts/${reservationId}`, anotherSession());
    expect(other.status).toBe(404);
    expect((await other.json()).meta.errors).toEqual([MESSAGES.draftNotFound]);
  });

  it("gives a logged-in traveller's draft to their other browsers too", async () => {
    const api = buildBookingApp(handle);
    const { auth } = await loggedIn(handle, api.clock());
    const { hotel, type } = await roomWithFreeRooms(handle, 5);
    const reservationId = await saveDraft(api, hotel, [{ id: type.id }], auth);

    const elsewhere = await api.get(`/reservation-drafts/${reservationId}`, { ...anotherSession(), ...auth });
    expect(elsewhere.status).toBe(200);
    const stranger = await loggedIn(handle, api.clock());
    const otherUser = await api.get(`/reservation-drafts/${reservationId}`, {
      ...anotherSession(),
      ...stranger.auth,
    });
    expect(otherUser.status).toBe(404);
  });

  it('refuses a draft from a caller with neither a session nor a login', async () => {
    const api = buildBookingApp(handle);
    const { hotel, type } = await roomWithFreeRooms(handle, 5);
    const response = await api.post('/reservation-drafts', draftBody(hotel, [{ id: type.id }]), {
      'x-rahi-session': 'short',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).meta.errors).toEqual([MESSAGES.draftNeedsSession]);
  });

  it.each(['00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff'])(
    'refuses the id %s, which is not a random UUID',
    async (reservationId) => {
      const api = buildBookingApp(handle);
      const { hotel, type } = await roomWithFreeRooms(handle, 5);
      const response = await api.post(
        '/reservation-drafts',
        draftBody(hotel, [{ id: type.id }], reservationId),
      );
      expect(response.status).toBe(422);
      expect(await storedHotelOf(reservationId)).toBeUndefined();
    },
  );
});
