// Saved hotels in the browser: kept in localStorage before login, put into the account at login (a hotel gone is
// dropped, a failure keeps the list), and a refused save turns the heart back.
import { getEventBus } from '@rahi/shared-contracts';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { fakeProxy, ok, refused, withClient } from '../query/test-harness';
import {
  browserFavourites,
  lastStay,
  MAX_RECENTLY_VIEWED,
  recentlyViewed,
  rememberStay,
  rememberViewed,
  setBrowserFavourite,
} from './browser-store';
import { FavouriteButton } from './FavouriteButton';
import { useFavouriteIds, useToggleFavourite } from './use-favourites';

const BUS_KEY = Symbol.for('rahi.event-bus.v1');

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[BUS_KEY];
  window.localStorage.clear();
});

const logIn = () =>
  act(() => getEventBus().emit({ type: 'auth/logged-in', payload: { userName: 'علی', credit: 0 } }));

describe('saved hotels before login', () => {
  it('keeps the heart in this browser, and the button says so with aria-pressed', async () => {
    const calls = fakeProxy(() => ok({}));
    const { wrapper } = withClient();
    render(<FavouriteButton hotelId={7} hotelName="هتل آزادی" />, { wrapper });
    const heart = screen.getByRole('button', { name: 'ذخیره‌ی هتل آزادی' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(browserFavourites()).toEqual([7]);
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    expect(browserFavourites()).toEqual([]);
    expect(calls).toEqual([]);
  });
});

describe('at login', () => {
  it('puts the browser’s hotels into the account, drops one that is gone, and reads the account’s list', async () => {
    setBrowserFavourite(3, true);
    setBrowserFavourite(99, true);
    const calls = fakeProxy((endPoint, method) => {
      if (method === 'PUT')
        return endPoint === '/favourites/99' ? refused(404, 'هتل مورد نظر پیدا نشد.') : ok({});
      return ok({ hotelIds: [3, 5] });
    });
    const { wrapper } = withClient();
    const { result } = renderHook(() => useFavouriteIds(), { wrapper });
    await waitFor(() => expect([...result.current].sort()).toEqual([3, 99]));
    logIn();
    await waitFor(() => expect([...result.current].sort()).toEqual([3, 5]));
    expect(calls.map((call) => `${call.method} ${call.endPoint}`)).toEqual([
      'PUT /favourites/3',
      'PUT /favourites/99',
      'GET /favourites/ids',
    ]);
    expect(browserFavourites()).toEqual([]);
  });

  it('keeps the browser’s list when the account cannot be reached', async () => {
    setBrowserFavourite(3, true);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeProxy(() => 'network-error');
    const { wrapper } = withClient();
    const { result } = renderHook(() => useFavouriteIds(), { wrapper });
    logIn();
    await waitFor(() => expect(result.current.size).toBe(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(browserFavourites()).toEqual([3]);
  });

  it('turns the heart back when the account refuses the save', async () => {
    fakeProxy((_endPoint, method) =>
      method === 'PUT' ? refused(422, 'حداکثر ۱۰۰ هتل را می‌توانید ذخیره کنید.') : ok({ hotelIds: [] }),
    );
    const { wrapper } = withClient();
    logIn();
    const { result } = renderHook(() => ({ ids: useFavouriteIds(), toggle: useToggleFavourite() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.ids.size).toBe(0));
    await act(async () => {
      await result.current.toggle.mutateAsync({ hotelId: 4, saved: true }).catch(() => undefined);
    });
    expect(result.current.ids.has(4)).toBe(false);
  });
});

describe('the last stay', () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test clears what rememberStay wrote.
    document.cookie = 'lastStay=; Max-Age=0; Path=/';
  });

  it('is remembered in a cookie the server reads too, and read back', () => {
    expect(lastStay()).toBeUndefined();
    rememberStay({ checkin: '2026-12-01', nights: 2, adults: 3 });
    expect(lastStay()).toEqual({ checkin: '2026-12-01', nights: 2, adults: 3 });
    expect(lastStay(`a=1; ${document.cookie}`)).toEqual({ checkin: '2026-12-01', nights: 2, adults: 3 });
  });

  it.each([
    'lastStay=tomorrow.2.3',
    'lastStay=2026-02-30.2.3',
    'lastStay=2026-12-01.0.3',
    'lastStay=2026-12-01.31.3',
    'lastStay=2026-12-01.2.11',
    'lastStay=2026-12-01.2',
    'lastStay=2026-12-01.2.3.4',
    'lastStay=2026-12-01.1e1.3',
    '',
  ])('ignores %j', (cookies) => {
    expect(lastStay(cookies)).toBeUndefined();
  });
});

describe('recently viewed hotels', () => {
  const hotel = (id: number) => ({ id, name: `هتل ${id}`, slug: `h-${id}`, cityName: 'مشهد', image: null });

  it('keeps the latest first, each hotel once, and at most the last few', () => {
    rememberViewed(hotel(1));
    rememberViewed(hotel(2));
    rememberViewed(hotel(1));
    expect(recentlyViewed().map((item) => item.id)).toEqual([1, 2]);
    for (let id = 3; id <= 20; id++) rememberViewed(hotel(id));
    expect(recentlyViewed()).toHaveLength(MAX_RECENTLY_VIEWED);
    expect(recentlyViewed()[0]?.id).toBe(20);
  });

  it('ignores what is not a hotel', () => {
    window.localStorage.setItem('rahi:recently-viewed', JSON.stringify([{ id: 'x' }, hotel(4), null]));
    expect(recentlyViewed().map((item) => item.id)).toEqual([4]);
  });
});
