import '@testing-library/jest-dom';
import type { HotelConfirmation, HotelConfirmationList } from '@rahi/shared-contracts/api';
import { STAFF_DESK_MESSAGES } from '@rahi/shared-contracts/staff';
import { screen, waitFor, within } from '@testing-library/react';
import { staffMe } from '../testing/fixtures';
import { ok, renderBackoffice } from '../testing/render-app';

const MINUTE = 60_000;

const booking = (overrides: Partial<HotelConfirmation> = {}): HotelConfirmation => ({
  reserveId: '12345678',
  hotel: { id: 3, name: 'هتل درویشی' },
  checkin: '2026-12-20',
  nights: 2,
  rooms: 1,
  guestName: 'مریم احمدی',
  toPay: 36_000_000,
  paidAt: new Date(Date.now() - 10 * MINUTE).toISOString(),
  answerDeadline: new Date(Date.now() + 95 * MINUTE + 30_000).toISOString(),
  escalatedAt: null,
  ...overrides,
});

const queue = (items: HotelConfirmation[]): HotelConfirmationList => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
});
const manager = staffMe({ roles: ['hotel_manager'], hotelIds: [3] });

describe('the hotel confirmations queue', () => {
  it('shows each paid booking with the time left to answer, and marks one escalated to support', async () => {
    renderBackoffice('/backoffice/hotel-confirmations', (endPoint) => {
      if (endPoint === '/staff/me') return ok(manager);
      if (endPoint === '/staff/hotel-confirmations')
        return ok(
          queue([
            booking(),
            booking({
              reserveId: '87654321',
              answerDeadline: new Date(Date.now() - 20 * MINUTE - 30_000).toISOString(),
              escalatedAt: new Date().toISOString(),
            }),
          ]),
        );
    });

    const first = await screen.findByRole('article', { name: /رزرو ۱۲۳۴۵۶۷۸/ });
    expect(first).toHaveTextContent('۱ ساعت و ۳۶ دقیقه مانده');
    expect(first).toHaveTextContent('۳٬۶۰۰٬۰۰۰ تومان');
    expect(first).not.toHaveTextContent('ارجاع به پشتیبانی');
    const late = screen.getByRole('article', { name: /رزرو ۸۷۶۵۴۳۲۱/ });
    expect(late).toHaveTextContent('۲۰ دقیقه از مهلت گذشته');
    expect(late).toHaveTextContent('ارجاع به پشتیبانی');
  });

  it('refuses only with a reason, then sends the refusal and the booking leaves the queue', async () => {
    let waiting = [booking()];
    const { user, calls } = renderBackoffice('/backoffice/hotel-confirmations', (endPoint, method) => {
      if (endPoint === '/staff/me') return ok(manager);
      if (endPoint === '/staff/hotel-confirmations') return ok(queue(waiting));
      if (endPoint === '/staff/bookings/12345678/hotel-decision' && method === 'POST') {
        waiting = [];
        return ok(
          { reserveId: '12345678', status: 'cancelled', refund: 36_000_000, refundTo: 'wallet' },
          STAFF_DESK_MESSAGES.hotelRefused,
        );
      }
    });

    const card = await screen.findByRole('article', { name: /رزرو ۱۲۳۴۵۶۷۸/ });
    await user.click(within(card).getByRole('button', { name: 'رد' }));
    const dialog = screen.getByRole('dialog', { name: 'رد رزرو ۱۲۳۴۵۶۷۸' });
    expect(dialog).toHaveTextContent('۳٬۶۰۰٬۰۰۰ تومان همان لحظه به مسافر بازگردانده می‌شود');
    await user.click(within(dialog).getByRole('button', { name: 'رد رزرو' }));
    expect(await within(dialog).findByText(STAFF_DESK_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('دلیل رد'), 'هتل در این تاریخ تعمیرات دارد');
    await user.click(within(dialog).getByRole('button', { name: 'رد رزرو' }));

    expect(await screen.findByText('رزروی در انتظار پاسخ هتل نیست.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      decision: 'refuse',
      reason: 'هتل در این تاریخ تعمیرات دارد',
    });
  });

  it('confirms after a second look', async () => {
    const { user, calls } = renderBackoffice('/backoffice/hotel-confirmations', (endPoint, method) => {
      if (endPoint === '/staff/me') return ok(manager);
      if (endPoint === '/staff/hotel-confirmations') return ok(queue([booking()]));
      if (method === 'POST')
        return ok({ reserveId: '12345678', status: 'confirmed', refund: 0, refundTo: null });
    });

    await user.click(await screen.findByRole('button', { name: 'تایید' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'تایید رزرو ۱۲۳۴۵۶۷۸' })).getByRole('button', {
        name: 'تایید رزرو',
      }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      endPoint: '/staff/bookings/12345678/hotel-decision',
      body: { decision: 'confirm' },
    });
  });

  it('is not opened for a support agent', async () => {
    renderBackoffice('/backoffice/hotel-confirmations', (endPoint) =>
      endPoint === '/staff/me' ? ok(staffMe()) : undefined,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'دسترسی ندارید' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'تایید هتل' })).not.toBeInTheDocument();
  });
});
