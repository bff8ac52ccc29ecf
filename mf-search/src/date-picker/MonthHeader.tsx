// A month's heading, with the previous arrow over the first month and the next arrow over the last. An arrow
// whose month holds no allowed day is dimmed and announced as unavailable (aria-disabled); it stays
// focusable so a keyboard user is not thrown out of the picker.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { CalendarLocale } from '@rahi/shared-contracts';
import { Chevron } from './Chevron';
import { pickerText } from './picker-text';

export interface MonthHeaderProps {
  title: string;
  locale: CalendarLocale;
  /** Present on the first month: whether the previous month may be shown. */
  canGoBack?: boolean;
  /** Present on the last month: whether the next month may be shown. */
  canGoForward?: boolean;
  onMove: (direction: 1 | -1) => void;
}

export function MonthHeader({ title, locale, canGoBack, canGoForward, onMove }: MonthHeaderProps) {
  const text = pickerText(locale);
  const arrow = (direction: 1 | -1, enabled: boolean | undefined) =>
    enabled === undefined ? (
      <Box sx={{ width: 40 }} />
    ) : (
      <IconButton
        aria-label={direction === 1 ? text.nextMonth : text.previousMonth}
        aria-disabled={!enabled}
        onClick={() => enabled && onMove(direction)}
        sx={{ opacity: enabled ? 1 : 0.3, cursor: enabled ? 'pointer' : 'default' }}
      >
        {/* Forward points to the inline end: left in Persian, right in English. */}
        <Chevron direction={(direction === 1) === (locale === 'fa') ? 'left' : 'right'} />
      </IconButton>
    );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
      {arrow(-1, canGoBack)}
      <Typography component="h2" aria-live="polite" sx={{ fontSize: 16, fontWeight: 700 }}>
        {title}
      </Typography>
      {arrow(1, canGoForward)}
    </Box>
  );
}
