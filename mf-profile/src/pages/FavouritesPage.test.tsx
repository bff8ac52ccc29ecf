import { addDays, todayInTehran } from '@rahi/shared-contracts';
import type { Favourite, PriceAlert } from '@rahi/shared-contracts/api';
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { fakeApi, holdBack, ok } from '../testing/fake-api';
import { FAVOURITE } from '../testing/fixtures';
import { renderPage } from '../testing/render-page';
import FavouritesPage, { stayToPrice } from './FavouritesPage';

const today = todayInTehran();
const stay = { checkin: addDays(today, 3), nights: 2, adults: 3 };
const query = `checkin=${stay.checkin}&nights=2&adults=3`;

const AZADI = FAVOURITE;

const alertOn = (hotelId: number): PriceAlert => ({
  id: 4,
  hotelId,
  ...stay,
  basePrice: 24_000_000,
  status: 'watching',
  createdAt: '2026-11-20T10:00:00Z',
});

const HOMA: Favourite = { ...AZADI, hotel: { ...AZADI.hotel, id: 9, name: 'هتل هما', slug: 'hotel-homa' } };

beforeEach(() => {
  window.localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: the last stay searched, as rememberStay writes it.
  document.cookie = `lastStay=${stay.checkin}.2.3; Path=/`;
});

describe('FavouritesPage', () => {
  it('lists the saved hotels priced for the last stay searched, each linking to its page for that stay', async () => {
    fakeApi({
      '/favourites/ids': ok({ hotelIds: [7] }),
      [`/favourites?${query}`]: ok({ items: [AZADI] }),
      '/price-alerts': ok({ items: [] }),
    });
    renderPage(<FavouritesPage />, '/profile/favourites');

    const card = await screen.findByRole('article', { name: 'هتل آزادی' });
    expect(within(card).getByRole('link', { name: 'هتل آزادی' })).toHaveAttribute(
      'href',
      `/hotel/7/hotel-azadi?checkin=${stay.checkin}&nights=2&adults=3`,
    );
    expect(card).toHaveTextContent('۲٬۴۰۰٬۰۰۰');
    expect(within(card).getByRole('button', { name: 'ذخیره‌ی هتل آزادی' })).toBeInTheDocument();
    expect(screen.getByText(/۳ نفر/)).toBeInTheDocument();
  });

  it('is drawn for the stay in the cookies it is given, as the server draws it', async () => {
    fakeApi({
      '/favourites/ids': ok({ hotelIds: [7] }),
      '/favourites?checkin=2099-01-02&nights=4&adults=1': ok({ items: [AZADI] }),
      '/price-alerts': ok({ items: [] }),
    });
    renderPage(<FavouritesPage cookies="lastStay=2099-01-02.4.1" />, '/profile/favourites');
    expect(await screen.findByRole('article', { name: 'هتل آزادی' })).toBeInTheDocument();
    expect(screen.getByText(/۱ نفر/)).toBeInTheDocument();
  });

  it('lists a hotel saved in this browser before the login once it is in the account', async () => {
    window.localStorage.setItem('rahi:favourites', JSON.stringify([9]));
    let saved = [AZADI];
    const sent = fakeApi({
      'PUT /favourites/9': () => {
        saved = [HOMA, AZADI];
        return ok({});
      },
      '/favourites/ids': () => ok({ hotelIds: saved.map((item) => item.hotel.id) }),
      [`/favourites?${query}`]: () => ok({ items: saved }),
      '/price-alerts': ok({ items: [] }),
    });
    // The list is read (as the server's render reads it) while the browser's hotel is still on its way.
    const release = holdBack('/favourites/9');
    renderPage(<FavouritesPage />, '/profile/favourites');
    expect(await screen.findByRole('article', { name: 'هتل آزادی' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'هتل هما' })).toBeNull();
    release();

    expect(await screen.findByRole('article', { name: 'هتل هما' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'هتل آزادی' })).toBeInTheDocument();
    const order = sent.map((call) => `${call.method} ${call.endPoint}`);
    expect(order.lastIndexOf(`GET /favourites?${query}`)).toBeGreaterThan(order.indexOf('PUT /favourites/9'));
    expect(window.localStorage.getItem('rahi:favourites')).toBeNull();
  });

  it('sets a price alert for the stay, and shows it set', async () => {
    let alerts: PriceAlert[] = [];
    const sent = fakeApi({
      '/favourites/ids': ok({ hotelIds: [7] }),
      [`/favourites?${query}`]: ok({ items: [AZADI] }),
      'GET /price-alerts': () => ok({ items: alerts }),
      'POST /price-alerts': () => {
        alerts = [alertOn(7)];
        return ok(alerts[0]);
      },
    });
    const { user } = renderPage(<FavouritesPage />, '/profile/favourites');
    await user.click(await screen.findByRole('button', { name: 'وقتی ارزان‌تر شد خبرم کن' }));
    expect(
      await screen.findByRole('button', { name: 'هشدار ارزانی فعال است؛ لغو هشدار' }),
    ).toBeInTheDocument();
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({ hotelId: 7, ...stay });
  });

  it('says what to do when nothing is saved', async () => {
    fakeApi({
      '/favourites/ids': ok({ hotelIds: [7] }),
      [`/favourites?${query}`]: ok({ items: [] }),
      '/price-alerts': ok({ items: [] }),
    });
    renderPage(<FavouritesPage />, '/profile/favourites');
    expect(await screen.findByText(/هنوز هتلی ذخیره نکرده‌اید/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'جستجوی هتل' })).toHaveAttribute('href', '/');
  });
});

describe('stayToPrice', () => {
  it('is the last stay searched, moved to today when it has passed, or today for one night for two', () => {
    expect(stayToPrice('2026-12-01', undefined)).toEqual({ checkin: '2026-12-01', nights: 1, adults: 2 });
    expect(stayToPrice('2026-12-01', { checkin: '2026-11-20', nights: 3, adults: 4 })).toEqual({
      checkin: '2026-12-01',
      nights: 3,
      adults: 4,
    });
    expect(stayToPrice('2026-12-01', { checkin: '2026-12-05', nights: 2, adults: 2 }).checkin).toBe(
      '2026-12-05',
    );
  });
});
