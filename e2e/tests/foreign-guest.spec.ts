// A foreign guest books as the passport spells the name: «Anna Schmidt» in Latin letters was refused with
// «با حروف فارسی بنویسید» and could not pay. The guest is booked and paid at the sandbox bank, and the voucher
// page and its PDF show the name as written and the passport number. Its own stay: 12 days ahead, hotels 181 on;
// the box ticked before the reservation page hydrates: 13 days ahead, hotels 191 on, nothing booked; the box ticked
// on a phone after typing a Latin name: 13 days ahead, hotels 201 on, nothing booked.
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { openWithAppHeld, pageReady } from './hydration-watch';
import {
  type ForeignGuest,
  fillForeignGuest,
  findHotelWithRoom,
  freshMobile,
  reserveOnHotelPage,
  saveDraft,
  screenshots,
  tehranDay,
} from './reservation-helpers';

const shots = process.env.RAHI_SCREENSHOTS;
const PERSIAN_ONLY = 'نام و نام خانوادگی را با حروف فارسی بنویسید.';
const anna: ForeignGuest = {
  firstName: 'Anna-Maria',
  lastName: "O'Neil",
  passportNumber: 'C01X00T47',
  nationality: 'آلمان',
};

test('a foreign guest with a Latin name books, pays at the sandbox bank, and the voucher shows name and passport', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const checkin = tehranDay(12);
  const { hotelId, offer } = await findHotelWithRoom(page, checkin, 2, 181);
  await reserveOnHotelPage(page, hotelId, offer, checkin, 1);

  // A Latin name typed before the box is ticked is refused by the Persian rule; ticking the box takes it.
  const room = page.getByRole('group', { name: /^اتاق ۱/ });
  await room.getByLabel('نام', { exact: true }).fill(anna.firstName);
  await room.getByLabel('نام', { exact: true }).blur();
  await expect(room.getByLabel('نام', { exact: true })).toHaveAccessibleDescription(PERSIAN_ONLY);
  await fillForeignGuest(page, 1, anna);
  await expect(room.getByLabel('نام', { exact: true })).toHaveAttribute('aria-invalid', 'false');
  await expect(room.getByText(PERSIAN_ONLY)).toHaveCount(0);
  const mobile = freshMobile();
  await page.getByLabel('شماره موبایل').fill(mobile);
  await screenshots(page, 'reservation-foreign-guest');

  await page.getByRole('button', { name: 'پرداخت و تکمیل رزرو' }).click();
  await expect(page).toHaveURL(/\/sandbox-bank\//);
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(page).toHaveURL(/\/payment-success\?reserveId=\d{8}$/);
  const reserveId = new URL(page.url()).searchParams.get('reserveId') ?? '';

  await page.getByRole('link', { name: 'مشاهده واچر' }).click();
  await expect(page).toHaveURL(`/voucher?reserveId=${reserveId}&mobile=${mobile}`);
  const guestSection = page.getByRole('region', { name: /^اتاق ۱/ });
  await expect(guestSection.getByText("Anna-Maria O'Neil", { exact: true })).toHaveAttribute('dir', 'auto');
  await expect(guestSection.getByText('C01X00T47', { exact: true })).toHaveAttribute('dir', 'ltr');
  await expect(guestSection.getByText('آلمان', { exact: true })).toBeVisible();
  await screenshots(page, 'voucher-foreign-guest');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'دریافت PDF' }).click(),
  ]);
  const pdf = await download.path();
  if (shots) await download.saveAs(`${shots}/voucher-foreign-guest.pdf`);
  // pdftotext -raw: each line from left to right, a Latin run in its own order beside the Persian label.
  const lines = execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' })
    .replace(/[\u202a-\u202e\u2066-\u2069:]/g, '')
    .split('\n');
  expect(lines).toContain("Anna-Maria O'Neil مهمان");
  expect(lines).toContain('C01X00T47 گذرنامه شماره');
});

test('the foreign-guest box ticked on the server-drawn reservation page before it hydrates asks for a passport after', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const checkin = tehranDay(13);
  const stay = { checkin, ...(await findHotelWithRoom(page, checkin, 2, 191)) };
  const reservationId = await saveDraft(page.request, { ...stay, nights: 2 }, [
    { ...stay.offer, extraBedCount: 0, earlyCheckIn: false, lateCheckOut: false },
  ]);
  const release = await openWithAppHeld(
    page,
    `/reservation?reservationId=${reservationId}&checkin=${checkin}&nights=2`,
  );
  const room = page.getByRole('group', { name: /^اتاق ۱/ });
  const box = room.getByRole('checkbox', { name: 'مسافر خارجی است' });
  await expect(room.getByLabel('کد ملی')).toBeVisible();
  await box.check();
  release();
  await pageReady(page);

  await expect(box).toBeChecked();
  await expect(room.getByLabel('شماره گذرنامه')).toBeVisible();
  await expect(room.getByLabel('کد ملی')).toHaveCount(0);
  // The form takes the Latin name the box allows.
  await room.getByLabel('نام', { exact: true }).fill(anna.firstName);
  await room.getByLabel('نام', { exact: true }).blur();
  await expect(room.getByLabel('نام', { exact: true })).toHaveAttribute('aria-invalid', 'false');
});

test('on a phone, the box ticked straight after typing a Latin name is ticked (the name’s refusal does not move it)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const checkin = tehranDay(13);
  const stay = { checkin, ...(await findHotelWithRoom(page, checkin, 2, 201)) };
  const reservationId = await saveDraft(page.request, { ...stay, nights: 2 }, [
    { ...stay.offer, extraBedCount: 0, earlyCheckIn: false, lateCheckOut: false },
  ]);
  await page.goto(`/reservation?reservationId=${reservationId}&checkin=${checkin}&nights=2`);
  await pageReady(page);
  const room = page.getByRole('group', { name: /^اتاق ۱/ });
  await room.getByLabel('نام', { exact: true }).fill(anna.firstName);
  await room.getByLabel('نام خانوادگی').fill(anna.lastName);
  // One tap, as a traveller's: the last name is refused as it loses the focus to the box.
  const box = room.getByRole('checkbox', { name: 'مسافر خارجی است' });
  await box.click();

  await expect(box).toBeChecked();
  await expect(room.getByLabel('شماره گذرنامه')).toBeVisible();
  await expect(room.getByText(PERSIAN_ONLY)).toHaveCount(0);
});
