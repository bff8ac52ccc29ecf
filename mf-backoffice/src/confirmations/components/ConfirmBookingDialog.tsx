// Confirming a paid booking, after a second look: the traveller's voucher then says the hotel confirmed it.
import { toPersianDigits } from '@rahi/shared-contracts';
import type { HotelConfirmation } from '@rahi/shared-contracts/api';
import { ConfirmDialog as AskFirst } from '@rahi/shared-ui/components';
import { useHotelDecision } from '../api/decide-booking';

export function ConfirmBookingDialog({
  booking,
  onClose,
}: {
  booking: HotelConfirmation;
  onClose: () => void;
}) {
  const decide = useHotelDecision(booking.reserveId);
  return (
    <AskFirst
      open
      title={`تایید رزرو ${toPersianDigits(booking.reserveId)}`}
      confirmLabel={decide.isPending ? 'در حال ثبت…' : 'تایید رزرو'}
      pending={decide.isPending}
      onConfirm={() => decide.mutate({ decision: 'confirm' }, { onSuccess: onClose })}
      onClose={onClose}
    >
      اتاق‌های این رزرو در {booking.hotel.name} برای مسافر نگه داشته می‌شود و تاییدیه او «تایید شده» می‌شود.
    </AskFirst>
  );
}
