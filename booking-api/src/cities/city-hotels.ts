// The hotels of a city for a stay: each with its cheapest available room's price per night, the
// struck board price and the discount, filtered, sorted and paged as the traveller asked.

import { addDays } from '@rahi/shared-contracts';
import type { CityHotelsQuery } from '@rahi/shared-contracts/api';
import { sql } from 'drizzle-orm';
import { TtlCache } from '../cache/ttl-cache';
import { type Database, queryRows } from '../db/client';
import type { HotelImage, HotelType, NearPlace } from '../db/schema';
import type { Stay } from '../stay/check-stay';

interface HotelRow {
  id: number;
  name: string;
  slug: string;
  stars: number;
  type: HotelType;
  address: string;
  rating: number;
  reviews_count: number;
  popularity: number;
  images: HotelImage[];
  amenities: string[];
  near_places: NearPlace[];
  cust: number | null;
  board: number | null;
  available: boolean | null;
}

export interface HotelCard {
  id: number;
  name: string;
  slug: string;
  stars: number;
  type: HotelType;
  address: string;
  rating: number;
  reviewsCount: number;
  image: string | null;
  fromPrice: number | null;
  fromBoardPrice: number | null;
  discountPercent: number;
  available: boolean;
  distances: NearPlace[];
  /** To what travellers there head for: the shrine in Mashhad or Qom, else the city centre. */
  landmarkKm: number;
  popularity: number;
  amenities: string[];
}

type HotelStatics = Omit<HotelRow, 'cust' | 'board' | 'available'>;

export interface StayPriceRow {
  hotel_id: number;
  cust: number;
  board: number;
  available: boolean;
}

/** One room type on one night of a city: the figures the search sums. */
export interface NightRow {
  hotel_id: number;
  room_type_id: number;
  cust: number;
  board: number;
  free: number;
}

/** The city's hotels as they are whatever the dates: names, stars, photos, places. */
function loadCityStatics(db: Database, cityId: number) {
  return queryRows<HotelStatics>(
    db,
    sql`select id, name, slug, stars, type, address, rating, reviews_count, popularity, images, amenities, near_places
        from hotels where city_id = ${cityId}`,
  );
}

/**
 * Every room type of the city on one night (none beyond the calendar): one range of room_nights_city_date_idx,
 * read from the index alone (it includes these columns).
 */
export function loadCityNight(db: Database, cityId: number, date: string) {
  return queryRows<NightRow>(
    db,
    sql`select hotel_id, room_type_id, customer_price::float8 as cust, board_price::float8 as board,
               free_count as free
        from room_nights where city_id = ${cityId} and date = ${date}`,
  );
}

/** Orders two candidates of one hotel: available first, then price, board price, room type id. */
const rank = (a: StayPriceRow & { typeId: number }, b: StayPriceRow & { typeId: number }) =>
  Number(b.available) - Number(a.available) || a.cust - b.cust || a.board - b.board || a.typeId - b.typeId;

/**
 * For each hotel, its cheapest room type that is free every night of the stay, else its cheapest; ties go to the
 * lower board price, then the lower room type id. `nights` holds one list per night of the stay.
 */
export function cheapestPerHotel(nights: readonly NightRow[][]): StayPriceRow[] {
  const types = new Map<number, { hotel_id: number; cust: number; board: number; free: number; n: number }>();
  for (const night of nights) {
    for (const row of night) {
      const type = types.get(row.room_type_id);
      if (!type)
        types.set(row.room_type_id, {
          hotel_id: row.hotel_id,
          cust: row.cust,
          board: row.board,
          free: row.free,
          n: 1,
        });
      else {
        type.cust += row.cust;
        type.board += row.board;
        type.free = Math.min(type.free, row.free);
        type.n++;
      }
    }
  }
  const best = new Map<number, StayPriceRow & { typeId: number }>();
  for (const [typeId, type] of types) {
    const candidate = {
      hotel_id: type.hotel_id,
      cust: type.cust,
      board: type.board,
      available: type.free > 0 && type.n === nights.length,
      typeId,
    };
    const current = best.get(type.hotel_id);
    if (!current || rank(candidate, current) < 0) best.set(type.hotel_id, candidate);
  }
  return [...best.values()]
    .sort((a, b) => a.hotel_id - b.hotel_id)
    .map(({ hotel_id, cust, board, available }) => ({ hotel_id, cust, board, available }));
}

/** A city's cards for one stay, with the facets that describe them; computed once, then reused. */
export interface CityStay {
  cards: HotelCard[];
  facets: ReturnType<typeof facetsOf>;
}

export interface CityHotelsLoaderOptions {
  /** How long a stay's prices and availability are reused in search results (default 30 s). */
  stayTtlMs?: number;
  /** How long a city's hotel list is reused (default 5 min). */
  staticsTtlMs?: number;
}

/**
 * Loads a city's hotel cards for a stay, from the city's nights (each read once per `stayTtlMs` and shared by
 * every stay that covers it). Search results may be up to `stayTtlMs` old: the room list and reservation drafts
 * always read live prices, so a traveller never pays a stale one.
 */
export function createCityHotelsLoader(db: Database, options: CityHotelsLoaderOptions = {}) {
  const statics = new TtlCache<number, HotelStatics[]>(options.staticsTtlMs ?? 300_000, 200);
  const stays = new TtlCache<string, CityStay>(options.stayTtlMs ?? 30_000, 2000);
  // A city's nights, shared by every stay that covers them: travellers' stays differ, their nights overlap.
  const cityNights = new TtlCache<string, NightRow[]>(options.stayTtlMs ?? 30_000, 5000);
  const nightsOf = (cityId: number, stay: Stay) =>
    Promise.all(
      Array.from({ length: stay.nights }, (_, index) => {
        const date = addDays(stay.checkin, index);
        return cityNights.get(`${cityId}:${date}`, () => loadCityNight(db, cityId, date));
      }),
    );
  return (cityId: number, stay: Stay): Promise<CityStay> =>
    stays.get(`${cityId}:${stay.checkin}:${stay.nights}`, async () => {
      const [hotels, prices] = await Promise.all([
        statics.get(cityId, () => loadCityStatics(db, cityId)),
        nightsOf(cityId, stay).then(cheapestPerHotel),
      ]);
      const byHotel = new Map(prices.map((price) => [price.hotel_id, price]));
      const cards = hotels.map((hotel) => {
        const price = byHotel.get(hotel.id);
        return toCard(
          {
            ...hotel,
            cust: price?.cust ?? null,
            board: price?.board ?? null,
            available: price?.available ?? null,
          },
          stay.nights,
        );
      });
      return { cards, facets: facetsOf(cards) };
    });
}

/** Distance to what travellers in that city head for: a shrine where there is one, else the centre. */
const landmarkDistance = (places: NearPlace[]) =>
  places.find((place) => place.kind === 'shrine')?.distanceKm ??
  places.find((place) => place.kind === 'centre')?.distanceKm ??
  Number.POSITIVE_INFINITY;

function toCard(row: HotelRow, nights: number): HotelCard {
  const available = row.available === true;
  const perNight = (total: number | null) =>
    available && total !== null ? Math.round(total / nights) : null;
  const fromPrice = perNight(row.cust);
  const fromBoardPrice = perNight(row.board);
  const discountPercent =
    fromPrice !== null && fromBoardPrice
      ? Math.max(0, Math.round((1 - fromPrice / fromBoardPrice) * 100))
      : 0;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    stars: row.stars,
    type: row.type,
    address: row.address,
    rating: Math.round(row.rating * 10) / 10,
    reviewsCount: row.reviews_count,
    image: row.images.find((image) => image.category === 'exterior')?.url ?? row.images[0]?.url ?? null,
    fromPrice,
    fromBoardPrice,
    discountPercent,
    available,
    distances: [...row.near_places].sort((a, b) => a.distanceKm - b.distanceKm).slice(0, 3),
    landmarkKm: landmarkDistance(row.near_places),
    popularity: row.popularity,
    amenities: row.amenities,
  };
}

const matches = (card: HotelCard, query: CityHotelsQuery) =>
  (!query.stars?.length || query.stars.includes(card.stars)) &&
  (!query.types?.length || query.types.includes(card.type)) &&
  (!query.amenities?.length || query.amenities.every((amenity) => card.amenities.includes(amenity))) &&
  (query.minRating === undefined || card.rating >= query.minRating) &&
  (query.minPrice === undefined || (card.fromPrice !== null && card.fromPrice >= query.minPrice)) &&
  (query.maxPrice === undefined || (card.fromPrice !== null && card.fromPrice <= query.maxPrice));

const priceOrLast = (card: HotelCard, direction: 1 | -1) =>
  card.fromPrice === null ? Number.POSITIVE_INFINITY : direction * card.fromPrice;

const COMPARATORS: Record<CityHotelsQuery['sort'], (a: HotelCard, b: HotelCard) => number> = {
  price: (a, b) => priceOrLast(a, 1) - priceOrLast(b, 1),
  '-price': (a, b) => priceOrLast(a, -1) - priceOrLast(b, -1),
  stars: (a, b) => b.stars - a.stars,
  rating: (a, b) => b.rating - a.rating,
  popularity: (a, b) => b.popularity - a.popularity,
  distance: (a, b) => a.landmarkKm - b.landmarkKm,
};

const countBy = <T extends string | number>(values: T[]) => {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => (a.value < b.value ? -1 : 1));
};

/** Facets describe the whole city for the stay, so choosing a filter never hides the other choices. */
export function facetsOf(cards: HotelCard[]) {
  const prices = cards.flatMap((card) => (card.fromPrice === null ? [] : [card.fromPrice]));
  return {
    stars: countBy(cards.map((card) => card.stars)),
    types: countBy(cards.map((card) => card.type)),
    amenities: countBy(cards.flatMap((card) => card.amenities)),
    price: { min: prices.length ? Math.min(...prices) : 0, max: prices.length ? Math.max(...prices) : 0 },
  };
}

/** The card as the contract shows it, without the fields kept only for filtering and sorting. */
const toPublicCard = (card: HotelCard) => ({
  id: card.id,
  name: card.name,
  slug: card.slug,
  stars: card.stars,
  type: card.type,
  address: card.address,
  rating: card.rating,
  reviewsCount: card.reviewsCount,
  image: card.image,
  fromPrice: card.fromPrice,
  fromBoardPrice: card.fromBoardPrice,
  discountPercent: card.discountPercent,
  available: card.available,
  distances: card.distances,
});

export function selectPage(cards: HotelCard[], query: CityHotelsQuery) {
  const chosen = cards
    .filter((card) => matches(card, query))
    // Available hotels first, whatever the order asked for; ties broken by id for a stable order.
    .sort(
      (a, b) => Number(b.available) - Number(a.available) || COMPARATORS[query.sort](a, b) || a.id - b.id,
    );
  const start = (query.page - 1) * query.pageSize;
  const items = chosen.slice(start, start + query.pageSize).map(toPublicCard);
  return { items, total: chosen.length, page: query.page, pageSize: query.pageSize };
}
