// The accessibility sweep's sample of every built route (a11y-sweep.spec.ts): the address it opens, built from
// real data (a seeded city and hotel, a paid booking, a held one, a reservation draft, a support ticket, made
// once per worker), whether it needs the traveller logged in, and the dialogs and sheets opened on it.
//
// ADDING A ROUTE: a route of shared-contracts' ROUTES with a `page` and no entry here fails the sweep. Add an
// entry keyed by the route's `path`, exactly as the table writes it ('/review-submit/:id'); `url` gets the
// worker's SweepData. Dialogs: `open` presses what a user presses and gives back the dialog that opened.
import { expect, type Locator, type Page } from '@playwright/test';
import { cityPath, hotelPath } from '../../shared-contracts/src/search/search-path';
import { toPersianDigits } from '../../shared-contracts/src/text/digits';

/** What the worker made before its first page (see the sweep's `sweep` fixture). */
export interface SweepData {
  city: { id: number; slug: string };
  hotel: { id: number; slug: string };
  checkin: string;
  nights: number;
  /** A booking of the logged-in traveller, paid at the sandbox bank. */
  paid: { reserveId: string; mobile: string };
  /** A booking of the same traveller, made and not paid (its hold still running). */
  held: { reserveId: string };
  /** A reservation draft of the hotel's room, as the hotel page's "رزرو" saves it. */
  draftId: string;
  /** A support ticket of the traveller. */
  ticketId: number;
}

export type Width = 390 | 1280;

export interface SweepDialog {
  name: string;
  /** Only at these widths (the filter sheet exists on a phone only). Default: both. */
  widths?: Width[];
  open: (page: Page, data: SweepData, width: Width) => Promise<Locator>;
}

export interface Sample {
  url: (data: SweepData) => string;
  /** Opened with the worker's logged-in traveller (profile pages; the payment pages read the booking as its owner). */
  login?: boolean;
  dialogs?: SweepDialog[];
}

const stay = (data: SweepData) => `checkin=${data.checkin}&nights=${data.nights}`;

const datePicker: SweepDialog = {
  name: 'date picker',
  open: async (page) => {
    await page.getByRole('combobox', { name: 'تاریخ ورود' }).first().click();
    return page.getByRole('dialog').filter({ has: page.getByRole('grid') });
  },
};

/** The picker of a page whose search box has a city or hotel: swept once its days show their prices. */
const datePickerWithPrices: SweepDialog = {
  name: 'date picker with prices',
  open: async (page, data, width) => {
    const picker = await datePicker.open(page, data, width);
    await picker
      .getByRole('gridcell', { name: /کمترین قیمت هر شب/ })
      .first()
      .waitFor();
    return picker;
  },
};

/** The saved hotels' date fields (mf-search's, loaded on the press), opened at once from check-in. */
const stayChooser: SweepDialog = {
  name: 'stay chooser',
  open: async (page) => {
    await page.getByRole('button', { name: 'تغییر تاریخ یا مسافران' }).click();
    return page.getByRole('dialog').filter({ has: page.getByRole('grid') });
  },
};

const loginModal: SweepDialog = {
  name: 'login modal',
  open: async (page) => {
    await page.getByRole('button', { name: 'ورود / ثبت‌نام' }).click();
    return page.getByRole('dialog', { name: 'ورود / ثبت‌نام' });
  },
};

const mobileMenu: SweepDialog = {
  name: 'menu',
  widths: [390],
  open: async (page) => {
    await page.getByRole('button', { name: 'باز کردن منو' }).click();
    return page.getByRole('navigation', { name: 'منوی سایت' });
  },
};

const checkReservation: SweepDialog = {
  name: 'check-reservation modal',
  open: async (page, _data, width) => {
    if (width === 390) {
      await page.getByRole('button', { name: 'باز کردن منو' }).click();
      await page
        .getByRole('navigation', { name: 'منوی سایت' })
        .getByRole('button', { name: 'پیگیری رزرو' })
        .click();
    } else {
      await page.getByRole('banner').getByRole('button', { name: 'پیگیری رزرو' }).click();
    }
    return page.getByRole('dialog', { name: 'پیگیری رزرو' });
  },
};

const filterSheet: SweepDialog = {
  name: 'filter sheet',
  widths: [390],
  open: async (page) => {
    await page.getByRole('button', { name: /^فیلترها/ }).click();
    return page.getByRole('dialog', { name: 'فیلترها' });
  },
};

/** The city's map: beside the list at 1280, behind the list/map toggle at 390; swept once its markers show. */
const hotelsMap: SweepDialog = {
  name: 'hotels map',
  open: async (page, _data, width) => {
    if (width === 390) await page.getByRole('button', { name: 'نمایش روی نقشه' }).click();
    const map = page.getByRole('region', { name: 'نقشه هتل‌ها' });
    await map.locator('a[data-hotel-link], button.rahi-cluster').first().waitFor();
    return map;
  },
};

const galleryLightbox: SweepDialog = {
  name: 'gallery lightbox',
  open: async (page) => {
    await page.locator('section[aria-label^="تصاویر "] button[aria-haspopup="dialog"]').first().click();
    return page.getByRole('dialog');
  },
};

const cancellationDialog: SweepDialog = {
  name: 'cancellation dialog',
  open: async (page, data) => {
    const persian = toPersianDigits(data.paid.reserveId);
    const card = page.getByRole('article').filter({ hasText: persian });
    await card.getByRole('button', { name: 'لغو رزرو' }).click();
    const dialog = page.getByRole('dialog', { name: `لغو رزرو ${persian}` });
    await expect(dialog.getByRole('button', { name: 'تایید و لغو رزرو' })).toBeEnabled();
    return dialog;
  },
};

export const SAMPLES: Record<string, Sample> = {
  '/': { url: () => '/', dialogs: [datePicker, loginModal, checkReservation, mobileMenu] },
  '/404': { url: () => '/404' },
  '/error': { url: () => '/error' },
  '/voucher': { url: (data) => `/voucher?reserveId=${data.paid.reserveId}&mobile=${data.paid.mobile}` },
  '/auth/login': { url: () => '/auth/login' },
  // The back office signed out is its sign-in page; its signed-in pages are checked by the backoffice-* journeys.
  '/backoffice/*': { url: () => '/backoffice/sign-in' },
  '/imam-hotels': { url: () => '/imam-hotels' },
  '/reservation': {
    url: (data) => `/reservation?reservationId=${data.draftId}&${stay(data)}`,
    login: true,
  },
  '/profile': { url: () => '/profile', login: true },
  '/profile/edit': { url: () => '/profile/edit', login: true },
  '/profile/reserves': { url: () => '/profile/reserves', login: true, dialogs: [cancellationDialog] },
  '/profile/ticket': { url: () => '/profile/ticket', login: true },
  '/profile/ticket/:id': { url: (data) => `/profile/ticket/${data.ticketId}`, login: true },
  '/profile/transactions': { url: () => '/profile/transactions', login: true },
  '/profile/previous-passengers': { url: () => '/profile/previous-passengers', login: true },
  '/profile/favourites': { url: () => '/profile/favourites', login: true, dialogs: [stayChooser] },
  // An authority the bank never gave: the page itself says so (a real one moves on to success or failure).
  '/payment-status': { url: () => `/payment-status?Authority=S${'0'.repeat(35)}&Status=OK` },
  '/payment-failure': { url: (data) => `/payment-failure?reserveId=${data.held.reserveId}`, login: true },
  '/payment-success': { url: (data) => `/payment-success?reserveId=${data.paid.reserveId}`, login: true },
  '/reserve-status': {
    url: (data) => `/reserve-status?reserveId=${data.paid.reserveId}&mobile=${data.paid.mobile}`,
  },
  '/city/:id/:slug': {
    url: (data) => `${cityPath(data.city)}?${stay(data)}`,
    dialogs: [datePickerWithPrices, filterSheet, hotelsMap],
  },
  '/guide': { url: () => '/guide' },
  '/travel-tips': { url: () => '/travel-tips?category=islands' },
  '/travel-tips/:slug': { url: () => '/travel-tips/mashhad-pilgrimage-first-trip' },
  // The map pages: the railway map with its zoom frame and lists, the airport's guide and hotels.
  '/railway-map': { url: () => '/railway-map' },
  '/mehrabad-map': { url: () => '/mehrabad-map' },
  // A CMS page three levels deep (booking-api's seed).
  '/*': { url: () => '/help/payment/failed-payment' },
  '/popular-routes': { url: () => '/popular-routes' },
  // Filtered by a city typed with an Arabic kaf: the table and the provinces as the search leaves them.
  '/country-road-atlas': { url: () => `/country-road-atlas?city=${encodeURIComponent('كرمان')}` },
  '/hotel/:id/:slug': {
    url: (data) => `${hotelPath(data.hotel)}?${stay(data)}`,
    dialogs: [datePickerWithPrices, galleryLightbox],
  },
  // The public forms and their success pages.
  '/contact-us': { url: () => '/contact-us' },
  '/questionnaire': { url: () => '/questionnaire' },
  '/questionnaire-sucess': { url: () => '/questionnaire-sucess' },
  '/artist-register': { url: () => '/artist-register' },
  '/artist-register-success': { url: () => '/artist-register-success' },
  '/airport-registration': { url: () => '/airport-registration' },
  // The paid booking's stay is not over: the page shows the booking and why it cannot be reviewed yet.
  '/review-submit/:id': { url: (data) => `/review-submit/${data.paid.reserveId}`, login: true },
};
