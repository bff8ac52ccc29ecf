import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { ScrollToTop } from './ScrollToTop';

const FAQ_ID = 'پرسش‌ها';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollToTop />
      <Link to="/travel-tips">نکات سفر</Link>
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
});
