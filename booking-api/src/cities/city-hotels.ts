// The hotels of a city for a stay and a party: each with the price per night of its cheapest free rooms that
// hold the party (cheapestRoomsForParty), the struck board price and the discount, filtered, sorted and paged
// as the traveller asked.

import { addDays, cheapestRoomsForParty, PARTY_ADULTS, type PartyRoomType } from '@rahi/shared-contracts';
import type { CityHotelsQuery, HotelFacets, HotelCard as PublicHotelCard } from '@rahi/shared-contracts/api';
import { sql } from 'drizzle-orm';
import { type NightChangeFeed, stayMeetsChange } from '../cache/night-changes';
import { TtlCache } from '../cache/ttl-cache';
import { type Database, queryRows } from '../db/client';
import type { HotelImage, HotelType, NearPlace } from '../db/schema';
import { envelope } from '../envelope';
import type { Stay } from '../stay/check-stay';
import { type CityNights, createCityNights, type NightRow } from './city-nights';

export { loadCityNight, type NightRow } from './city-nights';

/** A hotel of the city as read, whatever the dates. */
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
}

/**
 * A hotel's card as it is whatever the dates: worked out once per load of the city, then shared by the cards of
 * every stay (a stay adds only its prices).
 */
export interface CityHotel {
  id: number;
  name: string;
  slug: string;
  stars: number;
  type: HotelType;
  address: string;
  rating: number;
  reviewsCount: number;
  image: string | null;
  distances: NearPlace[];
  /** To what travellers there head for: the shrine in Mashhad or Qom, else the city centre. */
  landmarkKm: number;
  popularity: number;
  amenities: string[];
  /** Its public card as JSON text before the prices (`{"id":…,"image":…`) and after them (`,"distances":[…]}`). */
  json: { head: string; tail: string };
}

/** A hotel for one stay and party: the hotel and the prices per night of the cheapest rooms that hold the party. */
export interface HotelCard {
  hotel: CityHotel;
  fromPrice: number | null;
  fromBoardPrice: number | null;
  discountPercent: number;
  available: boolean;
}

/** How many people a room type sleeps, whatever the dates. */
export interface RoomTypeSize {
  capacity: number;
  maxExtraBeds: number;
}

/** A city's hotels, their room types' sizes and the facets that count them, all the same whatever the dates. */
interface CityStatics {
  hotels: CityHotel[];
  roomTypes: Map<number, RoomTypeSize>;
  facets: Omit<HotelFacets, 'price'>;
}

export interface StayPriceRow {
  hotel_id: number;
  cust: number;
  board: number;
  available: boolean;
}

const countBy = <T extends string | number>(values: T[]) => {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => (a.value < b.value ? -1 : 1));
};

/** The city's hotels as they are whatever the dates (names, stars, photos, places), and the facets counting them. */
async function loadCityStatics(db: Database, cityId: number): Promise<CityStatics> {
  const rows = await queryRows<HotelRow>(
    db,
    sql`select id, name, slug, stars, type, address, rating, reviews_count, popularity, images, amenities, near_places
        from hotels where city_id = ${cityId}`,
  );
  const hotels = rows.map(toCityHotel);
  const sizes = await queryRows<{ id: number; capacity: number; max_extra_beds: number }>(
    db,
    sql`select rt.id, rt.capacity, rt.max_extra_beds
        from room_types rt join hotels h on h.id = rt.hotel_id where h.city_id = ${cityId}`,
  );
  return {
    hotels,
    roomTypes: new Map(
      sizes.map((row) => [row.id, { capacity: row.capacity, maxExtraBeds: row.max_extra_beds }]),
    ),
    facets: {
      stars: countBy(hotels.map((hotel) => hotel.stars)),
      types: countBy(hotels.map((hotel) => hotel.type)),
      amenities: countBy(hotels.flatMap((hotel) => hotel.amenities)),
    },
  };
}

/** A room type's figures summed over the nights of a stay it has a price for. */
interface StayRoomType {
  hotel_id: number;
  cust: number;
  board: number;
  extraCust: number;
  extraBoard: number;
  free: number;
  nights: number;
}

/** Each room type's figures for the whole stay, by room type id. `nights` holds one list per night. */
function sumNights(nights: readonly NightRow[][]) {
  const types = new Map<number, StayRoomType>();
  for (const night of nights) {
    for (const row of night) {
      const type = types.get(row.room_type_id);
      if (!type)
        types.set(row.room_type_id, {
          hotel_id: row.hotel_id,
          cust: row.cust,
          board: row.board,
          extraCust: row.extra_cust,
          extraBoard: row.extra_board,
          free: row.free,
          nights: 1,
        });
      else {
        type.cust += row.cust;
        type.board += row.board;
        type.extraCust += row.extra_cust;
        type.extraBoard += row.extra_board;
        type.free = Math.min(type.free, row.free);
        type.nights++;
      }
    }
  }
  return types;
}

/**
 * For each hotel, the stay's price and board price of its cheapest free rooms (with extra beds) that hold
 * `adults` on every night of the stay; `available` is false, and the prices 0, when its free rooms cannot.
 * A room type missing a night of the stay, or whose size is not known, is not offered. `nights` holds one
 * list per night of the stay.
 */
export function partyPricePerHotel(
  nights: readonly NightRow[][],
  sizes: ReadonlyMap<number, RoomTypeSize>,
  adults: number,
): StayPriceRow[] {
  const byHotel = new Map<number, PartyRoomType[]>();
  const types = [...sumNights(nights)].sort(([a], [b]) => a - b);
  for (const [typeId, type] of types) {
    const offered = byHotel.get(type.hotel_id) ?? [];
    byHotel.set(type.hotel_id, offered);
    const size = sizes.get(typeId);
    if (!size || type.nights !== nights.length) continue;
    offered.push({
      ...size,
      free: type.free,
      price: type.cust,
      boardPrice: type.board,
      extraBedPrice: type.extraCust,
      extraBedBoardPrice: type.extraBoard,
    });
  }
  return [...byHotel]
    .sort(([a], [b]) => a - b)
    .map(([hotel_id, offered]) => {
      const best = cheapestRoomsForParty(offered, adults);
      return best
        ? { hotel_id, cust: best.price, board: best.boardPrice, available: true }
        : { hotel_id, cust: 0, board: 0, available: false };
    });
}

/** A city's cards for one stay and party, with the facets that describe them; computed once, then reused. */
export interface CityStay {
  cards: HotelCard[];
  facets: HotelFacets;
}

export interface CityHotelsLoaderOptions {
  /** How long a stay's prices and availability are reused in search results (default 30 s). */
  stayTtlMs?: number;
  /** How long a city's hotel list is reused (default 5 min). */
  staticsTtlMs?: number;
  /** The city-nights to read through, shared with the price calendar (default: its own, living `stayTtlMs`). */
  cityNights?: CityNights;
  /** Hotels' changes: a stay of the city is forgotten, and with a change of details the city's hotel list too. */
  changes?: NightChangeFeed;
}

/**
 * Loads a city's hotel cards for a stay and a party of `adults`, from the city's nights (each read once per
 * `stayTtlMs` and shared by every stay and party that covers it). Search results may be up to `stayTtlMs` old: the room list and reservation drafts
 * always read live prices, so a traveller never pays a stale one.
 */
export function createCityHotelsLoader(db: Database, options: CityHotelsLoaderOptions = {}) {
  const statics = new TtlCache<number, CityStatics>(options.staticsTtlMs ?? 300_000, 200);
  const stays = new TtlCache<string, CityStay>(options.stayTtlMs ?? 30_000, 2000);
  // A city's nights, shared by every stay that covers them: travellers' stays differ, their nights overlap.
  const cityNights = options.cityNights ?? createCityNights(db, options.stayTtlMs, options.changes);
  options.changes?.subscribe((change) => {
    if (change === 'all') {
      stays.clear();
      statics.clear();
      return;
    }
    stays.forget((key) => {
      const [cityId, checkin = '', nights = '1'] = key.split(':');
      return cityId === String(change.cityId) && stayMeetsChange(change, checkin, Number(nights));
    });
    if (change.from === undefined) statics.forget((cityId) => cityId === change.cityId);
  });
  const nightsOf = (cityId: number, stay: Stay) =>
    Promise.all(
      Array.from({ length: stay.nights }, (_, index) =>
        cityNights.rows(cityId, addDays(stay.checkin, index)),
      ),
    );
  return (cityId: number, stay: Stay, adults: number = PARTY_ADULTS.default): Promise<CityStay> =>
    stays.get(`${cityId}:${stay.checkin}:${stay.nights}:${adults}`, async () => {
      const [city, nights] = await Promise.all([
        statics.get(cityId, () => loadCityStatics(db, cityId)),
        nightsOf(cityId, stay),
      ]);
      const prices = partyPricePerHotel(nights, city.roomTypes, adults);
      const byHotel = new Map(prices.map((price) => [price.hotel_id, price]));
      const cards = city.hotels.map((hotel) => toCard(hotel, byHotel.get(hotel.id), stay.nights));
      return { cards, facets: { ...city.facets, price: priceRange(cards) } };
    });
}

export type CityHotelsLoader = ReturnType<typeof createCityHotelsLoader>;

/** The card as the contract shows it (hotelCardSchema), as an object. */
export const publicCard = ({
  hotel,
  fromPrice,
  fromBoardPrice,
  discountPercent,
  available,
}: HotelCard): PublicHotelCard => ({
  id: hotel.id,
  name: hotel.name,
  slug: hotel.slug,
  stars: hotel.stars,
  type: hotel.type,
  address: hotel.address,
  rating: hotel.rating,
  reviewsCount: hotel.reviewsCount,
  image: hotel.image,
  fromPrice,
  fromBoardPrice,
  discountPercent,
  available,
  distances: hotel.distances,
});

/** Distance to what travellers in that city head for: a shrine where there is one, else the centre. */
const landmarkDistance = (places: NearPlace[]) =>
  places.find((place) => place.kind === 'shrine')?.distanceKm ??
  places.find((place) => place.kind === 'centre')?.distanceKm ??
  Number.POSITIVE_INFINITY;

function toCityHotel(row: HotelRow): CityHotel {
  const card = {
    id: row.id,
    name: row.name,
    slug: row.slug,
    stars: row.stars,
    type: row.type,
    address: row.address,
    rating: Math.round(row.rating * 10) / 10,
    reviewsCount: row.reviews_count,
    image: row.images.find((image) => image.category === 'exterior')?.url ?? row.images[0]?.url ?? null,
  };
  const distances = [...row.near_places].sort((a, b) => a.distanceKm - b.distanceKm).slice(0, 3);
  return {
    ...card,
    distances,
    landmarkKm: landmarkDistance(row.near_places),
    popularity: row.popularity,
    amenities: row.amenities,
    json: { head: JSON.stringify(card).slice(0, -1), tail: `,"distances":${JSON.stringify(distances)}}` },
  };
}

/** The hotel's card for a stay of `nights`, from its party's rooms' totals (none: no room on those dates). */
function toCard(hotel: CityHotel, price: StayPriceRow | undefined, nights: number): HotelCard {
  const available = price?.available === true;
  const fromPrice = available ? Math.round(price.cust / nights) : null;
  const fromBoardPrice = available ? Math.round(price.board / nights) : null;
  const discountPercent =
    fromPrice !== null && fromBoardPrice
      ? Math.max(0, Math.round((1 - fromPrice / fromBoardPrice) * 100))
      : 0;
  return { hotel, fromPrice, fromBoardPrice, discountPercent, available };
}

const matches = ({ hotel, fromPrice, available }: HotelCard, query: CityHotelsQuery) =>
  (query.adults === undefined || available) &&
  (!query.stars?.length || query.stars.includes(hotel.stars)) &&
  (!query.types?.length || query.types.includes(hotel.type)) &&
  (!query.amenities?.length || query.amenities.every((amenity) => hotel.amenities.includes(amenity))) &&
  (query.minRating === undefined || hotel.rating >= query.minRating) &&
  (query.minPrice === undefined || (fromPrice !== null && fromPrice >= query.minPrice)) &&
  (query.maxPrice === undefined || (fromPrice !== null && fromPrice <= query.maxPrice));

const priceOrLast = (card: HotelCard, direction: 1 | -1) =>
  card.fromPrice === null ? Number.POSITIVE_INFINITY : direction * card.fromPrice;

const COMPARATORS: Record<CityHotelsQuery['sort'], (a: HotelCard, b: HotelCard) => number> = {
  price: (a, b) => priceOrLast(a, 1) - priceOrLast(b, 1),
  '-price': (a, b) => priceOrLast(a, -1) - priceOrLast(b, -1),
  stars: (a, b) => b.hotel.stars - a.hotel.stars,
  rating: (a, b) => b.hotel.rating - a.hotel.rating,
  popularity: (a, b) => b.hotel.popularity - a.hotel.popularity,
  distance: (a, b) => a.hotel.landmarkKm - b.hotel.landmarkKm,
};

/**
 * The range of the cards' prices, for the price slider. Facets describe the whole city for the stay, so choosing
 * a filter never hides the other choices.
 */
function priceRange(cards: HotelCard[]): HotelFacets['price'] {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const { fromPrice } of cards) {
    if (fromPrice === null) continue;
    if (fromPrice < min) min = fromPrice;
    if (fromPrice > max) max = fromPrice;
  }
  return min <= max ? { min, max } : { min: 0, max: 0 };
}

/**
 * The card as the contract shows it (hotelCardSchema), as JSON text: its hotel's text, written once per load of
 * the city, around the stay's prices.
 */
const cardJson = ({ hotel, fromPrice, fromBoardPrice, discountPercent, available }: HotelCard) =>
  `${hotel.json.head},"fromPrice":${fromPrice},"fromBoardPrice":${fromBoardPrice},` +
  `"discountPercent":${discountPercent},"available":${available}${hotel.json.tail}`;

/** One page of a city's cards for a stay, as filtered and sorted. */
export interface HotelsPage {
  items: HotelCard[];
  total: number;
  page: number;
  pageSize: number;
}

export function selectPage(cards: HotelCard[], query: CityHotelsQuery): HotelsPage {
  const chosen = cards
    .filter((card) => matches(card, query))
    // Available hotels first, whatever the order asked for; ties broken by id for a stable order.
    .sort(
      (a, b) =>
        Number(b.available) - Number(a.available) || COMPARATORS[query.sort](a, b) || a.hotel.id - b.hotel.id,
    );
  const start = (query.page - 1) * query.pageSize;
  const items = chosen.slice(start, start + query.pageSize);
  return { items, total: chosen.length, page: query.page, pageSize: query.pageSize };
}

/**
 * The search's answer, the envelope around `{ city, items, total, page, pageSize, facets }` (cityHotelsSchema), as
 * JSON text. The cards are written from their hotels' text: JSON.stringify of twenty fresh cards cost three times
 * as much, a tenth of booking-api's time per uncached search.
 */
export function searchAnswerJson(
  city: object,
  { items, total, page, pageSize }: HotelsPage,
  facets: HotelFacets,
) {
  const data =
    `{"city":${JSON.stringify(city)},"items":[${items.map(cardJson).join(',')}],` +
    `"total":${total},"page":${page},"pageSize":${pageSize},"facets":${JSON.stringify(facets)}}`;
  return `{"meta":${JSON.stringify(envelope(null, true, 'Done').meta)},"data":${data}}`;
}
