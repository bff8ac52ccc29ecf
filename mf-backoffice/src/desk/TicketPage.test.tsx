import '@testing-library/jest-dom';
import type { StaffTicket } from '@rahi/shared-contracts/api';
import { screen, waitFor, within } from '@testing-library/react';
import { staffMe } from '../testing/fixtures';
import { ok, refused, renderBackoffice } from '../testing/render-app';

const TICKET: StaffTicket = {
  id: 5,
  subject: 'اتاق آماده نبود',
  department: 'booking',
  status: 'open',
  reserveId: '12345678',
  createdAt: '2026-11-28T08:00:00Z',
  updatedAt: '2026-11-28T08:30:00Z',
  assignee: null,
  traveller: { id: 3, mobile: '09123456789', name: 'مریم احمدی' },
  messages: [
    { id: 1, author: 'traveller', text: 'ساعت ۱۴ رسیدیم و اتاق آماده نبود.', at: '2026-11-28T08:00:00Z' },
  ],
};

describe('a ticket on the support desk', () => {
  it('shows the traveller’s thread, and sends the agent’s reply, which the thread then shows', async () => {
    let ticket = TICKET;
    const { user, calls } = renderBackoffice('/backoffice/tickets/5', (endPoint, method, body) => {
      if (endPoint === '/staff/me') return ok(staffMe());
      if (endPoint === '/staff/tickets/5') return ok(ticket);
      if (endPoint === '/staff/tickets/5/messages' && method === 'POST') {
        const { message } = body as { message: string };
        ticket = {
          ...ticket,
          status: 'answered',
          messages: [
            ...ticket.messages,
            { id: 2, author: 'support', text: message, at: '2026-11-28T09:00:00Z' },
          ],
        };
        return ok(ticket, 'پاسخ ثبت شد و به مسافر خبر داده شد.');
      }
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'اتاق آماده نبود' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'پیام مسافر' })).toHaveTextContent('اتاق آماده نبود.');
    expect(screen.getByRole('link', { name: '۱۲۳۴۵۶۷۸' })).toHaveAttribute(
      'href',
      '/backoffice/bookings/12345678',
    );

    await user.type(screen.getByLabelText('پاسخ پشتیبانی'), 'اتاق دیگری آماده شد.');
    await user.click(screen.getByRole('button', { name: 'ارسال پاسخ' }));

    expect(await screen.findByRole('listitem', { name: 'پیام پشتیبانی' })).toHaveTextContent(
      'اتاق دیگری آماده شد.',
    );
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      endPoint: '/staff/tickets/5/messages',
      body: { message: 'اتاق دیگری آماده شد.' },
    });
    await waitFor(() => expect(screen.getByLabelText('پاسخ پشتیبانی')).toHaveValue(''));
  });

  it('takes the ticket for the signed-in agent and closes it after confirming', async () => {
    let ticket = TICKET;
    const { user, calls } = renderBackoffice('/backoffice/tickets/5', (endPoint, method, body) => {
      if (endPoint === '/staff/me') return ok(staffMe());
      if (endPoint === '/staff/tickets/5') return ok(ticket);
      if (endPoint === '/staff/tickets/5/assignment' && method === 'POST') {
        ticket = {
          ...ticket,
          assignee: (body as { staffId: number }).staffId ? { id: 7, email: 'agent@rahi.example' } : null,
        };
        return ok(ticket);
      }
      if (endPoint === '/staff/tickets/5/close' && method === 'POST') {
        ticket = { ...ticket, status: 'closed' };
        return ok(ticket);
      }
    });

    await user.click(await screen.findByRole('button', { name: 'واگذاری به من' }));
    expect(await screen.findByText('شما')).toBeInTheDocument();
    expect(calls.find((call) => call.endPoint === '/staff/tickets/5/assignment')?.body).toEqual({
      staffId: 7,
    });

    await user.click(screen.getByRole('button', { name: 'بستن تیکت' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'بستن تیکت' })).getByRole('button', { name: 'بستن تیکت' }),
    );

    expect(await screen.findByRole('button', { name: 'بازگشایی تیکت' })).toBeInTheDocument();
    expect(screen.queryByLabelText('پاسخ پشتیبانی')).not.toBeInTheDocument();
    // A status line, not the closing's toast («تیکت بسته شد.»).
    expect(screen.getByText(/^این تیکت بسته است و پاسخ تازه نمی‌پذیرد/)).toBeInTheDocument();
  });

  it('keeps a reply refused because the traveller closed the ticket, and gives it back once reopened', async () => {
    let ticket = TICKET;
    const { user, calls } = renderBackoffice('/backoffice/tickets/5', (endPoint, method) => {
      if (endPoint === '/staff/me') return ok(staffMe());
      if (endPoint === '/staff/tickets/5') return ok(ticket);
      if (endPoint === '/staff/tickets/5/messages' && method === 'POST') {
        ticket = { ...ticket, status: 'closed' };
        return refused(409, 'این تیکت بسته شده است و پیام جدید نمی‌پذیرد.');
      }
      if (endPoint === '/staff/tickets/5/reopen' && method === 'POST') {
        ticket = { ...ticket, status: 'open' };
        return ok(ticket);
      }
    });

    await user.type(await screen.findByLabelText('پاسخ پشتیبانی'), 'اتاق دیگری برایتان گرفتیم.');
    await user.click(screen.getByRole('button', { name: 'ارسال پاسخ' }));

    // Read again on the refusal, not by the desk's 30 s re-read.
    expect(
      await screen.findByText(/پاسخی که نوشته بودید فرستاده نشد/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('پاسخ پشتیبانی')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'بازگشایی تیکت' }));
    expect(await screen.findByLabelText('پاسخ پشتیبانی')).toHaveValue('اتاق دیگری برایتان گرفتیم.');
    expect(calls.filter((call) => call.endPoint === '/staff/tickets/5/messages')).toHaveLength(1);
  });

  it('says a missing ticket was not found', async () => {
    renderBackoffice('/backoffice/tickets/99', (endPoint) =>
      endPoint === '/staff/me' ? ok(staffMe()) : undefined,
    );
    expect(await screen.findByText('تیکت مورد نظر پیدا نشد.')).toBeInTheDocument();
  });
});
