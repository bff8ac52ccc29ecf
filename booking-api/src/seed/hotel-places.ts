// Where a hotel stands: its coordinates, street address and the distances to what travellers ask about.
import { toPersianDigits } from '@rahi/shared-contracts';
import type { NearPlace } from '../db/schema';
import type { CitySeed, LatLng } from './cities';
import { distanceKm, offsetBy } from './geo';
import type { Random } from './random';

const COMMON_STREETS = [
  'خیابان امام خمینی',
  'بلوار آزادی',
  'خیابان طالقانی',
  'خیابان شهید بهشتی',
  'بلوار جمهوری اسلامی',
  'خیابان مطهری',
  'بلوار معلم',
  'خیابان فردوسی',
];

/** In a long street list, the first few lie close to the city's landmark (Mashhad's streets around the shrine). */
const NEAR_LANDMARK_STREETS = 6;

export interface HotelPlace extends LatLng {
  address: string;
  nearPlaces: NearPlace[];
}

/** Pilgrims want to walk to the shrine: most hotels of a shrine city stand within a few km of it. */
function distanceFromHeart(city: CitySeed, random: Random): number {
  if (city.landmark?.kind === 'shrine') {
    const band = random.weighted<[number, number]>([
      [[0.2, 1.2], 45],
      [[1.2, 3], 35],
      [[3, 6], 20],
    ]);
    return random.float(band[0], band[1]);
  }
  const reach = city.spreadKm ?? (city.kind === 'nature' ? 3 : city.hotels > 15 ? 7 : 4);
  return 0.3 + reach * random.next() ** 1.6;
}

function streetFor(city: CitySeed, nearHeart: boolean, random: Random): string {
  const streets = city.streets ?? COMMON_STREETS;
  if (streets.length <= NEAR_LANDMARK_STREETS) return random.pick(streets);
  return random.pick(
    nearHeart ? streets.slice(0, NEAR_LANDMARK_STREETS) : streets.slice(NEAR_LANDMARK_STREETS),
  );
}

function nearPlacesOf(city: CitySeed, at: LatLng): NearPlace[] {
  const places: NearPlace[] = [];
  const landmark = city.landmark;
  if (landmark?.kind === 'shrine') {
    places.push({ kind: 'shrine', name: landmark.name, distanceKm: Math.max(0.1, distanceKm(at, landmark)) });
  } else {
    places.push({
      kind: 'centre',
      name: `مرکز شهر ${city.name}`,
      distanceKm: Math.max(0.1, distanceKm(at, city)),
    });
    if (landmark)
      places.push({
        kind: 'sight',
        name: landmark.name,
        distanceKm: Math.max(0.1, distanceKm(at, landmark)),
      });
  }
  if (city.railway) {
    places.push({
      kind: 'railway',
      name: `ایستگاه راه‌آهن ${city.name}`,
      distanceKm: distanceKm(at, city.railway),
    });
  }
  if (city.airport)
    places.push({ kind: 'airport', name: city.airport.name, distanceKm: distanceKm(at, city.airport) });
  return places;
}

/** A hotel's place in its city, deterministic from `random`. */
export function placeHotel(city: CitySeed, random: Random): HotelPlace {
  const heart = city.landmark?.kind === 'shrine' ? city.landmark : city;
  const fromHeart = distanceFromHeart(city, random);
  const [from, to] = city.landward ?? [0, 360];
  const at = offsetBy(heart, fromHeart, random.float(from, to));
  const street = streetFor(city, fromHeart < 2, random);
  const alley = random.int(2, 40);
  const lane = random.pick([`کوچه ${alley}`, `نبش کوچه ${alley}`, `بین کوچه ${alley} و ${alley + 2}`]);
  const address = toPersianDigits(`${city.name}، ${street}، ${lane}، پلاک ${random.int(1, 180)}`);
  return { ...at, address, nearPlaces: nearPlacesOf(city, at) };
}
