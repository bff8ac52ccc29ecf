import '@testing-library/jest-dom';
import type { StaffTicketList, StaffTicketSummary } from '@rahi/shared-contracts/api';
import { screen, within } from '@testing-library/react';
import { staffMe } from '../testing/fixtures';
import { ok, renderBackoffice } from '../testing/render-app';

const currentAddress = () => screen.getByRole('status', { name: 'نشانی فعلی' });

const ticket = (overrides: Partial<StaffTicketSummary> = {}): StaffTicketSummary => ({
  id: 5,
  subject: 'اتاق آماده نبود',
  department: 'booking',
  status: 'open',
  reserveId: '12345678',
  createdAt: '2026-11-28T08:00:00Z',
  updatedAt: '2026-11-28T08:30:00Z',
  assignee: null,
  traveller: { id: 3, mobile: '09123456789', name: 'مریم احمدی' },
  ...overrides,
});

const list = (items: StaffTicketSummary[], total = items.length): StaffTicketList => ({
  items,
  total,
  page: 1,
  pageSize: 20,
});

describe('the support desk inbox', () => {
  it('lists the tickets the address filters, and a filter chosen goes to the address and to booking-api', async () => {
    const { user, calls } = renderBackoffice('/backoffice/tickets?department=booking', (endPoint) => {
      if (endPoint === '/staff/me') return ok(staffMe());
      if (endPoint === '/staff/tickets?department=booking') return ok(list([ticket()]));
      if (endPoint === '/staff/tickets?status=open&department=booking') return ok(list([]));
    });

    const card = await screen.findByRole('article', { name: 'اتاق آماده نبود' });
    expect(card).toHaveTextContent('مریم احمدی (۰۹۱۲۳۴۵۶۷۸۹)');
    expect(card).toHaveTextContent('رزرو ۱۲۳۴۵۶۷۸');
    expect(card).toHaveTextContent('واگذارنشده');
    expect(within(card).getByRole('link', { name: 'اتاق آماده نبود' })).toHaveAttribute(
      'href',
      '/backoffice/tickets/5',
    );
    expect(screen.getByLabelText('بخش')).toHaveValue('booking');

    await user.click(
      within(screen.getByRole('group', { name: 'وضعیت تیکت' })).getByRole('button', {
        name: 'در انتظار پاسخ',
      }),
    );

    expect(await screen.findByText('تیکتی با این فیلترها نیست.')).toBeInTheDocument();
    expect(currentAddress()).toHaveTextContent('/backoffice/tickets?status=open&department=booking');
    expect(calls.map((call) => call.endPoint)).toContain('/staff/tickets?status=open&department=booking');
  });

  it('shows the failure with a retry when the list cannot be read', async () => {
    renderBackoffice('/backoffice/tickets', (endPoint) => {
      if (endPoint === '/staff/me') return ok(staffMe());
      return { status: 400, body: { meta: { status: false, errors: ['فیلتر نادرست است.'] } } };
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('فیلتر نادرست است.');
    expect(screen.getByRole('button', { name: 'تلاش دوباره' })).toBeInTheDocument();
  });
});
