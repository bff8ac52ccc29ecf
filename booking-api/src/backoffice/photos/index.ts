// A hotel's photos in the back office, for its manager (or an admin): the gallery as it is, a photo added from an
// uploaded file, and the gallery's order (a photo left out is removed). An upload is checked for its type (by its
// bytes, not its name), size and dimensions, turned the right way up, kept as a WebP of at most 2560 px without
// its metadata (a phone's photo carries where it was taken), and appended to hotels.images with a content hash in
// its name; the gateway's image path draws it like the drawn photos. Each change is audited and announced like
// a change of the hotel's details, so hotel pages and city lists on every instance show it on the next request.
import { createHash } from 'node:crypto';
import {
  HOTEL_PHOTO_LIMITS,
  type StaffHotelPhotos,
  staffPhotoOrderSchema,
  staffPhotoUploadSchema,
} from '@rahi/shared-contracts/api';
import { STAFF_PHOTO_MESSAGES as M, STAFF_RATES_MESSAGES } from '@rahi/shared-contracts/staff';
import { and, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import sharp from 'sharp';
import { parseAuthBody } from '../../auth/parse-body';
import { announceNightsChange } from '../../cache/night-changes';
import type { Executor } from '../../db/client';
import { retryTransaction } from '../../db/retry-transaction';
import { type HotelImage, hotelPhotos, hotels } from '../../db/schema';
import { ApiProblem, ok } from '../../envelope';
import { deskOperations } from '../../openapi/desk-operations';
import { recordAudit } from '../../staff/audit';
import { requireStaff, type StaffEnv } from '../../staff/require-staff';
import type { DeskDeps } from '../deps';
import { managedHotelId } from '../rates/managed-hotel';

/** The longest side an uploaded photo is kept at: the widest picture the apps ask for is 3072 × 2048. */
export const KEPT_SIDE = 2560;
const KEPT_QUALITY = 88;
const ACCEPTED_TYPES: readonly string[] = HOTEL_PHOTO_LIMITS.types;

/** The file name of an uploaded photo under `/media/hotels/:hotelId/uploads/`: its id and its bytes' hash. */
const UPLOADED_FILE = /^photo-([1-9]\d{0,9})\.([0-9a-f]{16})\.webp$/;

/** The URL of an uploaded photo: the media route serves it, the image path draws it. */
export const uploadedPhotoUrl = (hotelId: number, id: number, hash: string) =>
  `/media/hotels/${hotelId}/uploads/photo-${id}.${hash}.webp`;

/** The id and hash in an uploaded photo's file name, or undefined for any other name. */
export function readUploadedFile(file: string): { id: number; hash: string } | undefined {
  const [, id, hash] = UPLOADED_FILE.exec(file) ?? [];
  return id && hash ? { id: Number(id), hash } : undefined;
}

/** The id of one of the hotel's uploaded photos from its URL; undefined for a drawn photo. */
const uploadedIdOf = (hotelId: number, url: string) => {
  const folder = `/media/hotels/${hotelId}/uploads/`;
  return url.startsWith(folder) ? readUploadedFile(url.slice(folder.length))?.id : undefined;
};

export interface KeptPhoto {
  bytes: Buffer;
  width: number;
  height: number;
  hash: string;
}

/**
 * The upload checked and made into the WebP that is kept, or a 422 with the Persian reason. The type is what the
 * bytes are (sharp reads their header), so a renamed file of another kind is refused.
 */
export async function keptPhotoOf(file: Buffer): Promise<KeptPhoto> {
  if (file.byteLength === 0) throw new ApiProblem(422, [M.noFile]);
  if (file.byteLength > HOTEL_PHOTO_LIMITS.bytes) throw new ApiProblem(422, [M.tooLarge]);
  const meta = await sharp(file)
    .metadata()
    .catch(() => undefined);
  if (!meta?.format) throw new ApiProblem(422, [M.unreadable]);
  if (!ACCEPTED_TYPES.includes(`image/${meta.format}`) || (meta.pages ?? 1) > 1)
    throw new ApiProblem(422, [M.wrongType]);
  // EXIF orientations 5-8 turn the picture a quarter: its upright size is the other way round.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  if (width > HOTEL_PHOTO_LIMITS.maxSide || height > HOTEL_PHOTO_LIMITS.maxSide)
    throw new ApiProblem(422, [M.tooBig]);
  if (width < HOTEL_PHOTO_LIMITS.minWidth || height < HOTEL_PHOTO_LIMITS.minHeight)
    throw new ApiProblem(422, [M.tooSmall(width, height)]);
  try {
    const { data, info } = await sharp(file, { limitInputPixels: HOTEL_PHOTO_LIMITS.maxSide ** 2 })
      .rotate()
      // A photo has no see-through parts: a PNG's are white, not the black a JPEG of it would show.
      .flatten({ background: '#ffffff' })
      .resize({ width: KEPT_SIDE, height: KEPT_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: KEPT_QUALITY })
      .toBuffer({ resolveWithObject: true });
    const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
    return { bytes: data, width: info.width, height: info.height, hash };
  } catch {
    // A header that reads but a body that does not (a cut-off file).
    throw new ApiProblem(422, [M.unreadable]);
  }
}

async function galleryOf(db: Executor, hotelId: number, lock = false) {
  const query = db
    .select({ cityId: hotels.cityId, images: hotels.images })
    .from(hotels)
    .where(eq(hotels.id, hotelId));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new ApiProblem(404, [STAFF_RATES_MESSAGES.hotelNotFound]);
  return row;
}

export function photoRoutes({ db, clock, changes }: DeskDeps) {
  const managers = requireStaff('hotel_manager', 'admin');
  return new Hono<StaffEnv>()
    .get(
      '/staff/hotels/:id/photos',
      describeRoute(deskOperations.getStaffHotelsByIdPhotos),
      managers,
      async (c) => {
        const hotelId = managedHotelId(c.req.param('id'), c.var.staff);
        const { images } = await galleryOf(db, hotelId);
        return ok(c, { images } satisfies StaffHotelPhotos);
      },
    )
    .post(
      '/staff/hotels/:id/photos',
      describeRoute(deskOperations.postStaffHotelsByIdPhotos),
      managers,
      async (c) => {
        const hotelId = managedHotelId(c.req.param('id'), c.var.staff);
        const upload = await parseAuthBody(c, staffPhotoUploadSchema);
        // Counted before the work of decoding, and again under the hotel's lock below.
        if ((await galleryOf(db, hotelId)).images.length >= HOTEL_PHOTO_LIMITS.perHotel)
          throw new ApiProblem(422, [M.tooMany]);
        const kept = await keptPhotoOf(Buffer.from(upload.data, 'base64'));
        const saved = await retryTransaction(db, async (tx) => {
          const { cityId, images } = await galleryOf(tx, hotelId, true);
          if (images.length >= HOTEL_PHOTO_LIMITS.perHotel) throw new ApiProblem(422, [M.tooMany]);
          const [photo] = await tx
            .insert(hotelPhotos)
            .values({ hotelId, ...kept, uploadedBy: c.var.staff.id })
            .returning({ id: hotelPhotos.id });
          if (!photo) throw new Error('the photo was not saved');
          const image = {
            category: upload.category,
            url: uploadedPhotoUrl(hotelId, photo.id, kept.hash),
            alt: upload.alt,
          } satisfies HotelImage;
          const next = [...images, image];
          await tx.update(hotels).set({ images: next, updatedAt: clock() }).where(eq(hotels.id, hotelId));
          await recordAudit(tx, {
            staffId: c.var.staff.id,
            action: 'hotel_photo_added',
            entityType: 'hotel',
            entityId: hotelId,
            after: { ...image, width: kept.width, height: kept.height },
          });
          await announceNightsChange(tx, { cityId, hotelId });
          return { cityId, images: next };
        });
        changes.emit({ cityId: saved.cityId, hotelId });
        return ok(c, { images: saved.images } satisfies StaffHotelPhotos, { message: M.added });
      },
    )
    .put(
      '/staff/hotels/:id/photos',
      describeRoute(deskOperations.putStaffHotelsByIdPhotos),
      managers,
      async (c) => {
        const hotelId = managedHotelId(c.req.param('id'), c.var.staff);
        const { urls } = await parseAuthBody(c, staffPhotoOrderSchema);
        const saved = await retryTransaction(db, async (tx) => {
          const { cityId, images } = await galleryOf(tx, hotelId, true);
          const byUrl = new Map(images.map((image) => [image.url, image]));
          const next = urls.flatMap((url) => byUrl.get(url) ?? []);
          if (next.length !== urls.length) throw new ApiProblem(422, [M.orderInvalid]);
          const removed = images.filter((image) => !urls.includes(image.url));
          if (removed.length === 0 && images.every((image, index) => image.url === urls[index]))
            return { cityId, images, changed: false };
          await tx.update(hotels).set({ images: next, updatedAt: clock() }).where(eq(hotels.id, hotelId));
          // An uploaded photo no longer shown is deleted with its bytes; a drawn one simply leaves the list.
          const gone = removed.flatMap((image) => uploadedIdOf(hotelId, image.url) ?? []);
          if (gone.length > 0)
            await tx
              .delete(hotelPhotos)
              .where(and(eq(hotelPhotos.hotelId, hotelId), inArray(hotelPhotos.id, gone)));
          await recordAudit(tx, {
            staffId: c.var.staff.id,
            action: 'hotel_photos_changed',
            entityType: 'hotel',
            entityId: hotelId,
            before: { urls: images.map((image) => image.url) },
            after: { urls },
          });
          await announceNightsChange(tx, { cityId, hotelId });
          return { cityId, images: next, changed: true };
        });
        if (saved.changed) changes.emit({ cityId: saved.cityId, hotelId });
        return ok(c, { images: saved.images } satisfies StaffHotelPhotos, { message: M.saved });
      },
    );
}

/** The bytes of an uploaded photo for the media route, when the hotel, id and hash all match. */
export async function uploadedPhotoBytes(db: Executor, hotelId: number, id: number, hash: string) {
  const [row] = await db
    .select({ bytes: hotelPhotos.bytes })
    .from(hotelPhotos)
    .where(and(eq(hotelPhotos.id, id), eq(hotelPhotos.hotelId, hotelId), eq(hotelPhotos.hash, hash)));
  return row?.bytes;
}
