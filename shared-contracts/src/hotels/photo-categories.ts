// The categories of a hotel's photos (docs/domain-facts.md: exterior, lobby, rooms, restaurant, pool), in the order the
// hotel page's gallery groups them, with their names.

/** The photo categories the hotel page groups by, in its order. */
export const HOTEL_PHOTO_CATEGORIES = ['exterior', 'lobby', 'rooms', 'restaurant', 'pool'] as const;
export type HotelPhotoCategory = (typeof HOTEL_PHOTO_CATEGORIES)[number];

/** Each category's name, as the hotel page's gallery and the back office show it. */
export const HOTEL_PHOTO_CATEGORY_LABELS: Readonly<Record<HotelPhotoCategory, string>> = {
  exterior: 'نمای بیرونی',
  lobby: 'لابی',
  rooms: 'اتاق‌ها',
  restaurant: 'رستوران',
  pool: 'استخر',
};
