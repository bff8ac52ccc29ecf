// Which pictures the image path may draw: booking-api's media files and nothing else. The pattern is an
// allow-list of plain characters, so an absolute URL, '//host', '..', a percent-encoding or a backslash can
// never match; the gateway checks the same pattern before asking booking-api for the file.

/** Where the gateway's image path answers. */
export const IMAGE_PATH = '/_img';

// '/media/', one to six lower-case segments, a file name, an optional content hash, '.svg' (booking-api's drawn
// photos) or '.webp' (photos uploaded in the back office).
const IMAGE_SOURCE =
  /^\/media\/(?:[a-z0-9][a-z0-9_-]{0,63}\/){0,6}[a-z0-9][a-z0-9_-]{0,63}(\.[0-9a-f]{8,64})?\.(?:svg|webp)$/;

/**
 * Whether `src` is a booking-api media file the image path can draw.
 * @example isImageSource('/media/hotels/12/exterior-1.svg') // → true
 * @example isImageSource('https://example.com/a.svg') // → false
 */
export function isImageSource(src: string): boolean {
  return IMAGE_SOURCE.test(src);
}

/**
 * Whether the file name carries a content hash (`exterior-1.3f9a2c1b.svg`), so its bytes never change under
 * that name and the drawn picture may be cached for a year. Uploaded photos carry one; booking-api's drawn ones none.
 */
export function isVersionedImageSource(src: string): boolean {
  return IMAGE_SOURCE.exec(src)?.[1] !== undefined;
}
