// GET /media/hotels/:hotelId/{category}-{n}.svg: the hotels' photos, drawn on request (see hotel-photo.ts),
// so the seed's image URLs resolve without any file or outside service; and
// GET /media/hotels/:hotelId/uploads/photo-{id}.{hash}.webp: a photo uploaded in the back office.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { readUploadedFile, uploadedPhotoBytes } from '../backoffice/photos';
import type { Database } from '../db/client';
import { type HotelType, hotels } from '../db/schema';
import { type PhotoCategory, renderHotelPhoto } from './hotel-photo';

const PHOTO_FILE = /^(exterior|lobby|rooms|restaurant|pool)-([1-9]\d?)\.svg$/;
const HOTEL_ID = /^[1-9]\d{0,8}$/;

/** Finds what an exterior photo shows: the name on the sign and the kind of building. */
export type HotelLookup = (hotelId: number) => Promise<{ name: string; type: HotelType } | undefined>;

/** Reads the hotel's name and type from the database. */
export const hotelLookupFrom =
  (db: Database): HotelLookup =>
  async (hotelId) =>
    (await db.select({ name: hotels.name, type: hotels.type }).from(hotels).where(eq(hotels.id, hotelId)))[0];

/**
 * The photo route. Without `hotel`, exterior photos show a hotel block with the sign 'هتل'; with it (e.g.
 * `mediaRoutes({ hotel: hotelLookupFrom(db) })`), the hotel's own name and kind of building, and 404 for a hotel
 * that does not exist.
 */
export function mediaRoutes(options: { hotel?: HotelLookup; db?: Database } = {}) {
  return new Hono()
    .get('/media/hotels/:hotelId/uploads/:file', async (c) => {
      const file = readUploadedFile(c.req.param('file'));
      const id = c.req.param('hotelId');
      if (!file || !HOTEL_ID.test(id) || !options.db) return c.notFound();
      const bytes = await uploadedPhotoBytes(options.db, Number(id), file.id, file.hash);
      if (!bytes) return c.notFound();
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': 'image/webp',
        // The name carries the bytes' hash: they never change under it.
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      });
    })
    .get('/media/hotels/:hotelId/:file', async (c) => {
      const match = PHOTO_FILE.exec(c.req.param('file'));
      const id = c.req.param('hotelId');
      if (!match || !HOTEL_ID.test(id)) return c.notFound();
      const hotelId = Number(id);
      const category = match[1] as PhotoCategory;
      // With a lookup, a hotel that does not exist has no photos (the image path would otherwise draw, cache and
      // serve pictures for any id asked).
      const hotel = await options.hotel?.(hotelId);
      if (options.hotel && !hotel) return c.notFound();
      const svg = renderHotelPhoto({
        hotelId,
        category,
        index: Number(match[2]),
        name: category === 'exterior' ? hotel?.name : undefined,
        type: category === 'exterior' ? hotel?.type : undefined,
      });
      return c.body(svg, 200, {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=86400',
        // Opened on its own, the picture may draw and nothing else.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
        'X-Content-Type-Options': 'nosniff',
      });
    });
}
