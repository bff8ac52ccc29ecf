// Check-in and check-out for the search box: two read-only fields showing the Jalali dates
// ('پنجشنبه ۲۰ آذر') and the nights, opening the range picker (a popover, or a full-screen sheet on a
// phone). The first day chosen is the check-in and the next later day the check-out; a day on or before
// the check-in starts over, so a stay is never 0 nights. Dates travel as Gregorian ISO 'YYYY-MM-DD'.
// Given a city or hotel, the open picker shows each day's lowest price (useDayPrices) and disables full days.
// The picker itself (StayDatesPicker) loads when the fields are first pointed at or focused. Exposed to other remotes
// as 'mf_search/StayDatesField' (the saved hotels' page changes its stay with it).
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  addDays,
  DATE_PICKER_LABELS,
  daysBetween,
  formatDayMonth,
  formatShortDay,
  todayInTehran,
  toPersianDigits,
} from '@rahi/shared-contracts';
import { type ComponentType, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { PriceSource } from '../api/get-price-calendar';
import type { RangeValue } from './picker-value';
import { StayDateInput } from './StayDateInput';
import type { StayDatesPickerProps } from './StayDatesPicker';
import { useDayPrices } from './use-day-prices';

const loadPicker = () => import(/* webpackChunkName: "deferred-date-picker" */ './StayDatesPicker');

/** In the picker's place when its code could not be loaded: the fields stay, and say so while asked to open. */
function PickerUnavailable({ open }: { open: boolean }) {
  return open ? (
    <Typography role="alert" color="error" variant="body2" sx={{ gridColumn: '1 / -1' }}>
      {DATE_PICKER_LABELS.unavailable}
    </Typography>
  ) : null;
}

const StayDatesPicker = lazy<ComponentType<StayDatesPickerProps>>(() =>
  loadPicker().catch(() => ({ default: PickerUnavailable })),
);

/** Prices are published for this many days ahead. */
export const BOOKING_WINDOW_DAYS = 400;

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
  /** The city or hotel whose prices the open picker shows under its days; none: no prices. */
  priceSource?: PriceSource | null;
  /** Open the picker from check-in as soon as the fields are drawn (a page that shows them on a press). */
  openOnMount?: boolean;
  /** Said at the top of the open picker: why the dates are asked for. */
  hint?: string;
  /** The picker closed: a stay chosen, or put away (then the check-out may still be empty). */
  onClose?: () => void;
}

/** Check-in and check-out fields of the search box, with the Jalali range picker. */
export function StayDatesField({
  checkin,
  checkout,
  onChange,
  min,
  max,
  checkinLabel = 'تاریخ ورود',
  checkoutLabel = 'تاریخ خروج',
  size = 'medium',
  priceSource = null,
  openOnMount = false,
  hint,
  onClose,
}: StayDatesFieldProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [openFrom, setOpenFrom] = useState<'checkin' | 'checkout' | null>(null);
  // Once opened, the picker stays mounted (closed): its closing transition plays, and it opens again at once.
  const [opened, setOpened] = useState(false);
  const open = (from: 'checkin' | 'checkout') => {
    setOpened(true);
    setOpenFrom(from);
  };
  const preload = () => void loadPicker().catch(() => undefined);
  const anchorRef = useRef<HTMLDivElement>(null);
  const pickerId = useId();
  const checkinInput = useRef<HTMLInputElement>(null);
  const earliest = min ?? todayInTehran();
  const latest = max ?? addDays(earliest, BOOKING_WINDOW_DAYS);
  const nights = checkin && checkout ? daysBetween(checkin, checkout) : 0;
  const [shown, setShown] = useState<{ first: string; last: string } | null>(null);
  const prices = useDayPrices(openFrom !== null ? priceSource : null, shown, { earliest, latest });
  // After the first commit, so the popover has its anchor.
  useEffect(() => {
    if (!openOnMount) return;
    setOpened(true);
    setOpenFrom('checkin');
  }, [openOnMount]);
  // A phone's half-width field has no room for the weekday beside the nights.
  const show = (date: string | null) => (date ? (phone ? formatDayMonth : formatShortDay)(date, 'fa') : '');

  // Opened from check-out with a check-in chosen, the next day clicked is the check-out.
  const value: RangeValue = openFrom === 'checkout' && checkin ? [checkin, null] : [checkin, checkout];

  const close = () => {
    setOpenFrom(null);
    checkinInput.current?.focus();
    onClose?.();
  };

  const change = ([start, end]: RangeValue) => {
    onChange({ checkin: start, checkout: end });
    if (start && end) close();
  };

  return (
    <Box
      ref={anchorRef}
      onPointerEnter={preload}
      onFocus={preload}
      sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}
    >
      <StayDateInput
        label={checkinLabel}
        text={show(checkin)}
        size={size}
        expanded={openFrom !== null}
        controls={pickerId}
        inputRef={checkinInput}
        onOpen={() => open('checkin')}
      />
      <StayDateInput
        label={checkoutLabel}
        text={show(checkout)}
        adornment={nights > 0 ? `${toPersianDigits(nights)} ${DATE_PICKER_LABELS.nights}` : undefined}
        size={size}
        expanded={openFrom !== null}
        controls={pickerId}
        onOpen={() => open('checkout')}
      />
      {opened && (
        <Suspense fallback={null}>
          <StayDatesPicker
            id={pickerId}
            open={openFrom !== null}
            phone={phone}
            anchor={anchorRef.current}
            value={value}
            min={earliest}
            max={latest}
            onChange={change}
            onClose={close}
            onShownChange={setShown}
            prices={priceSource ? prices : null}
            hint={hint}
          />
        </Suspense>
      )}
    </Box>
  );
}

/** For another remote's page (mf-profile's saved hotels), which loads it as 'mf_search/StayDatesField'. */
export default StayDatesField;
