// What a room costs on a plain weekday (its board price) and how a hotel moves it on other nights.
// The night-by-night rows are computed in the database from these figures (see room-nights.ts).
import type { HotelType } from '../db/schema';
import type { CitySeed } from './cities';
import type { Random } from './random';
import type { RoomKind } from './room-catalogue';

/** Board price of a three-star double in Mashhad on a weekday, in Rial (about 3.7 million Toman). */
const REFERENCE_DOUBLE = 37_000_000;
const STAR_FACTOR = [0, 0.42, 0.6, 1, 1.6, 2.6];
const TYPE_FACTOR: Record<HotelType, number> = {
  hotel: 1,
  'hotel-apartment': 0.95,
  boutique: 1.25,
  'traditional-house': 1.5,
  'eco-lodge': 0.9,
  'guest-house': 0.7,
};

/** Prices are quoted in whole 10,000 Rial (1,000 Toman). */
export const roundPrice = (rial: number) => Math.round(rial / 10_000) * 10_000;

export interface HotelPricing {
  /** How far the hotel's own price level sits from its peers (0.85–1.15). */
  level: number;
  /** Average customer discount off the board price, percent (5–35). */
  discountPercent: number;
  weekendPercent: number;
  nowruzPercent: number;
  holidayPercent: number;
  /** The shrine city's pilgrimage peaks (end of Safar, the Imam's birthday); 0 elsewhere. */
  pilgrimPercent: number;
  /** Seasonal move in summer and in winter, percent; negative in the off-season. */
  summerPercent: number;
  winterPercent: number;
  /** An extra bed costs this share of the room. */
  extraBedRatio: number;
  offersEarly: boolean;
  offersLate: boolean;
}

function seasons(city: CitySeed, random: Random): Pick<HotelPricing, 'summerPercent' | 'winterPercent'> {
  const warmSouth =
    city.kind === 'island' ||
    city.slug === 'bandar-abbas' ||
    city.slug === 'chabahar' ||
    city.slug === 'bushehr';
  if (warmSouth) return { summerPercent: -random.int(10, 20), winterPercent: random.int(10, 25) };
  if (city.kind === 'pilgrim' || city.kind === 'coastal' || city.kind === 'nature') {
    return { summerPercent: random.int(10, 20), winterPercent: -random.int(0, 10) };
  }
  return { summerPercent: random.int(0, 8), winterPercent: -random.int(0, 8) };
}

export function hotelPricing(city: CitySeed, type: HotelType, random: Random): HotelPricing {
  return {
    level: random.float(0.85, 1.15),
    discountPercent: random.int(5, 35),
    weekendPercent: random.int(10, 20),
    nowruzPercent: random.int(40, 80),
    holidayPercent: random.int(15, 35),
    pilgrimPercent: city.slug === 'mashhad' ? random.int(40, 70) : 0,
    ...seasons(city, random),
    extraBedRatio: random.float(0.3, 0.4),
    offersEarly: random.chance(type === 'eco-lodge' ? 0.4 : 0.8),
    offersLate: random.chance(type === 'eco-lodge' ? 0.4 : 0.75),
  };
}

/** A room's weekday board price in Rial: city × stars × type × room size × the hotel's own level. */
export function basePrice(
  city: CitySeed,
  type: HotelType,
  stars: number,
  room: RoomKind,
  level: number,
): number {
  const starFactor = STAR_FACTOR[stars] ?? 1;
  return roundPrice(
    REFERENCE_DOUBLE * city.priceFactor * starFactor * TYPE_FACTOR[type] * room.priceFactor * level,
  );
}
