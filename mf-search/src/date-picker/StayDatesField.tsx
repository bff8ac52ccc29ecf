// Check-in and check-out for the search box: two read-only fields that open the Jalali range picker.
// FIRST CUT (interface only, committed early so the search box can be built against it): the fields show
// the dates and do not open the picker yet. The picker follows in the next commits.
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';

export interface StayDatesFieldProps {
  /** ISO YYYY-MM-DD (Gregorian). */
  checkin: string | null;
  checkout: string | null;
  onChange: (next: { checkin: string | null; checkout: string | null }) => void;
  /** Default: today in Tehran. */
  min?: string;
  /** Default: min + 400 days (prices exist for 400 days). */
  max?: string;
  /** Default 'تاریخ ورود'. */
  checkinLabel?: string;
  /** Default 'تاریخ خروج'. */
  checkoutLabel?: string;
  size?: 'medium' | 'small';
}

function ReadOnlyField({ label, value, size }: { label: string; value: string; size: 'medium' | 'small' }) {
  const id = useId();
  return (
    <FormControl variant="outlined" size={size}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} value={value} readOnly notched />
    </FormControl>
  );
}

/** Check-in and check-out fields of the search box. */
export function StayDatesField({
  checkin,
  checkout,
  checkinLabel = 'تاریخ ورود',
  checkoutLabel = 'تاریخ خروج',
  size = 'medium',
}: StayDatesFieldProps) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
      <ReadOnlyField label={checkinLabel} value={checkin ?? ''} size={size} />
      <ReadOnlyField label={checkoutLabel} value={checkout ?? ''} size={size} />
    </Box>
  );
}
