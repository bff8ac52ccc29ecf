// The hour and minute spinners for one end of the selection (the only end in single mode).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CalendarLocale, TimeOfDay, TimeUnit } from '@rahi/shared-contracts';
import { pickerText } from './picker-text';
import { TimeSpinner } from './TimeSpinner';

export interface TimeFieldsProps {
  /** Heading, e.g. 'ساعت شروع'; none in single mode. */
  title?: string;
  time: TimeOfDay;
  locale: CalendarLocale;
  onStep: (unit: TimeUnit, direction: 1 | -1) => void;
}

export function TimeFields({ title, time, locale, onStep }: TimeFieldsProps) {
  const text = pickerText(locale);
  const prefix = title ? `${title} ` : '';
  return (
    <Box role="group" aria-label={title ?? text.hour} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {title && <Typography sx={{ fontSize: 14, color: 'text.secondary', minWidth: 72 }}>{title}</Typography>}
      {/* Hours before minutes reading left to right, as every clock shows them, even inside Persian text. */}
      <Box dir="ltr" sx={{ display: 'flex', alignItems: 'center' }}>
        <TimeSpinner
          unit="hour"
          value={time.hour}
          label={`${prefix}${text.hour}`}
          locale={locale}
          onStep={(d) => onStep('hour', d)}
        />
        <Typography aria-hidden sx={{ fontSize: 20, fontWeight: 700 }}>
          :
        </Typography>
        <TimeSpinner
          unit="minute"
          value={time.minute}
          label={`${prefix}${text.minute}`}
          locale={locale}
          onStep={(d) => onStep('minute', d)}
        />
      </Box>
    </Box>
  );
}
