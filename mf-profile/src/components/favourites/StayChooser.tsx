// The saved hotels' stay, changed where they are listed: mf-search's check-in and check-out fields with its Jalali
// range picker (the search box's own, exposed as 'mf_search/StayDatesField'), loaded through the shell's runtime
// when the traveller asks to change the dates, and opened at once, with the page's reason at the picker's top when it
// has one. A complete range is handed up; the fields stay, showing it. Put away after the check-in alone, the fields
// go back to the stay priced. Where mf-search cannot load, the fields' place says so.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import {
  addDays,
  DATE_PICKER_LABELS,
  daysBetween,
  MAX_STAY_NIGHTS,
  SEARCH_TEXT,
} from '@rahi/shared-contracts';
import { loadSibling } from '@rahi/shared-ui/load-sibling';
import { type ComponentType, useEffect, useState } from 'react';
import { STAY_CHOOSER_HEIGHT } from './stay-chooser-height';

/** The props of mf-search's StayDatesField this page uses. */
export interface StayDatesFieldProps {
  checkin: string | null;
  checkout: string | null;
  onChange: (next: { checkin: string | null; checkout: string | null }) => void;
  size?: 'medium' | 'small';
  openOnMount?: boolean;
  hint?: string;
  onClose?: () => void;
}

export const STAY_DATES_FIELD = 'mf_search/StayDatesField';

export interface StayChooserProps {
  checkin: string;
  nights: number;
  /** A new stay, once both days are chosen. */
  onChoose: (stay: { checkin: string; nights: number }) => void;
  /** Said at the top of the open picker: why the dates are asked for. */
  hint?: string;
}

export default function StayChooser({ checkin, nights, onChoose, hint }: StayChooserProps) {
  const [Fields, setFields] = useState<ComponentType<StayDatesFieldProps> | null | 'unavailable'>(null);
  // The range as it is being chosen: after the first day, the check-out is still open.
  const [range, setRange] = useState<{ checkin: string | null; checkout: string | null }>({
    checkin,
    checkout: addDays(checkin, nights),
  });

  useEffect(() => {
    let live = true;
    loadSibling<{ default: ComponentType<StayDatesFieldProps> }>(STAY_DATES_FIELD).then((module) => {
      if (live) setFields(() => module?.default ?? 'unavailable');
    });
    return () => {
      live = false;
    };
  }, []);

  const nightsOf = (next: typeof range) =>
    next.checkin && next.checkout ? daysBetween(next.checkin, next.checkout) : 0;
  const tooLong = nightsOf(range) > MAX_STAY_NIGHTS;
  const change = (next: typeof range) => {
    setRange(next);
    // Longer than a search may ask (the search box refuses it so): said under the fields, the list left as it is.
    if (next.checkin && next.checkout && nightsOf(next) <= MAX_STAY_NIGHTS)
      onChoose({ checkin: next.checkin, nights: nightsOf(next) });
  };

  // The picker put away with a check-in and no check-out: the fields show the stay the list is priced for again.
  const putAway = () =>
    setRange((current) =>
      current.checkin && current.checkout ? current : { checkin, checkout: addDays(checkin, nights) },
    );

  if (Fields === 'unavailable')
    return (
      <Typography role="alert" color="error" variant="body2">
        {DATE_PICKER_LABELS.unavailable}
      </Typography>
    );
  if (!Fields)
    return (
      <Box sx={{ height: STAY_CHOOSER_HEIGHT, display: 'flex', alignItems: 'center' }}>
        <CircularProgress size={20} aria-label="در حال باز کردن تقویم" />
      </Box>
    );
  return (
    <Box sx={{ maxWidth: 420, minHeight: STAY_CHOOSER_HEIGHT }}>
      <Fields
        checkin={range.checkin}
        checkout={range.checkout}
        onChange={change}
        onClose={putAway}
        hint={hint}
        size="small"
        openOnMount
      />
      {tooLong && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 0.5 }}>
          {SEARCH_TEXT.tooManyNights}
        </Typography>
      )}
    </Box>
  );
}
