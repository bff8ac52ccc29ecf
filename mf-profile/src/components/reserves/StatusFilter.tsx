// The bookings list's status filter: one chip per status and 'all', the chosen one pressed. The choice lives in
// the address (?status=), so a link or a reload shows the same list.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { BOOKING_STATUS_NAMES } from '@rahi/shared-contracts';
import { BOOKING_STATUSES, type BookingStatus } from '@rahi/shared-contracts/api';

export function StatusFilter({
  value,
  onChange,
}: {
  value: BookingStatus | null;
  onChange: (status: BookingStatus | null) => void;
}) {
  const options: { status: BookingStatus | null; label: string }[] = [
    { status: null, label: 'همه' },
    ...BOOKING_STATUSES.map((status) => ({ status, label: BOOKING_STATUS_NAMES[status] })),
  ];
  return (
    <Box role="group" aria-label="وضعیت رزرو" sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 0.5 }}>
      {options.map((option) => {
        const pressed = option.status === value;
        return (
          <Chip
            key={option.status ?? 'all'}
            component="button"
            aria-pressed={pressed}
            label={option.label}
            color={pressed ? 'primary' : 'default'}
            variant={pressed ? 'filled' : 'outlined'}
            onClick={() => onChange(option.status)}
            sx={{ flexShrink: 0 }}
          />
        );
      })}
    </Box>
  );
}
