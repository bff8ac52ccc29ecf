// One day of the grid: a focusable grid cell whose name is the day in full ('شنبه ۲ فروردین ۱۴۰۴') and whose
// selected and disabled states are announced. The range band is drawn behind the day with logical insets,
// so it runs the right way in both directions.
import Box from '@mui/material/Box';
import { type CalendarLocale, formatDayLabel, toPersianDigits } from '@rahi/shared-contracts';
import type { KeyboardEvent } from 'react';

/** How a day looks and what it may do. */
export interface DayState {
  selectable: boolean;
  /** Disabled by the caller (struck through, so the state is not told by colour alone); days outside
   * [min, max] are only greyed. */
  blocked: boolean;
  /** A chosen day: the single day, or either end of a range. */
  selected: boolean;
  rangeStart: boolean;
  rangeEnd: boolean;
  /** Strictly between the ends of the range, or of the hover preview. */
  inRange: boolean;
  preview: boolean;
  today: boolean;
}

/** A line under the day (its price, or why it cannot be chosen), said after the day's name. */
export interface DayNote {
  text: string;
  description: string;
  /** Drawn in green and bold: a cheaper day. */
  highlight?: boolean;
}

export interface DayCellProps {
  date: string;
  day: number;
  state: DayState;
  tabbable: boolean;
  locale: CalendarLocale;
  note?: DayNote;
  /** Leave room under the day for a note, as its neighbours have one (days align across the week). */
  roomForNote?: boolean;
  onSelect: (date: string) => void;
  onHover: (date: string | null) => void;
  onKeyDown: (event: KeyboardEvent, date: string) => void;
}

function band(state: DayState): { start: string; end: string } | null {
  if (state.inRange) return { start: '0', end: '0' };
  if (state.rangeStart && state.rangeEnd) return null;
  if (state.rangeStart) return { start: '50%', end: '0' };
  if (state.rangeEnd) return { start: '0', end: '50%' };
  return null;
}

export function DayCell(props: DayCellProps) {
  const { date, day, state, tabbable, locale, note, onSelect, onHover, onKeyDown } = props;
  const tall = note !== undefined || props.roomForNote === true;
  const stripe = band(state);
  const name = formatDayLabel(date, locale);
  return (
    <Box
      component="td"
      role="gridcell"
      data-date={date}
      tabIndex={tabbable ? 0 : -1}
      aria-label={note ? `${name}، ${note.description}` : name}
      title={note && state.blocked ? note.description : undefined}
      aria-selected={state.selected}
      aria-disabled={!state.selectable || undefined}
      aria-current={state.today ? 'date' : undefined}
      onClick={() => onSelect(date)}
      onMouseEnter={() => onHover(date)}
      onKeyDown={(event) => onKeyDown(event, date)}
      sx={{
        position: 'relative',
        px: 0,
        pb: 0,
        width: 44,
        height: tall ? 56 : 42,
        verticalAlign: tall ? 'top' : undefined,
        pt: tall ? '2px' : 0,
        textAlign: 'center',
        cursor: state.selectable ? 'pointer' : 'default',
        outline: 'none',
        '&::before': stripe && {
          content: '""',
          position: 'absolute',
          insetBlock: '4px',
          insetInlineStart: stripe.start,
          insetInlineEnd: stripe.end,
          bgcolor: state.preview ? 'rgba(15, 123, 79, 0.08)' : 'rgba(15, 123, 79, 0.16)',
        },
        '&:focus-visible > span:first-of-type': {
          outline: '2px solid',
          outlineColor: 'secondary.main',
          outlineOffset: 1,
        },
        '&:hover > span:first-of-type':
          state.selectable && !state.selected ? { bgcolor: 'action.hover' } : undefined,
      }}
    >
      <Box
        component="span"
        sx={{
          position: 'relative',
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: 36,
          height: 36,
          borderRadius: '50%',
          fontSize: 15,
          fontWeight: state.selected || state.today ? 700 : 400,
          color: state.selected ? '#fff' : state.selectable ? 'text.primary' : 'text.disabled',
          bgcolor: state.selected ? 'primary.main' : 'transparent',
          border: state.today && !state.selected ? '1px solid' : 'none',
          borderColor: 'primary.main',
          textDecoration: state.blocked ? 'line-through' : 'none',
        }}
      >
        {locale === 'fa' ? toPersianDigits(day) : day}
      </Box>
      {note && (
        <Box
          component="span"
          aria-hidden
          sx={{
            position: 'relative',
            display: 'block',
            fontSize: 11,
            lineHeight: '14px',
            whiteSpace: 'nowrap',
            fontWeight: note.highlight ? 700 : 400,
            color: note.highlight ? 'success.dark' : 'text.secondary',
          }}
        >
          {note.text}
        </Box>
      )}
    </Box>
  );
}
