// The URL of one drawn picture: a media file at one of the allowed widths, with the optional height, fit,
// background, quality and format. The gateway's image path reads exactly these parameters.

import {
  clampImageQuality,
  IMAGE_MAX_ASPECT,
  type ImageFit,
  type ImageFormat,
  nextImageWidth,
} from './image-sizes';
import { IMAGE_PATH, isImageSource } from './image-source';

export interface ImageOptions {
  /** CSS pixels times density; rounded up to the next allowed width (IMAGE_WIDTHS). */
  width: number;
  /** Scaled with the width when that is rounded up, and kept within IMAGE_MAX_ASPECT. */
  height?: number | undefined;
  /** 30–90, clamped; the gateway uses 75 without it. */
  quality?: number | undefined;
  /** How the picture fills width × height (sharp's fits); the gateway uses cover without it. */
  fit?: ImageFit | undefined;
  /** '#rgb', '#rrggbb' or without '#': behind transparent parts and contain's margins. */
  background?: string | undefined;
  /** Without it the gateway picks from the browser's Accept header (webp, else jpeg). */
  format?: ImageFormat | undefined;
}

const HEX_COLOUR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#FFF' → 'ffffff'; undefined for anything that is not a 3- or 6-digit hex colour. */
export function normaliseImageBackground(colour: string): string | undefined {
  const hex = HEX_COLOUR.exec(colour)?.[1]?.toLowerCase();
  if (!hex) return undefined;
  return hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
}

function scaledHeight(asked: number, askedWidth: number, width: number): number {
  const height = Math.round((asked * width) / askedWidth);
  return Math.min(width * IMAGE_MAX_ASPECT, Math.max(Math.ceil(width / IMAGE_MAX_ASPECT), height));
}

/**
 * The image path's URL for `src` drawn at `width` (rounded up to an allowed width). A `src` that is not a
 * booking-api media file comes back unchanged, so the picture still shows.
 *
 * @example imageUrl('/media/hotels/12/exterior-1.svg', { width: 780 })
 * // → '/_img?src=%2Fmedia%2Fhotels%2F12%2Fexterior-1.svg&w=1024'
 * @example imageUrl('/media/hotels/12/rooms-1.svg', { width: 320, height: 320, fit: 'cover', format: 'webp' })
 * // → '/_img?src=%2Fmedia%2Fhotels%2F12%2Frooms-1.svg&w=320&h=320&fit=cover&f=webp'
 */
export function imageUrl(src: string, options: ImageOptions): string {
  if (!isImageSource(src)) return src;
  const width = nextImageWidth(options.width);
  const askedWidth = options.width > 0 ? options.width : width;
  const query = new URLSearchParams({ src, w: String(width) });
  if (options.height !== undefined && options.height > 0) {
    query.set('h', String(scaledHeight(options.height, askedWidth, width)));
  }
  if (options.fit) query.set('fit', options.fit);
  const background = options.background && normaliseImageBackground(options.background);
  if (background) query.set('bg', background);
  if (options.quality !== undefined) query.set('q', String(clampImageQuality(options.quality)));
  if (options.format) query.set('f', options.format);
  return `${IMAGE_PATH}?${query}`;
}
