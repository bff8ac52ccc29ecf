// The line a traveller reads before paying: what cancelling would cost today and until which day that holds,
// from the hotel's policy and the rooms as booking-api will charge them (each room's first night as offered,
// its stay after the hotel discount), through the same quoteCancellation the cancellation uses.
import Typography from '@mui/material/Typography';
import {
  type CancellationPolicy,
  calculateCartTotals,
  cancellationOutlook,
  describeCancellationOutlook,
  type SelectedRoom,
  todayInTehran,
} from '@rahi/shared-contracts';
import type { RoomOffer } from '@rahi/shared-contracts/api';
import { memo } from 'react';

interface Props {
  checkin: string;
  nights: number;
  rooms: readonly SelectedRoom[];
  offers: readonly RoomOffer[];
  policy: CancellationPolicy;
  /** What the traveller pays for it now: the bank payment and the credit used (Rial). */
  paid: number;
  today?: string;
}

/** Memoised, as the reservation form's other parts are (pages/ReservationForm.tsx says why). */
export const CancellationOutlookLine = memo(function CancellationOutlookLine({
  checkin,
  nights,
  rooms,
  offers,
  policy,
  paid,
  today,
}: Props) {
  const charged = rooms.map((room) => {
    const { total, hotelDiscount } = calculateCartTotals([room]);
    const offer = offers.find((candidate) => String(candidate.id) === String(room.id));
    return { firstNight: offer?.nights[0]?.customerPrice, stay: total - hotelDiscount };
  });
  if (charged.some((room) => room.firstNight === undefined)) return null;
  const outlook = cancellationOutlook({
    checkin,
    nights,
    today: today ?? todayInTehran(),
    rooms: charged.map((room) => ({ firstNight: room.firstNight ?? 0, stay: room.stay })),
    paid,
    policy,
  });
  return (
    <Typography variant="body2" data-testid="cancellation-outlook" sx={{ fontWeight: 600, lineHeight: 1.9 }}>
      {describeCancellationOutlook(outlook)}
    </Typography>
  );
});
