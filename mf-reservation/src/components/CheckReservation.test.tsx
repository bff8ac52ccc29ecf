import '@testing-library/jest-dom';
import { BOOKING_MESSAGES } from '@rahi/shared-contracts';
import { Providers } from '@rahi/shared-ui/providers';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { booking, fakeGateway, MOBILE } from '../testing/voucher-fixtures';
import CheckReservation from './CheckReservation';

function renderForm(initial?: { reserveId: string; mobile: string }) {
  render(
    <Providers router={false}>
      <MemoryRouter>
        <CheckReservation initial={initial} />
      </MemoryRouter>
    </Providers>,
  );
}

async function lookUp(reserveId: string, mobile: string) {
  await userEvent.type(screen.getByLabelText('کد رزرو'), reserveId);
  await userEvent.type(screen.getByLabelText('شماره موبایل'), mobile);
  await userEvent.click(screen.getByRole('button', { name: 'نمایش وضعیت' }));
}

describe('CheckReservation', () => {
  it('finds a paid booking from Persian digits and links its voucher and invoice', async () => {
    const calls = fakeGateway([booking]);
    renderForm();
    await lookUp('۷۳۹۲۰۴۱۸', '۰۹۳۵۱۲۳۴۵۶۷');

    const result = await screen.findByRole('region', { name: 'وضعیت رزرو' });
    expect(result).toHaveTextContent(BOOKING_MESSAGES.bookingConfirmed);
    expect(screen.getByTestId('reserve-id')).toHaveTextContent('۷۳۹۲۰۴۱۸');
    expect(screen.getByRole('link', { name: 'مشاهده واچر' })).toHaveAttribute(
      'href',
      `/voucher?reserveId=73920418&mobile=${MOBILE}`,
    );
    expect(screen.getByRole('link', { name: 'مشاهده صورت‌حساب' })).toHaveAttribute(
      'href',
      `/voucher?reserveId=73920418&mobile=${MOBILE}&isFactor=1`,
    );
    expect(calls).toEqual([`/bookings/73920418?mobile=${MOBILE}`]);
  });

  it('says "not found" for a wrong mobile, as for an id that does not exist', async () => {
    fakeGateway([booking]);
    renderForm();
    await lookUp('73920418', '09120000000');
    expect(await screen.findByTestId('lookup-failure')).toHaveTextContent(BOOKING_MESSAGES.bookingNotFound);
    expect(screen.queryByRole('link', { name: 'مشاهده واچر' })).not.toBeInTheDocument();
  });

  it('refuses a short reserve id in Persian before asking anyone', async () => {
    const calls = fakeGateway([booking]);
    renderForm();
    await lookUp('۱۲۳', MOBILE);
    expect(await screen.findByText(BOOKING_MESSAGES.reserveIdInvalid)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('looks up at once when opened with both (the QR code on the voucher), and offers payment while unpaid', async () => {
    fakeGateway([{ ...booking, status: 'pending_payment', payment: null }]);
    renderForm({ reserveId: booking.reserveId, mobile: MOBILE });
    expect(await screen.findByRole('button', { name: 'پرداخت رزرو' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'مشاهده واچر' })).not.toBeInTheDocument();
  });
});
