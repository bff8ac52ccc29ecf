// mf-profile's server render of /profile/reserves and /profile/ticket: the traveller's bookings or tickets read with
// the gateway's fetcher (the token travels in it), drawn with the page's <h1> before any JavaScript, and hydrated by
// the browser's own tree without a mismatch and without asking for the list again.
import { hydrateServerHtml, recordFetches } from '@rahi/shared-ui/testing';
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import ReservesPage from '../pages/ReservesPage';
import type { ReservesPageData, TicketsPageData } from '../pages/reserves-page-data';
import TicketsPage from '../pages/TicketsPage';
import { booking, ticket } from '../testing/fixtures';
import { loadData, render } from './index';

const ADDRESS = '/profile/reserves?status=confirmed';
const URL_ = `https://rahi.ir${ADDRESS}`;
const LIST = { items: [booking()], total: 1 };

const request = (answer: () => Promise<unknown>) => ({
  module: './ReservesPage',
  params: {},
  stay: { checkin: '2026-12-24', nights: 1 },
  search: 'status=confirmed',
  fetcher: jest.fn(answer) as never,
});

describe('the bookings page drawn by the server', () => {
  let unmount = () => {};
  let fetchCalls: string[] = [];

  beforeEach(() => {
    fetchCalls = recordFetches();
  });

  afterEach(() => unmount());

  it("reads the address's list with the gateway's fetcher", async () => {
    const asked = request(async () => ({ ok: true, data: LIST }));

    expect(await loadData(asked)).toEqual({ endPoint: '/profile/bookings?status=confirmed', list: LIST });
    expect(asked.fetcher).toHaveBeenCalledWith(
      expect.objectContaining({ endPoint: '/profile/bookings?status=confirmed' }),
    );
  });

  it('throws when booking-api refuses the token, so the browser draws the page and logs it out', async () => {
    await expect(loadData(request(async () => ({ ok: false, status: 401, errors: [] })))).rejects.toThrow(
      '401',
    );
  });

  it('draws the list with its heading and hydrates without a mismatch or a second read', () => {
    const data: ReservesPageData = { endPoint: '/profile/bookings?status=confirmed', list: LIST };
    const drawn = render({
      module: './ReservesPage',
      data,
      url: URL_,
      site: { commentsOpen: true },
      session: { userName: 'سارا', credit: 0 },
    });
    expect(drawn.html).toMatch(/<h1[^>]*>رزروهای من<\/h1>/);

    window.__RAHI_PROFILE__ = data;
    const hydrated = hydrateServerHtml(drawn.html, '/profile/reserves', ADDRESS, <ReservesPage />);
    unmount = hydrated.unmount;

    expect(hydrated.mismatches).toEqual([]);
    expect(fetchCalls).toEqual([]);
    expect(window.__RAHI_PROFILE__).toBeUndefined();
    expect(screen.getByRole('article', { name: 'رزرو ۱۲۳۴۵۶۷۸' })).toBeInTheDocument();
  });

  it('draws the tickets with their heading and hydrates without a mismatch or a second read', async () => {
    const TICKETS = { items: [ticket()], total: 1 };
    const asked = {
      ...request(async () => ({ ok: true, data: TICKETS })),
      module: './TicketsPage',
      search: '',
    };
    const data = (await loadData(asked)) as TicketsPageData;
    expect(data).toEqual({ endPoint: '/tickets', list: TICKETS });

    const drawn = render({
      module: './TicketsPage',
      data,
      url: 'https://rahi.ir/profile/ticket',
      site: { commentsOpen: true },
    });
    expect(drawn.html).toMatch(/<h1[^>]*>تیکت‌های پشتیبانی<\/h1>/);
    window.__RAHI_PROFILE__ = data;
    const hydrated = hydrateServerHtml(drawn.html, '/profile/ticket', '/profile/ticket', <TicketsPage />);
    unmount = hydrated.unmount;

    expect(hydrated.mismatches).toEqual([]);
    expect(fetchCalls).toEqual([]);
    expect(screen.getByRole('article', { name: 'ساعت ورود هتل' })).toBeInTheDocument();
  });
});
