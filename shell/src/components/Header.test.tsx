import { getEventBus, type SelectedRoom } from '@rahi/shared-contracts';
import { sampleRoom } from '@rahi/shared-contracts/testing';
import '@testing-library/jest-dom';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Header } from './Header';

const room = (id: SelectedRoom['id']) => sampleRoom(id, 3_376_000);

/**
 * The count bubble. jsdom cannot see MUI hide it (a CSS scale to 0), so the hidden state is read from
 * MUI's own class for it; MUI also keeps the last count inside while it shrinks away.
 */
const badgeOf = (cartLink: HTMLElement) => cartLink.querySelector('.MuiBadge-badge');

function renderHeader() {
  return render(
    <MemoryRouter>
      <Header />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('rahi.event-bus.v1')];
  // The header asks for its links after the first render (the built-in ones stand in): nothing answers here.
  globalThis.fetch = jest.fn(() => new Promise<Response>(() => {}));
});

describe('Header', () => {
  it('hides the cart badge while the cart is empty, and says so when the cart is pressed', async () => {
    renderHeader();

    const drawn = screen.getByRole('button', { name: 'سبد رزرو: ۰ اتاق' });
    expect(badgeOf(drawn)).toHaveClass('MuiBadge-invisible');
    expect(drawn).not.toHaveTextContent(/[۰-۹]/);

    // The tooltip's code loads when the button is first pointed at, focused or pressed, and opens then.
    expect(drawn).not.toHaveAttribute('title');
    await userEvent.click(drawn);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('سبد رزرو خالی است');
  });

  it("opens the empty cart's hint from the keyboard and keeps focus on the cart", async () => {
    renderHeader();
    const cart = screen.getByRole('button', { name: 'سبد رزرو: ۰ اتاق' });

    act(() => cart.focus());

    expect(await screen.findByRole('tooltip')).toHaveTextContent('سبد رزرو خالی است');
    const wrapped = screen.getByRole('button', { name: 'سبد رزرو: ۰ اتاق' });
    await waitFor(() => expect(wrapped).toHaveFocus());
    expect(wrapped).toHaveAccessibleDescription('سبد رزرو خالی است؛ اتاق را در صفحهٔ هتل انتخاب کنید.');
  });

  it('counts the rooms added to the cart in Persian digits and links back to the rooms of the page they were chosen on', () => {
    window.history.pushState({}, '', '/hotel/12/هتل-نمونه?checkin=2026-12-20&nights=2');
    renderHeader();

    act(() => {
      getEventBus().emit({ type: 'cart/room-added', payload: room(101) });
      getEventBus().emit({ type: 'cart/room-added', payload: room(102) });
    });
    window.history.pushState({}, '', '/');

    const cart = screen.getByRole('link', { name: 'سبد رزرو: ۲ اتاق' });
    expect(badgeOf(cart)).toHaveTextContent('۲');
    expect(badgeOf(cart)).not.toHaveClass('MuiBadge-invisible');
    expect(decodeURI(cart.getAttribute('href') ?? '')).toBe(
      '/hotel/12/هتل-نمونه?checkin=2026-12-20&nights=2#rooms',
    );
  });

  it('scrolls to the chosen rooms when the cart is pressed on the page they were chosen on', async () => {
    window.history.pushState({}, '', '/hotel/12/x?checkin=2026-12-20&nights=2');
    const rooms = document.createElement('section');
    rooms.id = 'rooms';
    rooms.scrollIntoView = jest.fn();
    document.body.appendChild(rooms);
    renderHeader();
    act(() => getEventBus().emit({ type: 'cart/room-added', payload: room(101) }));

    await userEvent.click(screen.getByRole('link', { name: 'سبد رزرو: ۱ اتاق' }));

    expect(rooms.scrollIntoView).toHaveBeenCalledTimes(1);
    rooms.remove();
  });

  it('shows the cart as it already is when the header mounts late', () => {
    getEventBus().emit({ type: 'cart/room-added', payload: room('suite-7') });

    renderHeader();

    expect(screen.getByLabelText('سبد رزرو: ۱ اتاق')).toBeInTheDocument();
  });

  it('hides the badge again once the cart is cleared, and no longer links anywhere', () => {
    renderHeader();
    act(() => getEventBus().emit({ type: 'cart/room-added', payload: room(101) }));
    expect(screen.getByRole('link', { name: 'سبد رزرو: ۱ اتاق' })).toBeInTheDocument();

    act(() => getEventBus().emit({ type: 'cart/cleared' }));

    const cart = screen.getByRole('button', { name: 'سبد رزرو: ۰ اتاق' });
    expect(badgeOf(cart)).toHaveClass('MuiBadge-invisible');
    expect(screen.queryByRole('link', { name: /سبد رزرو/ })).not.toBeInTheDocument();
  });

  it('offers login and sign-up to an anonymous traveller, asking the shell for the login modal', async () => {
    const requests: unknown[] = [];
    const subscription = getEventBus()
      .on('auth/login-requested')
      .subscribe((event) => requests.push(event));
    renderHeader();

    await userEvent.click(screen.getByRole('button', { name: 'ورود / ثبت‌نام' }));

    expect(requests).toEqual([{ type: 'auth/login-requested' }]);
    subscription.unsubscribe();
  });

  it("shows the logged-in traveller's name instead of login; its menu has the credit in Toman, the profile and logout", async () => {
    renderHeader();

    act(() =>
      getEventBus().emit({ type: 'auth/logged-in', payload: { userName: 'مریم احمدی', credit: 2_500_000 } }),
    );
    expect(screen.queryByRole('button', { name: 'ورود / ثبت‌نام' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'مریم احمدی' }));

    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('اعتبار: ۲۵۰٬۰۰۰ تومان');
    expect(screen.getByRole('menuitem', { name: 'حساب کاربری' })).toHaveAttribute('href', '/profile');

    await userEvent.click(screen.getByRole('menuitem', { name: 'خروج' }));

    expect(getEventBus().getAuth()).toEqual({ status: 'anonymous' });
    expect(screen.getByRole('button', { name: 'ورود / ثبت‌نام' })).toBeInTheDocument();
  });

  it('shows the name remembered from the cookies before the token check answers', () => {
    getEventBus().emit({ type: 'auth/session-restored', payload: { userName: 'علی', credit: 0 } });

    renderHeader();

    expect(screen.getByRole('button', { name: 'علی' })).toBeInTheDocument();
  });

  it('opens the phone menu with its title and the site links; its close button and a link close it', async () => {
    renderHeader();
    expect(screen.queryByRole('navigation', { name: 'منوی سایت' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'باز کردن منو' }));
    const menu = await screen.findByRole('navigation', { name: 'منوی سایت' });
    expect(menu).toHaveTextContent('هتل‌های نزدیک حرم');
    expect(screen.getByRole('heading', { name: 'منو' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'بستن منو' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByRole('navigation', { name: 'منوی سایت' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'باز کردن منو' }));
    await screen.findByRole('navigation', { name: 'منوی سایت' });

    await userEvent.click(screen.getByRole('link', { name: 'نکات سفر' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByRole('navigation', { name: 'منوی سایت' })).not.toBeInTheDocument();
  });
});
