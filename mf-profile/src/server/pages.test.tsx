// mf-profile's server render of the profile's pages: each page's first reads made with the gateway's fetcher (the
// token travels in it), the page drawn with its <h1> before any JavaScript, and that markup hydrated by the
// browser's own tree with the server's reads (TanStack Query's dehydrated state in window.__RAHI_PROFILE__):
// no mismatch, no read asked again, the global forgotten.
import { defaultNotificationPreferences } from '@rahi/shared-contracts';
import type { Ticket } from '@rahi/shared-contracts/api';
import { hydrateServerHtml, recordFetches } from '@rahi/shared-ui/testing';
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import FavouritesPage from '../pages/FavouritesPage';
import PassengersPage from '../pages/PassengersPage';
import ProfileEditPage from '../pages/ProfileEditPage';
import ProfilePage from '../pages/ProfilePage';
import ReservesPage from '../pages/ReservesPage';
import TicketPage from '../pages/TicketPage';
import TicketsPage from '../pages/TicketsPage';
import TransactionsPage from '../pages/TransactionsPage';
import { booking, FAVOURITE, PASSENGER, PROFILE, ticket } from '../testing/fixtures';
import { loadData, page } from './container';
import { render } from './test-data';

const THREAD: Ticket = {
  ...ticket({ id: 7 }),
  messages: [{ id: 1, author: 'traveller', text: 'ساعت ورود هتل چند است؟', at: '2026-11-20T10:00:00.000Z' }],
};

interface Case {
  module: string;
  routePath: string;
  address: string;
  params?: Record<string, string>;
  Page: ComponentType;
  /** What booking-api answers, by path: every path the page reads, and only those. */
  answers: Record<string, unknown>;
  heading: string;
  /** Something of the reads' data the HTML shows. */
  shows: string;
  /** What the browser has that the server has not, set up before hydration; gives its undoing. */
  browserOnly?: () => () => void;
  /** The request's Cookie header, which the browser's document.cookie holds too. */
  cookies?: string;
  /** What the browser reads for itself once hydrated, beside what the server read (none by default). */
  browserReads?: string[];
}

/** A browser that can take push notifications (Chromium): the server cannot know it. */
function pushCapableBrowser() {
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  Object.defineProperty(window, 'PushManager', { value: class {}, configurable: true });
  return () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(window, 'PushManager');
  };
}

const CASES: Case[] = [
  {
    module: './ProfilePage',
    routePath: '/profile',
    address: '/profile',
    Page: ProfilePage,
    answers: {
      '/profile': PROFILE,
      '/profile/bookings': { items: [booking()], total: 1 },
      '/tickets': { items: [ticket()], total: 1 },
    },
    heading: 'سلام، مریم احمدی',
    shows: 'ساعت ورود هتل',
  },
  {
    module: './ProfileEditPage',
    routePath: '/profile/edit',
    address: '/profile/edit',
    Page: ProfileEditPage,
    answers: {
      '/profile': PROFILE,
      '/profile/notification-preferences': {
        kinds: defaultNotificationPreferences().kinds,
        quietHours: null,
        email: null,
        pushDevices: 0,
      },
    },
    heading: 'ویرایش اطلاعات',
    shows: 'مریم',
    browserOnly: pushCapableBrowser,
  },
  {
    module: './ReservesPage',
    routePath: '/profile/reserves',
    address: '/profile/reserves?status=confirmed',
    Page: ReservesPage,
    answers: { '/profile/bookings?status=confirmed': { items: [booking()], total: 1 } },
    heading: 'رزروهای من',
    shows: 'رزرو ۱۲۳۴۵۶۷۸',
  },
  {
    module: './TicketsPage',
    routePath: '/profile/ticket',
    address: '/profile/ticket',
    Page: TicketsPage,
    answers: { '/tickets': { items: [ticket()], total: 1 } },
    heading: 'تیکت‌های پشتیبانی',
    shows: 'ساعت ورود هتل',
  },
  {
    module: './TicketPage',
    routePath: '/profile/ticket/:id',
    address: '/profile/ticket/7',
    params: { id: '7' },
    Page: TicketPage,
    answers: { '/tickets/7': THREAD },
    heading: THREAD.subject,
    shows: 'ساعت ورود هتل چند است؟',
  },
  {
    module: './TransactionsPage',
    routePath: '/profile/transactions',
    address: '/profile/transactions?page=2',
    Page: TransactionsPage,
    answers: {
      '/wallet/transactions?page=2': { items: [], total: 21, balance: 33_000_000, points: 40 },
      '/wallet/withdrawals': { items: [] },
      '/wallet/card-payments': { items: [] },
    },
    heading: 'تراکنش‌ها',
    shows: '۳٬۳۰۰٬۰۰۰ تومان',
  },
  {
    module: './PassengersPage',
    routePath: '/profile/previous-passengers',
    address: '/profile/previous-passengers',
    Page: PassengersPage,
    answers: { '/passengers': [PASSENGER] },
    heading: 'مسافران قبلی',
    shows: 'رضایی',
  },
  {
    module: './FavouritesPage',
    routePath: '/profile/favourites',
    address: '/profile/favourites',
    Page: FavouritesPage,
    cookies: 'lastStay=2099-03-04.3.4',
    answers: {
      '/favourites?checkin=2099-03-04&nights=3&adults=4': { items: [FAVOURITE] },
      '/price-alerts': { items: [] },
    },
    heading: 'هتل‌های ذخیره‌شده',
    shows: 'هتل آزادی',
    // The hearts' saved ids, whose first read puts the hotels saved in this browser into the account.
    browserReads: ['/favourites/ids'],
  },
];

const requestFor = (one: Case, answer: (endPoint: string) => unknown) => {
  const asked: string[] = [];
  const [, search = ''] = one.address.split('?');
  return {
    asked,
    request: {
      module: one.module,
      params: one.params ?? {},
      stay: { checkin: '2026-12-24', nights: 1 },
      search,
      ...(one.cookies && { cookies: one.cookies }),
      fetcher: (async ({ endPoint }: { endPoint: string }) => {
        asked.push(endPoint);
        return answer(endPoint);
      }) as never,
    },
  };
};

describe("the profile's pages drawn by the server", () => {
  let unmount = () => {};
  let fetchCalls: string[] = [];

  beforeEach(() => {
    fetchCalls = recordFetches();
  });

  afterEach(() => {
    unmount();
    delete window.__RAHI_PROFILE__;
  });

  it.each(CASES.map((one) => [one.module, one] as const))(
    '%s: reads what the page shows, draws its heading, hydrates without a mismatch or a second read',
    async (_, one) => {
      const { asked, request } = requestFor(one, (endPoint) =>
        endPoint in one.answers
          ? { ok: true, data: one.answers[endPoint] }
          : { ok: false, status: 404, errors: [] },
      );
      const data = await loadData(request);
      expect(asked.sort()).toEqual(Object.keys(one.answers).sort());

      const drawn = render({
        module: one.module,
        data,
        url: `https://rahi.ir${one.address}`,
        site: { commentsOpen: true },
        session: { userName: PROFILE.userName, credit: 0 },
        ...(one.cookies && { cookies: one.cookies }),
      });
      expect(drawn.html).toMatch(new RegExp(`<h1[^>]*>${one.heading}</h1>`));
      expect(drawn.html).toContain(one.shows);
      expect(drawn.head.canonical).toBe(`https://rahi.ir${one.address}`);

      // What the gateway writes into the page, as JSON.
      window.__RAHI_PROFILE__ = JSON.parse(JSON.stringify(data));
      const { Page } = one;
      const undoBrowser = one.browserOnly?.() ?? (() => {});
      // biome-ignore lint/suspicious/noDocumentCookie: the browser holds the cookies the request carried.
      if (one.cookies) document.cookie = `${one.cookies}; Path=/`;
      const undo = () => {
        undoBrowser();
        // biome-ignore lint/suspicious/noDocumentCookie: as above.
        if (one.cookies) document.cookie = `${one.cookies.split('=')[0]}=; Max-Age=0; Path=/`;
      };
      const hydrated = hydrateServerHtml(drawn.html, one.routePath, one.address, <Page />);
      unmount = () => {
        hydrated.unmount();
        undo();
      };

      expect(hydrated.mismatches).toEqual([]);
      const endPoints = fetchCalls.map((call) => JSON.parse(call.slice(call.indexOf('{'))).endPoint);
      expect(endPoints).toEqual(one.browserReads ?? []);
      expect(window.__RAHI_PROFILE__).toBeUndefined();
      expect(screen.getByRole('heading', { level: 1, name: one.heading })).toBeInTheDocument();
    },
  );

  it('throws when booking-api refuses the token, so the browser draws the page and logs it out', async () => {
    const { request } = requestFor(CASES[0] as Case, () => ({ ok: false, status: 401, errors: [] }));
    await expect(loadData(request)).rejects.toThrow('401');
  });

  it("takes no other page's reads: a global for another page is left alone and the page reads for itself", () => {
    const one = CASES.find((candidate) => candidate.module === './PassengersPage') as Case;
    window.__RAHI_PROFILE__ = { page: './ProfilePage', queries: { queries: [], mutations: [] } };
    const { Page } = one;
    const hydrated = hydrateServerHtml('', one.routePath, one.address, <Page />);
    unmount = hydrated.unmount;
    expect(window.__RAHI_PROFILE__).toEqual({
      page: './ProfilePage',
      queries: { queries: [], mutations: [] },
    });
    expect(fetchCalls.some((call) => call.includes('/passengers'))).toBe(true);
  });
  it('gives beside every profile page the menu the profile layout draws, its section current; none for the login page', () => {
    const drawnFor = (module: string) =>
      page({
        module,
        data: { page: module, queries: { queries: [], mutations: [] } },
        url: 'https://rahi.ir/profile/reserves',
        site: { commentsOpen: true },
      });
    for (const one of CASES) expect(Object.keys(drawnFor(one.module).areas ?? {})).toEqual(['./ProfileMenu']);
    expect(drawnFor('./LoginPage').areas).toBeUndefined();

    const menu = drawnFor('./ReservesPage').areas?.['./ProfileMenu'];
    const html = renderToString(<MemoryRouter initialEntries={['/profile/reserves']}>{menu}</MemoryRouter>);
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>رزروهای من<\/a>/);
  });
});
