// The image path's query read strictly: the source must be a booking-api media file, the width one of the
// allowed widths, the height within the aspect limit, and nothing else may come along. What is read is
// normalised (defaults filled in, settings without effect dropped), so equal pictures share one cache entry.
import {
  clampImageQuality,
  IMAGE_FITS,
  IMAGE_FORMATS,
  IMAGE_QUALITY,
  IMAGE_WIDTHS,
  type ImageFit,
  type ImageFormat,
  isImageHeightAllowed,
  isImageSource,
  normaliseImageBackground,
} from '@rahi/shared-contracts';
import { checkEndPoint } from '../proxy/end-point';

export interface ImageParams {
  src: string;
  width: number;
  height?: number;
  /** Only with a height: without one the picture keeps its proportions whatever the fit. */
  fit?: ImageFit;
  /** Six lower-case hex digits. */
  background?: string;
  /** Absent for png, which is lossless. */
  quality?: number;
  format: ImageFormat;
}

/**
 * What drawing one pixel costs in each format, against webp: avif encodes ~4× slower than webp at the same size,
 * jpeg (mozjpeg) ~1.5× (measured with the generated photos at 2048 px; `npm run bench:images -w @rahi/gateway`).
 */
export const FORMAT_COST = { webp: 1, avif: 4, jpeg: 1.5, png: 1 } as const satisfies Record<
  ImageFormat,
  number
>;

/**
 * The most one picture may cost: a 3072 × 3072 webp, larger than anything the apps ask for (their widest is
 * 3072 × 2048). An avif may then be some 2.4 megapixels. What costs more is refused before any work: six
 * w=3072&h=9216&f=avif requests held the encoders for minutes and grew the process to 2.6 GB.
 */
export const MAX_ENCODE_COST = 3072 * 3072;

/** The cost of drawing `width` × `height` pixels in `format` (compare with MAX_ENCODE_COST). */
export const encodeCost = (width: number, height: number, format: ImageFormat) =>
  width * height * FORMAT_COST[format];

export type ImageQueryCheck =
  | { ok: true; params: ImageParams; negotiated: boolean }
  | { ok: false; reason: string };

const KNOWN = new Set(['src', 'w', 'h', 'f', 'q', 'fit', 'bg']);
const WHOLE_NUMBER = /^\d{1,5}$/;
const BACKGROUND = /^#?(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/**
 * The format to draw when the URL names none: webp (product §9) for every browser that says it takes webp,
 * jpeg for the rest. avif is drawn only when asked for by name: it encodes several times slower than webp.
 */
export function negotiateFormat(accept: string | undefined): ImageFormat {
  return accept && /\bimage\/webp\b/i.test(accept) ? 'webp' : 'jpeg';
}

/**
 * Reads `?src=&w=&h=&fit=&bg=&q=&f=`; `accept` is the request's Accept header, used when `f` is absent.
 * @example readImageQuery(new URLSearchParams('src=/media/hotels/1/pool-1.svg&w=640'), 'image/webp')
 * // → { ok: true, negotiated: true, params: { src: '/media/hotels/1/pool-1.svg', width: 640, quality: 75, format: 'webp' } }
 */
export function readImageQuery(query: URLSearchParams, accept: string | undefined): ImageQueryCheck {
  const refuse = (reason: string): ImageQueryCheck => ({ ok: false, reason });
  const names = [...query.keys()];
  const unknown = names.find((name) => !KNOWN.has(name));
  if (unknown !== undefined) return refuse(`an unknown parameter ${JSON.stringify(unknown.slice(0, 20))}`);
  if (new Set(names).size !== names.length) return refuse('a repeated parameter');

  const src = query.get('src') ?? '';
  if (!isImageSource(src) || !checkEndPoint(src, ['media']).ok)
    return refuse('a source that is not a media file');

  const w = query.get('w') ?? '';
  const width = Number(w);
  if (!WHOLE_NUMBER.test(w) || !IMAGE_WIDTHS.includes(width)) return refuse('a width that is not allowed');

  const h = query.get('h');
  const height = h === null ? undefined : Number(h);
  if (h !== null && (!WHOLE_NUMBER.test(h) || !isImageHeightAllowed(width, Number(h))))
    return refuse('a height beyond the aspect limit');

  const fit = query.get('fit');
  if (fit !== null && !(IMAGE_FITS as readonly string[]).includes(fit)) return refuse('an unknown fit');

  const bg = query.get('bg');
  if (bg !== null && !BACKGROUND.test(bg)) return refuse('a background that is not a hex colour');

  const q = query.get('q');
  if (q !== null && !/^\d{1,3}$/.test(q)) return refuse('a quality that is not a whole number');

  const f = query.get('f');
  if (f !== null && !(IMAGE_FORMATS as readonly string[]).includes(f)) return refuse('an unknown format');
  const format = (f as ImageFormat | null) ?? negotiateFormat(accept);

  if (height !== undefined && encodeCost(width, height, format) > MAX_ENCODE_COST)
    return refuse(`a ${width} × ${height} ${format} picture beyond the encode cost cap`);

  const params: ImageParams = { src, width, format };
  if (height !== undefined) {
    params.height = height;
    params.fit = (fit as ImageFit | null) ?? 'cover';
  }
  const background = bg === null ? undefined : normaliseImageBackground(bg);
  if (background) params.background = background;
  if (format !== 'png') params.quality = q === null ? IMAGE_QUALITY.default : clampImageQuality(Number(q));
  return { ok: true, params, negotiated: f === null };
}
