// Tests only: a fake of the gateway's POST /handle-api. Each test says what each booking-api path answers;
// every call is recorded (path and abort signal) so a test can check what was asked.
import type { CityHotels, Destination, HotelCard } from '@rahi/shared-contracts/api';

export interface FakeCall {
  endPoint: string;
  signal: AbortSignal | undefined;
}

type Answer = { status?: number; data?: unknown; errors?: string[] };
type Route = (endPoint: string) => Answer | undefined;

export function installFakeApi(route: Route): FakeCall[] {
  const calls: FakeCall[] = [];
  global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    const { endPoint } = JSON.parse(String(init?.body)) as { endPoint: string };
    calls.push({ endPoint, signal: init?.signal ?? undefined });
    const answer = route(endPoint) ?? { status: 404, errors: ['این نشانی در API وجود ندارد.'] };
    const status = answer.status ?? 200;
    const ok = status < 400;
    const body = {
      meta: {
        status: ok,
        message: ok ? 'Done' : (answer.errors?.[0] ?? ''),
        errors: ok ? [] : (answer.errors ?? []),
      },
      data: ok ? answer.data : null,
    };
    return { status, json: async () => body } as Response;
  }) as typeof fetch;
  return calls;
}

export const MASHHAD: Destination = {
  id: 1,
  type: 'city',
  title: 'مشهد',
  fullTitle: 'مشهد، خراسان رضوی',
  slug: 'hotels-mashhad',
};
export const MESHKAT: Destination = {
  id: 90,
  type: 'hotel',
  title: 'هتل مشکات',
  fullTitle: 'هتل مشکات، مشهد',
  slug: 'هتل-مشکات',
};

export const hotelCard = (id: number, overrides: Partial<HotelCard> = {}): HotelCard => ({
  id,
  name: `هتل نمونه ${id}`,
  slug: `هتل-نمونه-${id}`,
  stars: 4,
  type: 'hotel',
  address: 'مشهد، خیابان امام رضا',
  rating: 4.2,
  reviewsCount: 31,
  image: `/media/hotels/${id}/exterior-1.svg`,
  fromPrice: 23_080_000,
  fromBoardPrice: 34_780_000,
  discountPercent: 34,
  available: true,
  distances: [{ kind: 'shrine', name: 'حرم امام رضا (ع)', distanceKm: 0.2 }],
  ...overrides,
});

export const cityHotels = (items: HotelCard[], overrides: Partial<CityHotels> = {}): CityHotels => ({
  city: { id: 1, name: 'مشهد', slug: 'mashhad', province: 'خراسان رضوی', hotelsCount: 110 },
  items,
  total: items.length,
  page: 1,
  pageSize: 10,
  facets: {
    stars: [
      { value: 3, count: 41 },
      { value: 4, count: 24 },
      { value: 5, count: 22 },
    ],
    types: [
      { value: 'hotel', count: 60 },
      { value: 'hotel-apartment', count: 43 },
    ],
    amenities: [{ value: 'pool', count: 33 }],
    price: { min: 5_390_000, max: 105_500_000 },
  },
  ...overrides,
});
