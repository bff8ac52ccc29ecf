import { getEventBus, MESSAGES, type RahiEvent } from '@rahi/shared-contracts';
import { Providers } from '@rahi/shared-ui/providers';
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { cityHotels, type FakeCall, hotelCard, installFakeApi } from '../testing/fake-api';
import HomePage from './HomePage';

let calls: FakeCall[];
/** The first answer waits for the lazily loaded schemas; on a busy machine that can take a while. */
const SLOW = { timeout: 5000 };

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('rahi.event-bus.v1')];
  calls = installFakeApi((endPoint) => {
    const match = /^\/cities\/(\d+)\/hotels/.exec(endPoint);
    if (!match) return undefined;
    const id = Number(match[1]);
    const names: Record<number, string> = { 1: 'مشهد', 2: 'تهران', 3: 'اصفهان' };
    if (!names[id]) return { status: 404, errors: ['شهر مورد نظر پیدا نشد.'] };
    const city = { id, name: names[id], slug: `city-${id}`, province: 'استان', hotelsCount: 10 * id };
    return { data: cityHotels([hotelCard(100 + id, { name: `هتل برتر ${names[id]}` })], { city }) };
  });
});

function renderHome() {
  return render(
    <Providers router={false}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </Providers>,
  );
}

describe('HomePage', () => {
  it('opens with the search hero as its one h1, followed by its sections', async () => {
    renderHome();

    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent('رزرو هتل در سراسر ایران، با بهترین قیمت');
    expect(await screen.findByRole('search', { name: 'جستجوی هتل' }, SLOW)).toBeInTheDocument();
    for (const name of [
      'مقصدهای محبوب',
      'هتل‌های نزدیک حرم امام رضا (ع)',
      'هتل‌های پیشنهادی امشب',
      'چرا راهی؟',
      'راهنمای سفر',
    ])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
  });

  it('lists the popular cities booking-api knows, with their hotel counts, leaving out the rest', async () => {
    renderHome();

    const popular = screen.getByRole('region', { name: 'مقصدهای محبوب' });
    expect(await within(popular).findByRole('link', { name: 'هتل‌های تهران' }, SLOW)).toHaveAttribute(
      'href',
      '/city/2/hotels-city-2',
    );
    expect(within(popular).getByText('استان، ۲۰ هتل')).toBeInTheDocument();
    expect(within(popular).getAllByRole('link')).toHaveLength(3);
  });

  it('shows the shrine hotels by distance, linking to /imam-hotels, and featured hotels of other cities', async () => {
    renderHome();

    const shrine = screen.getByRole('region', { name: 'هتل‌های نزدیک حرم امام رضا (ع)' });
    expect(within(shrine).getByRole('link', { name: 'همه هتل‌های نزدیک حرم' })).toHaveAttribute(
      'href',
      '/imam-hotels',
    );
    expect(await within(shrine).findByText('۰٫۲ کیلومتر تا حرم', {}, SLOW)).toBeInTheDocument();
    expect(calls.some((call) => /^\/cities\/1\/hotels\?.*sort=distance/.test(call.endPoint))).toBe(true);

    const featured = screen.getByRole('region', { name: 'هتل‌های پیشنهادی امشب' });
    expect(await within(featured).findByRole('link', { name: 'هتل برتر تهران' }, SLOW)).toBeInTheDocument();
    expect(within(featured).queryByRole('link', { name: 'هتل برتر مشهد' })).not.toBeInTheDocument();
    expect(within(featured).getAllByText('۲٬۳۰۸٬۰۰۰')).toHaveLength(2);
  });

  it('reports an empty search through a toast/error event on the bus', async () => {
    const user = userEvent.setup();
    const events: RahiEvent[] = [];
    const subscription = getEventBus().events$.subscribe((event) => events.push(event));
    document.cookie = 'selected=; max-age=0; path=/';
    renderHome();

    await user.click(await screen.findByRole('button', { name: 'جستجو' }, SLOW));

    subscription.unsubscribe();
    expect(events).toEqual([{ type: 'toast/error', payload: { message: MESSAGES.fillAllFields } }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('لطفا همه فیلد ها را پر کنید');
  });

  it('links to the travel guides', () => {
    renderHome();

    expect(screen.getByRole('link', { name: 'نقشه راه‌آهن ایران' })).toHaveAttribute('href', '/railway-map');
    expect(screen.getByRole('link', { name: 'نکات سفر' })).toHaveAttribute('href', '/travel-tips');
  });
});
