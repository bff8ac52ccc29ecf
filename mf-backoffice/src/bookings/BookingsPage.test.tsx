import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { staffMe } from '../testing/fixtures';
import { ok, renderBackoffice } from '../testing/render-app';
import { staffBooking } from './testing';

const list = (items: unknown[]) => ok({ items, total: items.length, page: 1, pageSize: 20 });
const currentAddress = () => screen.getByRole('status', { name: 'نشانی فعلی' });

describe('the bookings search', () => {
  it('searches by what is typed and a Jalali check-in range, in the address and the call alike', async () => {
    const { user, calls } = renderBackoffice('/backoffice/bookings', (endPoint) => {
      if (endPoint === '/staff/me') return ok(staffMe());
      if (endPoint.startsWith('/staff/bookings'))
        return list(endPoint.includes('q=') ? [staffBooking()] : []);
    });
    expect(await screen.findByText('رزروی با این جستجو پیدا نشد.')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: /کد رزرو/ }), '۰۹۱۲۳');
    await user.type(screen.getByLabelText('ورود از'), '۱۴۰۵/۰۹/۰۱');
    await user.click(screen.getByRole('button', { name: 'جستجو' }));

    const table = await screen.findByRole('region', { name: 'رزروهای یافته‌شده' });
    expect(within(table).getByRole('link', { name: '۱۲۳۴۵۶۷۸' })).toHaveAttribute(
      'href',
      '/backoffice/bookings/12345678',
    );
    expect(within(table).getByText('۰۹۱۲۳۴۵۶۷۸۹')).toBeInTheDocument();
    expect(currentAddress()).toHaveTextContent(`q=${encodeURIComponent('۰۹۱۲۳')}&from=2026-11-22`);
    expect(calls.at(-1)?.endPoint).toBe(`/staff/bookings?q=${encodeURIComponent('۰۹۱۲۳')}&from=2026-11-22`);
  });

  it('refuses a check-in day that is not a Jalali date, in Persian, without searching', async () => {
    const { user, calls } = renderBackoffice('/backoffice/bookings', (endPoint) => {
      if (endPoint === '/staff/me') return ok(staffMe());
      if (endPoint.startsWith('/staff/bookings')) return list([]);
    });
    await screen.findByText('رزروی با این جستجو پیدا نشد.');
    const asked = calls.length;

    await user.type(screen.getByLabelText('ورود تا'), '۱۴۰۵/۱۳/۰۱');
    await user.click(screen.getByRole('button', { name: 'جستجو' }));

    expect(screen.getByText('تاریخ را به شکل ۱۴۰۵/۰۹/۰۱ بنویسید.')).toBeInTheDocument();
    expect(calls).toHaveLength(asked);
  });

  it('is not opened for a hotel manager', async () => {
    renderBackoffice('/backoffice/bookings', (endPoint) =>
      endPoint === '/staff/me' ? ok(staffMe({ roles: ['hotel_manager'], hotelIds: [3] })) : undefined,
    );

    expect(await screen.findByRole('heading', { name: 'دسترسی ندارید' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'رزروها' })).not.toBeInTheDocument();
  });
});
