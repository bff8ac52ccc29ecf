// The bookings search: one box for a reserve id, a mobile, a guest's or a hotel's name, the status, and the
// check-in range typed as Jalali dates (Persian or Latin digits). Searching writes the address; a date that is
// not a real Jalali day is refused under its field in Persian.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BOOKING_STATUS_NAMES, formatCalendarDate, parseCalendarDate } from '@rahi/shared-contracts';
import { BOOKING_STATUSES, type BookingStatus } from '@rahi/shared-contracts/api';
import { type FormEvent, useState } from 'react';
import type { BookingFilters } from '../booking-filters';

export const DATE_INVALID = 'تاریخ را به شکل ۱۴۰۵/۰۹/۰۱ بنویسید.';

const jalaliOf = (iso: string | null) => (iso ? formatCalendarDate(iso, 'fa') : '');

/** A typed Jalali day as ISO; '' is no bound; undefined is not a day. */
export function readDateField(text: string): string | null | undefined {
  if (!text.trim()) return null;
  return parseCalendarDate(text, 'fa')?.date;
}

export function BookingSearchForm({
  filters,
  onSearch,
}: {
  filters: BookingFilters;
  onSearch: (filters: BookingFilters) => void;
}) {
  const [q, setQ] = useState(filters.q);
  const [status, setStatus] = useState<BookingStatus | ''>(filters.status ?? '');
  const [from, setFrom] = useState(jalaliOf(filters.from));
  const [to, setTo] = useState(jalaliOf(filters.to));
  const [refused, setRefused] = useState<{ from?: boolean; to?: boolean }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fromDay = readDateField(from);
    const toDay = readDateField(to);
    setRefused({ from: fromDay === undefined, to: toDay === undefined });
    if (fromDay === undefined || toDay === undefined) return;
    onSearch({ q: q.trim(), status: status || null, from: fromDay, to: toDay, page: 1 });
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label="جستجوی رزروها"
      noValidate
      onSubmit={submit}
      sx={{
        display: 'grid',
        gap: 1.5,
        mb: 2.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr 1fr 1fr 1fr auto' },
        alignItems: 'start',
      }}
    >
      <TextField
        label="کد رزرو، موبایل، نام مهمان یا هتل"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        size="small"
        type="search"
        sx={{ gridColumn: { sm: '1 / -1', lg: 'auto' } }}
      />
      <TextField
        select
        label="وضعیت"
        value={status}
        onChange={(event) => setStatus(event.target.value as BookingStatus | '')}
        size="small"
      >
        <MenuItem value="">همه</MenuItem>
        {BOOKING_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {BOOKING_STATUS_NAMES[value]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="ورود از"
        placeholder="۱۴۰۵/۰۹/۰۱"
        value={from}
        onChange={(event) => setFrom(event.target.value)}
        error={refused.from}
        helperText={refused.from ? DATE_INVALID : undefined}
        size="small"
        slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
      />
      <TextField
        label="ورود تا"
        placeholder="۱۴۰۵/۰۹/۳۰"
        value={to}
        onChange={(event) => setTo(event.target.value)}
        error={refused.to}
        helperText={refused.to ? DATE_INVALID : undefined}
        size="small"
        slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
      />
      <Button type="submit" variant="contained" sx={{ height: 40 }}>
        جستجو
      </Button>
    </Box>
  );
}
