// Hotel photos drawn on the fly as SVG illustrations, so the product needs no image from outside and every
// gallery still looks like a hotel's: the same hotel, category and index always give the same picture.
import type { HotelImage, HotelType } from '../db/schema';
import { createRandom } from '../seed/random';
import { PALETTES } from './palettes';
import { type BuildingStyle, exterior } from './scenes/exterior';
import { lobby } from './scenes/lobby';
import { pool } from './scenes/pool';
import { restaurant } from './scenes/restaurant';
import { rooms } from './scenes/rooms';

export type PhotoCategory = HotelImage['category'];

export const PHOTO_CATEGORIES: readonly PhotoCategory[] = [
  'exterior',
  'lobby',
  'rooms',
  'restaurant',
  'pool',
];

export const PHOTO_WIDTH = 800;
export const PHOTO_HEIGHT = 533;

export interface HotelPhotoRequest {
  hotelId: number;
  category: PhotoCategory;
  index: number;
  /** Shown on the sign of exterior photos. */
  name?: string | undefined;
  /** Shapes the building of exterior photos: a block, a courtyard house, a lodge. */
  type?: HotelType | undefined;
}

const STYLES: Record<HotelType, BuildingStyle> = {
  hotel: 'tower',
  'hotel-apartment': 'tower',
  boutique: 'tower',
  'guest-house': 'small',
  'traditional-house': 'courtyard',
  'eco-lodge': 'lodge',
};

const ALT_TEXT: Record<PhotoCategory, string> = {
  exterior: 'نمای بیرونی هتل',
  lobby: 'لابی هتل',
  rooms: 'اتاق هتل',
  restaurant: 'رستوران هتل',
  pool: 'استخر هتل',
};

/**
 * One photo as an SVG document, 800×533.
 * @example renderHotelPhoto({ hotelId: 12, category: 'rooms', index: 1 }) // → '<svg xmlns=…>…</svg>'
 */
export function renderHotelPhoto({ hotelId, category, index, name, type }: HotelPhotoRequest): string {
  // One palette per hotel (its colours recur across the gallery); the scene varies by photo.
  const palette = createRandom(`palette:${hotelId}`).pick(PALETTES);
  const random = createRandom(`${hotelId}:${category}:${index}`);
  const scene = {
    exterior: () => exterior(random, palette, name ?? 'هتل', STYLES[type ?? 'hotel']),
    lobby: () => lobby(random, palette),
    rooms: () => rooms(random, palette),
    restaurant: () => restaurant(random, palette),
    pool: () => pool(random, palette),
  }[category]();
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}" width="${PHOTO_WIDTH}" ` +
    `height="${PHOTO_HEIGHT}" role="img" aria-label="${ALT_TEXT[category]}">${scene}</svg>`
  );
}
