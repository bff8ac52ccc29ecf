// Contract tests: every endpoint through app.request() on an in-memory PGlite with a small seed,
// each answer parsed with the shared schemas the client uses.
import { addDays, MESSAGES, todayInTehran } from '@rahi/shared-contracts';
import * as api from '@rahi/shared-contracts/api';
import * as z from 'zod';
import { type BookingApi, createBookingApi } from './app';
import type { DatabaseHandle } from './db/client';
import { openTestDatabase } from './db/test-database';
import { seedDatabase } from './seed';

let handle: DatabaseHandle;
let app: BookingApi;
const today = todayInTehran();

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDatabase(handle.db, { hotels: 40, days: 40 });
  app = createBookingApi({ db: handle.db });
}, 120_000);

afterAll(async () => {
  await app.flushSearchCounts();
  await handle.close();
});

async function call(path: string, init?: RequestInit) {
  const response = await app.request(path, init);
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field below
  const body: any = await response.json();
  return { status: response.status, body };
}

async function data<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>> {
  const { status, body } = await call(path);
  expect(status).toBe(200);
  return (api.envelopeSchema(schema).parse(body) as { data: z.infer<S> }).data;
}

const expectProblem = (body: unknown, message: string) => {
  const parsed = api.envelopeSchema(z.null()).parse(body);
  expect(parsed.meta.status).toBe(false);
  expect(parsed.meta.errors).toContain(message);
};

const mashhadId = async () => {
  const found = await data(`/destinations?q=${encodeURIComponent('مشهد')}`, z.array(api.destinationSchema));
  const city = found.find((item) => item.type === 'city');
  if (!city) throw new Error('the seed has no Mashhad');
  return city.id;
};

describe('GET /header-footer-contents', () => {
  it('answers the header links, footer and comment status', async () => {
    const payload = await data('/header-footer-contents', api.headerFooterSchema);
    expect(payload.header.links.length).toBeGreaterThan(0);
    expect(typeof payload.comment.comment_status).toBe('boolean');
  });
});

describe('GET /destinations', () => {
  it('finds Mashhad as a city first, with its city-page slug', async () => {
    const found = await data(`/destinations?q=${encodeURIComponent('مشهد')}`, z.array(api.destinationSchema));
    expect(found[0]).toMatchObject({ type: 'city', title: 'مشهد', slug: 'hotels-mashhad' });
  });

  it('matches whatever the keyboard typed: Arabic yeh and kaf, ZWNJ or a space', async () => {
    const persian = await data(
      `/destinations?q=${encodeURIComponent('هتل')}`,
      z.array(api.destinationSchema),
    );
    const arabic = await data(
      `/destinations?q=${encodeURIComponent('هتل')}`.replace('%DB%8C', '%D9%8A'),
      z.array(api.destinationSchema),
    );
    expect(arabic).toEqual(persian);
    const kish = await data(`/destinations?q=${encodeURIComponent('كيش')}`, z.array(api.destinationSchema));
    expect(kish.some((item) => item.type === 'city' && item.title === 'کیش')).toBe(true);
  });

  it("treats a traveller's % as a letter, not a wildcard", async () => {
    expect(await data(`/destinations?q=${encodeURIComponent('%')}`, z.array(api.destinationSchema))).toEqual(
      [],
    );
  });

  it('refuses an empty search with a 422 envelope', async () => {
    const { status, body } = await call('/destinations?q=');
    expect(status).toBe(422);
    expectProblem(body, MESSAGES.invalidInput);
  });
});

describe('GET /cities/:id and /cities/:id/hotels', () => {
  it('answers a city with its hotel count', async () => {
    const city = await data(`/cities/${await mashhadId()}`, api.citySchema);
    expect(city).toMatchObject({ name: 'مشهد', slug: 'mashhad' });
    expect(city.hotelsCount).toBeGreaterThan(0);
  });

  it('says a missing city is missing, in Persian', async () => {
    for (const id of ['999999', 'abc', '0']) {
      const { status, body } = await call(`/cities/${id}`);
      expect(status).toBe(404);
      expectProblem(body, MESSAGES.cityNotFound);
    }
  });

  it('lists the hotels for a stay with per-night from-prices, struck board prices and facets', async () => {
    const id = await mashhadId();
    const result = await data(
      `/cities/${id}/hotels?checkin=${addDays(today, 3)}&nights=2`,
      api.cityHotelsSchema,
    );
    expect(result.total).toBeGreaterThan(0);
    expect(result.facets.stars.reduce((sum, facet) => sum + facet.count, 0)).toBe(result.city.hotelsCount);
    for (const card of result.items.filter((item) => item.available)) {
      expect(card.fromBoardPrice).toBeGreaterThanOrEqual(card.fromPrice ?? 0);
      expect(card.discountPercent).toBe(
        Math.round((1 - (card.fromPrice ?? 0) / (card.fromBoardPrice ?? 1)) * 100),
      );
    }
  });

  it('filters by stars and sorts by price, cheapest first, sold-out last', async () => {
    const id = await mashhadId();
    const result = await data(
      `/cities/${id}/hotels?checkin=${today}&nights=1&stars=3,4&sort=price&pageSize=50`,
      api.cityHotelsSchema,
    );
    expect(result.items.every((card) => card.stars === 3 || card.stars === 4)).toBe(true);
    const prices = result.items.filter((card) => card.available).map((card) => card.fromPrice ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const firstSoldOut = result.items.findIndex((card) => !card.available);
    if (firstSoldOut >= 0)
      expect(result.items.slice(firstSoldOut).every((card) => !card.available)).toBe(true);
  });

  it('sorts Mashhad by distance to the shrine, nearest first', async () => {
    const id = await mashhadId();
    const result = await data(
      `/cities/${id}/hotels?checkin=${today}&sort=distance&pageSize=50`,
      api.cityHotelsSchema,
    );
    const shrine = (card: (typeof result.items)[number]) =>
      card.distances.find((place) => place.kind === 'shrine')?.distanceKm ?? Number.POSITIVE_INFINITY;
    for (const group of [true, false]) {
      const distances = result.items.filter((card) => card.available === group).map(shrine);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    }
  });

  it('pages through the same list without repeating a hotel', async () => {
    const id = await mashhadId();
    const first = await data(`/cities/${id}/hotels?checkin=${today}&pageSize=3&page=1`, api.cityHotelsSchema);
    const second = await data(
      `/cities/${id}/hotels?checkin=${today}&pageSize=3&page=2`,
      api.cityHotelsSchema,
    );
    expect(first.items.map((card) => card.id)).not.toEqual(
      expect.arrayContaining(second.items.map((card) => card.id)),
    );
    expect(second.total).toBe(first.total);
  });

  it('refuses a check-in before today, and a bad sort', async () => {
    const id = await mashhadId();
    const past = await call(`/cities/${id}/hotels?checkin=${addDays(today, -1)}`);
    expect(past.status).toBe(422);
    expectProblem(past.body, MESSAGES.checkinInPast);
    const badSort = await call(`/cities/${id}/hotels?sort=cheapest`);
    expect(badSort.status).toBe(422);
  });
});

describe('GET /hotels/:id, /rooms and /reviews', () => {
  const firstHotel = async () => {
    const id = await mashhadId();
    const list = await data(`/cities/${id}/hotels?checkin=${today}&sort=popularity`, api.cityHotelsSchema);
    return list.items[0]?.id as number;
  };

  it("answers a hotel's details in the contract's shape", async () => {
    const hotel = await data(`/hotels/${await firstHotel()}`, api.hotelDetailsSchema);
    expect(hotel.city.name).toBe('مشهد');
    expect(hotel.images.length).toBeGreaterThan(0);
  });

  it('prices each room night by night, and its totals are the sums', async () => {
    const rooms = await data(
      `/hotels/${await firstHotel()}/rooms?checkin=${addDays(today, 2)}&nights=3`,
      z.array(api.roomOfferSchema),
    );
    expect(rooms.length).toBeGreaterThan(0);
    for (const room of rooms) {
      expect(room.nights.map((night) => night.date)).toEqual([
        addDays(today, 2),
        addDays(today, 3),
        addDays(today, 4),
      ]);
      expect(room.totalBoardPrice).toBe(room.nights.reduce((sum, night) => sum + night.boardPrice, 0));
      expect(room.totalCustomerPrice).toBe(room.nights.reduce((sum, night) => sum + night.customerPrice, 0));
      expect(room.totalBoardPrice).toBeGreaterThanOrEqual(room.totalCustomerPrice);
    }
  });

  it('says a night past the price calendar has no price, and a past check-in is refused', async () => {
    const hotel = await firstHotel();
    const beyond = await call(`/hotels/${hotel}/rooms?checkin=${addDays(today, 38)}&nights=5`);
    expect(beyond.status).toBe(422);
    expectProblem(beyond.body, MESSAGES.noPriceForNight);
    const past = await call(`/hotels/${hotel}/rooms?checkin=${addDays(today, -2)}&nights=1`);
    expectProblem(past.body, MESSAGES.checkinInPast);
  });

  it('pages reviews, ten at a time, counted like the hotel says', async () => {
    const hotelId = await firstHotel();
    const hotel = await data(`/hotels/${hotelId}`, api.hotelDetailsSchema);
    const reviews = await data(`/hotels/${hotelId}/reviews?page=1`, api.hotelReviewsSchema);
    expect(reviews.total).toBe(hotel.reviewsCount);
    expect(reviews.items.length).toBe(Math.min(10, hotel.reviewsCount));
  });

  it('says a missing hotel is missing', async () => {
    const { status, body } = await call('/hotels/987654');
    expect(status).toBe(404);
    expectProblem(body, MESSAGES.hotelNotFound);
  });
});

describe('POST /reservation-drafts and GET /reservation-drafts/:id', () => {
  async function offerToBook() {
    const id = await mashhadId();
    const list = await data(
      `/cities/${id}/hotels?checkin=${addDays(today, 5)}&nights=2&sort=popularity`,
      api.cityHotelsSchema,
    );
    for (const card of list.items.filter((item) => item.available)) {
      const rooms = await data(
        `/hotels/${card.id}/rooms?checkin=${addDays(today, 5)}&nights=2`,
        z.array(api.roomOfferSchema),
      );
      const room = rooms.find((offer) => offer.freeCount >= 2 && offer.maxExtraBeds >= 1);
      if (room) return { hotelId: card.id, room };
    }
    throw new Error('no bookable room in the small seed');
  }

  const draftBody = (hotelId: number, room: api.RoomOffer, overrides: Record<string, unknown> = {}) => ({
    reservationId: crypto.randomUUID(),
    reservationData: {
      reserveDates: [addDays(today, 5), addDays(today, 6)],
      rooms: [
        {
          id: room.id,
          totalBoardPrice: 1,
          totalCustomerPrice: 1,
          extraBedCount: 1,
          extraBoardPrice: 1,
          extraCustomerPrice: 1,
          earlyCheckIn: false,
          lateCheckOut: false,
          early: {
            earlyBoardPrice: 0,
            earlyCustomerPrice: 0,
            extraEarlyBoardPrice: 0,
            extraEarlyCustomerPrice: 0,
          },
          late: {
            lateBoardPrice: 0,
            lateCustomerPrice: 0,
            extraLateBoardPrice: 0,
            extraLateCustomerPrice: 0,
          },
        },
      ],
      totalSum: 1,
      checkin: addDays(today, 5),
      nights: 2,
      hotelId,
      hotelName: 'هتل جعلی',
      hotelRate: 5,
      hotelAddress: 'جای دیگر',
      checkInTime: '14:00',
      checkOutTime: '12:00',
      ...overrides,
    },
  });

  // One browser session, as the gateway names it from its session cookie.
  const session = { 'x-rahi-session': 'test-session-0123456789abcdefghijklmnopq' };
  const post = (body: unknown) =>
    call('/reservation-drafts', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...session },
      body: JSON.stringify(body),
    });

  it('re-prices a tampered draft from the database and stores its own total', async () => {
    const { hotelId, room } = await offerToBook();
    const body = draftBody(hotelId, room);
    const saved = await post(body);
    expect(saved.status).toBe(201);
    const draft = saved.body.data;
    const expected = room.totalCustomerPrice + room.extraCustomerPrice;
    expect(draft.reservationData.totalSum).toBe(expected);
    expect(draft.reservationData.rooms[0].totalBoardPrice).toBe(room.totalBoardPrice);
    expect(draft.reservationData.hotelName).not.toBe('هتل جعلی');
    expect(draft.priceChanged).toBe(true);
    expect(saved.body.meta.message).toBe(MESSAGES.priceChanged);

    const loaded = await call(`/reservation-drafts/${body.reservationId}`, { headers: session });
    expect(loaded.status).toBe(200);
    expect(loaded.body.data.reservationData.totalSum).toBe(expected);
  });

  it('stores the hotel’s own address, which already names its city, once', async () => {
    const { hotelId, room } = await offerToBook();
    const hotel = await data(`/hotels/${hotelId}`, api.hotelDetailsSchema);
    const saved = await post(draftBody(hotelId, room));

    const address: string = saved.body.data.reservationData.hotelAddress;
    expect(address).toBe(hotel.address);
    expect(address.startsWith(`${hotel.city.name}، `)).toBe(true);
    expect(address.startsWith(`${hotel.city.name}، ${hotel.city.name}، `)).toBe(false);
  });

  it('refuses more extra beds than the room takes, naming the room', async () => {
    const { hotelId, room } = await offerToBook();
    const body = draftBody(hotelId, room);
    body.reservationData.rooms[0] = {
      ...body.reservationData.rooms[0],
      extraBedCount: room.maxExtraBeds + 1,
    } as never;
    const { status, body: answer } = await post(body);
    expect(status).toBe(422);
    expectProblem(answer, `${MESSAGES.tooManyExtraBeds} (${room.name})`);
  });

  it('refuses more rooms of a type than are free, as a conflict', async () => {
    const { hotelId, room } = await offerToBook();
    const body = draftBody(hotelId, room);
    const one = body.reservationData.rooms[0];
    body.reservationData.rooms = Array.from({ length: room.freeCount + 1 }, () => one) as never;
    const { status, body: answer } = await post(body);
    expect(status).toBe(409);
    expectProblem(answer, `${MESSAGES.roomFull} (${room.name})`);
  });

  it('refuses a room the hotel does not have, a past check-in, and no rooms at all', async () => {
    const { hotelId, room } = await offerToBook();
    const unknown = draftBody(hotelId, { ...room, id: 99_999_999 });
    expect((await post(unknown)).status).toBe(422);
    const past = await post(draftBody(hotelId, room, { checkin: addDays(today, -1) }));
    expectProblem(past.body, MESSAGES.checkinInPast);
    const empty = await post(draftBody(hotelId, room, { rooms: [] }));
    expect(empty.status).toBe(422);
  });

  it('answers 404 for an unknown or malformed draft id, and 400 for a body that is not JSON', async () => {
    expect((await call(`/reservation-drafts/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await call('/reservation-drafts/not-a-uuid')).status).toBe(404);
    const garbage = await call('/reservation-drafts', { method: 'POST', body: '{nope' });
    expect(garbage.status).toBe(400);
  });
});

describe('the API as a whole', () => {
  it('serves an OpenAPI document of every endpoint and a page to read it', async () => {
    const doc = (await (await app.request('/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/header-footer-contents',
        '/destinations',
        '/cities/{id}/hotels',
        '/hotels/{id}/rooms',
      ]),
    );
    const page = await app.request('/docs');
    expect(await page.text()).toContain('/cities/{id}/hotels');
  });

  it('answers an unknown path with a 404 envelope', async () => {
    const { status, body } = await call('/no-such-endpoint');
    expect(status).toBe(404);
    expect(body.meta.status).toBe(false);
  });
});
