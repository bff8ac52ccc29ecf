import '@testing-library/jest-dom';
import { addDays, todayInTehran, toPersianDigits } from '@rahi/shared-contracts';
import { STAFF_RATES_MESSAGES } from '@rahi/shared-contracts/staff';
import { screen, within } from '@testing-library/react';
import { staffMe } from '../testing/fixtures';
import { ok, refused, renderBackoffice } from '../testing/render-app';

const HOTEL = {
  id: 7,
  name: 'هتل آفتاب',
  city: 'مشهد',
  roomTypes: [
    { id: 31, name: 'دو تخته' },
    { id: 32, name: 'سوئیت' },
  ],
};
const today = todayInTehran();
const night = (date: string, more: object = {}) => ({
  date,
  boardPrice: 30_000_000,
  customerPrice: 24_000_000,
  rooms: 5,
  taken: 1,
  free: 4,
  closed: false,
  ...more,
});
const manager = () => ok(staffMe({ roles: ['hotel_manager'], hotelIds: [7] }));

/** The hotel's details as booking-api answers GET /staff/hotels/7. */
const DETAILS = {
  id: 7,
  name: HOTEL.name,
  description: 'هتلی آرام در نزدیکی حرم با صبحانه‌ی محلی و پارکینگ.',
  amenities: ['parking'],
  phone: null,
  checkInTime: '14:00',
  checkOutTime: '12:00',
  cancellationRules: null,
  updatedAt: '2026-11-28T09:00:00.000Z',
};

describe('the rates page', () => {
  it('shows the month of the first room type, picks a range and sends one change in Rial', async () => {
    // Today is always in the month shown, and is the one day sure to be: the range is today alone, picked twice.
    const { user, calls } = renderBackoffice('/backoffice/rates', (endPoint, method) => {
      if (endPoint === '/staff/me') return manager();
      if (endPoint === '/staff/hotels') return ok([HOTEL]);
      if (endPoint.startsWith('/staff/hotels/7/room-types/31/nights') && method === 'PUT')
        return ok({
          hotel: HOTEL,
          roomType: { id: 31, name: 'دو تخته', inventory: 5 },
          nights: [],
          changed: 2,
        });
      if (endPoint.startsWith('/staff/hotels/7/room-types/31/nights?'))
        return ok({
          hotel: { id: 7, name: HOTEL.name },
          roomType: { id: 31, name: 'دو تخته', inventory: 5 },
          nights: [night(addDays(today, -1)), night(today, { closed: true })],
        });
    });
    const month = await screen.findByRole('group', { name: 'شب‌های ماه' });
    const closedDay = within(month).getByRole('button', { name: /بسته$/ });
    expect(closedDay).toHaveAccessibleName(expect.stringContaining('۲٬۴۰۰٬۰۰۰ تومان، ۴ اتاق خالی از ۵'));
    const day = month.querySelector(`[data-date="${today}"]`) as HTMLElement;
    await user.click(day);
    expect(day).toHaveAttribute('aria-pressed', 'true');
    await user.click(day);
    const form = screen.getByRole('form', { name: 'تغییر شب‌ها' });
    await user.type(within(form).getByRole('textbox', { name: 'قیمت فروش (تومان)' }), '۲۲۰۰۰۰۰');
    await user.click(within(form).getByRole('radio', { name: 'باز کردن شب‌ها' }));
    await user.click(within(form).getByRole('button', { name: 'اعمال روی شب‌ها' }));
    expect(await within(form).findByText(STAFF_RATES_MESSAGES.changed(2))).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'PUT');
    expect(sent?.body).toEqual({ from: today, to: today, customerPrice: 22_000_000, closed: false });
  });

  it('checks the dates before sending and shows a refusal in Persian', async () => {
    const message = STAFF_RATES_MESSAGES.belowTaken(today, 2, ['12345678']);
    const { user } = renderBackoffice('/backoffice/rates', (endPoint, method) => {
      if (endPoint === '/staff/me') return manager();
      if (endPoint === '/staff/hotels') return ok([HOTEL]);
      if (method === 'PUT') return refused(409, message);
      if (endPoint.includes('/nights?'))
        return ok({
          hotel: { id: 7, name: HOTEL.name },
          roomType: { id: 31, name: 'دو تخته', inventory: 5 },
          nights: [night(today)],
        });
    });
    const form = await screen.findByRole('form', { name: 'تغییر شب‌ها' });
    const price = within(form).getByRole('textbox', { name: 'قیمت فروش (تومان)' });
    await user.click(price);
    await user.paste('abc');
    await user.click(within(form).getByRole('button', { name: 'اعمال روی شب‌ها' }));
    expect(within(form).getAllByText('تاریخ را به شکل ۱۴۰۵/۰۹/۰۱ بنویسید.')).toHaveLength(2);
    // Typed in Toman, so the refusal speaks of Toman (the schema's own message is the API's, in Rial).
    expect(within(form).getByText(STAFF_RATES_MESSAGES.priceInvalidToman)).toBeInTheDocument();
    await user.clear(price);
    await user.click(
      (await screen.findByRole('group', { name: 'شب‌های ماه' })).querySelector(
        `[data-date="${today}"]`,
      ) as HTMLElement,
    );
    await user.click(within(form).getByRole('combobox', { name: 'اتاق‌ها' }));
    await user.click(screen.getByRole('option', { name: 'تعداد کل اتاق‌ها' }));
    await user.type(within(form).getByRole('textbox', { name: 'تعداد' }), '1');
    await user.click(within(form).getByRole('button', { name: 'اعمال روی شب‌ها' }));
    expect(await within(form).findByText(message)).toBeInTheDocument();
    // Sent again and stopped by the form itself: the last refusal no longer stands beside the new error.
    await user.click(price);
    await user.paste('abc');
    await user.click(within(form).getByRole('button', { name: 'اعمال روی شب‌ها' }));
    expect(within(form).getByText(STAFF_RATES_MESSAGES.priceInvalidToman)).toBeInTheDocument();
    expect(within(form).queryByText(message)).not.toBeInTheDocument();
  });

  it('tells a manager without hotels that none is entrusted to them', async () => {
    renderBackoffice('/backoffice/rates', (endPoint) => {
      if (endPoint === '/staff/me') return ok(staffMe({ roles: ['hotel_manager'], hotelIds: [] }));
      if (endPoint === '/staff/hotels') return ok([]);
    });
    expect(await screen.findByText('هتلی به شما سپرده نشده است.')).toBeInTheDocument();
  });

  it('sends a chosen file whole and lists each wrong line', async () => {
    const problems = [
      STAFF_RATES_MESSAGES.onLine(3, STAFF_RATES_MESSAGES.lineDate('1405/13/01')),
      STAFF_RATES_MESSAGES.onLine(4, STAFF_RATES_MESSAGES.lineNothing),
    ];
    let wrong = true;
    const { user, calls } = renderBackoffice('/backoffice/rates', (endPoint, method) => {
      if (endPoint === '/staff/me') return manager();
      if (endPoint === '/staff/hotels') return ok([HOTEL]);
      if (endPoint === '/staff/hotels/7/nights-import' && method === 'POST')
        return wrong
          ? {
              status: 422,
              body: { meta: { status: false, message: problems[0], errors: problems }, data: null },
            }
          : ok({ lines: 2, nights: 2, from: today, to: today });
      if (endPoint.includes('/nights?'))
        return ok({
          hotel: { id: 7, name: HOTEL.name },
          roomType: { id: 31, name: 'دو تخته', inventory: 5 },
          nights: [night(today)],
        });
    });
    await user.click(await screen.findByRole('button', { name: 'بارگذاری فایل قیمت‌ها' }));
    const dialog = screen.getByRole('dialog', { name: `بارگذاری فایل قیمت‌ها: ${HOTEL.name}` });
    expect(within(dialog).getByRole('region', { name: 'ستون‌های فایل' })).toHaveTextContent('room_type');
    const text = 'تاریخ,نوع اتاق,قیمت فروش\n1405/13/01,دو تخته,2000000\n';
    await user.upload(
      within(dialog).getByLabelText('فایل CSV'),
      new File([text], 'rates.csv', { type: 'text/csv' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'اعمال فایل' }));
    for (const problem of problems) expect(await within(dialog).findByText(problem)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ csv: text });
    wrong = false;
    await user.click(within(dialog).getByRole('button', { name: 'اعمال فایل' }));
    expect(await within(dialog).findByText(STAFF_RATES_MESSAGES.importApplied(2, 2))).toBeInTheDocument();
  });

  it("sends only the hotel's details that changed, and shows a refusal in Persian", async () => {
    const details = DETAILS;
    const { user, calls } = renderBackoffice('/backoffice/rates', (endPoint, method) => {
      if (endPoint === '/staff/me') return manager();
      if (endPoint === '/staff/hotels') return ok([HOTEL]);
      if (endPoint === '/staff/hotels/7' && method === 'PATCH')
        return ok({ ...details, phone: '05132222222' });
      if (endPoint === '/staff/hotels/7') return ok(details);
      if (endPoint.includes('/nights?'))
        return ok({
          hotel: { id: 7, name: HOTEL.name },
          roomType: { id: 31, name: 'دو تخته', inventory: 5 },
          nights: [],
        });
    });
    await user.click(await screen.findByRole('button', { name: 'اطلاعات هتل' }));
    const dialog = screen.getByRole('dialog', { name: `اطلاعات هتل: ${HOTEL.name}` });
    const phone = await within(dialog).findByRole('textbox', { name: 'تلفن پذیرش' });
    // Pasted rather than typed: each key re-renders the whole dialog, which under CI's load costs seconds.
    await user.click(phone);
    await user.paste('۰۹۱');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(within(dialog).getByText(STAFF_RATES_MESSAGES.phoneInvalid)).toBeInTheDocument();
    await user.clear(phone);
    await user.paste('۰۵۱۳۲۲۲۲۲۲۲');
    await user.click(within(dialog).getByRole('checkbox', { name: 'سونا' }));
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await within(dialog).findByText(STAFF_RATES_MESSAGES.detailsSaved)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      amenities: ['parking', 'sauna'],
      phone: '05132222222',
    });
  });

  /** Opens the hotel details of a hotel on the site's scale and turns its own policy on. */
  async function openOwnPolicy() {
    const details = { ...DETAILS, amenities: [] };
    const rendered = renderBackoffice('/backoffice/rates', (endPoint, method, body) => {
      if (endPoint === '/staff/me') return manager();
      if (endPoint === '/staff/hotels') return ok([HOTEL]);
      if (endPoint === '/staff/hotels/7' && method === 'PATCH')
        return ok({ ...details, ...(body as object) });
      if (endPoint === '/staff/hotels/7') return ok(details);
      if (endPoint.includes('/nights?'))
        return ok({
          hotel: { id: 7, name: HOTEL.name },
          roomType: { id: 31, name: 'دو تخته', inventory: 5 },
          nights: [],
        });
    });
    const { user } = rendered;
    await user.click(await screen.findByRole('button', { name: 'اطلاعات هتل' }));
    const dialog = screen.getByRole('dialog', { name: `اطلاعات هتل: ${HOTEL.name}` });
    const policy = await within(dialog).findByRole('group', { name: 'شرایط لغو' });
    expect(within(policy).getAllByRole('textbox', { name: 'از چند روز پیش از ورود' })[0]).toBeDisabled();
    await user.click(within(policy).getByRole('switch'));
    expect(within(policy).getAllByRole('group', { name: /^پله‌ی/ })).toHaveLength(5);
    const first = within(policy).getByRole('group', { name: 'پله‌ی ۱' });
    return {
      ...rendered,
      dialog,
      policy,
      days: within(first).getByRole('textbox', { name: 'از چند روز پیش از ورود' }),
      percent: within(first).getByRole('textbox', { name: 'درصد جریمه' }),
    };
  }

  it("refuses a hotel's own cancellation steps out of order", async () => {
    const { user, policy, days } = await openOwnPolicy();
    await user.clear(days);
    await user.type(days, '۰');
    expect(within(policy).getByText(STAFF_RATES_MESSAGES.policyOrder)).toBeInTheDocument();
  });

  it("writes the hotel's own cancellation policy out as travellers will read it and sends it", async () => {
    const { user, calls, dialog, policy, days, percent } = await openOwnPolicy();
    for (const n of [4, 3, 2])
      await user.click(within(policy).getByRole('button', { name: `حذف پله‌ی ${toPersianDigits(n)}` }));
    await user.clear(days);
    await user.paste('۱۴');
    await user.clear(percent);
    await user.paste('۱۰');
    expect(
      within(policy).getByText(/مسافر می‌خواند: لغو رزرو تا ۱۴ روز پیش از ورود با کسر ۱۰ درصد از مبلغ شب اول/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await within(dialog).findByText(STAFF_RATES_MESSAGES.detailsSaved)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      cancellationRules: {
        tiers: [
          { minDaysBefore: 14, percent: 10, of: 'firstNight' },
          { minDaysBefore: 0, percent: 70, of: 'firstNight' },
        ],
        holidays: { days: 'nowruz', percent: 100, of: 'firstNight' },
      },
    });
  });
});
