import { PROFILE_MESSAGES } from '@rahi/shared-contracts';
import '@testing-library/jest-dom';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { leaveForBank } from '../api/leave-for-bank';
import { fakeApi, ok } from '../testing/fake-api';
import { booking } from '../testing/fixtures';
import { renderPage } from '../testing/render-page';
import ReservesPage from './ReservesPage';

jest.mock('../api/leave-for-bank', () => ({ leaveForBank: jest.fn() }));

const PAID = booking();
const HELD = booking({
  reserveId: '87654321',
  status: 'pending_payment',
  holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
});
const QUOTE = {
  allowed: true,
  reason: null,
  penalty: 2_000_000,
  refund: 34_000_000,
  refundTo: 'wallet',
  percentOfNight: 20,
  chargeOf: 'firstNight' as const,
  daysBefore: 14,
  holiday: false,
};

/** What a cancelled booking gave back to the wallet. */
const walletRefund = (amount: number) =>
  ({ amount, destination: 'wallet', cardPan: null, status: 'done' }) as const;

const address = () => screen.getByRole('status', { name: 'نشانی فعلی' });

/** booking-api's answer to cancelling 12345678 (QUOTE's penalty and refund). */
const CANCELLED = {
  reserveId: '12345678',
  status: 'cancelled',
  penalty: 2_000_000,
  refund: 34_000_000,
  refundTo: 'wallet',
  credit: 36_500_000,
} as const;

describe('ReservesPage', () => {
  it('lists the bookings with status chips, Jalali dates, the amount, and voucher and invoice links', async () => {
    fakeApi({ '/profile/bookings': ok({ items: [HELD, PAID], total: 2 }) });
    renderPage(<ReservesPage />, '/profile/reserves');

    const paid = await screen.findByRole('article', { name: 'رزرو ۱۲۳۴۵۶۷۸' });
    expect(within(paid).getByText('تایید شده')).toBeInTheDocument();
    expect(paid).toHaveTextContent('یکشنبه ۲۹ آذر ۱۴۰۵ تا سه‌شنبه ۱ دی ۱۴۰۵ (۲ شب)، ۱ اتاق');
    expect(paid).toHaveTextContent('۳٬۶۰۰٬۰۰۰ تومان');
    expect(within(paid).getByRole('link', { name: 'واچر' })).toHaveAttribute(
      'href',
      '/voucher?reserveId=12345678&mobile=09123456789',
    );
    expect(within(paid).getByRole('link', { name: 'فاکتور' })).toHaveAttribute(
      'href',
      '/voucher?reserveId=12345678&mobile=09123456789&isFactor=1',
    );
    const held = screen.getByRole('article', { name: 'رزرو ۸۷۶۵۴۳۲۱' });
    expect(within(held).getByText('در انتظار پرداخت')).toBeInTheDocument();
    expect(within(held).queryByRole('link', { name: 'واچر' })).not.toBeInTheDocument();
    expect(within(held).getByRole('button', { name: 'پرداخت' })).toBeEnabled();
    expect(within(held).getByRole('link', { name: 'تیکت پشتیبانی درباره رزرو ۸۷۶۵۴۳۲۱' })).toHaveAttribute(
      'href',
      '/profile/ticket?reserveId=87654321',
    );
  });

  it('says what a cancelled booking gave back and where it went', async () => {
    const refund = walletRefund(30_000_000);
    fakeApi({
      '/profile/bookings': ok({ items: [booking({ status: 'cancelled', refund })], total: 1 }),
    });
    renderPage(<ReservesPage />, '/profile/reserves');
    const cancelled = await screen.findByRole('article', { name: 'رزرو ۱۲۳۴۵۶۷۸' });
    expect(within(cancelled).getByTestId('booking-refund')).toHaveTextContent(
      'بازپرداخت: ۳٬۰۰۰٬۰۰۰ تومان به کیف پول شما بازگشت.',
    );
  });

  it('filters by status through the address', async () => {
    const sent = fakeApi({
      '/profile/bookings': ok({ items: [PAID], total: 1 }),
      '/profile/bookings?status=cancelled': ok({ items: [], total: 0 }),
    });
    const { user } = renderPage(<ReservesPage />, '/profile/reserves');

    await screen.findByRole('article', { name: 'رزرو ۱۲۳۴۵۶۷۸' });
    await user.click(screen.getByRole('button', { name: 'لغو شده' }));

    expect(await screen.findByText('رزروی با این وضعیت ندارید.')).toBeInTheDocument();
    expect(address()).toHaveTextContent('/profile/reserves?status=cancelled');
    expect(screen.getByRole('button', { name: 'لغو شده' })).toHaveAttribute('aria-pressed', 'true');
    expect(sent.map((call) => call.endPoint)).toContain('/profile/bookings?status=cancelled');
  });

  it('shows the penalty and the refund before cancelling, then cancels and tells the header the new credit', async () => {
    const sent = fakeApi({
      '/profile/bookings': ok({ items: [PAID], total: 1 }),
      'GET /bookings/12345678/cancellation': ok(QUOTE),
      'POST /bookings/12345678/cancellation': {
        status: 200,
        meta: { status: true, message: PROFILE_MESSAGES.cancelled },
        data: CANCELLED,
      },
    });
    const { user, events } = renderPage(<ReservesPage />, '/profile/reserves');

    await user.click(await screen.findByRole('button', { name: 'لغو رزرو' }));
    const dialog = await screen.findByRole('dialog', { name: 'لغو رزرو ۱۲۳۴۵۶۷۸' });
    expect(await within(dialog).findByTestId('cancel-penalty')).toHaveTextContent('۲۰۰٬۰۰۰ تومان');
    expect(within(dialog).getByTestId('cancel-refund')).toHaveTextContent('۳٬۴۰۰٬۰۰۰ تومان');
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'تایید و لغو رزرو' }));

    await waitFor(() =>
      expect(events).toContainEqual({ type: 'auth/session-updated', payload: { credit: 36_500_000 } }),
    );
    expect(await screen.findByText(PROFILE_MESSAGES.cancelled)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says why the charge is the holiday rule's, and not when it is the policy's step for the days left", async () => {
    for (const holiday of [false, true]) {
      cleanup();
      fakeApi({
        '/profile/bookings': ok({ items: [PAID], total: 1 }),
        'GET /bookings/12345678/cancellation': ok({ ...QUOTE, percentOfNight: holiday ? 100 : 20, holiday }),
      });
      const { user } = renderPage(<ReservesPage />, '/profile/reserves');
      await user.click(await screen.findByRole('button', { name: 'لغو رزرو' }));
      const dialog = await screen.findByRole('dialog', { name: 'لغو رزرو ۱۲۳۴۵۶۷۸' });
      expect(
        await within(dialog).findByText(/^۱۴ روز تا تاریخ ورود مانده است؛/, {
          normalizer: (text) => text.trim(),
        }),
      ).toHaveTextContent(
        holiday
          ? '۱۴ روز تا تاریخ ورود مانده است؛ اقامت در ایام تعطیلات است و به قانون لغو هتل در این ایام، جریمه برای هر اتاق ۱۰۰٪ بهای شب اول است.'
          : '۱۴ روز تا تاریخ ورود مانده است؛ جریمه برای هر اتاق ۲۰٪ بهای شب اول است.',
      );
    }
  });

  it('puts the keyboard on what came back once the booking shows cancelled: its «لغو رزرو» is gone', async () => {
    let cancelled = false;
    const refund = walletRefund(34_000_000);
    fakeApi({
      '/profile/bookings': () =>
        ok({ items: [cancelled ? booking({ status: 'cancelled', refund }) : PAID], total: 1 }),
      'GET /bookings/12345678/cancellation': ok(QUOTE),
      'POST /bookings/12345678/cancellation': () => {
        cancelled = true;
        return ok(CANCELLED);
      },
    });
    const { user } = renderPage(<ReservesPage />, '/profile/reserves');
    await user.click(await screen.findByRole('button', { name: 'لغو رزرو' }));
    const dialog = await screen.findByRole('dialog', { name: 'لغو رزرو ۱۲۳۴۵۶۷۸' });
    await within(dialog).findByTestId('cancel-penalty');
    await user.click(within(dialog).getByRole('button', { name: 'تایید و لغو رزرو' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'لغو رزرو' })).toBeNull();
    await waitFor(() => expect(screen.getByTestId('booking-refund')).toHaveFocus());
    expect(screen.getByTestId('booking-refund')).toHaveTextContent('۳٬۴۰۰٬۰۰۰ تومان به کیف پول شما بازگشت.');
  });

  it('shows the booking as it is now when cancelling is refused because it changed meanwhile (another tab)', async () => {
    const refund = walletRefund(34_000_000);
    let elsewhere = false;
    const gone = 'این رزرو لغو شده یا منقضی شده است.';
    fakeApi({
      '/profile/bookings': () =>
        ok({ items: [elsewhere ? booking({ status: 'cancelled', refund }) : PAID], total: 1 }),
      'GET /bookings/12345678/cancellation': () =>
        elsewhere ? ok({ ...QUOTE, allowed: false, reason: gone }) : ok(QUOTE),
      'POST /bookings/12345678/cancellation': {
        status: 409,
        meta: { status: false, message: gone, errors: [gone] },
        data: null,
      },
    });
    const { user } = renderPage(<ReservesPage />, '/profile/reserves');
    await user.click(await screen.findByRole('button', { name: 'لغو رزرو' }));
    const dialog = await screen.findByRole('dialog', { name: 'لغو رزرو ۱۲۳۴۵۶۷۸' });
    await within(dialog).findByTestId('cancel-penalty');
    elsewhere = true;
    await user.click(within(dialog).getByRole('button', { name: 'تایید و لغو رزرو' }));

    expect(await within(dialog).findByText(gone)).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'رزرو ۱۲۳۴۵۶۷۸', hidden: true });
    await waitFor(() => expect(within(card).getByText('لغو شده')).toBeInTheDocument());
    expect(within(card).getByTestId('booking-refund')).toHaveTextContent(
      '۳٬۴۰۰٬۰۰۰ تومان به کیف پول شما بازگشت.',
    );
    // Closed, the dialog's opener has gone with the booking's state: the keyboard goes to what came back.
    await user.click(within(dialog).getByRole('button', { name: 'انصراف' }));
    await waitFor(() => expect(screen.getByTestId('booking-refund')).toHaveFocus());
  });

  it('says what came back above the list, and puts the keyboard there, when the cancelled booking leaves it', async () => {
    let cancelled = false;
    fakeApi({
      '/profile/bookings?status=confirmed': () =>
        ok({ items: cancelled ? [] : [PAID], total: cancelled ? 0 : 1 }),
      '/profile/bookings': ok({ items: [booking({ status: 'cancelled' })], total: 1 }),
      'GET /bookings/12345678/cancellation': ok({ ...QUOTE, refundTo: 'card' }),
      'POST /bookings/12345678/cancellation': () => {
        cancelled = true;
        return ok({ ...CANCELLED, refundTo: 'card' });
      },
    });
    const { user } = renderPage(<ReservesPage />, '/profile/reserves?status=confirmed');
    await user.click(await screen.findByRole('button', { name: 'لغو رزرو' }));
    const dialog = await screen.findByRole('dialog', { name: 'لغو رزرو ۱۲۳۴۵۶۷۸' });
    await within(dialog).findByTestId('cancel-penalty');
    await user.click(within(dialog).getByRole('button', { name: 'تایید و لغو رزرو' }));

    const notice = await screen.findByTestId('cancelled-notice');
    expect(notice).toHaveTextContent(
      'رزرو ۱۲۳۴۵۶۷۸ لغو شد. بازپرداخت: ۳٬۴۰۰٬۰۰۰ تومان به کارت پرداخت‌کننده بازگردانده می‌شود (در حال واریز).',
    );
    await waitFor(() => expect(notice).toHaveFocus());
    expect(screen.getByText('رزروی با این وضعیت ندارید.')).toBeInTheDocument();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'همه' }));
    await waitFor(() => expect(screen.queryByTestId('cancelled-notice')).toBeNull());
  });

  it('offers no cancelling of a booking another account made for the traveller, and says who can', async () => {
    fakeApi({
      '/profile/bookings': ok({ items: [booking({ cancellableByCaller: false })], total: 1 }),
    });
    renderPage(<ReservesPage />, '/profile/reserves');

    expect(await screen.findByText(PROFILE_MESSAGES.cancelByBookingAccount)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'لغو رزرو' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'واچر' })).toBeInTheDocument();
  });

  it('says the refund goes back to the card for a booking made without an account', async () => {
    fakeApi({
      '/profile/bookings': ok({ items: [PAID], total: 1 }),
      '/bookings/12345678/cancellation': ok({ ...QUOTE, refundTo: 'card' }),
    });
    const { user } = renderPage(<ReservesPage />, '/profile/reserves');

    await user.click(await screen.findByRole('button', { name: 'لغو رزرو' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('مبلغ بازگشتی به کارت پرداخت‌کننده')).toBeInTheDocument();
    expect(within(dialog).queryByText('مبلغ بازگشتی به کیف پول')).not.toBeInTheDocument();
  });

  it('gives the reason and no way to confirm when the booking can no longer be cancelled', async () => {
    fakeApi({
      '/profile/bookings': ok({ items: [PAID], total: 1 }),
      '/bookings/12345678/cancellation': ok({
        ...QUOTE,
        allowed: false,
        reason: PROFILE_MESSAGES.cancelStarted,
      }),
    });
    const { user } = renderPage(<ReservesPage />, '/profile/reserves');

    await user.click(await screen.findByRole('button', { name: 'لغو رزرو' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(PROFILE_MESSAGES.cancelStarted)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'تایید و لغو رزرو' })).toBeDisabled();
  });

  it('pays a booking still held for payment with its booker mobile', async () => {
    const sent = fakeApi({
      '/profile/bookings': ok({ items: [HELD], total: 1 }),
      '/bookings/87654321/payments': ok({ paymentId: 5, redirectUrl: '/sandbox-bank/S000' }),
    });
    const { user } = renderPage(<ReservesPage />, '/profile/reserves');

    await user.click(await screen.findByRole('button', { name: 'پرداخت' }));

    await waitFor(() => expect(leaveForBank).toHaveBeenCalledWith('/sandbox-bank/S000'));
    expect(sent.at(-1)).toEqual({
      endPoint: '/bookings/87654321/payments',
      method: 'POST',
      body: { reserveId: '87654321', mobile: '09123456789' },
    });
  });
});
