// Number of adult guests: a small stepper (− count +), from 1 to MAX_GUESTS. Lighter than a select and
// usable with one thumb on a phone.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@rahi/shared-contracts';
import { useId } from 'react';

export const MAX_GUESTS = 10;
export const DEFAULT_GUESTS = 2;

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
      <IconButton aria-label="یک مسافر کمتر" disabled={value <= 1} onClick={() => onChange(value - 1)}>
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
