import { getEventBus } from '@rahi/shared-contracts';
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import ProfileMenu from './ProfileMenu';

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('rahi.event-bus.v1')];
});

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ProfileMenu />
    </MemoryRouter>,
  );

describe('ProfileMenu', () => {
  it('links every section of the account area', () => {
    renderAt('/profile');
    const menu = screen.getByRole('navigation', { name: 'بخش‌های حساب کاربری' });
    const hrefs = Array.from(menu.querySelectorAll('a')).map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/profile',
      '/profile/edit',
      '/profile/reserves',
      '/profile/ticket',
      '/profile/transactions',
      '/profile/previous-passengers',
      '/profile/favourites',
    ]);
  });

  it('marks the section of the address as the current page, the home only on its own address', () => {
    renderAt('/profile/reserves');
    expect(screen.getByRole('link', { name: 'رزروهای من' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'حساب کاربری' })).not.toHaveAttribute('aria-current');
  });

  it("keeps the ticket list current on a ticket's thread", () => {
    renderAt('/profile/ticket/12');
    expect(screen.getByRole('link', { name: 'تیکت‌های پشتیبانی' })).toHaveAttribute('aria-current', 'page');
  });

  it('logs out to the home page', async () => {
    const events: unknown[] = [];
    getEventBus()
      .on('auth/logged-out')
      .subscribe((event) => events.push(event.payload));
    renderAt('/profile');
    await userEvent.click(screen.getByRole('button', { name: 'خروج' }));
    expect(events).toEqual([{ redirectHome: true }]);
  });
});
