// A hotel manager adds a photo in the back office and travellers see it: the manager chooses a JPEG (drawn here on
// a canvas, 1600 × 1000) in the rates page's photos dialog, names it a pool photo of a hotel that had none, and the
// hotel page's gallery gains a «استخر (۱)» category whose picture is the one uploaded, drawn by the image path, in
// the server's HTML too. A file that is not a photo is refused in Persian first. The photo is then removed (two
// clicks) and the category goes with it, so the journey can run again. The dialog is checked with axe at 390 and
// 1280 px (RAHI_SCREENSHOTS=<dir> keeps the pictures).
import { expect, type Page, test } from '@playwright/test';
import { STAFF_PHOTO_MESSAGES as M } from '../../shared-contracts/src/messages/staff-photo-messages';
import { tehranDay } from './reservation-helpers';
import { callThroughProxy } from './staff-api';
import { checkBothWidths, createStaff, signInStaff, staffPage } from './staff-helpers';

interface HotelRead {
  id: number;
  slug: string;
  images: { category: string; url: string; alt: string }[];
}

const ALT = 'استخر سرپوشیده با نور آفتاب';

/** A JPEG of `width` × `height` drawn in the page: water, tiles and a window. */
async function drawnJpeg(page: Page, width: number, height: number) {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const g = canvas.getContext('2d') as CanvasRenderingContext2D;
      g.fillStyle = '#e9e2d0';
      g.fillRect(0, 0, w, h);
      g.fillStyle = '#2a8fc4';
      g.fillRect(w * 0.1, h * 0.45, w * 0.8, h * 0.45);
      g.fillStyle = '#fdf6c9';
      g.fillRect(w * 0.35, h * 0.08, w * 0.3, h * 0.25);
      return canvas.toDataURL('image/jpeg', 0.9);
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.split(',')[1] as string, 'base64');
}

test('a manager adds a pool photo, the hotel page shows it, and it is removed again', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  // A hotel with no pool photo among the last of the 478 (no other test looks at their galleries).
  let hotel: HotelRead | undefined;
  for (let id = 478; id > 440 && !hotel; id--) {
    const answer = await callThroughProxy(page.request, `/hotels/${id}`);
    const read = answer.body.data as HotelRead | undefined;
    if (answer.status === 200 && read && !read.images.some((image) => image.category === 'pool'))
      hotel = read;
  }
  if (!hotel) throw new Error('no hotel without a pool photo among 441-478');
  const hotelPage = `/hotel/${hotel.id}/${encodeURIComponent(hotel.slug)}?checkin=${tehranDay(90)}&nights=1`;

  const desk = await staffPage(browser);
  const manager = await createStaff(desk.request, ['hotel_manager'], [hotel.id]);
  await signInStaff(desk, manager, '/backoffice/rates');
  await desk.getByRole('button', { name: 'عکس‌ها' }).click();
  const dialog = desk.getByRole('dialog', { name: /^عکس‌های هتل/ });
  const gallery = dialog.getByRole('list', { name: 'عکس‌ها' });
  await expect(gallery.getByRole('listitem')).toHaveCount(hotel.images.length, { timeout: 20_000 });
  // Every photo drawn by the image path.
  await expect
    .poll(() =>
      gallery
        .locator('img')
        .evaluateAll((images) => images.every((img) => (img as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true);

  const form = dialog.getByRole('form', { name: 'افزودن عکس' });
  const file = form.getByLabel('فایل عکس');
  await file.setInputFiles({ name: 'menu.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(form.getByText(M.wrongType)).toBeVisible();

  await file.setInputFiles({
    name: 'pool.jpg',
    mimeType: 'image/jpeg',
    buffer: await drawnJpeg(desk, 1600, 1000),
  });
  await form.getByRole('combobox', { name: 'دسته' }).click();
  await desk.getByRole('option', { name: 'استخر' }).click();
  await form.getByRole('textbox', { name: 'توضیح عکس' }).fill(ALT);
  await form.getByRole('button', { name: 'افزودن عکس' }).click();
  await expect(form.getByText(M.added)).toBeVisible({ timeout: 20_000 });
  const added = gallery.getByRole('img', { name: ALT });
  await expect(added).toBeVisible();
  await expect.poll(() => added.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await checkBothWidths(desk, 'backoffice-photos');

  // The traveller's hotel page: the server's HTML already has it, and the new category shows the photo.
  const html = await (await page.request.get(hotelPage)).text();
  expect(html).toMatch(
    new RegExp(`%2Fmedia%2Fhotels%2F${hotel.id}%2Fuploads%2Fphoto-\\d+\\.[0-9a-f]{16}\\.webp`),
  );
  await page.goto(hotelPage);
  // The server's page answers clicks once hydrated (the hotel's data is then taken from the window).
  await page.waitForFunction(() => !('__RAHI_HOTEL__' in window), undefined, { timeout: 20_000 });
  const photos = page.getByRole('region', { name: /^تصاویر / });
  await photos.getByRole('button', { name: 'استخر (۱)' }).click();
  // The tile is a button named by the photo's words; the picture inside it is the upload, drawn by the image path.
  const shown = photos.getByRole('button', { name: ALT }).locator('img');
  await expect(shown).toBeVisible();
  expect(await shown.getAttribute('alt')).toBe(ALT);
  await expect.poll(() => shown.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

  // Removed after a second click; the hotel page loses the category.
  const last = `عکس ${(hotel.images.length + 1).toLocaleString('fa-IR')}`;
  await desk.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: `${last}: حذف` }).click();
  await dialog.getByRole('button', { name: `حذف ${last}` }).click();
  await expect(gallery.getByRole('listitem')).toHaveCount(hotel.images.length);
  await page.reload();
  await expect(photos.getByRole('button', { name: /^همه / })).toBeVisible();
  await expect(photos.getByRole('button', { name: /^استخر/ })).toHaveCount(0);
  await desk.context().close();
});
