import '@testing-library/jest-dom';
import type { CancellationPolicy, SelectedRoom } from '@rahi/shared-contracts';
import type { RoomOffer } from '@rahi/shared-contracts/api';
import { render, screen } from '@testing-library/react';
import { CancellationOutlookLine } from './CancellationOutlookLine';

const policy: CancellationPolicy = {
  tiers: [
    { minDaysBefore: 7, percent: 30, of: 'firstNight' },
    { minDaysBefore: 0, percent: 100, of: 'firstNight' },
  ],
  holidays: null,
};
const noExtras = {
  earlyBoardPrice: 0,
  earlyCustomerPrice: 0,
  extraEarlyBoardPrice: 0,
  extraEarlyCustomerPrice: 0,
};
const room: SelectedRoom = {
  id: 12,
  totalBoardPrice: 24_000_000,
  totalCustomerPrice: 22_000_000,
  extraBedCount: 0,
  extraBoardPrice: 0,
  extraCustomerPrice: 0,
  earlyCheckIn: false,
  lateCheckOut: false,
  early: noExtras,
  late: { lateBoardPrice: 0, lateCustomerPrice: 0, extraLateBoardPrice: 0, extraLateCustomerPrice: 0 },
};
// The first night dearer than the second: the policy keeps a share of the first night as offered, not an average.
const offer = {
  id: 12,
  nights: [
    { date: '2026-06-30', boardPrice: 13_000_000, customerPrice: 12_000_000 },
    { date: '2026-07-01', boardPrice: 11_000_000, customerPrice: 10_000_000 },
  ],
} as unknown as RoomOffer;
const stay = { checkin: '2026-06-30', nights: 2, rooms: [room], policy, paid: 22_000_000 };

describe('CancellationOutlookLine', () => {
  it("says what cancelling costs today under the hotel's policy and until which Jalali day", () => {
    render(<CancellationOutlookLine {...stay} offers={[offer]} today="2026-06-16" />);
    expect(screen.getByTestId('cancellation-outlook')).toHaveTextContent(
      'هزینه لغو اکنون ۳۶۰٬۰۰۰ تومان، همین مبلغ تا پایان سه‌شنبه ۲ تیر ۱۴۰۵؛ پس از آن بیشتر.',
    );
  });

  it('says nothing until the rooms’ night prices are known', () => {
    render(<CancellationOutlookLine {...stay} offers={[]} today="2026-06-16" />);
    expect(screen.queryByTestId('cancellation-outlook')).not.toBeInTheDocument();
  });
});
