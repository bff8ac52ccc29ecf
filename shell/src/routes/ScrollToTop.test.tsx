import '@testing-library/jest-dom';
import { KEEP_SCROLL } from '@rahi/shared-ui/routing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { Link, MemoryRouter, useNavigate } from 'react-router-dom';
import { ScrollToTop } from './ScrollToTop';

const FAQ_ID = 'پرسش‌ها';

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      بازگشت
    </button>
  );
}

/** The traveller scrolls the page to `top`. */
function scrollPage(top: number) {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

/** On /travel-tips the traveller scrolls to `top`, then follows a link to another page; the user, to go on. */
async function scrollThenLeave(top: number) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  jest.useFakeTimers();
  renderAt('/travel-tips');
  act(() => scrollPage(top));
  await user.click(screen.getByRole('link', { name: 'صفحه بعد' }));
  return user;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollToTop />
      <BackButton />
      <Link to="/travel-tips">نکات سفر</Link>
      <Link to="/hotel/12/hotel-darvishi" replace state={KEEP_SCROLL}>
        نشانی درست همین هتل
      </Link>
      <Link to="/hotel/12/hotel-darvishi" replace>
        هتل دیگر به جای این صفحه
      </Link>
      <Link to="/travel-tips?page=2">صفحه بعد</Link>
      <Link to={`/guide#${encodeURIComponent(FAQ_ID)}`}>پرسش‌های رایج</Link>
      <h2 id={FAQ_ID}>پرسش‌های رایج</h2>
      <h2 id="50%off">تخفیف ویژه</h2>
    </MemoryRouter>,
  );
}

let scrollTo: jest.SpyInstance;
const scrollIntoView = jest.fn();

beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  scrollIntoView.mockReset();
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('ScrollToTop', () => {
  it('leaves the first load where the browser placed it', () => {
    renderAt('/travel-tips');

    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top when the path changes', async () => {
    const user = userEvent.setup();
    renderAt('/');
    scrollTo.mockClear();

    await user.click(screen.getByRole('link', { name: 'نکات سفر' }));

    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("leaves the traveller where they are when the page's own address is put right in place", async () => {
    const user = userEvent.setup();
    renderAt('/hotel/12/x');
    scrollTo.mockClear();

    await user.click(screen.getByRole('link', { name: 'نشانی درست همین هتل' }));

    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top when another page replaces this one without asking to keep the place', async () => {
    const user = userEvent.setup();
    renderAt('/hotel/12/x');
    scrollTo.mockClear();

    await user.click(screen.getByRole('link', { name: 'هتل دیگر به جای این صفحه' }));

    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('scrolls to the top when only the query changes', async () => {
    const user = userEvent.setup();
    renderAt('/travel-tips');
    scrollTo.mockClear();

    await user.click(screen.getByRole('link', { name: 'صفحه بعد' }));

    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('scrolls the hash target into view instead of to the top', () => {
    jest.useFakeTimers();
    renderAt(`/guide#${encodeURIComponent(FAQ_ID)}`);

    jest.advanceTimersByTime(0);

    expect(scrollIntoView).toHaveBeenCalled();
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'پرسش‌های رایج' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('looks for a hash target again when it renders a moment later', () => {
    jest.useFakeTimers();
    const { container } = render(
      <MemoryRouter initialEntries={['/guide#rooms']}>
        <ScrollToTop />
      </MemoryRouter>,
    );
    jest.advanceTimersByTime(0);
    expect(scrollIntoView).not.toHaveBeenCalled();

    const late = document.createElement('section');
    late.id = 'rooms';
    container.append(late);
    jest.advanceTimersByTime(150);

    expect(scrollIntoView.mock.contexts).toContain(late);
  });

  it('takes a hash that is not valid percent-encoding as written, without throwing', () => {
    jest.useFakeTimers();
    renderAt('/guide#50%off');

    expect(() => jest.advanceTimersByTime(1000)).not.toThrow();
    expect(scrollIntoView.mock.contexts).toContain(screen.getByRole('heading', { name: 'تخفیف ویژه' }));
  });

  it('returns to where the traveller was on a page when they go back to it, once the page is tall enough', async () => {
    const user = await scrollThenLeave(1800);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    act(() => scrollPage(0));
    // The page gone back to is drawn late: the first tries land short of 1,800, a later one reaches it.
    scrollTo.mockImplementation((_x: number, top: number) =>
      Object.defineProperty(window, 'scrollY', {
        value: scrollTo.mock.calls.length > 3 ? top : Math.min(top, 600),
        configurable: true,
      }),
    );
    scrollTo.mockClear();

    await user.click(screen.getByRole('button', { name: 'بازگشت' }));
    act(() => jest.advanceTimersByTime(2000));

    expect(scrollTo).toHaveBeenCalledWith(0, 1800);
    expect(scrollTo).not.toHaveBeenCalledWith(0, 0);
    const tries = scrollTo.mock.calls.length;
    expect(window.scrollY).toBe(1800);
    act(() => jest.advanceTimersByTime(5000));
    expect(scrollTo.mock.calls.length).toBe(tries); // there: no more tries
  });

  it('stops returning when the traveller scrolls themselves', async () => {
    const user = await scrollThenLeave(1800);
    scrollTo.mockClear();

    await user.click(screen.getByRole('button', { name: 'بازگشت' }));
    window.dispatchEvent(new Event('wheel'));
    act(() => jest.advanceTimersByTime(2000));

    expect(scrollTo.mock.calls.length).toBeLessThanOrEqual(1);
  });
});
