import { addDays, MESSAGES, todayInTehran } from '@rahi/shared-contracts';
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, ok } from '../testing/fake-api';
import { booking, PROFILE } from '../testing/fixtures';
import { renderPage } from '../testing/render-page';
import ProfilePage from './ProfilePage';

const today = todayInTehran();
const soon = booking({ reserveId: '11110000', checkin: addDays(today, 5), checkOut: addDays(today, 7) });
const later = booking({
  reserveId: '22220000',
  checkin: addDays(today, 40),
  checkOut: addDays(today, 41),
  nights: 1,
});
const past = booking({ reserveId: '33330000', checkin: addDays(today, -10), checkOut: addDays(today, -8) });
const ticket = (id: number, status: string) => ({
  id,
  subject: `موضوع ${id}`,
  department: 'booking',
  status,
  reserveId: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

function answerAll() {
  fakeApi({
    '/profile': ok(PROFILE),
    '/profile/bookings': ok({ items: [later, past, soon], total: 3 }),
    '/tickets': ok({ items: [ticket(7, 'answered'), ticket(6, 'closed'), ticket(5, 'open')], total: 3 }),
  });
}

describe('ProfilePage', () => {
  it('shows the name, mobile, credit and points', async () => {
    answerAll();
    renderPage(<ProfilePage />, '/profile');

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('سلام، مریم احمدی');
    expect(screen.getByText('۰۹۱۲۳۴۵۶۷۸۹')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '۲۵۰٬۰۰۰ تومان' })).toHaveAttribute(
      'href',
      '/profile/transactions',
    );
    expect(screen.getByRole('link', { name: '۱۲۰' })).toBeInTheDocument();
  });

  it('shows the next stay (the paid booking checking in soonest), the latest bookings and the open tickets', async () => {
    answerAll();
    renderPage(<ProfilePage />, '/profile');

    const next = await screen.findByRole('region', { name: 'سفر بعدی شما' });
    expect(await within(next).findByRole('article')).toHaveAccessibleName('رزرو ۱۱۱۱۰۰۰۰');
    const latest = screen.getByRole('region', { name: 'آخرین رزروها' });
    expect(within(latest).getAllByRole('article')).toHaveLength(3);
    const tickets = screen.getByRole('region', { name: 'تیکت‌های باز' });
    expect(
      within(tickets)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/profile/ticket', '/profile/ticket/7', '/profile/ticket/5']);
  });

  it('links every section of the account', async () => {
    answerAll();
    renderPage(<ProfilePage />, '/profile');

    const sections = await screen.findByRole('region', { name: 'بخش‌های حساب' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/profile/edit',
      '/profile/reserves',
      '/profile/ticket',
      '/profile/transactions',
      '/profile/previous-passengers',
      '/profile/favourites',
    ]);
  });

  it('draws the page once all three reads have answered, so no section moves the ones below it', async () => {
    answerAll();
    const answer = globalThis.fetch;
    let release = () => {};
    const bookingsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    const asked: string[] = [];
    globalThis.fetch = jest.fn(async (url: unknown, init?: { body?: string }) => {
      const { endPoint } = JSON.parse(init?.body ?? '{}');
      asked.push(endPoint);
      if (endPoint.startsWith('/profile/bookings')) await bookingsHeld;
      return answer(url as string, init as RequestInit);
    }) as unknown as typeof fetch;
    renderPage(<ProfilePage />, '/profile');

    await waitFor(() => expect(asked).toEqual(expect.arrayContaining(['/profile', '/tickets'])));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status', { name: MESSAGES.loading })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'تیکت‌های باز' })).not.toBeInTheDocument();

    release();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('سلام، مریم احمدی');
    expect(screen.getByRole('region', { name: 'آخرین رزروها' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: MESSAGES.loading })).not.toBeInTheDocument();
  });
});
