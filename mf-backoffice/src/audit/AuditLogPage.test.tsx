import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { staffMe } from '../testing/fixtures';
import { ok, renderBackoffice } from '../testing/render-app';

const ENTRY = {
  id: 31,
  at: '2026-11-28T09:00:00.000Z',
  staffId: 7,
  staffEmail: 'agent@rahi.example',
  action: 'booking_cancelled',
  entityType: 'booking',
  entityId: '12345678',
  before: { status: 'confirmed' },
  after: { status: 'cancelled', penalty: 0, penaltyWaived: true },
  reason: 'هتل تعمیرات دارد',
};

describe('the audit log page', () => {
  it('shows each entry with its Jalali time, who, what in Persian, the record, the change and the reason', async () => {
    const { user, calls } = renderBackoffice('/backoffice/audit-log', (endPoint) => {
      if (endPoint === '/staff/me') return ok(staffMe({ roles: ['admin'] }));
      if (endPoint.startsWith('/staff/audit-log'))
        return ok({ entries: [ENTRY], total: 1, page: 1, pageSize: 50 });
    });

    const table = await screen.findByRole('region', { name: 'رویدادهای ثبت‌شده' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText('۱۴۰۵/۰۹/۰۷ ۱۲:۳۰')).toBeInTheDocument();
    expect(within(row).getByText('لغو رزرو')).toBeInTheDocument();
    expect(within(row).getByText('رزرو ۱۲۳۴۵۶۷۸')).toBeInTheDocument();
    expect(within(row).getByText('status: confirmed → cancelled')).toBeInTheDocument();
    expect(within(row).getByText('penaltyWaived: true')).toBeInTheDocument();
    expect(within(row).getByText('هتل تعمیرات دارد')).toBeInTheDocument();

    await user.type(screen.getByLabelText('شناسه رکورد'), '12345678');
    await user.click(screen.getByRole('button', { name: 'نمایش' }));
    await screen.findByRole('region', { name: 'رویدادهای ثبت‌شده' });
    expect(calls.at(-1)?.endPoint).toBe('/staff/audit-log?entityId=12345678');
  });

  it('is for admins only', async () => {
    renderBackoffice('/backoffice/audit-log', (endPoint) =>
      endPoint === '/staff/me' ? ok(staffMe()) : undefined,
    );

    expect(await screen.findByRole('heading', { name: 'دسترسی ندارید' })).toBeInTheDocument();
  });
});
