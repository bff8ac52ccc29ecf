// The numbers in the back office: a traveller books and pays at a hotel no other journey books; its manager opens
// /backoffice/reports and finds today's row with the booking, the funnel's paid step, the month's grouping, and
// a CSV of the same table (Persian headings, a byte order mark for spreadsheets). axe at 390 and 1280 px.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { formatCalendarDate } from '../../shared-contracts/src/calendar/format-calendar-date';
import { toAsciiDigits } from '../../shared-contracts/src/text/digits';
import { logInByCode } from './login-helpers';
import { bookAndPay } from './profile-helpers';
import { api, tehranDay } from './reservation-helpers';
import { checkBothWidths, createStaff, signInStaff, staffPage } from './staff-helpers';

test("a hotel manager reads today's paid booking in the sales report, by day and month, and downloads it", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const mobile = await logInByCode(page, request);
  const { reserveId } = await bookAndPay(page, mobile, 41, { firstHotel: 341 });
  const booking = await api<{ hotel: { id: number } }>(page, `/bookings/${reserveId}?mobile=${mobile}`);

  const desk = await staffPage(browser);
  const manager = await createStaff(desk.request, ['hotel_manager'], [booking.hotel.id]);
  await signInStaff(desk, manager, '/backoffice/reports');
  const daily = desk.getByRole('table', { name: 'جدول روزانه' });
  const today = daily.getByRole('row', { name: new RegExp(formatCalendarDate(tehranDay(0), 'fa')) });
  await expect(today).toBeVisible({ timeout: 20_000 });
  // The columns after the period: paid bookings first, at least this one.
  const paidToday = await today.getByRole('cell').first().textContent();
  expect(Number(toAsciiDigits(paidToday ?? ''))).toBeGreaterThan(0);
  const funnel = desk.getByRole('table', { name: 'قیف فروش' });
  await expect(funnel.getByRole('row', { name: /پرداخت/ })).toBeVisible();
  await expect(funnel.getByText('جست‌وجوی شهر')).toHaveCount(0);
  await checkBothWidths(desk, 'backoffice-reports');

  const form = desk.getByRole('search', { name: 'بازه‌ی گزارش' });
  await form.getByRole('combobox', { name: 'گروه‌بندی' }).click();
  await desk.getByRole('option', { name: 'ماهانه' }).click();
  await form.getByRole('button', { name: 'نمایش' }).click();
  const monthly = desk.getByRole('table', { name: 'جدول ماهانه' });
  await expect(monthly).toBeVisible();

  const [download] = await Promise.all([
    desk.waitForEvent('download'),
    desk.getByRole('button', { name: 'دریافت CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^rahi-sales-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path()) ?? '', 'utf8');
  expect(csv.startsWith('\uFEFFدوره,روز آغاز,رزرو پرداخت‌شده')).toBe(true);
  expect(csv.trim().split('\n').length).toBeGreaterThanOrEqual(2);
  await desk.context().close();
});
