// Reviews from real stays through app.request(): only the booker's own confirmed booking, only from its
// check-out day, one per booking; a published review is listed as verified and moves the hotel's scores, a
// review with a link is held; the review page's eligibility answer.
import { FORM_MESSAGES } from '@rahi/shared-contracts';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { bookings, hotels } from '../db/schema';
import { setCommentsOpen } from '../header-footer/comment-status';
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
const newApi = () =>
  buildBookingApp(handle, { env: { RAHI_DEV_ROUTES: '1', FORMS_PER_ADDRESS_PER_HOUR: '100' } });

/** A booking of one room by the logged-in traveller, confirmed as a paid one is, and optionally finished. */
async function stay(api: Api, { finished = true, confirmed = true } = {}) {
  const traveller = await loggedIn(handle, api.clock());
  const { hotel, type } = await roomWithFreeRooms(handle, 5);
  const reservationId = await saveDraft(api, hotel, [{ id: type.id }]);
  const body = { reservationId, booker: { mobile: traveller.mobile }, guests: guestsFor(1) };
  const reserveId = (await (await api.post('/bookings', body, traveller.auth)).json()).data
    .reserveId as string;
  if (confirmed)
    await handle.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.reserveId, reserveId));
  if (finished) {
    const moved = await api.post(`/dev/bookings/${reserveId}/finish-stay`, { mobile: traveller.mobile });
    expect(moved.status).toBe(200);
  }
  return { traveller, reserveId, hotelId: hotel.id as number };
}

const review = (reserveId: string, extra: Record<string, unknown> = {}) => ({
  reserveId,
  scores: { staff: '5', cleanliness: '5', restaurant: '5', location: '5', valueForMoney: '5' },
  recommend: 'yes',
  title: 'اقامتی آرام',
  text: 'اتاق تمیز بود و کارکنان هتل بسیار مهربان و پاسخگو بودند.',
  ...extra,
});

describe('POST /reviews', () => {
  it('publishes a finished stay’s review as verified and moves the hotel’s scores', async () => {
    const api = newApi();
    const { traveller, reserveId, hotelId } = await stay(api);
    const [before] = await handle.db.select().from(hotels).where(eq(hotels.id, hotelId));

    const sent = await api.post('/reviews', review(reserveId), traveller.auth);
    expect(sent.status).toBe(201);
    expect((await sent.json()).data).toMatchObject({ status: 'published', hotel: { id: hotelId } });

    const listed = (await (await api.get(`/hotels/${hotelId}/reviews`)).json()).data;
    expect(listed.items[0]).toMatchObject({ title: 'اقامتی آرام', verified: true, rating: 5 });
    const [after] = await handle.db.select().from(hotels).where(eq(hotels.id, hotelId));
    expect(after?.reviewsCount).toBe((before?.reviewsCount ?? 0) + 1);
    expect(after?.scores.staff).toBeGreaterThanOrEqual(before?.scores.staff ?? 0);
  });

  it('takes the reserve id with the booker’s mobile, without a login', async () => {
    const api = newApi();
    const { traveller, reserveId } = await stay(api);
    const sent = await api.post('/reviews', review(reserveId, { mobile: traveller.mobile }));
    expect(sent.status).toBe(201);
  });

  it('takes one review per booking', async () => {
    const api = newApi();
    const { traveller, reserveId } = await stay(api);
    expect((await api.post('/reviews', review(reserveId), traveller.auth)).status).toBe(201);
    const again = await api.post('/reviews', review(reserveId), traveller.auth);
    expect(again.status).toBe(409);
    expect((await again.json()).meta.errors).toEqual([FORM_MESSAGES.reviewAlreadySent]);
  });

  it('refuses a review before the check-out day, and of an unconfirmed booking', async () => {
    const api = newApi();
    const early = await stay(api, { finished: false });
    const before = await api.post('/reviews', review(early.reserveId), early.traveller.auth);
    expect(before.status).toBe(422);
    expect((await before.json()).meta.errors).toEqual([FORM_MESSAGES.reviewBeforeCheckout]);

    const unpaid = await stay(api, { confirmed: false });
    const pending = await api.post('/reviews', review(unpaid.reserveId), unpaid.traveller.auth);
    expect((await pending.json()).meta.errors).toEqual([FORM_MESSAGES.reviewNotConfirmed]);
  });

  it('answers 404 for another traveller’s booking, logged in or with a wrong mobile', async () => {
    const api = newApi();
    const { reserveId } = await stay(api);
    const stranger = await loggedIn(handle, api.clock());
    expect((await api.post('/reviews', review(reserveId), stranger.auth)).status).toBe(404);
    expect((await api.post('/reviews', review(reserveId, { mobile: stranger.mobile }))).status).toBe(404);
  });

  it('holds a review with a link for a person and leaves it off the hotel page', async () => {
    const api = newApi();
    const { traveller, reserveId, hotelId } = await stay(api);
    const text = 'برای رزرو ارزان‌تر به سایت www.example.com سر بزنید، خیلی بهتر است.';
    const sent = await api.post('/reviews', review(reserveId, { text }), traveller.auth);
    expect((await sent.json()).data.status).toBe('held');
    const listed = (await (await api.get(`/hotels/${hotelId}/reviews`)).json()).data;
    expect(listed.items.map((item: { text: string }) => item.text)).not.toContain(text);
  });

  it('refuses a review whose scores are missing with the Persian message, and saves nothing', async () => {
    const api = newApi();
    const { traveller, reserveId } = await stay(api);
    const sent = await api.post('/reviews', review(reserveId, { scores: {} }), traveller.auth);
    expect(sent.status).toBe(422);
    expect((await sent.json()).meta.errors).toEqual([FORM_MESSAGES.scoreRequired]);
    const page = (await (await api.get(`/bookings/${reserveId}/review`, traveller.auth)).json()).data;
    expect(page).toMatchObject({ refusal: null, review: null });
  });
});

describe('GET /bookings/:reserveId/review', () => {
  it('tells the page the stay, whether it may be reviewed, and the review once sent', async () => {
    const api = newApi();
    const { traveller, reserveId } = await stay(api);
    const path = `/bookings/${reserveId}/review?mobile=${traveller.mobile}`;
    expect((await (await api.get(path)).json()).data).toMatchObject({
      reserveId,
      refusal: null,
      review: null,
    });
    await api.post('/reviews', review(reserveId), traveller.auth);
    expect((await (await api.get(path)).json()).data).toMatchObject({
      refusal: FORM_MESSAGES.reviewAlreadySent,
      review: { status: 'published', title: 'اقامتی آرام' },
    });
  });
});

describe('while comments are closed', () => {
  const setComments = (_api: Api, open: boolean) => setCommentsOpen(handle.db, open);

  it('POST /reviews answers 403 with the Persian message and stores nothing; reopened, it takes the review', async () => {
    const api = newApi();
    const { traveller, reserveId } = await stay(api);
    await setComments(api, false);
    try {
      const refused = await api.post('/reviews', review(reserveId), traveller.auth);
      expect(refused.status).toBe(403);
      expect((await refused.json()).meta).toMatchObject({
        status: false,
        errors: [FORM_MESSAGES.reviewsClosed],
      });
      const page = (await (await api.get(`/bookings/${reserveId}/review`, traveller.auth)).json()).data;
      expect(page).toMatchObject({ refusal: FORM_MESSAGES.reviewsClosed, review: null });
    } finally {
      await setComments(api, true);
    }
    expect((await api.post('/reviews', review(reserveId), traveller.auth)).status).toBe(201);
  });

  it('still refuses a stranger its booking (404), and says nothing about the stay', async () => {
    const api = newApi();
    const { reserveId } = await stay(api);
    const stranger = await loggedIn(handle, api.clock());
    await setComments(api, false);
    try {
      expect((await api.get(`/bookings/${reserveId}/review`, stranger.auth)).status).toBe(404);
    } finally {
      await setComments(api, true);
    }
  });
});
