// The Jalali date picker (product §4, §5, §9): single day or range, Persian (Jalali, Saturday-first, Persian
// digits) or English (Gregorian, Sunday-first), bounds and disabled days, optional time with held-down
// spinners, shortcuts, a 'now' button, and auto-submit or a submit button. Values are Gregorian ISO strings,
// as the API carries dates. The rules themselves live in @rahi/shared-contracts' calendar.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  addMonths,
  type CalendarLocale,
  type CalendarShortcut,
  dayShortcuts,
  formatMonthTitle,
  isDateSelectable,
  isMonthAllowed,
  monthSpan,
  rangeHasBlockedDay,
  stayShortcuts,
  type TimeOfDay,
  todayInTehran,
} from '@rahi/shared-contracts';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { DayNote, DayState } from './DayCell';
import { MonthGrid } from './MonthGrid';
import { MonthHeader } from './MonthHeader';
import { PickerShortcuts } from './PickerShortcuts';
import { pickerText } from './picker-text';
import type { PickerValue, RangeValue } from './picker-value';
import { SelectionSummary } from './SelectionSummary';
import { TimeFields } from './TimeFields';
import { useGridFocus } from './use-grid-focus';
import { usePickerSelection } from './use-picker-selection';

interface CommonProps {
  /** 'fa' (default): Jalali, Persian names and digits, week from Saturday. 'en': Gregorian, week from Sunday. */
  locale?: CalendarLocale;
  /** Earliest day that may be chosen (ISO, inclusive). */
  min?: string;
  /** Latest day that may be chosen (ISO, inclusive). */
  max?: string;
  /** Days that cannot be chosen; a range cannot span one. */
  isDisabled?: (date: string) => boolean;
  /** Adds hour and minute spinners; values become 'YYYY-MM-DDTHH:mm'. */
  withTime?: boolean;
  /** Times the spinners skip. */
  isTimeDisabled?: (time: TimeOfDay, date: string | null) => boolean;
  /** Submit after every choice instead of showing a submit button. */
  autoSubmit?: boolean;
  /** Escape pressed inside the picker. */
  onClose?: () => void;
  /** true for the built-in shortcuts (stays: امشب, آخر هفته, نوروز; single: امروز, فردا), or your own. */
  shortcuts?: boolean | CalendarShortcut[];
  /** Show the 'امروز' button when today may be chosen (default true). */
  showNow?: boolean;
  /** Months side by side (default 1). */
  months?: 1 | 2;
  /** Range mode: may one day be both start and end (default true; stays pass false). */
  allowSameDay?: boolean;
  /** Range mode: a second day before the start is swapped in (default) or starts over ('restart', stays). */
  earlierDay?: 'swap' | 'restart';
  /** Today's date; default today in Tehran. */
  today?: string;
  /** Put the keyboard focus on the calendar when it opens. */
  autoFocus?: boolean;
  /** A line drawn under a day (its price) and said after its name. */
  dayNote?: (date: string) => DayNote | undefined;
  /** The first and last day of the months shown, on opening and after each page turn. */
  onShownChange?: (shown: { first: string; last: string }) => void;
}

export type JalaliDatePickerProps = CommonProps &
  (
    | {
        mode: 'single';
        value: string | null;
        onChange: (value: string | null) => void;
        onSubmit?: (value: string | null) => void;
      }
    | {
        mode: 'range';
        value: RangeValue;
        onChange: (value: RangeValue) => void;
        onSubmit?: (value: RangeValue) => void;
      }
  );

function defaultShortcuts(mode: 'single' | 'range', today: string): CalendarShortcut[] {
  return mode === 'range' ? stayShortcuts(today) : dayShortcuts(today);
}

/** A Jalali (or Gregorian) calendar for one day or a range, with keyboard and screen-reader support. */
export function JalaliDatePicker(props: JalaliDatePickerProps) {
  const { mode, locale = 'fa', withTime = false, autoSubmit = false, showNow = true, months = 1 } = props;
  const today = props.today ?? todayInTehran();
  const constraints = { min: props.min, max: props.max, isDisabled: props.isDisabled };
  const text = pickerText(locale);
  const rootRef = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<string | null>(null);

  const picker = usePickerSelection({
    ...constraints,
    mode,
    value: props.value,
    withTime,
    autoSubmit,
    allowSameDay: props.allowSameDay ?? true,
    earlierDay: props.earlierDay ?? 'swap',
    isTimeDisabled: props.isTimeDisabled,
    onChange: props.onChange as (value: PickerValue) => void,
    onSubmit: props.onSubmit as ((value: PickerValue) => void) | undefined,
  });
  const [start, end] = picker.selection.dates;
  const grid = useGridFocus({ ...constraints, locale, count: months, anchor: start ?? today, rootRef });

  // A start chosen elsewhere (a shortcut, a new value) brings its month into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the start changes
  useEffect(() => {
    if (start && !grid.isShown(start)) grid.reveal(start, false);
  }, [start]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the picker opens
  useEffect(() => {
    if (props.autoFocus)
      rootRef.current?.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]')?.focus();
  }, []);

  const previewEnd =
    mode === 'range' &&
    start &&
    !end &&
    hover &&
    hover > start &&
    !rangeHasBlockedDay(start, hover, constraints)
      ? hover
      : null;
  const rangeEnd = end ?? previewEnd;

  const describeDay = (date: string): DayState => ({
    selectable: isDateSelectable(date, constraints),
    blocked: props.isDisabled?.(date) ?? false,
    selected: date === start || date === end,
    rangeStart: mode === 'range' && date === start && rangeEnd !== null,
    rangeEnd: mode === 'range' && start !== null && date === rangeEnd,
    inRange: mode === 'range' && start !== null && rangeEnd !== null && date > start && date < rangeEnd,
    preview: previewEnd !== null,
    today: date === today,
  });

  const select = (date: string) => {
    picker.selectDay(date);
    grid.reveal(date, false);
  };

  const shortcutList = (
    props.shortcuts === true ? defaultShortcuts(mode, today) : props.shortcuts || []
  ).filter(({ dates }) =>
    dates.length === 2
      ? !rangeHasBlockedDay(dates[0], dates[1], constraints)
      : isDateSelectable(dates[0], constraints),
  );

  const onRootKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && props.onClose) {
      event.stopPropagation();
      props.onClose();
    }
  };

  const shownMonths = Array.from({ length: months }, (_, i) => addMonths(grid.visible, i));
  const shownFirst = monthSpan(shownMonths[0] ?? grid.visible, locale)?.first;
  const shownLast = monthSpan(shownMonths[months - 1] ?? grid.visible, locale)?.last;
  const { onShownChange } = props;
  useEffect(() => {
    if (shownFirst && shownLast) onShownChange?.({ first: shownFirst, last: shownLast });
  }, [shownFirst, shownLast, onShownChange]);
  const canGoBack = isMonthAllowed(addMonths(grid.visible, -1), locale, constraints);
  const canGoForward = isMonthAllowed(addMonths(grid.visible, months), locale, constraints);

  return (
    <Box
      ref={rootRef}
      dir={locale === 'fa' ? 'rtl' : 'ltr'}
      lang={locale}
      onKeyDown={onRootKeyDown}
      sx={{ display: 'grid', gap: 1.5, p: 2, justifyItems: 'center' }}
    >
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', justifyContent: 'center' }}>
        {shownMonths.map((month, index) => (
          <Box key={`${month.year}-${month.month}`}>
            <MonthHeader
              title={formatMonthTitle(month, locale)}
              locale={locale}
              canGoBack={index === 0 ? canGoBack : undefined}
              canGoForward={index === months - 1 ? canGoForward : undefined}
              onMove={grid.turnPage}
            />
            <MonthGrid
              month={month}
              locale={locale}
              tabbableDate={grid.tabbableDate}
              describeDay={describeDay}
              dayNote={props.dayNote}
              onSelect={select}
              onHover={setHover}
              onKeyDown={(event, date) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  select(date);
                } else grid.onKeyDown(event, date);
              }}
            />
          </Box>
        ))}
      </Box>
      {withTime && (
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', justifyContent: 'center' }}>
          <TimeFields
            title={mode === 'range' ? text.startTime : undefined}
            time={picker.selection.times[0]}
            locale={locale}
            onStep={(unit, direction) => picker.step(0, unit, direction)}
          />
          {mode === 'range' && (
            <TimeFields
              title={text.endTime}
              time={picker.selection.times[1]}
              locale={locale}
              onStep={(unit, direction) => picker.step(1, unit, direction)}
            />
          )}
        </Box>
      )}
      <PickerShortcuts label={text.shortcuts} shortcuts={shortcutList} onPick={picker.applyShortcut} />
      <SelectionSummary selection={picker.selection} mode={mode} locale={locale} withTime={withTime} />
      <Box sx={{ display: 'flex', gap: 1, justifySelf: 'stretch', justifyContent: 'space-between' }}>
        {showNow && isDateSelectable(today, constraints) ? (
          <Button variant="text" onClick={() => select(today)}>
            {text.today}
          </Button>
        ) : (
          <span />
        )}
        {!autoSubmit && picker.canSubmit && (
          <Button variant="contained" onClick={picker.submit}>
            {text.submit}
          </Button>
        )}
      </Box>
    </Box>
  );
}
