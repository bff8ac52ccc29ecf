import { addDays, todayInTehran } from '@rahi/shared-contracts';
import type { Favourite, PriceAlert } from '@rahi/shared-contracts/api';
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { fakeApi, ok } from '../testing/fake-api';
import { renderPage } from '../testing/render-page';
import FavouritesPage, { stayToPrice } from './FavouritesPage';

const today = todayInTehran();
const stay = { checkin: addDays(today, 3), nights: 2, adults: 3 };
const query = `checkin=${stay.checkin}&nights=2&adults=3`;

const AZADI: Favourite = {
  hotel: {
    id: 7,
    name: 'هتل آزادی',
    slug: 'hotel-azadi',
    stars: 5,
    type: 'hotel',
    address: 'تهران',
    rating: 4.2,
    reviewsCount: 10,
    image: null,
    fromPrice: 24_000_000,
    fromBoardPrice: 30_000_000,
    discountPercent: 20,
    available: true,
    distances: [],
  },
  cityName: 'تهران',
  savedAt: '2026-11-01T10:00:00Z',
};

const alertOn = (hotelId: number): PriceAlert => ({
  id: 4,
  hotelId,
  ...stay,
  basePrice: 24_000_000,
  status: 'watching',
  createdAt: '2026-11-20T10:00:00Z',
});

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem('rahi:last-stay', JSON.stringify(stay));
});

describe('FavouritesPage', () => {
  it('lists the saved hotels priced for the last stay searched, each linking to its page for that stay', async () => {
    const sent = fakeApi({
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
    // The browser's saved hotels go into the account before the list is read.
    const order = sent.map((call) => call.endPoint);
    expect(order.indexOf('/favourites/ids')).toBeLessThan(order.indexOf(`/favourites?${query}`));
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
