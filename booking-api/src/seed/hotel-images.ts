// A hotel's photo gallery: 5–9 photos by category, served by the media route (src/media).
import { toPersianDigits } from '@rahi/shared-contracts';
import type { HotelImage } from '../db/schema';
import type { Random } from './random';

const ALT: Record<HotelImage['category'], string> = {
  exterior: 'نمای بیرونی',
  lobby: 'لابی',
  rooms: 'اتاق',
  restaurant: 'رستوران',
  pool: 'استخر',
};

/** The URL the media route answers for one photo. */
export const hotelPhotoUrl = (hotelId: number, category: HotelImage['category'], index: number) =>
  `/media/hotels/${hotelId}/${category}-${index}.svg`;

/** Exterior first; a pool photo only when the hotel has a pool, a restaurant photo only with a restaurant. */
export function hotelImages(
  hotelId: number,
  name: string,
  amenities: readonly string[],
  random: Random,
): HotelImage[] {
  const counts: [HotelImage['category'], number][] = [
    ['exterior', random.int(1, 2)],
    ['lobby', amenities.includes('lobby') ? random.int(1, 2) : 0],
    ['rooms', random.int(2, 3)],
    ['restaurant', amenities.includes('restaurant') ? 1 : 0],
    ['pool', amenities.includes('pool') ? 1 : 0],
  ];
  const total = () => counts.reduce((sum, [, count]) => sum + count, 0);
  while (total() < 5) {
    const entry = counts[random.pick([0, 2])] as [HotelImage['category'], number];
    entry[1]++;
  }
  return counts.flatMap(([category, count]) =>
    Array.from({ length: count }, (_, i) => ({
      category,
      url: hotelPhotoUrl(hotelId, category, i + 1),
      alt: `${ALT[category]} ${name}${count > 1 ? ` ${toPersianDigits(i + 1)}` : ''}`,
    })),
  );
}
