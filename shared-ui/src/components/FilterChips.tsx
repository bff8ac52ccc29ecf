// A list's filter as a row of chips, 'all' first and the chosen one pressed; it scrolls sideways on a phone.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

export interface FilterChipsProps<T extends string> {
  /** The group's accessible name ('وضعیت تیکت'). */
  label: string;
  options: readonly { value: T; label: string }[];
  value: T | null;
  onChange: (value: T | null) => void;
}

export function FilterChips<T extends string>({ label, options, value, onChange }: FilterChipsProps<T>) {
  const all: { value: T | null; label: string }[] = [{ value: null, label: 'همه' }, ...options];
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 0.5, minWidth: 0 }}
    >
      {all.map((option) => {
        const pressed = option.value === value;
        return (
          <Chip
            key={option.value ?? 'all'}
            component="button"
            aria-pressed={pressed}
            label={option.label}
            color={pressed ? 'primary' : 'default'}
            variant={pressed ? 'filled' : 'outlined'}
            onClick={() => onChange(option.value)}
            sx={{ flexShrink: 0 }}
          />
        );
      })}
    </Box>
  );
}
