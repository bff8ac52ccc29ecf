// Number of adult guests: a small stepper, from 1 to MAX_GUESTS. Lighter than a select and usable with one
// thumb on a phone. In the site's right-to-left order, less is on the right and more on the left (− count +
// in the source), as on the hotel page's room counter and the price slider. At a limit the button says so
// (aria-disabled) and does nothing, but keeps the focus: a disabled one would drop a keyboard user's focus on the
// press that reached the limit. The search box's and the saved hotels' party.
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
  /** 'small': as tall as a small text field (40 px) beside one. */
  size?: 'medium' | 'small';
}

/** A stepper's button, inert at its limit without losing the focus. */
function Step({
  label,
  at,
  onPress,
  sign,
  size,
}: {
  label: string;
  at: boolean;
  onPress: () => void;
  sign: string;
  size: 'medium' | 'small';
}) {
  return (
    <IconButton
      size={size}
      aria-label={label}
      aria-disabled={at || undefined}
      onClick={at ? undefined : onPress}
      sx={{
        // Small: the focus ring stays inside the 40 px field.
        ...(size === 'small' && { width: 32, height: 32, p: 0 }),
        '&[aria-disabled="true"]': { color: 'action.disabled', cursor: 'default' },
      }}
    >
      <span aria-hidden="true">{sign}</span>
    </IconButton>
  );
}

export function GuestsField({ value, onChange, size = 'medium' }: GuestsFieldProps) {
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
        minHeight: size === 'small' ? 40 : 56,
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
      <Step
        label="یک مسافر کمتر"
        sign="−"
        size={size}
        at={value <= PARTY_ADULTS.min}
        onPress={() => onChange(value - 1)}
      />
      <output aria-live="polite" style={{ fontWeight: 600 }}>
        {toPersianDigits(value)} بزرگسال
      </output>
      <Step
        label="یک مسافر بیشتر"
        sign="+"
        size={size}
        at={value >= MAX_GUESTS}
        onPress={() => onChange(value + 1)}
      />
    </Box>
  );
}
