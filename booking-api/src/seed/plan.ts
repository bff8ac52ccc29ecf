// Everything the seed will write, worked out in memory before the database is touched: deterministic from
// the options alone, so a test can check the plan without a database.
import { normalizePersian, tehranDayStart, todayInTehran } from '@rahi/shared-contracts';
import type { cities } from '../db/schema';
import { buildCalendar, type CalendarNight } from './calendar';
import { CITIES } from './cities';
import { generateHotels, type HotelRow, type HotelSeed } from './hotels';
import { createRandom } from './random';
import { generateReviews, type ReviewSeed, summarizeReviews } from './reviews';
import type { PricedRoomType } from './room-nights';

export interface SeedOptions {
  /** 'all' (the default) or how many hotels, spread over the cities as the full set is. */
  hotels?: 'all' | number;
  /** Nights priced from today (default 400). */
  days?: number;
  /** The first priced night, 'YYYY-MM-DD' (default: today in Tehran). */
  today?: string;
  /** Another seed gives another, equally deterministic, dataset. */
  seed?: string;
}

export interface SeedPlan {
  cities: (typeof cities.$inferInsert)[];
  hotels: HotelRow[];
  roomTypes: (HotelSeed['roomTypes'][number] & PricedRoomType)[];
  reviews: ReviewSeed[];
  calendar: CalendarNight[];
}

/** A walk of up to 1.2 km, as hotel pages put it for pilgrims. */
const WALKING_KM = 1.2;

function reviewsOf({ hotel, city }: HotelSeed, today: string, random: ReturnType<typeof createRandom>) {
  const shrineKm = hotel.nearPlaces.find((place) => place.kind === 'shrine')?.distanceKm;
  const reviewed = {
    id: hotel.id,
    stars: hotel.stars,
    popularity: hotel.popularity ?? 0,
    pilgrim: city.kind === 'pilgrim',
    walkToShrine: shrineKm !== undefined && shrineKm <= WALKING_KM,
  };
  return generateReviews(reviewed, today, random.fork(hotel.id));
}

export function planSeed(options: SeedOptions = {}): SeedPlan {
  const today = options.today ?? todayInTehran();
  const random = createRandom(options.seed ?? 'rahi');
  const cityIds = new Map(CITIES.map((city, i) => [city.slug, i + 1]));
  const limit = options.hotels === 'all' ? undefined : options.hotels;
  const seeds = generateHotels(CITIES, cityIds, random.fork('hotels'), limit);
  const reviewRandom = random.fork('reviews');
  const reviewsByHotel = seeds.map((seed) => reviewsOf(seed, today, reviewRandom));
  // The pages' last change (the sitemap's lastmod) is the seed's day, midnight in Tehran: the same every run.
  const seededAt = tehranDayStart(today);
  return {
    cities: CITIES.map((city, i) => ({
      id: i + 1,
      name: city.name,
      searchName: normalizePersian(city.name),
      slug: city.slug,
      province: city.province,
      lat: city.lat,
      lng: city.lng,
      popularity: city.popularity,
      updatedAt: seededAt,
    })),
    hotels: seeds.map((seed, i) => ({
      ...seed.hotel,
      ...summarizeReviews(reviewsByHotel[i] ?? []),
      updatedAt: seededAt,
    })),
    roomTypes: seeds.flatMap((seed) => seed.roomTypes.map((room) => ({ ...room, pricing: seed.pricing }))),
    reviews: reviewsByHotel.flat(),
    calendar: buildCalendar(today, options.days ?? 400),
  };
}
