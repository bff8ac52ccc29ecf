// A hotel's photos from the back office: a manager adds a photo from a file, which is kept as a WebP without its
// metadata, served by the media route and shown on the hotel's page on the next request of another app (another
// instance of the fleet); a wrong file is refused in Persian and changes nothing; the gallery's order is set in one
// PUT, and a photo left out is removed with its bytes.

import { HOTEL_PHOTO_LIMITS } from '@rahi/shared-contracts/api';
import { STAFF_PHOTO_MESSAGES as M, STAFF_RATES_MESSAGES } from '@rahi/shared-contracts/staff';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { DatabaseHandle } from '../../db/client';
import { hotelPhotos, hotels } from '../../db/schema';
import { staffAuditLog } from '../../db/staff-schema';
import {
  buildBookingApp,
  flushBookingApps,
  openSeededDatabase,
  type TestResponse,
} from '../../testing/booking-fixture';
import { signedInStaff } from '../desk-test-kit';

type Api = ReturnType<typeof buildBookingApp>;
let handle: DatabaseHandle;
let desk: Api;
let site: Api;
let stopListening: () => Promise<void>;
let hotel: typeof hotels.$inferSelect;
let other: typeof hotels.$inferSelect;
let manager: Awaited<ReturnType<typeof signedInStaff>>;

/** A landscape picture of `width` × `height` in `format`, drawn from an SVG (a sky and a building). */
async function picture(width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif', more = {}) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#7fb7e6"/><rect x="20%" y="30%" width="50%" height="70%" fill="#dcb48c"/></svg>`;
  return sharp(Buffer.from(svg)).withMetadata(more).toFormat(format).toBuffer();
}

const photosPath = (hotelId: number) => `/staff/hotels/${hotelId}/photos`;
const upload = (
  file: Buffer,
  more: object = {},
  hotelId = hotel.id,
  headers: Record<string, string> = manager.headers,
) =>
  desk.post(
    photosPath(hotelId),
    { category: 'rooms', alt: 'اتاق دو تخته با نمای شهر', data: file.toString('base64'), ...more },
    headers,
  );
const order = (urls: string[]) =>
  Promise.resolve(
    desk.app.request(photosPath(hotel.id), {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...manager.headers },
      body: JSON.stringify({ urls }),
    }),
  ) as Promise<TestResponse>;
const imagesOf = async (hotelId = hotel.id) =>
  (await handle.db.select({ images: hotels.images }).from(hotels).where(eq(hotels.id, hotelId)))[0]?.images ??
  [];
/** The hotel page's gallery as another app (another gateway instance's booking-api) answers it. */
const pageImages = async () =>
  ((await (await site.get(`/hotels/${hotel.id}`)).json()).data.images as { url: string }[]).map(
    (image) => image.url,
  );

beforeAll(async () => {
  handle = await openSeededDatabase();
  desk = buildBookingApp(handle);
  site = buildBookingApp(handle);
  stopListening = await site.app.listenForChanges();
  [hotel, other] = (await handle.db.select().from(hotels).orderBy(hotels.id).limit(2)) as [
    typeof hotel,
    typeof other,
  ];
  manager = await signedInStaff(handle, ['hotel_manager'], [hotel.id]);
}, 120_000);

afterAll(async () => {
  await stopListening();
  await flushBookingApps(handle);
  await handle.close();
});

describe('hotel photos in the back office', () => {
  it('keeps an uploaded photo as a WebP without its metadata, serves it, and shows it on the hotel page', async () => {
    const before = await pageImages();
    const file = await picture(3000, 2000, 'jpeg', { exif: { IFD0: { Copyright: 'Rahi test' } } });
    expect((await sharp(file).metadata()).exif).toBeDefined();
    const response = await upload(file);
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer.meta.message).toBe(M.added);
    const added = answer.data.images.at(-1);
    expect(added).toEqual({
      category: 'rooms',
      url: expect.stringMatching(
        new RegExp(`^/media/hotels/${hotel.id}/uploads/photo-\\d+\\.[0-9a-f]{16}\\.webp$`),
      ),
      alt: 'اتاق دو تخته با نمای شهر',
    });
    // On another app's very next request.
    expect(await pageImages()).toEqual([...before, added.url]);

    const served = await desk.get(added.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 2560, height: 1707 });
    expect(meta.exif).toBeUndefined();
    // Another hash, another hotel or another id is not the file.
    expect((await desk.get(added.url.replace(/\.[0-9a-f]{16}\./, '.0000000000000000.'))).status).toBe(404);
    expect((await desk.get(added.url.replace(`/hotels/${hotel.id}/`, `/hotels/${other.id}/`))).status).toBe(
      404,
    );

    const [entry] = await handle.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'hotel_photo_added'), eq(staffAuditLog.entityId, String(hotel.id))))
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      staffId: manager.staff.id,
      after: { ...added, width: 2560, height: 1707 },
    });
  });

  it('keeps a see-through PNG on white', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="600"><rect x="500" width="500" height="600" fill="#c00"/></svg>';
    const response = await upload(await sharp(Buffer.from(svg)).png().toBuffer());
    expect(response.status).toBe(200);
    const added = (await response.json()).data.images.at(-1);
    const kept = sharp(Buffer.from(await (await desk.get(added.url)).arrayBuffer()));
    expect((await kept.metadata()).hasAlpha).toBe(false);
    const { data } = await kept.raw().toBuffer({ resolveWithObject: true });
    // The left half was see-through: white now.
    expect([...data.subarray(0, 3)].every((channel) => channel > 245)).toBe(true);
  });

  it('refuses a file that is not a photo it takes, in Persian, and changes nothing', async () => {
    const before = await imagesOf();
    const rows = (await handle.db.select({ id: hotelPhotos.id }).from(hotelPhotos)).length;
    const refusals: [Promise<TestResponse>, string][] = [
      [upload(await picture(1200, 800, 'gif')), M.wrongType],
      [upload(Buffer.from('<html>not a photo</html>')), M.unreadable],
      [upload((await picture(1200, 800, 'png')).subarray(0, 400)), M.unreadable],
      [upload(await picture(640, 400, 'png')), M.tooSmall(640, 400)],
      // Turned upright by its EXIF orientation, a 1000 × 700 photo is 700 wide.
      [upload(await picture(1000, 700, 'jpeg', { orientation: 6 })), M.tooSmall(700, 1000)],
      [upload(Buffer.alloc(HOTEL_PHOTO_LIMITS.bytes + 1, 1)), M.tooLarge],
      [upload(await picture(1200, 800, 'webp'), { category: 'garden' }), M.categoryUnknown],
      [upload(await picture(1200, 800, 'webp'), { alt: 'x' }), M.altLength],
    ];
    for (const [response, message] of refusals) {
      const answer = await response;
      expect(answer.status).toBe(422);
      expect((await answer.json()).meta.errors).toEqual([message]);
    }
    expect(M.tooSmall(640, 400)).toContain('۶۴۰ × ۴۰۰');
    expect(await imagesOf()).toEqual(before);
    expect(await handle.db.select({ id: hotelPhotos.id }).from(hotelPhotos)).toHaveLength(rows);
  });

  it("answers 404 for a hotel the manager does not manage, and for none but staff's", async () => {
    const file = await picture(1200, 800, 'png');
    const elsewhere = await upload(file, {}, other.id);
    expect(elsewhere.status).toBe(404);
    expect((await elsewhere.json()).meta.errors).toEqual([STAFF_RATES_MESSAGES.hotelNotFound]);
    expect((await desk.get(photosPath(other.id), manager.headers)).status).toBe(404);
    expect((await upload(file, {}, hotel.id, {})).status).toBe(401);
    const support = await signedInStaff(handle, ['support']);
    expect((await upload(file, {}, hotel.id, support.headers)).status).toBe(403);
    expect(await imagesOf(other.id)).toEqual(other.images);
  });

  it('sets the order in one change, removes what is left out with its bytes, and keeps one photo at least', async () => {
    const gallery = await imagesOf();
    const uploaded = gallery.filter((image) => image.url.includes('/uploads/'));
    expect(uploaded.length).toBeGreaterThan(0);
    const kept = gallery.filter((image) => !image.url.includes('/uploads/')).map((image) => image.url);
    const reordered = [kept.at(-1) as string, ...kept.slice(0, -1)];

    const saved = await order(reordered);
    expect(saved.status).toBe(200);
    expect((await saved.json()).meta.message).toBe(M.saved);
    expect(await pageImages()).toEqual(reordered);
    for (const image of uploaded) expect((await desk.get(image.url)).status).toBe(404);
    expect(await handle.db.select().from(hotelPhotos).where(eq(hotelPhotos.hotelId, hotel.id))).toEqual([]);

    for (const [urls, message] of [
      [[], M.lastPhoto],
      [[...reordered, '/media/hotels/1/elsewhere-1.svg'], M.orderInvalid],
      [[reordered[0], reordered[0]], M.orderInvalid],
    ] as [string[], string][]) {
      const refused = await order(urls);
      expect(refused.status).toBe(422);
      expect((await refused.json()).meta.errors).toEqual([message]);
    }
    expect(await pageImages()).toEqual(reordered);
  });

  it(`keeps at most ${HOTEL_PHOTO_LIMITS.perHotel} photos`, async () => {
    const gallery = await imagesOf();
    const full = Array.from({ length: HOTEL_PHOTO_LIMITS.perHotel }, (_, index) => ({
      ...(gallery[0] as (typeof gallery)[number]),
      url: `/media/hotels/${hotel.id}/rooms-${index + 1}.svg`,
    }));
    await handle.db.update(hotels).set({ images: full }).where(eq(hotels.id, hotel.id));
    const refused = await upload(await picture(1200, 800, 'png'));
    expect(refused.status).toBe(422);
    expect((await refused.json()).meta.errors).toEqual([M.tooMany]);
    await handle.db.update(hotels).set({ images: gallery }).where(eq(hotels.id, hotel.id));
  });
});
