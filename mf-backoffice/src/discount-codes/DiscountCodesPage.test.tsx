import '@testing-library/jest-dom';
import { addDays, todayInTehran } from '@rahi/shared-contracts';
import { STAFF_CODE_MESSAGES } from '@rahi/shared-contracts/staff';
import { screen, within } from '@testing-library/react';
import { staffMe } from '../testing/fixtures';
import { ok, refused, renderBackoffice } from '../testing/render-app';

const CODE = {
  code: 'NOROOZ',
  percent: 20,
  amount: null,
  maxDiscount: 3_000_000,
  minPurchase: 0,
  validFrom: '2027-03-16',
  validTo: '2027-04-04',
  maxUses: 100,
  maxUsesPerTraveller: 1,
  city: { id: 1, name: 'مشهد' },
  hotel: null,
  disabled: false,
  uses: { held: 2, paid: 7 },
  createdAt: '2026-11-28T09:00:00.000Z',
};
const admin = () => ok(staffMe({ roles: ['admin'] }));

describe('the discount codes page', () => {
  it('lists each code with its worth in Toman, Jalali days, limits, place and uses', async () => {
    renderBackoffice('/backoffice/discount-codes', (endPoint) => {
      if (endPoint === '/staff/me') return admin();
      if (endPoint === '/staff/discount-codes') return ok([CODE]);
    });
    const table = await screen.findByRole('region', { name: 'کدهای تخفیف' });
    const head = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(head).toEqual(['کد', 'تخفیف', 'اعتبار', 'محدوده و سقف', 'استفاده‌شده', 'وضعیت', 'کارها']);
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getAllByRole('cell')).toHaveLength(head.length);
    expect(within(row).getByText('NOROOZ')).toBeInTheDocument();
    expect(within(row).getByText('۲۰٪ تا ۳۰۰٬۰۰۰ تومان')).toBeInTheDocument();
    expect(within(row).getByText('از ۱۴۰۵/۱۲/۲۵ تا ۱۴۰۶/۰۱/۱۵')).toBeInTheDocument();
    expect(within(row).getByText('کل: ۱۰۰، هر مسافر: ۱')).toBeInTheDocument();
    expect(within(row).getByText('شهر مشهد')).toBeInTheDocument();
    expect(within(row).getByText('۷ پرداخت‌شده')).toBeInTheDocument();
    expect(within(row).getByText('۲ در انتظار پرداخت')).toBeInTheDocument();
  });

  it('says which codes a booking could use today: not one past its last day, before its first or used up', async () => {
    const today = todayInTehran();
    const codes = [
      { ...CODE, code: 'OPEN', validFrom: null, validTo: null },
      { ...CODE, code: 'LASTDAY', validFrom: addDays(today, -30), validTo: today },
      { ...CODE, code: 'GONE', validFrom: null, validTo: addDays(today, -1) },
      { ...CODE, code: 'SOON', validFrom: addDays(today, 1), validTo: null },
      { ...CODE, code: 'FULL', validFrom: null, validTo: null, maxUses: 9 },
      { ...CODE, code: 'OFF', validFrom: null, validTo: null, disabled: true },
    ];
    renderBackoffice('/backoffice/discount-codes', (endPoint) => {
      if (endPoint === '/staff/me') return admin();
      if (endPoint === '/staff/discount-codes') return ok(codes);
    });
    const table = await screen.findByRole('region', { name: 'کدهای تخفیف' });
    const states = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        within(row).getAllByRole('cell')[0]?.textContent,
        within(row).getAllByRole('cell')[5]?.textContent,
      ]);
    expect(states).toEqual([
      ['OPEN', 'فعال'],
      ['LASTDAY', 'فعال'],
      ['GONE', 'منقضی شده'],
      ['SOON', 'هنوز شروع نشده'],
      ['FULL', 'سقف پر شده'],
      ['OFF', 'غیرفعال'],
    ]);
  });

  it('makes a code from Toman and Jalali dates, sending Rial and ISO days, and shows a refusal in Persian', async () => {
    let taken = true;
    const { user, calls } = renderBackoffice('/backoffice/discount-codes', (endPoint, method) => {
      if (endPoint === '/staff/me') return admin();
      if (endPoint === '/staff/discount-codes' && method === 'POST')
        return taken ? refused(409, STAFF_CODE_MESSAGES.codeTaken) : { ...ok(CODE), status: 201 };
      if (endPoint === '/staff/discount-codes') return ok([]);
    });
    expect(await screen.findByText('هنوز کد تخفیفی ساخته نشده است.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'کد تخفیف جدید' }));
    const form = screen.getByRole('dialog', { name: 'کد تخفیف جدید' });
    await user.click(within(form).getByRole('button', { name: 'ساختن کد' }));
    expect(within(form).getByText(STAFF_CODE_MESSAGES.codeFormat)).toBeInTheDocument();

    await user.type(within(form).getByLabelText(/^کد/), 'norooz');
    await user.type(within(form).getByRole('textbox', { name: /^درصد/ }), '۲۰');
    await user.type(within(form).getByLabelText(/سقف تخفیف/), '۳۰۰٬۰۰۰');
    await user.type(within(form).getByLabelText(/از تاریخ/), '۱۴۰۵/۱۲/۲۵');
    await user.type(within(form).getByLabelText(/تا تاریخ/), '۱۴۰۶/۰۱/۱۵');
    await user.type(within(form).getByLabelText(/سقف کل/), '100');
    await user.click(within(form).getByRole('radio', { name: 'یک شهر' }));
    await user.type(within(form).getByLabelText('شماره شهر'), '۱');
    await user.click(within(form).getByRole('button', { name: 'ساختن کد' }));
    expect(await within(form).findByText(STAFF_CODE_MESSAGES.codeTaken)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      code: 'NOROOZ',
      percent: 20,
      maxDiscount: 3_000_000,
      validFrom: '2027-03-16',
      validTo: '2027-04-04',
      maxUses: 100,
      cityId: 1,
    });

    taken = false;
    await user.click(within(form).getByRole('button', { name: 'ساختن کد' }));
    expect(await screen.findByText('هنوز کد تخفیفی ساخته نشده است.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'کد تخفیف جدید' })).not.toBeInTheDocument();
  });

  it('refuses a wrong Jalali day, both a percent and nothing, and an amount that is no number (in Toman), under their fields', async () => {
    const { user } = renderBackoffice('/backoffice/discount-codes', (endPoint) => {
      if (endPoint === '/staff/me') return admin();
      if (endPoint === '/staff/discount-codes') return ok([]);
    });
    await user.click(await screen.findByRole('button', { name: 'کد تخفیف جدید' }));
    const form = screen.getByRole('dialog', { name: 'کد تخفیف جدید' });
    await user.type(within(form).getByLabelText(/^کد/), 'WINTER');
    await user.type(within(form).getByLabelText(/تا تاریخ/), '۱۴۰۵/۱۳/۰۱');
    await user.click(within(form).getByRole('button', { name: 'ساختن کد' }));
    expect(within(form).getByText('تاریخ را به شکل ۱۴۰۵/۰۹/۰۱ بنویسید.')).toBeInTheDocument();
    expect(within(form).getByText(STAFF_CODE_MESSAGES.kindRequired)).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /^درصد/ }), '۲۰');
    await user.type(within(form).getByLabelText(/سقف تخفیف/), 'abc');
    await user.click(within(form).getByRole('button', { name: 'ساختن کد' }));
    // Typed in Toman, so the refusal speaks of Toman (the schema's own message is the API's, in Rial).
    expect(within(form).getByText(STAFF_CODE_MESSAGES.amountInvalidToman)).toBeInTheDocument();
  });

  it('disables a code after a question, and shows the bookings that used it', async () => {
    const { user, calls } = renderBackoffice('/backoffice/discount-codes', (endPoint, method) => {
      if (endPoint === '/staff/me') return admin();
      if (endPoint === '/staff/discount-codes/NOROOZ' && method === 'PATCH')
        return ok({ ...CODE, disabled: true });
      if (endPoint === '/staff/discount-codes/NOROOZ/uses')
        return ok([
          {
            reserveId: '12345678',
            hotel: 'هتل الماس',
            status: 'confirmed',
            discount: 3_000_000,
            mobile: '0912***6789',
            createdAt: '2026-11-28T09:00:00.000Z',
          },
        ]);
      if (endPoint === '/staff/discount-codes') return ok([CODE]);
    });
    await user.click(await screen.findByRole('button', { name: 'غیرفعال کردن' }));
    const ask = screen.getByRole('dialog', { name: 'غیرفعال کردن کد تخفیف' });
    await user.click(within(ask).getByRole('button', { name: 'غیرفعال کردن' }));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ disabled: true });

    await user.click(await screen.findByRole('button', { name: 'رزروها' }));
    const uses = await screen.findByRole('region', { name: 'رزروهای کد NOROOZ' });
    expect(within(uses).getByText('هتل الماس')).toBeInTheDocument();
    expect(within(uses).getByText('۳۰۰٬۰۰۰ تومان')).toBeInTheDocument();
  });

  it('is for admins only', async () => {
    renderBackoffice('/backoffice/discount-codes', (endPoint) =>
      endPoint === '/staff/me' ? ok(staffMe()) : undefined,
    );
    expect(await screen.findByRole('heading', { name: 'دسترسی ندارید' })).toBeInTheDocument();
  });
});
