import { PROFILE_MESSAGES } from '@rahi/shared-contracts';
import type { Ticket } from '@rahi/shared-contracts/api';
import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, ok, refused } from '../testing/fake-api';
import { ticket } from '../testing/fixtures';
import { renderPage } from '../testing/render-page';
import TicketPage from './TicketPage';
import TicketsPage from './TicketsPage';

const THREAD: Ticket = {
  ...ticket({ updatedAt: '2026-11-21T08:00:00.000Z' }),
  messages: [
    { id: 1, author: 'traveller', text: 'ساعت ورود هتل چند است؟', at: '2026-11-20T10:00:00.000Z' },
    { id: 2, author: 'support', text: 'ساعت ۱۴', at: '2026-11-21T08:00:00.000Z' },
  ],
};
const at = (path: string) =>
  renderPage(
    <Routes>
      <Route path="/profile/ticket/:id" element={<TicketPage />} />
      <Route path="/profile/ticket" element={<TicketsPage />} />
    </Routes>,
    path,
  );

const setVisibility = (state: 'visible' | 'hidden') =>
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });

describe('TicketPage', () => {
  it('reads the thread again every 10 s while the tab is visible, and not while it is hidden', async () => {
    jest.useFakeTimers();
    try {
      let thread: Ticket = { ...THREAD, status: 'open', messages: THREAD.messages.slice(0, 1) };
      const sent = fakeApi({ '/tickets/7': () => ok(thread) });
      at('/profile/ticket/7');
      expect(await screen.findByRole('heading', { name: 'ساعت ورود هتل' })).toBeInTheDocument();
      const reads = () => sent.filter((call) => call.endPoint === '/tickets/7').length;
      const before = reads();

      setVisibility('hidden');
      await act(async () => jest.advanceTimersByTimeAsync(60_000));
      expect(reads()).toBe(before);

      setVisibility('visible');
      thread = THREAD;
      await act(async () => jest.advanceTimersByTimeAsync(10_000));
      expect(reads()).toBe(before + 1);
      expect(await screen.findByText('ساعت ۱۴')).toBeInTheDocument();
      expect(screen.getByText('پاسخ داده شده')).toBeInTheDocument();
    } finally {
      setVisibility('visible');
      jest.useRealTimers();
    }
  });

  it('shows the thread with the traveller’s and support’s messages, and sends a reply', async () => {
    let thread = THREAD;
    const sent = fakeApi({
      '/tickets/7': () => ok(thread),
      'POST /tickets/7/messages': (body) => {
        const message = {
          id: 3,
          author: 'traveller' as const,
          text: String(body.message),
          at: THREAD.updatedAt,
        };
        thread = { ...THREAD, status: 'open', messages: [...THREAD.messages, message] };
        return { status: 201, meta: { status: true, message: PROFILE_MESSAGES.ticketReplied }, data: thread };
      },
    });
    const { user } = at('/profile/ticket/7');

    expect(await screen.findByRole('heading', { name: 'ساعت ورود هتل' })).toBeInTheDocument();
    expect(screen.getByText('پاسخ داده شده')).toBeInTheDocument();
    const messages = within(screen.getByRole('list', { name: 'پیام‌ها' })).getAllByRole('listitem');
    expect(messages.map((item) => item.getAttribute('aria-label'))).toEqual(['پیام شما', 'پیام پشتیبانی']);
    expect(messages[1]).toHaveTextContent('پشتیبانی، ۱۴۰۵/۰۸/۳۰ ۱۱:۳۰ساعت ۱۴');

    await user.type(screen.getByLabelText('پاسخ شما'), 'ممنون');
    await user.click(screen.getByRole('button', { name: 'ارسال پاسخ' }));

    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    expect(sent.find((call) => call.method === 'POST')).toEqual({
      endPoint: '/tickets/7/messages',
      method: 'POST',
      body: { message: 'ممنون' },
    });
    expect(screen.getByText('در انتظار پاسخ')).toBeInTheDocument();
    expect(screen.getByLabelText('پاسخ شما')).toHaveValue('');
  });

  it('keeps a reply refused because the ticket was closed meanwhile, and sends it as a new ticket', async () => {
    let thread: Ticket = { ...THREAD, status: 'open' };
    const sent = fakeApi({
      '/tickets/7': () => ok(thread),
      'POST /tickets/7/messages': () => {
        // Support closed it a moment before the reply arrived.
        thread = { ...THREAD, status: 'closed' };
        return refused(409, PROFILE_MESSAGES.ticketAlreadyClosed);
      },
      '/tickets': ok({ items: [], total: 0 }),
      '/profile/bookings': ok({ items: [], total: 0 }),
      'POST /tickets': {
        status: 201,
        meta: { status: true, message: PROFILE_MESSAGES.ticketCreated },
        data: { ...ticket({ id: 9, status: 'open' }), messages: [] },
      },
    });
    const { user } = at('/profile/ticket/7');

    await user.type(await screen.findByLabelText('پاسخ شما'), 'ساعت ۱۴ دیر است.{Enter}آیا زودتر ممکن است؟');
    await user.click(screen.getByRole('button', { name: 'ارسال پاسخ' }));

    // Read again at once (not by the page's 10 s re-read): the closed ticket, and the reply kept, with the focus on
    // it (the box it was in is gone).
    expect(
      await screen.findByText('این تیکت بسته شده است و پیام تازه نمی‌پذیرد.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('بسته شده')).toBeInTheDocument();
    expect(screen.queryByLabelText('پاسخ شما')).toBeNull();
    const kept = screen.getByText('پاسخ شما فرستاده نشد').closest('[role="alert"]');
    expect(screen.getByLabelText('متن فرستاده‌نشده')).toHaveTextContent(
      'ساعت ۱۴ دیر است. آیا زودتر ممکن است؟',
    );
    expect(kept).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'فرستادن در تیکت جدید' }));
    const form = await screen.findByRole('form', { name: 'تیکت جدید' });
    expect(within(form).getByLabelText('موضوع')).toHaveValue('ساعت ورود هتل');
    expect(within(form).getByLabelText('بخش')).toHaveValue('booking');
    expect(within(form).getByLabelText('رزرو مربوط (اختیاری)')).toHaveValue('12345678');
    expect(within(form).getByLabelText('متن پیام')).toHaveValue('ساعت ۱۴ دیر است.\nآیا زودتر ممکن است؟');
    await user.click(within(form).getByRole('button', { name: 'ثبت تیکت' }));
    await waitFor(() =>
      expect(sent.find((call) => call.endPoint === '/tickets' && call.method === 'POST')?.body).toEqual({
        subject: 'ساعت ورود هتل',
        department: 'booking',
        reserveId: '12345678',
        message: 'ساعت ۱۴ دیر است.\nآیا زودتر ممکن است؟',
      }),
    );
  });

  it('keeps what was typed when a read shows the ticket closed before anything was sent', async () => {
    jest.useFakeTimers();
    try {
      let thread: Ticket = { ...THREAD, status: 'open' };
      const sent = fakeApi({ '/tickets/7': () => ok(thread) });
      const { user } = at('/profile/ticket/7');
      await user.type(await screen.findByLabelText('پاسخ شما'), 'ممنون از پاسخ');
      thread = { ...THREAD, status: 'closed' };
      await act(async () => jest.advanceTimersByTimeAsync(10_000));

      expect(await screen.findByText('پاسخ شما فرستاده نشد')).toBeInTheDocument();
      expect(screen.getByLabelText('متن فرستاده‌نشده')).toHaveTextContent('ممنون از پاسخ');
      expect(sent.filter((call) => call.method === 'POST')).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('closes the ticket once confirmed; a closed ticket offers no reply', async () => {
    let thread = THREAD;
    const sent = fakeApi({
      '/tickets/7': () => ok(thread),
      'POST /tickets/7/close': () => {
        thread = { ...THREAD, status: 'closed' };
        return { status: 200, meta: { status: true, message: PROFILE_MESSAGES.ticketClosed }, data: thread };
      },
    });
    const { user } = at('/profile/ticket/7');

    await user.click(await screen.findByRole('button', { name: 'بستن تیکت' }));
    const dialog = screen.getByRole('dialog', { name: 'بستن تیکت' });
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'بستن تیکت' }));

    expect(await screen.findByText('این تیکت بسته شده است و پیام تازه نمی‌پذیرد.')).toBeInTheDocument();
    expect(screen.queryByLabelText('پاسخ شما')).toBeNull();
    expect(screen.getByText('بسته شده')).toBeInTheDocument();
    expect(sent.filter((call) => call.method === 'POST').map((call) => call.endPoint)).toEqual([
      '/tickets/7/close',
    ]);
  });

  it('says the ticket was not found for another traveller’s or a missing one', async () => {
    fakeApi({ '/tickets/99': refused(404, PROFILE_MESSAGES.ticketNotFound) });
    at('/profile/ticket/99');

    expect(await screen.findByText(PROFILE_MESSAGES.ticketNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'بازگشت به فهرست تیکت‌ها' })).toHaveAttribute(
      'href',
      '/profile/ticket',
    );
  });

  it('logs the page out when the token was revoked', async () => {
    fakeApi({ '/tickets/7': refused(401, 'ابتدا وارد حساب کاربری شوید.') });
    const { events } = at('/profile/ticket/7');

    await waitFor(() =>
      expect(events).toContainEqual({ type: 'auth/logged-out', payload: { redirectHome: true } }),
    );
  });
});
