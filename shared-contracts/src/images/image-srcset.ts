// What an <img> needs so a phone downloads a phone-sized file: `srcSet` lists the picture at the allowed
// widths, `sizes` tells the browser how wide it will be shown at each breakpoint, and the browser picks the
// smallest file at least (shown width × screen density) wide. width/height let the page reserve the space.

import { IMAGE_BREAKPOINTS, IMAGE_WIDTHS, type ImageBreakpoint, nextImageWidth } from './image-sizes';
import { isImageSource } from './image-source';
import { type ImageOptions, imageUrl } from './image-url';

/**
 * A `sizes` attribute from the shown width at each breakpoint, widest first; the smallest breakpoint given
 * applies below it too.
 * @example imageSizes({ xs: '100vw', md: '50vw', lg: '33vw' })
 * // → '(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw'
 */
export function imageSizes(shown: Partial<Record<ImageBreakpoint, string>>): string {
  const entries = (Object.entries(shown) as [ImageBreakpoint, string][])
    .map(([breakpoint, size]) => ({ minWidth: IMAGE_BREAKPOINTS[breakpoint], size }))
    .sort((a, b) => b.minWidth - a.minWidth)
    .filter((entry, index, all) => index === 0 || all[index - 1]?.minWidth !== entry.minWidth);
  return entries
    .map(({ minWidth, size }, index) =>
      index === entries.length - 1 ? size : `(min-width: ${minWidth}px) ${size}`,
    )
    .join(', ');
}

export interface ImageSrcSetOptions extends Omit<ImageOptions, 'width' | 'height'> {
  /** Candidate widths, each rounded up to an allowed one (default: all of IMAGE_WIDTHS, 320 to 3072). */
  widths?: readonly number[] | undefined;
  /** Width ÷ height (e.g. 4 / 3): every candidate is cut to it, and width/height are returned. */
  aspectRatio?: number | undefined;
  /** The `sizes` attribute, e.g. from imageSizes() (default '100vw'). */
  sizes?: string | undefined;
  /** The width of `src`, for browsers without srcset (default 1024, or the nearest candidate). */
  fallbackWidth?: number | undefined;
}

export interface ImageSrcSet {
  src: string;
  /** Absent when `src` is not a media file the image path draws. */
  srcSet?: string;
  sizes: string;
  /** With an aspect ratio: the fallback's size, for the <img>'s width and height attributes (no layout shift). */
  width?: number;
  height?: number;
}

/**
 * The `src`, `srcSet` and `sizes` of an <img> showing a booking-api photo.
 *
 * @example
 * const image = imageSrcSet(hotel.image, {
 *   widths: [320, 640, 768, 1024],
 *   aspectRatio: 3 / 2,
 *   sizes: imageSizes({ xs: '100vw', md: '50vw', lg: '33vw' }),
 * });
 * // <img {...image} alt={hotel.name} loading="lazy" />
 */
export function imageSrcSet(src: string, options: ImageSrcSetOptions = {}): ImageSrcSet {
  const { widths = IMAGE_WIDTHS, aspectRatio, sizes = '100vw', fallbackWidth = 1024, ...rest } = options;
  if (!isImageSource(src)) return { src, sizes };
  const candidates = [...new Set(widths.map(nextImageWidth))].sort((a, b) => a - b);
  const largest = candidates[candidates.length - 1] ?? nextImageWidth(fallbackWidth);
  const fallback = candidates.find((width) => width >= fallbackWidth) ?? largest;
  const heightFor = (width: number) =>
    aspectRatio && aspectRatio > 0 ? Math.round(width / aspectRatio) : undefined;
  const urlFor = (width: number) => imageUrl(src, { ...rest, width, height: heightFor(width) });
  const srcSet = (candidates.length > 0 ? candidates : [fallback])
    .map((width) => `${urlFor(width)} ${width}w`)
    .join(', ');
  const height = heightFor(fallback);
  return {
    src: urlFor(fallback),
    srcSet,
    sizes,
    ...(height === undefined ? {} : { width: fallback, height }),
  };
}
