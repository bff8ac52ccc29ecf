// The city search's answer cache: the same query within a few seconds is answered from JSON text kept
// for it; other queries and refusals are worked out each time.
import { addDays, MESSAGES, todayInTehran } from '@rahi/shared-contracts';
import { createBookingApi } from '../app';
import type { DatabaseHandle } from '../db/client';
import { cities } from '../db/schema';
import { openTestDatabase } from '../db/test-database';
import { createSearchCounter, type SearchCounter } from '../popular-routes/search-counter';
import { seedDatabase } from '../seed';
import { cityRoutes } from '.';
import { selectPage } from './city-hotels';

let handle: DatabaseHandle;
let cityId: number;
/** The searches these tests count, written before the database closes (a timer would write after it). */
let searchCounter: SearchCounter;

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDatabase(handle.db, { hotels: 20, days: 20 });
  const [first] = await handle.db.select({ id: cities.id }).from(cities).limit(1);
  if (!first) throw new Error('the seed has no city');
  cityId = first.id;
  searchCounter = createSearchCounter(handle.db);
}, 120_000);

afterAll(async () => {
  await searchCounter.flush();
  await handle.close();
});
// selectPage is the step every answer worked out afresh goes through: counting its calls counts the answers
// that did not come from the cache.
jest.mock('./city-hotels', () => {
  const actual = jest.requireActual('./city-hotels');
  return { ...actual, selectPage: jest.fn(actual.selectPage) };
});
const paging = selectPage as jest.MockedFunction<typeof selectPage>;

afterEach(() => paging.mockClear());

const search = (query: string) =>
  `/cities/${cityId}/hotels?checkin=${addDays(todayInTehran(), 2)}&nights=2${query}`;

describe('GET /cities/:id/hotels answer cache', () => {
  it('answers a repeated query from its cache, byte for byte, without working it out again', async () => {
    const routes = cityRoutes(handle.db, { searchCounter, pageTtlMs: 60_000 });

    const first = await routes.request(search('&sort=price'));
    const second = await routes.request(search('&sort=price'));

    expect(first.status).toBe(200);
    expect(second.headers.get('content-type')).toBe('application/json');
    expect(await second.text()).toBe(await first.text());
    expect(paging).toHaveBeenCalledTimes(1);
  });

  it('works out a different page or filter afresh', async () => {
    const routes = cityRoutes(handle.db, { searchCounter, pageTtlMs: 60_000 });

    await routes.request(search('&page=1'));
    await routes.request(search('&page=2'));
    await routes.request(search('&page=1&stars=5'));

    expect(paging).toHaveBeenCalledTimes(3);
  });

  it('keeps no answer once its time is up', async () => {
    const routes = cityRoutes(handle.db, { searchCounter, pageTtlMs: 0 });

    await routes.request(search(''));
    await routes.request(search(''));

    expect(paging).toHaveBeenCalledTimes(2);
  });

  it('does not keep a refusal: a check-in in the past is refused with its message every time', async () => {
    const app = createBookingApi({ db: handle.db });
    const past = `/cities/${cityId}/hotels?checkin=${addDays(todayInTehran(), -1)}&nights=1`;

    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await app.request(past);
      expect(response.status).toBe(422);
      expect(((await response.json()) as { meta: { errors: string[] } }).meta.errors).toEqual([
        MESSAGES.checkinInPast,
      ]);
    }
  });
});
