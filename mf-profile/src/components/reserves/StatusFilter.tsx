// The bookings list's status filter: one chip per status and 'all', the chosen one pressed. The choice lives in
// the address (?status=), so a link or a reload shows the same list.
import { BOOKING_STATUS_NAMES } from '@rahi/shared-contracts';
import { BOOKING_STATUSES, type BookingStatus } from '@rahi/shared-contracts/api';
import { FilterChips } from '@rahi/shared-ui/components';

const OPTIONS = BOOKING_STATUSES.map((value) => ({ value, label: BOOKING_STATUS_NAMES[value] }));

export function StatusFilter({
  value,
  onChange,
}: {
  value: BookingStatus | null;
  onChange: (status: BookingStatus | null) => void;
}) {
  return <FilterChips label="وضعیت رزرو" options={OPTIONS} value={value} onChange={onChange} />;
}
