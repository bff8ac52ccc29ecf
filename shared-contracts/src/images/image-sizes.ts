// The image sizes of product §9 (breakpoints xs 320 … 2xl 1536, densities 1 and 2, webp) as the one list of
// widths the gateway's image path draws. Browser helpers and the gateway read the same numbers, so a URL the
// page builds is always one the gateway accepts, and the gateway never resizes to a width nobody listed.

/** docs/product.md §9's breakpoints, in CSS pixels. */
export const IMAGE_BREAKPOINTS = {
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  xxl: 1536,
  '2xl': 1536,
} as const;

export type ImageBreakpoint = keyof typeof IMAGE_BREAKPOINTS;

/** docs/product.md §9's pixel densities. */
export const IMAGE_DENSITIES = [1, 2] as const;

/** Every breakpoint times every density, ascending, without repeats: the only widths the image path draws. */
export const IMAGE_WIDTHS: readonly number[] = [
  ...new Set(
    Object.values(IMAGE_BREAKPOINTS).flatMap((width) => IMAGE_DENSITIES.map((density) => width * density)),
  ),
].sort((a, b) => a - b);

export const IMAGE_FORMATS = ['webp', 'avif', 'jpeg', 'png'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
/** docs/product.md §9's format. */
export const DEFAULT_IMAGE_FORMAT: ImageFormat = 'webp';

export const IMAGE_FITS = ['cover', 'contain', 'fill', 'inside', 'outside'] as const;
export type ImageFit = (typeof IMAGE_FITS)[number];

/** Quality is clamped to this range; 75 when not given. */
export const IMAGE_QUALITY = { min: 30, max: 90, default: 75 } as const;

/** A height may make the picture at most this many times wider than tall, or taller than wide. */
export const IMAGE_MAX_ASPECT = 3;

/**
 * The smallest allowed width at least as wide as asked; the largest allowed width beyond it.
 * @example nextImageWidth(780) // → 1024 (a 390-px phone at density 2)
 */
export function nextImageWidth(width: number): number {
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as number;
  return IMAGE_WIDTHS.find((allowed) => allowed >= width) ?? largest;
}

/** Whether a height keeps a picture of this width within IMAGE_MAX_ASPECT either way. */
export function isImageHeightAllowed(width: number, height: number): boolean {
  return Number.isInteger(height) && height * IMAGE_MAX_ASPECT >= width && height <= width * IMAGE_MAX_ASPECT;
}

/** Clamps a quality into IMAGE_QUALITY's range, rounding to a whole number. */
export function clampImageQuality(quality: number): number {
  return Math.min(IMAGE_QUALITY.max, Math.max(IMAGE_QUALITY.min, Math.round(quality)));
}
