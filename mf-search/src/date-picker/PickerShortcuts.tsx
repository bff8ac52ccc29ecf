// The ready-made choices (امشب, آخر هفته, نوروز …) as a row of chips; a chip selects its dates.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { CalendarShortcut } from '@rahi/shared-contracts';

export interface PickerShortcutsProps {
  label: string;
  shortcuts: CalendarShortcut[];
  onPick: (shortcut: CalendarShortcut) => void;
}

export function PickerShortcuts({ label, shortcuts, onPick }: PickerShortcutsProps) {
  if (shortcuts.length === 0) return null;
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {shortcuts.map((shortcut) => (
        <Chip
          key={shortcut.label}
          label={shortcut.label}
          variant="outlined"
          color="primary"
          clickable
          component="button"
          onClick={() => onPick(shortcut)}
        />
      ))}
    </Box>
  );
}
