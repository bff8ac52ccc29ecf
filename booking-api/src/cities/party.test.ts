// A search for a party: `adults` on GET /cities/:id/hotels lists only the hotels whose free rooms (with extra
// beds) hold the party every night, priced «از …» with the cheapest such rooms; GET /hotels/:id/rooms says of
// each room type whether one room holds the party. The city list's prices agree with the rooms answer.
import { addDays, cheapestRoomsForParty, MESSAGES, todayInTehran } from '@rahi/shared-contracts';
import * as api from '@rahi/shared-contracts/api';
import { sql } from 'drizzle-orm';
import * as z from 'zod';
import { type BookingApi, createBookingApi } from '../app';
import { type DatabaseHandle, queryRows } from '../db/client';
import { openTestDatabase } from '../db/test-database';
import { seedDatabase } from '../seed';

let handle: DatabaseHandle;
let app: BookingApi;
let cityId: number;
const checkin = addDays(todayInTehran(), 4);

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDatabase(handle.db, { hotels: 30, days: 12 });
  app = createBookingApi({ db: handle.db });
  const [city] = await queryRows<{ city_id: number }>(
    handle.db,
    sql`select city_id from hotels group by city_id order by count(*) desc limit 1`,
  );
  cityId = city?.city_id as number;
}, 120_000);

afterAll(async () => {
  await app.flushSearchCounts();
  await handle.close();
});

async function call(path: string) {
  const response = await app.request(path);
  // biome-ignore lint/suspicious/noExplicitAny: answers are parsed with the contract's schemas below
  const body: any = await response.json();
  return { status: response.status, body };
}

async function data<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>> {
  const { status, body } = await call(path);
  expect(status).toBe(200);
  return (api.envelopeSchema(schema).parse(body) as { data: z.infer<S> }).data;
}

const list = (query: string, nights = 2) =>
  data(
    `/cities/${cityId}/hotels?checkin=${checkin}&nights=${nights}&pageSize=50${query}`,
    api.cityHotelsSchema,
  );

const rooms = (hotelId: number, adults: number, nights = 2) =>
  data(
    `/hotels/${hotelId}/rooms?checkin=${checkin}&nights=${nights}&adults=${adults}`,
    z.array(api.roomOfferSchema),
  );

/** The «از» price per night a hotel's room offers give for a party, the way a traveller would add it up. */
const partyPriceFromOffers = (offers: api.RoomOffer[], adults: number, nights: number) => {
  const best = cheapestRoomsForParty(
    offers.map((offer) => ({
      capacity: offer.capacity,
      maxExtraBeds: offer.maxExtraBeds,
      free: offer.freeCount,
      price: offer.totalCustomerPrice,
      boardPrice: offer.totalBoardPrice,
      extraBedPrice: offer.extraCustomerPrice,
      extraBedBoardPrice: offer.extraBoardPrice,
    })),
    adults,
  );
  return best && Math.round(best.price / nights);
};

describe('GET /cities/:id/hotels with adults', () => {
  it("prices each hotel «از» with the cheapest rooms that hold the party, as its rooms' answer adds up", async () => {
    for (const adults of [1, 2, 6]) {
      const found = await list(`&adults=${adults}`);
      expect(found.items.length).toBeGreaterThan(0);
      for (const card of found.items) {
        expect(card.available).toBe(true);
        expect(card.fromPrice).toBe(partyPriceFromOffers(await rooms(card.id, adults), adults, 2));
      }
    }
  });

  it('prices two adults, when none are named, with rooms for two, never a one-person room alone', async () => {
    const found = await list('');
    const singlesHotels = await queryRows<{ hotel_id: number }>(
      handle.db,
      sql`select distinct rt.hotel_id from room_types rt join hotels h on h.id = rt.hotel_id
          where h.city_id = ${cityId} and rt.capacity = 1`,
    );
    expect(singlesHotels.length).toBeGreaterThan(0);
    for (const { hotel_id } of singlesHotels) {
      const card = found.items.find((item) => item.id === hotel_id);
      if (!card?.available) continue;
      expect(card.fromPrice).toBe(partyPriceFromOffers(await rooms(hotel_id, 2), 2, 2));
      const single = (await rooms(hotel_id, 2)).find((offer) => offer.capacity === 1);
      expect(card.fromPrice).toBeGreaterThan(Math.round((single?.totalCustomerPrice ?? 0) / 2));
    }
  });

  it('leaves out a hotel whose free rooms hold two but not six, and asks more of the others', async () => {
    const two = await list('&adults=2');
    let chosen: { hotel: number; room: number } | undefined;
    for (const card of two.items) {
      const room = (await rooms(card.id, 2)).find(
        (offer) => offer.capacity >= 2 && offer.capacity + offer.maxExtraBeds < 6 && offer.freeCount > 0,
      );
      if (room) chosen = { hotel: card.id, room: room.id };
      if (chosen) break;
    }
    if (!chosen) throw new Error('no hotel has a free room for two');
    // On the second night only that room is left, one of it: enough for two, too few for six.
    await handle.db.execute(
      sql`update room_nights set free_count = case when room_type_id = ${chosen.room} then 1 else 0 end
          where hotel_id = ${chosen.hotel} and date = ${addDays(checkin, 1)}`,
    );
    // A fresh app: the answers above are cached for a few seconds. The old one's counted searches are written
    // first, or its timer would write them into the database after the file closed it.
    await app.flushSearchCounts();
    app = createBookingApi({ db: handle.db });
    const twoAgain = await list('&adults=2');
    const six = await list('&adults=6');
    expect(twoAgain.items.map((item) => item.id)).toContain(chosen.hotel);
    expect(six.items.map((item) => item.id)).not.toContain(chosen.hotel);
    expect(six.total).toBeLessThan(twoAgain.total);
    for (const card of six.items) {
      const forTwo = twoAgain.items.find((item) => item.id === card.id);
      expect(card.fromPrice).toBeGreaterThan(forTwo?.fromPrice ?? 0);
    }
  });

  it('without adults still lists every hotel, the full ones last and marked unavailable', async () => {
    const all = await list('');
    const counted = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from hotels where city_id = ${cityId}`,
    );
    expect(all.total).toBe(counted[0]?.n);
  });

  it('refuses a party out of bounds with the Persian message', async () => {
    for (const adults of ['0', '11', 'two', '2.5']) {
      const { status, body } = await call(`/cities/${cityId}/hotels?checkin=${checkin}&adults=${adults}`);
      expect(status).toBe(422);
      expect(body.meta.message).toBe(MESSAGES.invalidInput);
    }
  });
});

describe('GET /hotels/:id/rooms with adults', () => {
  it('says of each room type whether one room with its extra beds holds the party', async () => {
    const [hotel] = (await list('')).items;
    for (const adults of [1, 2, 3, 6]) {
      for (const offer of await rooms(hotel?.id as number, adults))
        expect(offer.holdsParty).toBe(offer.capacity + offer.maxExtraBeds >= adults);
    }
  });

  it('refuses a party out of bounds with the Persian message', async () => {
    const [hotel] = (await list('')).items;
    const { status, body } = await call(`/hotels/${hotel?.id}/rooms?checkin=${checkin}&adults=12`);
    expect(status).toBe(422);
    expect(body.meta.message).toBe(MESSAGES.invalidInput);
  });
});

describe('the OpenAPI document', () => {
  it('lists adults, from one to ten, on the city search and the rooms', async () => {
    const doc = (await (await app.request('/openapi.json')).json()) as {
      paths: Record<string, { get: { parameters: { name: string; schema: object }[] } }>;
    };
    for (const path of ['/cities/{id}/hotels', '/hotels/{id}/rooms']) {
      const adults = doc.paths[path]?.get.parameters.find((parameter) => parameter.name === 'adults');
      expect(adults?.schema).toMatchObject({ minimum: 1, maximum: 10 });
    }
  });
});
