// Draws one picture with sharp (libvips). An SVG source is rasterised at the density the target size needs,
// so a 1280-px picture of an 800-px drawing stays sharp instead of being an enlarged bitmap.
import sharp from 'sharp';
import type { ImageParams } from './params';

/** Draws `source` (the media file's bytes) as the params say; resolves to the encoded file. */
export type ImageEncoder = (source: Buffer, params: ImageParams) => Promise<Buffer>;

const SVG_DENSITY = 72;
// Beyond this width webp's effort 2 instead of 4: about half the encode time for files some 5 % larger
// (measured on the generated photos at 1280 and 3072 px); phone sizes keep the smaller files.
const LARGE_WIDTH = 1024;
// libvips refuses densities beyond 100 000; 16× the drawing's own size is far beyond any allowed width.
const MAX_SVG_SCALE = 16;

/** How much larger than its own size an SVG must be drawn to fill width × height before resizing. */
async function svgScale(source: Buffer, { width, height }: ImageParams): Promise<number | undefined> {
  const meta = await sharp(source).metadata();
  if (meta.format !== 'svg' || !meta.width || !meta.height) return undefined;
  const scale = Math.max(width / meta.width, height ? height / meta.height : 0);
  return Math.min(MAX_SVG_SCALE, Math.max(1, scale));
}

/**
 * The height of a picture drawn `width` wide without a height: the source's own proportions, as sharp's resize
 * keeps them. Undefined when the source cannot be read.
 */
export async function proportionalHeight(source: Buffer, width: number): Promise<number | undefined> {
  const meta = await sharp(source)
    .metadata()
    .catch(() => undefined);
  if (!meta?.width || !meta.height) return undefined;
  return Math.round((width * meta.height) / meta.width);
}

/**
 * sharp: resize to the allowed width (and height with the fit), flatten onto the background when one is
 * given or the format has no transparency, then encode.
 * @example await encodeImage(svgBytes, { src, width: 640, quality: 75, format: 'webp' })
 */
export const encodeImage: ImageEncoder = async (source, params) => {
  const scale = await svgScale(source, params);
  const background = params.background ? `#${params.background}` : undefined;
  let image = sharp(source, scale ? { density: SVG_DENSITY * scale } : {}).resize({
    width: params.width,
    height: params.height,
    fit: params.fit ?? 'cover',
    background: background ?? { r: 0, g: 0, b: 0, alpha: 0 },
  });
  if (background || params.format === 'jpeg') image = image.flatten({ background: background ?? '#ffffff' });
  const quality = params.quality;
  switch (params.format) {
    case 'webp':
      return image.webp({ quality, effort: params.width > LARGE_WIDTH ? 2 : 4 }).toBuffer();
    case 'avif':
      return image.avif({ quality, effort: 2 }).toBuffer();
    case 'jpeg':
      return image.jpeg({ quality, mozjpeg: true }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 9 }).toBuffer();
  }
};

/** The Content-Type of each format. */
export const IMAGE_CONTENT_TYPES = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpeg: 'image/jpeg',
  png: 'image/png',
} as const;
