// What kind of place a hotel is: its type, stars, amenities and check-in/out times, shaped by its city.
import type { HotelType } from '../db/schema';
import type { CitySeed } from './cities';
import type { Random } from './random';

/** Every amenity, in the order pages list them. */
export const AMENITIES = [
  'pool',
  'restaurant',
  'internet',
  'parking',
  'prayer-room',
  'gym',
  'cafe',
  'sauna',
  'lobby',
  'shop',
  'room-phone',
  'refrigerator',
  'tv',
] as const;

type Weights<T> = readonly (readonly [T, number])[];

const TYPE_WEIGHTS: Record<CitySeed['kind'], Weights<HotelType>> = {
  pilgrim: [
    ['hotel', 58],
    ['hotel-apartment', 32],
    ['boutique', 3],
    ['guest-house', 7],
  ],
  metropolis: [
    ['hotel', 78],
    ['hotel-apartment', 8],
    ['boutique', 8],
    ['guest-house', 6],
  ],
  historic: [
    ['hotel', 52],
    ['traditional-house', 30],
    ['boutique', 10],
    ['guest-house', 5],
    ['hotel-apartment', 3],
  ],
  island: [
    ['hotel', 60],
    ['hotel-apartment', 22],
    ['eco-lodge', 10],
    ['boutique', 4],
    ['guest-house', 4],
  ],
  coastal: [
    ['hotel', 55],
    ['hotel-apartment', 20],
    ['eco-lodge', 15],
    ['guest-house', 10],
  ],
  nature: [
    ['eco-lodge', 55],
    ['hotel', 30],
    ['guest-house', 15],
  ],
  regular: [
    ['hotel', 70],
    ['hotel-apartment', 10],
    ['guest-house', 12],
    ['boutique', 4],
    ['eco-lodge', 4],
  ],
};

/** Old desert towns where most travellers stay in restored houses. */
const TRADITIONAL_TOWNS: Weights<HotelType> = [
  ['traditional-house', 55],
  ['hotel', 30],
  ['boutique', 10],
  ['guest-house', 5],
];

export function pickType(city: CitySeed, random: Random): HotelType {
  const weights =
    city.slug === 'yazd' || city.slug === 'kashan' ? TRADITIONAL_TOWNS : TYPE_WEIGHTS[city.kind];
  return random.weighted(weights);
}

/** Stars 1–5 for hotels (five-star ones only in bigger cities), 1–3 for types that are not graded. */
export function pickStars(type: HotelType, city: CitySeed, random: Random): number {
  const big = city.hotels >= 15;
  switch (type) {
    case 'hotel':
      return random.weighted(
        big
          ? [
              [1, 4],
              [2, 12],
              [3, 34],
              [4, 32],
              [5, 18],
            ]
          : [
              [1, 8],
              [2, 25],
              [3, 45],
              [4, 20],
              [5, 2],
            ],
      );
    case 'hotel-apartment':
      return random.weighted([
        [1, 10],
        [2, 25],
        [3, 40],
        [4, 25],
      ]);
    case 'boutique':
      return random.weighted([
        [3, 30],
        [4, 50],
        [5, 20],
      ]);
    default:
      return random.weighted([
        [1, 25],
        [2, 45],
        [3, 30],
      ]);
  }
}

/** The chance of each amenity by stars; more stars, more of everything. */
function amenityChance(
  amenity: (typeof AMENITIES)[number],
  stars: number,
  type: HotelType,
  city: CitySeed,
): number {
  const simple = type === 'eco-lodge' || type === 'traditional-house' || type === 'guest-house';
  switch (amenity) {
    case 'pool':
      return simple ? 0 : ([0, 0, 0.03, 0.12, 0.45, 0.9][stars] ?? 0);
    case 'sauna':
      return simple ? 0 : ([0, 0, 0, 0.08, 0.35, 0.8][stars] ?? 0);
    case 'gym':
      return simple ? 0 : ([0, 0, 0.05, 0.2, 0.6, 0.95][stars] ?? 0);
    case 'restaurant':
      return simple ? 0.5 : ([0, 0.2, 0.5, 0.85, 1, 1][stars] ?? 0);
    case 'cafe':
      return [0, 0.1, 0.25, 0.55, 0.8, 0.95][stars] ?? 0;
    case 'shop':
      return simple ? 0.05 : ([0, 0, 0.05, 0.2, 0.5, 0.85][stars] ?? 0);
    case 'prayer-room':
      return city.kind === 'pilgrim' ? 0.95 : 0.55;
    case 'parking':
      return type === 'eco-lodge' ? 0.9 : 0.4 + stars * 0.1;
    case 'internet':
      return type === 'eco-lodge' ? 0.6 : 0.97;
    case 'lobby':
      return simple ? 0.3 : 0.5 + stars * 0.12;
    case 'room-phone':
      return simple ? 0.2 : 0.5 + stars * 0.12;
    case 'refrigerator':
      return type === 'hotel-apartment' ? 1 : 0.5 + stars * 0.1;
    case 'tv':
      return type === 'eco-lodge' ? 0.4 : 0.85 + stars * 0.03;
  }
}

export function pickAmenities(type: HotelType, stars: number, city: CitySeed, random: Random): string[] {
  return AMENITIES.filter((amenity) => random.chance(amenityChance(amenity, stars, type, city)));
}

/** Mostly the defaults (14:00 / 12:00); some hotels run earlier or later. */
export function pickTimes(random: Random): { checkInTime: string; checkOutTime: string } {
  return random.weighted([
    [{ checkInTime: '14:00', checkOutTime: '12:00' }, 70],
    [{ checkInTime: '12:00', checkOutTime: '10:00' }, 15],
    [{ checkInTime: '15:00', checkOutTime: '12:00' }, 15],
  ]);
}
