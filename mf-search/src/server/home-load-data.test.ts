import type { PageFetcher } from '@rahi/shared-contracts';
import type { ApiCall } from '@rahi/shared-ui/api';
import { HomePageLoadError } from '../pages/home-page-data';
import { cityHotels, hotelCard } from '../testing/fake-api';
import { loadData } from './container';

type Answer = { ok: true; data: unknown } | { ok: false; status: number; errors: string[] };

function fetcherAnswering(answer: (endPoint: string) => Answer) {
  const asked: ApiCall[] = [];
  const fetcher = async <T>(call: ApiCall) => {
    asked.push(call);
    return answer(call.endPoint) as { ok: true; data: T };
  };
  return { fetcher, asked };
}

/** The page contract's request for `module`; the home page reads none of params, stay or query. */
const pageRequest = (module: string, fetcher: PageFetcher) => ({
  module,
  fetcher,
  params: {},
  stay: { checkin: '2020-01-01', nights: 9 },
  search: 'checkin=2020-01-01&nights=9',
});

const cityOf = (endPoint: string) => Number(/^\/cities\/(\d+)\//.exec(endPoint)?.[1]);
const answerFor = (endPoint: string): Answer => {
  const id = cityOf(endPoint);
  const city = { id, name: `شهر ${id}`, slug: `city-${id}`, province: 'استان', hotelsCount: id * 10 };
  return { ok: true, data: cityHotels([hotelCard(100 + id)], { city }) };
};

describe('loadData for the home page', () => {
  beforeAll(() =>
    jest.useFakeTimers({ now: new Date('2026-12-01T08:00:00Z'), doNotFake: ['queueMicrotask'] }),
  );
  afterAll(() => jest.useRealTimers());

  it('asks what the browser asks: each popular city by rating and Mashhad by distance, for tonight in Tehran', async () => {
    const { fetcher, asked } = fetcherAnswering(answerFor);

    const data = await loadData(pageRequest('./HomePage', fetcher));

    const stay = 'checkin=2026-12-01&nights=1';
    expect(asked.map((call) => call.endPoint).sort()).toEqual(
      [
        ...[1, 2, 3, 4, 5, 6].map((id) => `/cities/${id}/hotels?${stay}&sort=rating&pageSize=1`),
        `/cities/1/hotels?${stay}&sort=distance&pageSize=4`,
      ].sort(),
    );
    expect(asked.every((call) => call.toast === false)).toBe(true);
    expect(data).toMatchObject({
      stay: { checkin: '2026-12-01', nights: 1 },
      shrineEndPoint: `/cities/1/hotels?${stay}&sort=distance&pageSize=4`,
    });
    expect((data as { popular: unknown[] }).popular).toHaveLength(6);
  });

  it('leaves out a popular city booking-api does not know, as the browser does', async () => {
    const { fetcher } = fetcherAnswering((endPoint) =>
      cityOf(endPoint) === 6 ? { ok: false, status: 404, errors: ['شهر پیدا نشد.'] } : answerFor(endPoint),
    );

    const data = (await loadData(pageRequest('./HomePage', fetcher))) as {
      popular: { city: { id: number } }[];
    };

    expect(data.popular.map(({ city }) => city.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('fails without a page status when the shrine row cannot be read: the gateway serves the shell, never a 404', async () => {
    const { fetcher } = fetcherAnswering((endPoint) =>
      endPoint.includes('sort=distance') ? { ok: false, status: 404, errors: ['x'] } : answerFor(endPoint),
    );

    const loading = loadData(pageRequest('./HomePage', fetcher));

    await expect(loading).rejects.toBeInstanceOf(HomePageLoadError);
    await expect(loading).rejects.toMatchObject({ apiStatus: 404 });
    await expect(loading.catch((error) => 'status' in error)).resolves.toBe(false);
  });

  it('refuses a page mf-search does not render on the server', () => {
    const { fetcher } = fetcherAnswering(answerFor);

    expect(() => loadData(pageRequest('./SearchBox', fetcher))).toThrow(/SearchBox/);
  });
});
