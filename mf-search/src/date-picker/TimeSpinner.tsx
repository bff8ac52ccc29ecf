// One spinner of the picker's time: the hour or the minute, with buttons that repeat while held (product §4).
// The value is a spinbutton, so the arrow keys step it too.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { type CalendarLocale, type TimeUnit, toPersianDigits } from '@rahi/shared-contracts';
import type { KeyboardEvent } from 'react';
import { Chevron } from './Chevron';
import { pickerText } from './picker-text';
import { useHoldRepeat } from './use-hold-repeat';

export interface TimeSpinnerProps {
  unit: TimeUnit;
  value: number;
  /** The label of the spinner, e.g. 'ساعت شروع ساعت'. */
  label: string;
  locale: CalendarLocale;
  onStep: (direction: 1 | -1) => void;
}

export function TimeSpinner({ unit, value, label, locale, onStep }: TimeSpinnerProps) {
  const text = pickerText(locale);
  const up = useHoldRepeat(() => onStep(1));
  const down = useHoldRepeat(() => onStep(-1));
  const shown = String(value).padStart(2, '0');

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      onStep(event.key === 'ArrowUp' ? 1 : -1);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
      <IconButton size="small" aria-label={`${text.increase} ${label}`} {...up}>
        <Chevron direction="up" />
      </IconButton>
      <Box
        role="spinbutton"
        tabIndex={0}
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={unit === 'hour' ? 23 : 59}
        aria-valuetext={locale === 'fa' ? toPersianDigits(shown) : shown}
        onKeyDown={onKeyDown}
        sx={{
          minWidth: 44,
          py: 0.5,
          textAlign: 'center',
          fontSize: 20,
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
          borderRadius: 1,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        {locale === 'fa' ? toPersianDigits(shown) : shown}
      </Box>
      <IconButton size="small" aria-label={`${text.decrease} ${label}`} {...down}>
        <Chevron direction="down" />
      </IconButton>
    </Box>
  );
}
