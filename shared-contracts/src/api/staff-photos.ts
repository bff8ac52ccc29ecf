// A hotel's photos in the back office (hotel managers for their hotels, admins for any). A photo is uploaded as a
// file (the gateway's POST /staff-uploads/hotels/:id/photos takes it as multipart form data and hands booking-api
// the JSON below); booking-api checks its type and size, keeps it as a WebP without its metadata, and the gateway's
// image path draws it like any other. The gallery's order and what stays in it are set in one PUT.

import { HOTEL_PHOTO_CATEGORIES } from '@rahi/shared-contracts';
import * as z from 'zod';
import { STAFF_PHOTO_MESSAGES as M } from '../staff';
import { hotelImageSchema } from './hotel-details';

/** What an uploaded file may be: its size, its types, the smallest and largest picture, the photos a hotel keeps. */
export const HOTEL_PHOTO_LIMITS = {
  bytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'],
  minWidth: 800,
  minHeight: 500,
  maxSide: 10_000,
  perHotel: 30,
  altLength: 120,
} as const;

/** POST /staff/hotels/:id/photos (booking-api): the file in base64 with what the page says of it. */
export const staffPhotoUploadSchema = z.strictObject({
  category: z.enum(HOTEL_PHOTO_CATEGORIES, { error: M.categoryUnknown }),
  alt: z
    .string({ error: M.altLength })
    .trim()
    .min(3, { error: M.altLength })
    .max(HOTEL_PHOTO_LIMITS.altLength, { error: M.altLength }),
  /** Base64 of the file's bytes; its size is checked once decoded. */
  data: z
    .base64({ error: M.unreadable })
    .max(Math.ceil(HOTEL_PHOTO_LIMITS.bytes / 3) * 4, { error: M.tooLarge }),
});
export type StaffPhotoUpload = z.infer<typeof staffPhotoUploadSchema>;

/** PUT /staff/hotels/:id/photos: the gallery as it should be, in order; a photo left out is removed. */
export const staffPhotoOrderSchema = z.strictObject({
  urls: z
    .array(z.string().min(1).max(300), { error: M.orderInvalid })
    .min(1, { error: M.lastPhoto })
    .max(HOTEL_PHOTO_LIMITS.perHotel, { error: M.orderInvalid })
    .refine((urls) => new Set(urls).size === urls.length, { error: M.orderInvalid }),
});
export type StaffPhotoOrder = z.infer<typeof staffPhotoOrderSchema>;

export const staffHotelPhotosSchema = z.object({ images: z.array(hotelImageSchema) });
export type StaffHotelPhotos = z.infer<typeof staffHotelPhotosSchema>;
