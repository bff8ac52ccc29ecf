// The open range picker of StayDatesField: its surface (a popover, or a full-screen sheet on a phone) with the
// Jalali calendar and, given a city or hotel, its prices' legend. A chunk of its own (`deferred-…`), loaded when
// a traveller first reaches for the dates, not with the page: most visitors search with the dates they came with.

import Typography from '@mui/material/Typography';
import { DATE_PICKER_LABELS, PRICE_CALENDAR_TEXT } from '@rahi/shared-contracts';
import { JalaliDatePicker } from './JalaliDatePicker';
import { PickerSurface } from './PickerSurface';
import type { RangeValue } from './picker-value';
import type { useDayPrices } from './use-day-prices';

export interface StayDatesPickerProps {
  id: string;
  open: boolean;
  phone: boolean;
  anchor: HTMLElement | null;
  value: RangeValue;
  min: string;
  max: string;
  onChange: (value: RangeValue) => void;
  onClose: () => void;
  onShownChange: (shown: { first: string; last: string }) => void;
  /** The days' prices, when the picker shows a city's or hotel's (null: none). */
  prices: ReturnType<typeof useDayPrices> | null;
  /** Said at the top of the picker (PickerSurface). */
  hint?: string;
}

export default function StayDatesPicker({
  id,
  open,
  phone,
  anchor,
  value,
  min,
  max,
  onChange,
  onClose,
  onShownChange,
  prices,
  hint,
}: StayDatesPickerProps) {
  return (
    <PickerSurface
      id={id}
      open={open}
      phone={phone}
      anchor={anchor}
      title={DATE_PICKER_LABELS.chooseDates}
      hint={hint}
      closeLabel={DATE_PICKER_LABELS.close}
      onClose={onClose}
    >
      <JalaliDatePicker
        mode="range"
        value={value}
        onChange={onChange}
        min={min}
        max={max}
        months={phone ? 1 : 2}
        allowSameDay={false}
        earlierDay="restart"
        shortcuts
        showNow={false}
        autoFocus
        onClose={onClose}
        onShownChange={onShownChange}
        {...(prices && {
          isDisabled: prices.isBlocked,
          dayNote: (date: string) => {
            const note = prices.noteOf(date);
            return note && { text: note.text, description: note.description, highlight: note.cheap };
          },
        })}
      />
      {prices && (
        <Typography variant="caption" component="p" sx={{ px: 2, pb: 2, mt: -1, color: 'text.secondary' }}>
          {PRICE_CALENDAR_TEXT.legend}
        </Typography>
      )}
    </PickerSurface>
  );
}
