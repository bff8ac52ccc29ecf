import { STAFF_DESK_MESSAGES } from '@rahi/shared-contracts/staff';
import '@testing-library/jest-dom';
import type { Answer } from '@rahi/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { staffMe } from '../testing/fixtures';
import { ok, refused, renderBackoffice } from '../testing/render-app';
import { staffBooking } from './testing';

const PATH = '/staff/bookings/12345678';

function renderBooking(answer: (endPoint: string, method: string, body: unknown) => Answer | undefined) {
  return renderBackoffice('/backoffice/bookings/12345678', (endPoint, method, body) =>
    endPoint === '/staff/me' ? ok(staffMe()) : answer(endPoint, method, body),
  );
}

describe('a booking in the back office', () => {
  it('shows its rooms and guests, amounts, payments with the bank reference, and history, in Persian digits', async () => {
    renderBooking((endPoint) => (endPoint === PATH ? ok(staffBooking()) : undefined));

    expect(await screen.findByRole('heading', { name: 'رزرو ۱۲۳۴۵۶۷۸', level: 1 })).toBeInTheDocument();
    const payments = await screen.findByRole('region', { name: 'پرداخت‌های رزرو' });
    expect(within(payments).getByText('۹۸۷۶۵۴۳۲۱')).toBeInTheDocument();
    expect(within(payments).getByText('پرداخت‌شده')).toBeInTheDocument();
    const rooms = screen.getByRole('region', { name: 'اتاق‌ها و مهمانان رزرو' });
    expect(within(rooms).getByText('مریم احمدی')).toBeInTheDocument();
    expect(within(rooms).getByText('۱ تخت اضافه')).toBeInTheDocument();
    expect(screen.getByText('۱۴۰۵/۰۹/۲۹، ۲ شب')).toBeInTheDocument();
    expect(screen.getByText('پرداخت رزرو')).toBeInTheDocument();
  });

  it('cancels with the penalty waived and the reason, after refusing an empty reason', async () => {
    let cancelled = false;
    const { user, calls } = renderBooking((endPoint, method) => {
      if (endPoint === PATH) return ok(staffBooking(cancelled ? { status: 'cancelled' } : {}));
      if (endPoint === `${PATH}/cancellation` && method === 'POST') {
        cancelled = true;
        return ok({
          reserveId: '12345678',
          status: 'cancelled',
          penalty: 0,
          refund: 36_000_000,
          refundTo: 'wallet',
        });
      }
    });
    await user.click(await screen.findByRole('button', { name: 'لغو رزرو' }));
    const dialog = screen.getByRole('dialog', { name: 'لغو رزرو ۱۲۳۴۵۶۷۸' });
    expect(within(dialog).getByText('۹۰۰٬۰۰۰ تومان', { exact: false })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'لغو رزرو' }));
    expect(within(dialog).getByText(STAFF_DESK_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.endPoint.endsWith('/cancellation'))).toBe(false);

    await user.click(within(dialog).getByRole('switch', { name: /بخشیدن جریمه/ }));
    await user.type(within(dialog).getByLabelText(/دلیل/), 'هتل تعمیرات دارد');
    await user.click(within(dialog).getByRole('button', { name: 'لغو بدون جریمه' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.endPoint === `${PATH}/cancellation`)?.body).toEqual({
      reason: 'هتل تعمیرات دارد',
      waivePenalty: true,
    });
    expect(await screen.findByText('لغو شده')).toBeInTheDocument();
  });

  it("keeps the dialog open with booking-api's Persian refusal", async () => {
    const { user } = renderBooking((endPoint) => {
      if (endPoint === PATH) return ok(staffBooking());
      if (endPoint === `${PATH}/voucher-sms`) return refused(409, STAFF_DESK_MESSAGES.voucherNotPaid);
    });
    await user.click(await screen.findByRole('button', { name: 'ارسال دوباره پیامک تاییدیه' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/دلیل/), 'مسافر پیامک را گم کرده');
    await user.click(within(dialog).getByRole('button', { name: 'ارسال پیامک' }));

    expect(await within(dialog).findByText(STAFF_DESK_MESSAGES.voucherNotPaid)).toBeInTheDocument();
  });

  it('refunds Toman typed in Persian digits to the wallet as Rial, and refuses more than the booking may give back', async () => {
    const { user, calls } = renderBooking((endPoint) => {
      if (endPoint === PATH) return ok(staffBooking({ refundable: 1_000_000 }));
      if (endPoint === `${PATH}/wallet-refund`)
        return ok({ reserveId: '12345678', amount: 500_000, refundable: 500_000 });
    });
    await user.click(await screen.findByRole('button', { name: 'بازپرداخت به کیف پول' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/مبلغ/), 'صد');
    await user.type(within(dialog).getByLabelText(/دلیل/), 'جبران خسارت');
    await user.click(within(dialog).getByRole('button', { name: 'واریز به کیف پول' }));
    expect(within(dialog).getByText(STAFF_DESK_MESSAGES.amountInvalidToman)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/مبلغ/));
    await user.type(within(dialog).getByLabelText(/مبلغ/), '۲۰۰٬۰۰۰');
    await user.click(within(dialog).getByRole('button', { name: 'واریز به کیف پول' }));
    expect(within(dialog).getByText(STAFF_DESK_MESSAGES.walletRefundTooMuch)).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/مبلغ/));
    await user.type(within(dialog).getByLabelText(/مبلغ/), '۵۰٬۰۰۰');
    await user.click(within(dialog).getByRole('button', { name: 'واریز به کیف پول' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.endPoint === `${PATH}/wallet-refund`)?.body).toEqual({
      amount: 500_000,
      reason: 'جبران خسارت',
    });
  });

  it('says so when the booking is not found', async () => {
    renderBooking((endPoint) =>
      endPoint === PATH ? refused(404, STAFF_DESK_MESSAGES.bookingNotFound) : undefined,
    );

    expect(await screen.findByText(STAFF_DESK_MESSAGES.bookingNotFound)).toBeInTheDocument();
  });
});
