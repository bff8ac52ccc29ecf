// The chosen value written out as year/month/day, with the time when the picker has one (product §9), and
// announced politely as it changes.
import Typography from '@mui/material/Typography';
import { type CalendarLocale, formatCalendarDate } from '@rahi/shared-contracts';
import type { PickerMode, Selection } from './picker-value';

export interface SelectionSummaryProps {
  selection: Selection;
  mode: PickerMode;
  locale: CalendarLocale;
  withTime: boolean;
}

export function SelectionSummary({ selection, mode, locale, withTime }: SelectionSummaryProps) {
  const sides = (mode === 'single' ? [0] : [0, 1]) as Array<0 | 1>;
  const parts = sides.map((side) => {
    const date = selection.dates[side];
    return date ? formatCalendarDate(date, locale, { time: withTime ? selection.times[side] : null }) : '…';
  });
  const empty = selection.dates[0] === null;
  return (
    <Typography role="status" sx={{ minHeight: 24, fontSize: 15, color: 'text.secondary' }}>
      {empty ? '' : parts.join(' – ')}
    </Typography>
  );
}
