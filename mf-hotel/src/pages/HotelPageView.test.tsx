import { getEventBus } from '@rahi/shared-contracts';
import { Providers } from '@rahi/shared-ui/providers';
import '@testing-library/jest-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { pageData, roomOffer } from '../testing/fixtures';
import { HotelPageView } from './HotelPageView';
import type { HotelPageData } from './hotel-page-data';

jest.mock('@rahi/shared-ui/load-sibling', () => ({ loadSibling: async () => null }));

const address = { path: '' };
function AddressProbe() {
  const location = useLocation();
  address.path = location.pathname + location.search;
  return null;
}

function renderView(data: HotelPageData = pageData()) {
  return render(
    <Providers router={false}>
      <MemoryRouter initialEntries={['/hotel/12/x?checkin=2099-12-20&nights=2']}>
        <Routes>
          <Route path="/hotel/:id/:slug" element={<HotelPageView data={data} />} />
          <Route path="/reservation" element={<p>صفحه رزرو</p>} />
        </Routes>
        <AddressProbe />
      </MemoryRouter>
    </Providers>,
  );
}

const room = (name: string) => screen.getByRole('article', { name });
const summary = () => screen.getByRole('complementary', { name: 'خلاصه رزرو' });
const figure = (testId: string) => within(summary()).getByTestId(testId).textContent;

// The whole page renders in each test and role queries walk all of it: slow on a busy 2-core machine.
jest.setTimeout(60_000);

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('rahi.event-bus.v1')];
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('room selection', () => {
  it('shows a full room as "جا ندارد" with its button disabled', () => {
    renderView(pageData({ rooms: [roomOffer(1), roomOffer(3, { name: 'سه تخته', freeCount: 0 })] }));

    const full = room('سه تخته');
    expect(within(full).getByTestId('sold-out')).toHaveTextContent('جا ندارد');
    expect(within(full).getByRole('button', { name: 'سه تخته: جا ندارد' })).toBeDisabled();
    expect(within(room('اتاق 1')).getByRole('button', { name: 'انتخاب اتاق 1' })).toBeEnabled();
  });

  it('says how many are left when few, and stops adding at that number', async () => {
    const user = userEvent.setup({ delay: null });
    renderView();
    const suite = room('سوئیت');
    expect(within(suite).getByText('۲ اتاق باقی مانده')).toBeInTheDocument();
    expect(within(room('اتاق 1')).queryByText(/باقی مانده/)).toBeNull();

    await user.click(within(suite).getByRole('button', { name: 'انتخاب سوئیت' }));
    await user.click(within(suite).getByRole('button', { name: 'یک سوئیت بیشتر' }));

    expect(within(suite).getByRole('button', { name: 'یک سوئیت بیشتر' })).toBeDisabled();
    expect(getEventBus().getCart()).toHaveLength(2);
  });

  it('keeps the focus on the control standing where the pressed one was, and says each change politely', async () => {
    const user = userEvent.setup({ delay: null });
    renderView();
    const suite = room('سوئیت');
    const status = within(screen.getByRole('region', { name: 'اتاق‌ها و قیمت‌ها' })).getByRole('status');

    within(suite).getByRole('button', { name: 'انتخاب سوئیت' }).focus();
    await user.keyboard('{Enter}');
    expect(within(suite).getByRole('button', { name: 'یک سوئیت بیشتر' })).toHaveFocus();
    expect(status).toHaveTextContent('اتاق سوئیت به سبد اضافه شد؛ ۱ اتاق در سبد');

    // The last free suite: '+' is disabled, so the focus goes to '−'.
    await user.keyboard('{Enter}');
    expect(within(suite).getByRole('button', { name: 'یک سوئیت کمتر' })).toHaveFocus();
    expect(status).toHaveTextContent('اتاق سوئیت به سبد اضافه شد؛ ۲ اتاق در سبد');

    await user.keyboard('{Enter}{Enter}');
    expect(within(suite).getByRole('button', { name: 'انتخاب سوئیت' })).toHaveFocus();
    expect(status).toHaveTextContent('اتاق سوئیت از سبد برداشته شد؛ سبد خالی است');
  });

  it('says one thing for one press of «یک … بیشتر»: only one live region changes', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderView();
    const suite = room('سوئیت');
    const liveTexts = () =>
      Array.from(
        container.querySelectorAll(
          '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"], output',
        ),
        (region) => region.textContent,
      );

    await user.click(within(suite).getByRole('button', { name: 'انتخاب سوئیت' }));
    const before = liveTexts();
    await user.click(within(suite).getByRole('button', { name: 'یک سوئیت بیشتر' }));
    const after = liveTexts();

    expect(after.length).toBe(before.length);
    expect(after.filter((text, at) => text !== before[at])).toEqual([
      'اتاق سوئیت به سبد اضافه شد؛ ۲ اتاق در سبد',
    ]);
  });

  it('offers extra beds up to the room’s maximum and early/late only when available, each with its price', async () => {
    const user = userEvent.setup({ delay: null });
    const noEarly = roomOffer(1, { early: { ...roomOffer(1).early, available: false } });
    renderView(pageData({ rooms: [noEarly] }));

    await user.click(screen.getByRole('button', { name: 'انتخاب اتاق 1' }));

    const entry = screen.getByRole('group', { name: 'اتاق 1، اتاق ۱' });
    const beds = within(entry).getByLabelText('تخت اضافه');
    expect(
      within(beds)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['بدون تخت اضافه', '۱ تخت (+۳۰۰٬۰۰۰ تومان)', '۲ تخت (+۶۰۰٬۰۰۰ تومان)']);
    expect(within(entry).queryByRole('checkbox', { name: /ورود زودهنگام/ })).toBeNull();
    expect(within(entry).getByRole('checkbox', { name: 'خروج دیرهنگام (+۵۰۰٬۰۰۰ تومان)' })).not.toBeChecked();
  });

  it('puts the chosen options on the bus: one bed and a late check-out on the second room only', async () => {
    const user = userEvent.setup({ delay: null });
    renderView();
    const card = room('اتاق 1');
    await user.click(within(card).getByRole('button', { name: 'انتخاب اتاق 1' }));
    await user.click(within(card).getByRole('button', { name: 'یک اتاق 1 بیشتر' }));

    const second = screen.getByRole('group', { name: 'اتاق 1، اتاق ۲' });
    await user.selectOptions(within(second).getByLabelText('تخت اضافه'), '1');
    await user.click(within(second).getByRole('checkbox', { name: /خروج دیرهنگام/ }));

    const cart = getEventBus().getCart();
    expect(cart.map((entry) => [entry.id, entry.extraBedCount, entry.lateCheckOut])).toEqual([
      [1, 0, false],
      [1, 1, true],
    ]);
    // The late check-out's price now includes the bed's: 5,000,000 + 1,500,000 Rial.
    expect(within(second).getByRole('checkbox', { name: 'خروج دیرهنگام (+۶۵۰٬۰۰۰ تومان)' })).toBeChecked();
  });

  it('shows each night’s board and customer prices on demand', async () => {
    const user = userEvent.setup({ delay: null });
    renderView();
    const card = room('اتاق 1');
    expect(within(card).queryByRole('table')).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'قیمت هر شب' }));

    const rows = within(within(card).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent('۱٬۲۰۰٬۰۰۰');
    expect(rows[2]).toHaveTextContent('۱٬۰۰۰٬۰۰۰');
  });

  it('shows the stay’s total with the board price struck and the discount percent', () => {
    renderView();

    const card = room('اتاق 1');
    expect(within(card).getByTestId('room-total')).toHaveTextContent('۱٬۹۰۰٬۰۰۰');
    expect(within(card).getByText('۲٬۲۰۰٬۰۰۰').tagName).toBe('S');
    expect(within(card).getByText('۱۴٪ تخفیف')).toBeInTheDocument();
  });
});

describe('the summary', () => {
  it('adds up total, hotel discount and amount to pay by product §9 as rooms change', async () => {
    const user = userEvent.setup({ delay: null });
    renderView();
    expect(within(summary()).getByText('هنوز اتاقی انتخاب نشده است.')).toBeInTheDocument();
    expect(within(summary()).queryByTestId('summary-amount')).toBeNull();

    const card = room('اتاق 1');
    await user.click(within(card).getByRole('button', { name: 'انتخاب اتاق 1' }));
    await user.click(within(card).getByRole('button', { name: 'یک اتاق 1 بیشتر' }));
    const second = screen.getByRole('group', { name: 'اتاق 1، اتاق ۲' });
    await user.selectOptions(within(second).getByLabelText('تخت اضافه'), '1');
    await user.click(within(second).getByRole('checkbox', { name: /خروج دیرهنگام/ }));

    // board: 22M + (22M + 6M late + 1 bed × (4M + 2M)) = 56M; customer: 19M + (19M + 5M + 3M + 1.5M) = 47.5M
    expect(figure('summary-total')).toBe('۵٬۶۰۰٬۰۰۰ تومان');
    expect(figure('summary-discount')).toBe('۸۵۰٬۰۰۰ تومان');
    expect(figure('summary-amount')).toBe('۴٬۷۵۰٬۰۰۰ تومان');

    // Taking one room out removes the last one (with the bed and late check-out).
    await user.click(within(card).getByRole('button', { name: 'یک اتاق 1 کمتر' }));
    expect(figure('summary-amount')).toBe('۱٬۹۰۰٬۰۰۰ تومان');
    expect(getEventBus().getCart()).toHaveLength(1);
  });

  it('follows rooms that another part of the app adds to the cart', async () => {
    renderView();

    const { selectedRoomFrom } = await import('../state/room-selection');
    getEventBus().emit({ type: 'cart/room-added', payload: selectedRoomFrom(roomOffer(1)) });

    await waitFor(() => expect(figure('summary-total')).toBe('۲٬۲۰۰٬۰۰۰ تومان'));
  });
});

describe('reserving', () => {
  const alert = (text: string) => screen.findByText(text, {}, { timeout: 3000 });

  it('asks for a room when none is chosen and saves nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy;
    renderView();

    await user.click(within(summary()).getByRole('button', { name: 'رزرو' }));

    expect(await alert('لطفا اتاقی را انتخاب کنید.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('saves the reservation data under a new uuid and goes to /reservation with the stay', async () => {
    const user = userEvent.setup({ delay: null });
    const bodies: unknown[] = [];
    global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return {
        status: 201,
        json: async () => ({ meta: { status: true, message: 'Done', errors: [] } }),
      } as Response;
    }) as typeof fetch;
    renderView();
    await user.click(screen.getByRole('button', { name: 'انتخاب سوئیت' }));

    await user.click(within(summary()).getByRole('button', { name: 'رزرو' }));

    expect(await screen.findByText('صفحه رزرو')).toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledWith(
      '/api/reservations',
      expect.objectContaining({ method: 'POST' }),
    );
    const body = bodies[0] as { reservationId: string; reservationData: Record<string, unknown> };
    expect(body.reservationId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(body.reservationData).toMatchObject({
      reserveDates: ['2099-12-20', '2099-12-21'],
      totalSum: 19_000_000,
      checkin: '2099-12-20',
      nights: 2,
      hotelId: 12,
      hotelName: 'هتل الماس',
      hotelRate: 5,
      checkInTime: '14:00',
      checkOutTime: '12:00',
    });
    expect(address.path).toBe(
      `/reservation?reservationId=${body.reservationId}&checkin=2099-12-20&nights=2&checkOut=2099-12-22`,
    );
  });

  it('names the refused room, says the save failed, and keeps the selection', async () => {
    const user = userEvent.setup({ delay: null });
    global.fetch = jest.fn(async () => ({
      status: 409,
      json: async () => ({
        meta: {
          status: false,
          message: '',
          errors: ['این اتاق برای تاریخ انتخابی ظرفیت خالی ندارد. (سوئیت)'],
        },
        data: null,
      }),
    })) as unknown as typeof fetch;
    renderView();
    await user.click(screen.getByRole('button', { name: 'انتخاب سوئیت' }));

    await user.click(within(summary()).getByRole('button', { name: 'رزرو' }));

    expect(await alert('این اتاق برای تاریخ انتخابی ظرفیت خالی ندارد. (سوئیت)')).toBeInTheDocument();
    expect(await alert('Failed to save reservation data. Please try again.')).toBeInTheDocument();
    expect(getEventBus().getCart()).toHaveLength(1);
    expect(address.path).toBe('/hotel/12/x?checkin=2099-12-20&nights=2');
  });

  it('says the save failed when the gateway cannot be reached', async () => {
    const user = userEvent.setup({ delay: null });
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    renderView();
    await user.click(screen.getByRole('button', { name: 'انتخاب سوئیت' }));

    await user.click(within(summary()).getByRole('button', { name: 'رزرو' }));

    expect(await alert('Failed to save reservation data. Please try again.')).toBeInTheDocument();
    expect(getEventBus().getCart()).toHaveLength(1);
  });
});
