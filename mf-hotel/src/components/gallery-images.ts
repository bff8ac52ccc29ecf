// The hotel's photos by category (docs/domain-facts.md: exterior, lobby, rooms, restaurant, pool), in that
// order, then any category booking-api adds later, and the image attributes each place on the page asks
// the gateway's image path for (srcset and sizes, so a phone downloads a phone-sized file).
import { HOTEL_PHOTO_CATEGORIES, imageSizes, imageSrcSet } from '@rahi/shared-contracts';
import type { HotelImage } from '@rahi/shared-contracts/api';

/** 'all' or a category key. */
export type GalleryFilter = string;
export const ALL = 'all';

/** The categories present, in the product's order. */
export function galleryCategories(images: readonly HotelImage[]): string[] {
  const present = [...new Set(images.map((image) => image.category))];
  const rank = (category: string) => {
    const index = (HOTEL_PHOTO_CATEGORIES as readonly string[]).indexOf(category);
    return index === -1 ? HOTEL_PHOTO_CATEGORIES.length : index;
  };
  return present.sort((a, b) => rank(a) - rank(b));
}

/** The photos a filter shows: every photo in category order, or one category's. */
export function imagesFor(images: readonly HotelImage[], filter: GalleryFilter): HotelImage[] {
  if (filter !== ALL) return images.filter((image) => image.category === filter);
  const order = galleryCategories(images);
  return [...images].sort((a, b) => order.indexOf(a.category) - order.indexOf(b.category));
}

/** Width ÷ height of every gallery tile. */
export const TILE_ASPECT = 4 / 3;

/** The large first photo: the whole width on a phone, half the page from md, at most 600 px. */
export const mainImage = (src: string) =>
  imageSrcSet(src, {
    widths: [320, 640, 768, 1024, 1280],
    aspectRatio: TILE_ASPECT,
    sizes: imageSizes({ xs: '100vw', md: '50vw', xl: '600px' }),
    fallbackWidth: 640,
  });

/** A small tile: a quarter of the width, at most 300 px. */
export const thumbImage = (src: string) =>
  imageSrcSet(src, {
    widths: [320, 640],
    aspectRatio: TILE_ASPECT,
    sizes: imageSizes({ xs: '25vw', xl: '300px' }),
    fallbackWidth: 320,
  });

/** A photo in the lightbox: as wide as the screen allows. */
export const lightboxImage = (src: string) =>
  imageSrcSet(src, {
    widths: [640, 768, 1024, 1280, 1536, 2048],
    aspectRatio: TILE_ASPECT,
    sizes: imageSizes({ xs: '100vw', lg: '1024px' }),
    fallbackWidth: 1024,
  });
