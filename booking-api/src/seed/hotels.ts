// The seeded hotels with their room types, generated from the city list and a seed: same seed, same hotels.
import { normalizePersian } from '@rahi/shared-contracts';
import type { HotelType, hotels, roomTypes } from '../db/schema';
import type { CitySeed } from './cities';
import { pickAmenities, pickStars, pickTimes, pickType } from './hotel-features';
import { hotelImages } from './hotel-images';
import { hotelName } from './hotel-names';
import { hotelPhone } from './hotel-phones';
import { placeHotel } from './hotel-places';
import { cancellationPolicy, childPolicy, describeHotel } from './hotel-texts';
import { basePrice, type HotelPricing, hotelPricing } from './pricing';
import type { Random } from './random';
import { pickRoomKinds } from './room-catalogue';

export type HotelRow = typeof hotels.$inferInsert & { id: number };
export type RoomTypeRow = typeof roomTypes.$inferInsert & { id: number; basePrice: number };

export interface HotelSeed {
  hotel: HotelRow;
  roomTypes: RoomTypeRow[];
  pricing: HotelPricing;
  city: CitySeed;
}

const EMPTY_SCORES = { staff: 0, cleanliness: 0, restaurant: 0, location: 0, valueForMoney: 0 };

/** Everything about a hotel that does not depend on its id, so a subset keeps each hotel as it is in the full set. */
interface HotelDraft {
  city: CitySeed;
  /** Where it falls in its city's list, 0-based. */
  rank: number;
  name: string;
  type: HotelType;
  stars: number;
  random: Random;
}

function draftCityHotels(city: CitySeed, random: Random): HotelDraft[] {
  const taken = new Set<string>();
  return Array.from({ length: city.hotels }, (_, rank) => {
    const type = pickType(city, random);
    const stars = pickStars(type, city, random);
    return {
      city,
      rank,
      type,
      stars,
      name: hotelName(type, city.kind, random, taken),
      random: random.fork(rank),
    };
  });
}

/**
 * Chooses `limit` hotels spread over the cities in proportion to their share, so a small subset still has
 * most of its hotels in Mashhad: a hotel's turn is its rank in its city over the city's hotel count.
 */
function chooseSubset(drafts: HotelDraft[], limit: number): HotelDraft[] {
  const turn = (draft: HotelDraft) => (draft.rank + 0.5) / draft.city.hotels;
  const chosen = new Set([...drafts].sort((a, b) => turn(a) - turn(b)).slice(0, limit));
  return drafts.filter((draft) => chosen.has(draft));
}

function buildHotel(draft: HotelDraft, id: number, cityId: number, firstRoomTypeId: number): HotelSeed {
  const { city, name, type, stars, random } = draft;
  const place = placeHotel(city, random);
  const amenities = pickAmenities(type, stars, city, random);
  const street = place.address.split('، ')[1] ?? '';
  const shrineKm = place.nearPlaces.find((near) => near.kind === 'shrine')?.distanceKm;
  const popularity = Math.min(
    100,
    Math.round(
      stars * 11 +
        city.popularity * 0.3 +
        random.int(0, 20) +
        (shrineKm !== undefined && shrineKm < 1 ? 10 : 0),
    ),
  );
  const pricing = hotelPricing(city, type, random);
  const hotel: HotelRow = {
    id,
    cityId,
    name,
    searchName: normalizePersian(name),
    slug: name.trim().replace(/\s+/g, '-'),
    type,
    stars,
    address: place.address,
    phone: hotelPhone(city.province, id),
    lat: place.lat,
    lng: place.lng,
    ...pickTimes(random),
    description: describeHotel(
      { name, type, stars, city: city.name, street, amenities, nearPlaces: place.nearPlaces },
      random,
    ),
    amenities,
    nearPlaces: place.nearPlaces,
    images: hotelImages(id, name, amenities, random),
    childPolicy: childPolicy(random),
    cancellationRules: cancellationPolicy(stars, random),
    scores: EMPTY_SCORES,
    popularity,
  };
  const roomTypes = pickRoomKinds(type, stars, random).map((room, i): RoomTypeRow => {
    const rooms =
      type === 'eco-lodge' || type === 'traditional-house' ? 8 : type === 'boutique' ? 14 : 12 + stars * 12;
    return {
      id: firstRoomTypeId + i,
      hotelId: id,
      name: room.name,
      capacity: room.capacity,
      maxExtraBeds: random.int(room.maxExtraBeds[0], room.maxExtraBeds[1]),
      breakfast: random.chance(type === 'hotel-apartment' ? 0.5 : type === 'guest-house' ? 0.4 : 0.92),
      sizeM2: random.int(room.sizeM2[0], room.sizeM2[1]) + Math.max(0, stars - 3) * 2,
      inventory: Math.min(30, Math.max(2, Math.round(rooms * room.share * random.float(0.5, 1)))),
      basePrice: basePrice(city, type, stars, room, pricing.level),
    };
  });
  return { hotel, roomTypes, pricing, city };
}

/**
 * The hotels of every city (or `limit` of them), ids from 1 in city order, room type ids from 1 in hotel order.
 * @param cityIds the database id of each city, by slug
 */
export function generateHotels(
  cities: readonly CitySeed[],
  cityIds: ReadonlyMap<string, number>,
  random: Random,
  limit?: number,
): HotelSeed[] {
  const drafts = cities.flatMap((city) => draftCityHotels(city, random.fork(city.slug)));
  const chosen = limit === undefined ? drafts : chooseSubset(drafts, limit);
  let nextRoomTypeId = 1;
  return chosen.map((draft, i) => {
    const seed = buildHotel(draft, i + 1, cityIds.get(draft.city.slug) ?? 0, nextRoomTypeId);
    nextRoomTypeId += seed.roomTypes.length;
    return seed;
  });
}
