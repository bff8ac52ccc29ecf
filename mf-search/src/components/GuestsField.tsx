// Number of adult guests: a small stepper, from 1 to MAX_GUESTS. Lighter than a select and usable with one
// thumb on a phone. In the site's right-to-left order, less is on the right and more on the left (− count +
// in the source), as on the hotel page's room counter and the price slider.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { PARTY_ADULTS, toPersianDigits } from '@rahi/shared-contracts';
import { useId } from 'react';

export const MAX_GUESTS = PARTY_ADULTS.max;
export const DEFAULT_GUESTS = PARTY_ADULTS.default;

export interface GuestsFieldProps {
  value: number;
  onChange: (value: number) => void;
}

export function GuestsField({ value, onChange }: GuestsFieldProps) {
  const labelId = useId();
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        minHeight: 56,
        px: 1,
        border: 1,
        borderColor: 'rgba(0, 0, 0, 0.23)',
        borderRadius: 1,
      }}
    >
      <Typography
        id={labelId}
        component="span"
        sx={{
          position: 'absolute',
          top: -10,
          insetInlineStart: 10,
          px: 0.5,
          bgcolor: 'background.paper',
          fontSize: 12,
          color: 'text.secondary',
        }}
      >
        مسافران
      </Typography>
      <IconButton
        aria-label="یک مسافر کمتر"
        disabled={value <= PARTY_ADULTS.min}
        onClick={() => onChange(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </IconButton>
      <output aria-live="polite" style={{ fontWeight: 600 }}>
        {toPersianDigits(value)} بزرگسال
      </output>
      <IconButton
        aria-label="یک مسافر بیشتر"
        disabled={value >= MAX_GUESTS}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </IconButton>
    </Box>
  );
}
