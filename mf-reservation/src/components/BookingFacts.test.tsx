import '@testing-library/jest-dom';
import { Providers } from '@rahi/shared-ui/providers';
import { render, screen } from '@testing-library/react';
import { booking } from '../testing/voucher-fixtures';
import { TEXTS } from '../texts';
import { BookingFacts } from './BookingFacts';

const amountLabel = () => screen.getByTestId('booking-amount').previousElementSibling?.textContent;

describe('BookingFacts', () => {
  it('names each fact and gives its value: the hotel as a value, not as the label of the nights', () => {
    render(
      <Providers router={false}>
        <BookingFacts booking={booking} />
      </Providers>,
    );
    const facts = screen
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(facts.slice(2, 4)).toEqual([
      [TEXTS.hotel, booking.hotel.name],
      [TEXTS.nights, '۲ شب'],
    ]);
  });

  it('calls the amount of a paid booking the amount paid', () => {
    render(
      <Providers router={false}>
        <BookingFacts booking={booking} />
      </Providers>,
    );
    expect(amountLabel()).toBe(TEXTS.amountPaid);
    expect(screen.getByTestId('booking-amount')).toHaveTextContent('۲٬۶۰۰٬۰۰۰ تومان');
  });

  it('calls it the amount to pay while the booking waits for its payment', () => {
    render(
      <Providers router={false}>
        <BookingFacts booking={{ ...booking, payment: null, status: 'pending_payment' }} />
      </Providers>,
    );
    expect(amountLabel()).toBe(TEXTS.amountToPay);
  });

  it('keeps "paid" for a paid booking cancelled since, and for one paid wholly from credit', () => {
    render(
      <Providers router={false}>
        <BookingFacts booking={{ ...booking, status: 'cancelled' }} />
        <BookingFacts
          booking={{
            ...booking,
            payment: null,
            amounts: { ...booking.amounts, credit: 26_000_000, toPay: 0 },
          }}
        />
      </Providers>,
    );
    const labels = screen
      .getAllByTestId('booking-amount')
      .map((dd) => dd.previousElementSibling?.textContent);
    expect(labels).toEqual([TEXTS.amountPaid, TEXTS.amountPaid]);
  });

  it('says what a cancelled booking gave back and where it went', () => {
    const refund = {
      amount: 20_000_000,
      destination: 'card' as const,
      cardPan: '603799******1234',
      status: 'pending' as const,
    };
    render(
      <Providers router={false}>
        <BookingFacts booking={{ ...booking, status: 'cancelled', refund }} />
      </Providers>,
    );
    expect(screen.getByTestId('booking-refund')).toHaveTextContent(
      '۲٬۰۰۰٬۰۰۰ تومان به کارت \u2066۶۰۳۷۹۹******۱۲۳۴\u2069 بازگردانده می‌شود (در حال واریز).',
    );
    expect(screen.getByTestId('booking-refund').previousElementSibling).toHaveTextContent(TEXTS.refund);
  });
});
