import '@testing-library/jest-dom';
import type { SelectedRoom } from '@rahi/shared-contracts';
import type { RoomOffer } from '@rahi/shared-contracts/api';
import { Providers } from '@rahi/shared-ui/providers';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXTS } from '../texts';
import { PriceBreakdown } from './PriceBreakdown';

// Two nights at 13 and 11 million Rial, two extra beds at 1.5 million each for the stay, early check-in
// 2 million plus 0.25 million per extra bed.
const room: SelectedRoom = {
  id: 12,
  totalBoardPrice: 24_000_000,
  totalCustomerPrice: 22_000_000,
  extraBedCount: 2,
  extraBoardPrice: 1_500_000,
  extraCustomerPrice: 1_400_000,
  earlyCheckIn: true,
  lateCheckOut: false,
  early: {
    earlyBoardPrice: 2_000_000,
    earlyCustomerPrice: 1_800_000,
    extraEarlyBoardPrice: 250_000,
    extraEarlyCustomerPrice: 400_000,
  },
  late: { lateBoardPrice: 0, lateCustomerPrice: 0, extraLateBoardPrice: 0, extraLateCustomerPrice: 0 },
};
const offer = {
  id: 12,
  name: 'دو تخته دبل',
  nights: [
    { date: '2026-06-30', boardPrice: 13_000_000, customerPrice: 12_000_000 },
    { date: '2026-07-01', boardPrice: 11_000_000, customerPrice: 10_000_000 },
  ],
} as unknown as RoomOffer;

function setWidth(desktop: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: desktop && query.includes('min-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

function renderBreakdown(offers: readonly RoomOffer[] | undefined) {
  return render(
    <Providers router={false}>
      <PriceBreakdown nights={2} rooms={[room]} offers={offers} />
    </Providers>,
  );
}

describe('PriceBreakdown', () => {
  it('is drawn before the prices arrive, a placeholder for each of its lines, so nothing below it moves', () => {
    setWidth(true);
    const { container, rerender } = renderBreakdown(undefined);

    // One h2 around the disclosure's button, no heading nested in another.
    expect(screen.getAllByRole('heading')).toEqual([
      screen.getByRole('heading', { level: 2, name: TEXTS.breakdownTitle }),
    ]);
    expect(screen.queryAllByTestId('price-breakdown-room')).toHaveLength(0);
    // The room, two nights, the extra beds and early check-in.
    expect(container.querySelectorAll('.MuiSkeleton-root')).toHaveLength(5);
    expect(container.querySelector('#price-breakdown-lines')).toContainElement(
      container.querySelector('[aria-busy="true"]'),
    );

    rerender(
      <Providers router={false}>
        <PriceBreakdown nights={2} rooms={[room]} offers={[offer]} />
      </Providers>,
    );
    expect(screen.getAllByTestId('price-breakdown-room')).toHaveLength(1);
    expect(container.querySelectorAll('.MuiSkeleton-root')).toHaveLength(0);
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    // One element has the id the disclosure button controls: the region MUI makes for it.
    expect(container.querySelectorAll('#price-breakdown-lines')).toHaveLength(1);
  });

  it('lists each night, the extra beds and early check-in of a room, in toman with Persian digits', () => {
    setWidth(true);
    renderBreakdown([offer]);
    const rows = within(screen.getByTestId('price-breakdown-room'))
      .getAllByRole('term')
      .map((term) => `${term.textContent} = ${term.nextElementSibling?.textContent}`);
    // The room for the stay: 24 + 2 × 1.5 + 2 + 2 × 0.25 million Rial.
    expect(rows).toEqual([
      'اتاق ۱: دو تخته دبل – ۲ شب = ۲٬۹۵۰٬۰۰۰ تومان',
      'شب سه‌شنبه ۹ تیر ۱۴۰۵ = ۱٬۳۰۰٬۰۰۰ تومان',
      'شب چهارشنبه ۱۰ تیر ۱۴۰۵ = ۱٬۱۰۰٬۰۰۰ تومان',
      '۲ تخت اضافه × ۲ شب = ۳۰۰٬۰۰۰ تومان',
      `${TEXTS.earlyCheckIn} = ۲۵۰٬۰۰۰ تومان`,
    ]);
  });

  it('is open on a desktop', () => {
    setWidth(true);
    renderBreakdown([offer]);
    expect(screen.getByRole('button', { name: TEXTS.breakdownTitle })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('is folded on a phone and opens from the keyboard', async () => {
    setWidth(false);
    renderBreakdown([offer]);
    const toggle = screen.getByRole('button', { name: TEXTS.breakdownTitle });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('۲ تخت اضافه × ۲ شب')).not.toBeVisible();
    act(() => toggle.focus());
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('۲ تخت اضافه × ۲ شب')).toBeVisible();
  });
});
