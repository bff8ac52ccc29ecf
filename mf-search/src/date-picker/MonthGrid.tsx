// One month as a WAI-ARIA grid: column heads from the locale's week start (Saturday in Persian, Sunday in
// English), then the weeks. Only one day in the whole picker is in the tab order (roving tabindex).
import Box from '@mui/material/Box';
import {
  buildMonthGrid,
  type CalendarLocale,
  type CalendarMonth,
  calendarPartsOf,
  ENGLISH_WEEKDAY_INITIALS,
  ENGLISH_WEEKDAY_NAMES,
  formatMonthTitle,
  PERSIAN_WEEKDAY_INITIALS,
  PERSIAN_WEEKDAY_NAMES,
  weekdayOrder,
} from '@rahi/shared-contracts';
import type { KeyboardEvent } from 'react';
import { DayCell, type DayNote, type DayState } from './DayCell';

export interface MonthGridProps {
  month: CalendarMonth;
  locale: CalendarLocale;
  tabbableDate: string | null;
  describeDay: (date: string) => DayState;
  dayNote?: (date: string) => DayNote | undefined;
  onSelect: (date: string) => void;
  onHover: (date: string | null) => void;
  onKeyDown: (event: KeyboardEvent, date: string) => void;
}

export function MonthGrid({
  month,
  locale,
  tabbableDate,
  describeDay,
  dayNote,
  ...handlers
}: MonthGridProps) {
  const names = locale === 'fa' ? PERSIAN_WEEKDAY_NAMES : ENGLISH_WEEKDAY_NAMES;
  const initials = locale === 'fa' ? PERSIAN_WEEKDAY_INITIALS : ENGLISH_WEEKDAY_INITIALS;
  const title = formatMonthTitle(month, locale);
  return (
    <Box
      component="table"
      role="grid"
      aria-label={title}
      onMouseLeave={() => handlers.onHover(null)}
      sx={{ borderCollapse: 'collapse', tableLayout: 'fixed' }}
    >
      <thead>
        <tr>
          {weekdayOrder(locale).map((weekday) => (
            <Box
              component="th"
              key={weekday}
              scope="col"
              abbr={names[weekday]}
              aria-label={names[weekday]}
              sx={{ height: 32, fontSize: 13, fontWeight: 500, color: 'text.secondary' }}
            >
              {initials[weekday]}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {buildMonthGrid(month, locale).map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((date, index) =>
              date ? (
                <DayCell
                  key={date}
                  date={date}
                  day={calendarPartsOf(date, locale)?.day ?? 0}
                  state={describeDay(date)}
                  note={dayNote?.(date)}
                  roomForNote={dayNote !== undefined}
                  tabbable={date === tabbableDate}
                  locale={locale}
                  {...handlers}
                />
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: empty cells have nothing else to be told apart by
                <td key={`empty-${index}`} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
