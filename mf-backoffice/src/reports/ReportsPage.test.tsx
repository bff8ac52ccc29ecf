import '@testing-library/jest-dom';
import { addDays, todayInTehran } from '@rahi/shared-contracts';
import type { StaffSalesReport } from '@rahi/shared-contracts/api';
import { screen, within } from '@testing-library/react';
import { staffMe } from '../testing/fixtures';
import { ok, renderBackoffice } from '../testing/render-app';
import { salesCsv } from './sales-csv';

const figures = {
  bookings: 3,
  nightsSold: 5,
  revenue: 45_000_000,
  cancellations: 1,
  refunds: 9_000_000,
  leadDays: 6.5,
};
const REPORT: StaffSalesReport = {
  from: '2026-11-22',
  to: '2026-12-21',
  by: 'month',
  hotelId: 7,
  periods: [{ start: '2026-11-22', label: 'آذر ۱۴۰۵', ...figures }],
  totals: figures,
  funnel: { searches: null, hotelPages: 120, reservations: 12, paid: 3 },
};

describe('the sales report', () => {
  it("asks for the last 30 days, then the manager's choice, and shows the figures in a table beside the charts", async () => {
    const today = todayInTehran();
    const { user, calls } = renderBackoffice('/backoffice/reports', (endPoint) => {
      if (endPoint === '/staff/me') return ok(staffMe({ roles: ['hotel_manager'], hotelIds: [7] }));
      if (endPoint === '/staff/hotels') return ok([{ id: 7, name: 'هتل آریا', roomTypes: [] }]);
      if (endPoint.startsWith('/staff/reports/sales')) return ok(REPORT);
    });
    const table = await screen.findByRole('table', { name: 'جدول ماهانه' });
    expect(calls.find((call) => call.endPoint.startsWith('/staff/reports'))?.endPoint).toBe(
      `/staff/reports/sales?from=${addDays(today, -29)}&to=${today}&by=day`,
    );
    const row = within(table).getByRole('row', { name: /آذر ۱۴۰۵/ });
    expect(row).toHaveTextContent('۴٬۵۰۰٬۰۰۰ تومان');
    expect(row).toHaveTextContent('۶٫۵ روز');
    const funnel = screen.getByRole('table', { name: 'قیف فروش' });
    expect(within(funnel).queryByText('جست‌وجوی شهر')).not.toBeInTheDocument();
    expect(within(funnel).getByRole('row', { name: /صفحه‌ی رزرو/ })).toHaveTextContent('۱۰٪');
    expect(screen.queryByText(/هر گام جدا شمرده می‌شود/)).not.toBeInTheDocument();

    const form = screen.getByRole('search', { name: 'بازه‌ی گزارش' });
    const from = within(form).getByRole('textbox', { name: 'از روز' });
    await user.clear(from);
    await user.type(from, '۱۴۰۵/۱۳/۴۰');
    await user.click(within(form).getByRole('button', { name: 'نمایش' }));
    expect(within(form).getByText(/تاریخ را به شکل/)).toBeInTheDocument();
    await user.clear(from);
    await user.type(from, '۱۴۰۵/۰۹/۰۱');
    await user.click(within(form).getByRole('combobox', { name: 'گروه‌بندی' }));
    await user.click(screen.getByRole('option', { name: 'ماهانه' }));
    await user.click(within(form).getByRole('combobox', { name: 'هتل' }));
    await user.click(screen.getByRole('option', { name: 'هتل آریا' }));
    await user.click(within(form).getByRole('button', { name: 'نمایش' }));
    expect(calls.at(-1)?.endPoint).toBe(
      `/staff/reports/sales?from=2026-11-22&to=${today}&by=month&hotelId=7`,
    );
  });

  it('says why a step of the funnel is above the first one when it is', async () => {
    renderBackoffice('/backoffice/reports', (endPoint) => {
      if (endPoint === '/staff/me') return ok(staffMe({ roles: ['admin'] }));
      if (endPoint === '/staff/hotels') return ok([]);
      if (endPoint.startsWith('/staff/reports/sales'))
        return ok({ ...REPORT, funnel: { searches: 1, hotelPages: 11, reservations: 1, paid: 0 } });
    });
    const funnel = await screen.findByRole('table', { name: 'قیف فروش' });
    expect(within(funnel).getByRole('row', { name: /صفحه‌ی هتل/ })).toHaveTextContent('۱٬۱۰۰٪');
    expect(funnel).toHaveAccessibleDescription(/هر گام جدا شمرده می‌شود/);
  });

  it('writes the CSV with Persian headings, Toman and ISO days, readable by a spreadsheet', () => {
    const lines = salesCsv(REPORT).split('\n');
    expect(lines[0]).toBe(
      '\uFEFFدوره,روز آغاز,رزرو پرداخت‌شده,شب‌اتاق فروخته,فروش (تومان),لغو,بازپرداخت (تومان),میانگین فاصله تا ورود (روز)',
    );
    expect(lines[1]).toBe('آذر ۱۴۰۵,2026-11-22,3,5,4500000,1,900000,6.5');
  });
});
