// Shared steps of the back-office journeys: a staff member made for the test (POST /dev/staff through the proxy,
// on with RAHI_DEV_ROUTES=1: ready to use, no password change) and signed in on /backoffice/sign-in with email,
// password and the authenticator's code, computed here with otplib from the member's TOTP secret, in a browser
// context of its own; a paid booking of a hotel that answers by hand, waiting for the hotel's answer.
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { PORT } from '../playwright.config';
import { bookAndPay, checkPage } from './profile-helpers';
import { api } from './reservation-helpers';

export type StaffRole = 'admin' | 'support' | 'hotel_manager' | 'editor';

export interface StaffCredentials {
  email: string;
  password: string;
  totpSecret: string;
}

/** A new staff member with these roles (a hotel manager with `hotelIds`), under an email no other run used. */
export async function createStaff(
  request: APIRequestContext,
  roles: readonly StaffRole[],
  hotelIds: readonly number[] = [],
): Promise<StaffCredentials> {
  const email = `e2e-${roles.join('-')}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@rahi.example`;
  const response = await request.post('/handle-api', {
    data: { endPoint: '/dev/staff', options: { method: 'POST', body: { email, roles, hotelIds } } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as StaffCredentials;
}

/** The authenticator's 6-digit code of `secret` now. */
export const totpCode = (secret: string) => generateSync({ secret });

/** Signs in on the back office's sign-in page and lands on `next` (a back-office address). */
export async function signInStaff(page: Page, staff: StaffCredentials, next = '/backoffice') {
  await page.goto(`/backoffice/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel('ایمیل').fill(staff.email);
  await page.getByLabel('رمز عبور').fill(staff.password);
  await page.getByLabel('کد ۶ رقمی برنامه تأیید').fill(totpCode(staff.totpSecret));
  await page.getByRole('button', { name: 'ورود' }).click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === next, { timeout: 20_000 });
}

/** A page in a browser context of its own: the staff member's cookies never meet the traveller's. */
export async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: `http://localhost:${PORT}`, locale: 'fa-IR' });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  return page;
}

/** The hotel types whose bookings wait for the hotel's answer after payment (booking-api's bookings/confirm.ts). */
export const ANSWERED_BY_HAND = ['traditional-house', 'eco-lodge', 'guest-house'] as const;

export interface BookingRead {
  status: string;
  hotel: { id: number };
  amounts: { toPay: number };
}

/** A paid booking of a hotel that answers by hand, for a logged-in traveller; it waits for the hotel. */
export async function paidBookingAwaitingHotel(page: Page, mobile: string, days: number, firstHotel: number) {
  const { reserveId } = await bookAndPay(page, mobile, days, { firstHotel, hotelTypes: ANSWERED_BY_HAND });
  const booking = await api<BookingRead>(page, `/bookings/${reserveId}?mobile=${mobile}`);
  expect(booking.status).toBe('awaiting_hotel');
  return { reserveId, booking };
}

/** axe on a back-office page at a phone's width and a desktop's (no serious or critical finding at either). */
export async function checkBothWidths(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await checkPage(page, `${name}-${width}`);
  }
}
