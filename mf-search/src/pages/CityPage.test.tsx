import { HttpError, todayInTehran } from '@rahi/shared-contracts';
import { Providers } from '@rahi/shared-ui/providers';
import '@testing-library/jest-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { cityHotels, type FakeCall, hotelCard, installFakeApi } from '../testing/fake-api';
import CityPage from './CityPage';

const FUTURE = '2099-12-01';
/** The first answer waits for the lazily loaded schemas; on a busy machine that can take a while. */
const SLOW = { timeout: 5000 };
let calls: FakeCall[];
let thrown: unknown;

class CatchPageError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(error: unknown) {
    thrown = error;
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>خطای صفحه</p> : this.props.children;
  }
}

const LIST = [
  hotelCard(11, { name: 'هتل الماس', stars: 5 }),
  hotelCard(12, {
    name: 'هتل پارس',
    stars: 3,
    available: false,
    fromPrice: null,
    fromBoardPrice: null,
    discountPercent: 0,
  }),
];

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('rahi.event-bus.v1')];
  thrown = undefined;
  jest.spyOn(console, 'error').mockImplementation(() => {});
  calls = installFakeApi((endPoint) => {
    if (endPoint.startsWith('/cities/404/')) return { status: 404, errors: ['شهر مورد نظر پیدا نشد.'] };
    if (!endPoint.startsWith('/cities/1/hotels')) return undefined;
    const query = new URLSearchParams(endPoint.split('?')[1]);
    if (query.get('types') === 'hotel-apartment') return { data: cityHotels([]) };
    // Twelve hotels, ten a page: page 9 is past the last.
    if (query.get('page') === '9') return { data: cityHotels([], { total: 12, page: 9 }) };
    if (query.get('stars') === '5') return { data: cityHotels(LIST.filter((hotel) => hotel.stars === 5)) };
    return { data: cityHotels(LIST) };
  });
});

afterEach(() => jest.restoreAllMocks());

/** What the address bar shows, and how it got there (PUSH or REPLACE). */
const router = { pathname: '', search: '', historyAction: '' };

function AddressProbe() {
  const location = useLocation();
  router.pathname = location.pathname;
  router.search = location.search;
  router.historyAction = useNavigationType();
  return null;
}

function renderCity(path: string) {
  render(
    <Providers router={false}>
      <MemoryRouter initialEntries={[path]}>
        <AddressProbe />
        <CatchPageError>
          <Routes>
            <Route path="/city/:id/:slug" element={<CityPage />} />
          </Routes>
        </CatchPageError>
      </MemoryRouter>
    </Providers>,
  );
  return { router, user: userEvent.setup({ delay: null }) };
}

const search = (probe: typeof router) => new URLSearchParams(probe.search);
const lastCall = () => new URLSearchParams(calls.at(-1)?.endPoint.split('?')[1]);

describe('CityPage', () => {
  it('lists the hotels with Toman prices, the struck board price, the discount and a sold-out hotel', async () => {
    renderCity(`/city/1/hotels-mashhad?checkin=${FUTURE}&nights=2`);

    expect(await screen.findByRole('heading', { level: 1, name: 'هتل‌های مشهد' }, SLOW)).toBeInTheDocument();
    const almas = screen.getByRole('article', { name: 'هتل الماس' });
    expect(within(almas).getByText('۲٬۳۰۸٬۰۰۰')).toBeInTheDocument();
    expect(within(almas).getByText('۳٬۴۷۸٬۰۰۰').tagName).toBe('S');
    expect(within(almas).getByText('۳۴٪ تخفیف')).toBeInTheDocument();
    // A screen reader hears the board price with its words and the price as one amount in Toman.
    expect(within(almas).getByText('قیمت قبلی ۳٬۴۷۸٬۰۰۰ تومان، ۳۴٪ تخفیف')).toBeInTheDocument();
    expect(within(almas).getByText('از ۲٬۳۰۸٬۰۰۰ تومان برای هر شب')).toBeInTheDocument();
    expect(within(almas).getByRole('img', { name: '۵ ستاره' })).toBeInTheDocument();
    expect(within(almas).getByRole('link', { name: 'هتل الماس' })).toHaveAttribute(
      'href',
      `/hotel/11/${encodeURIComponent('هتل-نمونه-11')}?checkin=${FUTURE}&nights=2`,
    );
    expect(
      within(screen.getByRole('article', { name: 'هتل پارس' })).getByText('جا ندارد'),
    ).toBeInTheDocument();
    expect(screen.getByText('۲ هتل')).toBeInTheDocument();
    expect(lastCall().get('checkin')).toBe(FUTURE);
    expect(lastCall().get('nights')).toBe('2');
  });

  it('prefills the search box with the city', async () => {
    renderCity(`/city/1/hotels-mashhad?checkin=${FUTURE}&nights=2`);

    expect(await screen.findByRole('combobox', { name: 'مقصد یا نام هتل' }, SLOW)).toHaveValue('مشهد');
  });

  it('puts a star filter chosen in the phone sheet in the address, and asks the API for it', async () => {
    // jsdom matches no media query: the phone layout, with the filters in a bottom sheet.
    const { router, user } = renderCity(`/city/1/hotels-mashhad?checkin=${FUTURE}&nights=2`);
    await screen.findByRole('article', { name: 'هتل الماس' }, SLOW);
    expect(screen.queryByRole('complementary', { name: 'فیلترها' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'فیلترها' }));
    const sheet = await screen.findByRole('dialog', { name: 'فیلترها' });
    await user.click(within(sheet).getByRole('checkbox', { name: /^۵ ستاره/ }));

    await waitFor(() => expect(search(router).get('stars')).toBe('5'));
    expect(search(router).get('checkin')).toBe(FUTURE);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'هتل پارس' })).not.toBeInTheDocument());
    expect(lastCall().get('stars')).toBe('5');
    expect(within(sheet).getByRole('button', { name: 'نمایش ۱ هتل' })).toBeInTheDocument();
  });

  it('puts the chosen order in the address', async () => {
    const { router, user } = renderCity(`/city/1/hotels-mashhad?checkin=${FUTURE}&nights=2&page=2`);

    await screen.findByRole('article', { name: 'هتل الماس' }, SLOW);
    await user.selectOptions(screen.getByRole('combobox', { name: 'مرتب‌سازی' }), 'ارزان‌ترین');

    expect(search(router).get('sort')).toBe('price');
    // A new order starts at the first page.
    expect(search(router).get('page')).toBeNull();
    await waitFor(() => expect(lastCall().get('sort')).toBe('price'));
  });

  it('offers to clear the filters when none of the hotels match', async () => {
    const { router, user } = renderCity(
      `/city/1/hotels-mashhad?checkin=${FUTURE}&nights=2&types=hotel-apartment`,
    );

    expect(await screen.findByText('هتلی با این فیلترها پیدا نشد.', {}, SLOW)).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'فهرست هتل‌ها' });
    await user.click(within(results).getByRole('button', { name: 'حذف همه فیلترها' }));

    expect(search(router).get('types')).toBeNull();
    expect(await screen.findByRole('article', { name: 'هتل الماس' })).toBeInTheDocument();
  });

  it('says a page past the last is not in the list (not that filters hide every hotel) and offers the first', async () => {
    const { router, user } = renderCity(`/city/1/hotels-mashhad?checkin=${FUTURE}&nights=2&page=9`);

    const results = await screen.findByRole('region', { name: 'فهرست هتل‌ها' }, SLOW);
    expect(
      await within(results).findByRole(
        'heading',
        { name: 'صفحه ۹ در این فهرست نیست؛ فهرست ۲ صفحه دارد.' },
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('هتلی با این فیلترها پیدا نشد.')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'صفحه‌های نتایج' })).not.toBeInTheDocument();
    await user.click(within(results).getByRole('button', { name: 'رفتن به صفحه اول' }));

    expect(search(router).get('page')).toBeNull();
    expect(await screen.findByRole('article', { name: 'هتل الماس' })).toBeInTheDocument();
  });

  it('rewrites a past check-in to today in place, without a new history entry', async () => {
    const { router } = renderCity('/city/1/hotels-mashhad?checkin=2020-01-01&nights=0&stars=5');

    await waitFor(() => expect(search(router).get('checkin')).toBe(todayInTehran()));
    expect(search(router).get('nights')).toBe('1');
    expect(search(router).get('stars')).toBe('5');
    expect(router.historyAction).toBe('REPLACE');
    expect(calls.every((call) => !call.endPoint.includes('2020-01-01'))).toBe(true);
  });

  it('puts an old or hand-typed slug right, in place, keeping the query', async () => {
    renderCity(`/city/1/hotels-meshed?checkin=${FUTURE}&nights=2`);

    await waitFor(() => expect(router.pathname).toBe('/city/1/hotels-mashhad'));
    expect(router.search).toBe(`?checkin=${FUTURE}&nights=2`);
    expect(router.historyAction).toBe('REPLACE');
  });

  it('raises the route 404 for a city booking-api does not know', async () => {
    renderCity('/city/404/hotels-nowhere');

    await screen.findByText('خطای صفحه');
    expect(thrown).toBeInstanceOf(HttpError);
    expect(thrown).toMatchObject({ status: 404, message: 'Page Not Found: /city/404/hotels-nowhere' });
  });
});
