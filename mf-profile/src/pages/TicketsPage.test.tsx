import { PROFILE_MESSAGES } from '@rahi/shared-contracts';
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, ok } from '../testing/fake-api';
import { booking, ticket } from '../testing/fixtures';
import { renderPage } from '../testing/render-page';
import TicketsPage from './TicketsPage';

const BOOKINGS = { items: [booking()], total: 1 };
const address = () => screen.getByRole('status', { name: 'نشانی فعلی' });

describe('TicketsPage', () => {
  it('lists the tickets with their status, department, booking and last change in Jalali', async () => {
    fakeApi({
      '/tickets': ok({
        items: [
          ticket(),
          ticket({ id: 8, subject: 'بازگشت وجه', status: 'open', department: 'refund', reserveId: null }),
        ],
        total: 2,
      }),
    });
    renderPage(<TicketsPage />, '/profile/ticket');

    const answered = await screen.findByRole('article', { name: 'ساعت ورود هتل' });
    expect(within(answered).getByText('پاسخ داده شده')).toBeInTheDocument();
    expect(answered).toHaveTextContent('بخش رزرو، رزرو ۱۲۳۴۵۶۷۸، آخرین تغییر ۱۴۰۵/۰۹/۰۱ ۰۰:۰۱');
    expect(within(answered).getByRole('link', { name: 'ساعت ورود هتل' })).toHaveAttribute(
      'href',
      '/profile/ticket/7',
    );
    const open = screen.getByRole('article', { name: 'بازگشت وجه' });
    expect(within(open).getByText('در انتظار پاسخ')).toBeInTheDocument();
    expect(open).not.toHaveTextContent('رزرو ۱');
    expect(screen.getByText('۲ تیکت')).toBeInTheDocument();
  });

  it('filters by status through the address', async () => {
    const sent = fakeApi({
      '/tickets': ok({ items: [ticket()], total: 1 }),
      '/tickets?status=closed': ok({ items: [], total: 0 }),
    });
    const { user } = renderPage(<TicketsPage />, '/profile/ticket');

    await screen.findByRole('article', { name: 'ساعت ورود هتل' });
    await user.click(screen.getByRole('button', { name: 'بسته شده' }));

    expect(await screen.findByText('تیکتی با این وضعیت ندارید.')).toBeInTheDocument();
    expect(address()).toHaveTextContent('/profile/ticket?status=closed');
    expect(sent.map((call) => call.endPoint)).toContain('/tickets?status=closed');
  });

  it('opens a ticket about one of the traveller’s bookings and goes to its thread', async () => {
    const sent = fakeApi({
      '/tickets': ok({ items: [], total: 0 }),
      '/profile/bookings': ok(BOOKINGS),
      'POST /tickets': {
        status: 201,
        meta: { status: true, message: PROFILE_MESSAGES.ticketCreated },
        data: { ...ticket({ id: 9, status: 'open' }), messages: [] },
      },
    });
    const { user } = renderPage(<TicketsPage />, '/profile/ticket');

    await user.click(await screen.findByRole('button', { name: 'تیکت جدید' }));
    const form = screen.getByRole('form', { name: 'تیکت جدید' });
    await user.click(within(form).getByLabelText('موضوع'));
    await user.paste('ساعت ورود هتل');
    await user.selectOptions(within(form).getByLabelText('بخش'), 'رزرو');
    await screen.findByRole('option', { name: /^۱۲۳۴۵۶۷۸، هتل درویشی/ });
    await user.selectOptions(within(form).getByLabelText('رزرو مربوط (اختیاری)'), '12345678');
    await user.click(within(form).getByLabelText('متن پیام'));
    await user.paste('ساعت ورود هتل چند است؟');
    await user.click(within(form).getByRole('button', { name: 'ثبت تیکت' }));

    await waitFor(() => expect(address()).toHaveTextContent('/profile/ticket/9'));
    expect(sent.find((call) => call.method === 'POST')).toEqual({
      endPoint: '/tickets',
      method: 'POST',
      body: {
        subject: 'ساعت ورود هتل',
        department: 'booking',
        reserveId: '12345678',
        message: 'ساعت ورود هتل چند است؟',
      },
    });
    expect(await screen.findByText(PROFILE_MESSAGES.ticketCreated)).toBeInTheDocument();
  });

  it('refuses an empty ticket beside each field and sends nothing', async () => {
    const sent = fakeApi({ '/tickets': ok({ items: [], total: 0 }), '/profile/bookings': ok(BOOKINGS) });
    const { user } = renderPage(<TicketsPage />, '/profile/ticket');

    await user.click(await screen.findByRole('button', { name: 'تیکت جدید' }));
    await user.click(screen.getByRole('button', { name: 'ثبت تیکت' }));

    expect(screen.getByLabelText('موضوع')).toHaveAccessibleDescription(
      PROFILE_MESSAGES.ticketSubjectRequired,
    );
    expect(screen.getByLabelText('بخش')).toHaveAccessibleDescription(
      PROFILE_MESSAGES.ticketDepartmentRequired,
    );
    expect(screen.getByLabelText('متن پیام')).toHaveAccessibleDescription(
      PROFILE_MESSAGES.ticketMessageRequired,
    );
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('opens the form with the booking chosen when the address names one', async () => {
    fakeApi({ '/tickets': ok({ items: [], total: 0 }), '/profile/bookings': ok(BOOKINGS) });
    renderPage(<TicketsPage />, '/profile/ticket?reserveId=12345678');

    const form = await screen.findByRole('form', { name: 'تیکت جدید' });
    await within(form).findByRole('option', { name: /^۱۲۳۴۵۶۷۸، هتل درویشی/ });
    expect(within(form).getByLabelText('رزرو مربوط (اختیاری)')).toHaveValue('12345678');
    expect(within(form).getByLabelText('بخش')).toHaveValue('booking');
  });
});
