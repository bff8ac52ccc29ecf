import { Providers } from '@rahi/shared-ui/providers';
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { selectedRoomFrom } from '../state/room-selection';
import { roomOffer } from '../testing/fixtures';
import { CartSummary } from './CartSummary';

const phoneBar = () => screen.getByRole('region', { name: 'خلاصه رزرو در پایین صفحه' });

describe('CartSummary', () => {
  it('says beside the page and on the phone bar that no room is chosen yet, with no amount', () => {
    render(
      <Providers router={false}>
        <CartSummary cart={[]} nights={2} onReserve={() => {}} saving={false} />
      </Providers>,
    );

    expect(within(phoneBar()).getByText('هنوز اتاقی انتخاب نشده است.')).toBeInTheDocument();
    expect(phoneBar()).not.toHaveTextContent('تومان');
    const aside = screen.getByRole('complementary', { name: 'خلاصه رزرو' });
    expect(within(aside).getByText('هنوز اتاقی انتخاب نشده است.')).toBeInTheDocument();
    expect(aside).not.toHaveTextContent('تومان');
    expect(within(phoneBar()).getByRole('button', { name: 'رزرو' })).toBeEnabled();
  });

  it('shows the rooms, the nights and the amount to pay once a room is chosen', () => {
    render(
      <Providers router={false}>
        <CartSummary cart={[selectedRoomFrom(roomOffer(1))]} nights={2} onReserve={() => {}} saving={false} />
      </Providers>,
    );

    expect(within(phoneBar()).getByText(/^۱ اتاق، ۲ شب/)).toBeInTheDocument();
    expect(screen.getByTestId('bar-amount')).toHaveTextContent(/^[۰-۹٬]+ تومان$/);
    expect(screen.getByTestId('summary-amount')).toHaveTextContent(/^[۰-۹٬]+ تومان$/);
    expect(within(phoneBar()).queryByText('هنوز اتاقی انتخاب نشده است.')).toBeNull();
  });
});
