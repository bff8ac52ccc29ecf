import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import NotFoundPage from './NotFoundPage';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <NotFoundPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  document.title = 'راهی | رزرو آنلاین هتل';
});

describe('NotFoundPage', () => {
  it("sets the tab's title to 'Page not found'", () => {
    renderAt('/404');

    expect(document.title).toBe('Page not found');
  });

  it('says in Persian, as the page heading, that the page was not found', () => {
    renderAt('/404');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('صفحه‌ای که دنبالش بودید پیدا نشد');
    expect(screen.getByText('۴۰۴')).toBeInTheDocument();
  });

  it('shows the address the traveller asked for', () => {
    renderAt('/hotels/no-such-hotel');

    expect(screen.getByText('/hotels/no-such-hotel')).toBeInTheDocument();
  });

  it('shows a percent-encoded Persian address decoded, as the traveller typed it', () => {
    renderAt(`/${encodeURIComponent('هتل-گمشده')}`);

    expect(screen.getByText('/هتل-گمشده')).toBeInTheDocument();
  });

  it('shows a malformed percent-encoded address as it is instead of crashing', () => {
    renderAt('/50%-off');

    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('/50%-off')).toBeInTheDocument();
  });

  it('links back to the home page', () => {
    renderAt('/404');

    expect(screen.getByRole('link', { name: 'بازگشت به صفحه اصلی' })).toHaveAttribute('href', '/');
  });

  it('suggests where the traveller might go next', () => {
    renderAt('/404');

    const suggestions = screen.getByRole('navigation', { name: 'پیشنهادها' });
    expect(suggestions).toContainElement(screen.getByRole('link', { name: 'تماس با پشتیبانی' }));
    expect(screen.getByRole('link', { name: 'پیگیری رزرو' })).toHaveAttribute('href', '/reserve-status');
  });
});
