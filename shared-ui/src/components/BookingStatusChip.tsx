// A booking's status as a coloured chip (the words from shared-contracts, as the payment pages show them): the
// traveller's bookings and the back office's.
import Chip, { type ChipProps } from '@mui/material/Chip';
import { BOOKING_STATUS_NAMES } from '@rahi/shared-contracts';
import type { BookingStatus } from '@rahi/shared-contracts/api';

const COLORS: Record<BookingStatus, ChipProps['color']> = {
  pending_payment: 'warning',
  confirmed: 'success',
  awaiting_hotel: 'info',
  cancelled: 'default',
  expired: 'default',
};

export function BookingStatusChip({ status }: { status: BookingStatus }) {
  return (
    <Chip size="small" color={COLORS[status]} label={BOOKING_STATUS_NAMES[status]} sx={{ fontWeight: 700 }} />
  );
}
