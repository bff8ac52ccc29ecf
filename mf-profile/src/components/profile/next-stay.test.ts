import { booking } from '../../testing/fixtures';
import { nextStay } from './next-stay';

describe('nextStay', () => {
  const today = '2026-12-01';

  it('picks the paid booking that checks in soonest, including one under way today', () => {
    const stays = [
      booking({ reserveId: 'a', checkin: '2026-12-20', checkOut: '2026-12-22' }),
      booking({ reserveId: 'b', checkin: '2026-11-30', checkOut: '2026-12-02', status: 'awaiting_hotel' }),
      booking({ reserveId: 'c', checkin: '2026-12-05', checkOut: '2026-12-06' }),
    ];
    expect(nextStay(stays, today)?.reserveId).toBe('b');
  });

  it('leaves out bookings not paid, cancelled or already over', () => {
    const stays = [
      booking({ reserveId: 'a', checkin: '2026-12-10', checkOut: '2026-12-11', status: 'pending_payment' }),
      booking({ reserveId: 'b', checkin: '2026-12-10', checkOut: '2026-12-11', status: 'cancelled' }),
      booking({ reserveId: 'c', checkin: '2026-11-28', checkOut: '2026-12-01' }),
    ];
    expect(nextStay(stays, today)).toBeUndefined();
  });
});
