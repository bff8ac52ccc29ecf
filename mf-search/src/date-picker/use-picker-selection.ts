// The picker's selection and what changes it: a day, a shortcut, 'now', a time step. Every change is
// written through one commit that keeps a ref in step, so a spinner held down (many steps before React
// renders again) never works from stale state.
import {
  type CalendarShortcut,
  type DateConstraints,
  isDateSelectable,
  isRangeSelectable,
  selectRangeDay,
  stepTime,
  type TimeOfDay,
  type TimeUnit,
} from '@rahi/shared-contracts';
import { useEffect, useRef, useState } from 'react';
import {
  isComplete,
  type PickerMode,
  type PickerValue,
  readSelection,
  type Selection,
  writeSelection,
} from './picker-value';

export interface SelectionOptions extends DateConstraints {
  mode: PickerMode;
  value: PickerValue | undefined;
  withTime: boolean;
  autoSubmit: boolean;
  /** Range mode: may the same day end the range (false for stays). */
  allowSameDay: boolean;
  earlierDay: 'swap' | 'restart';
  isTimeDisabled?: (time: TimeOfDay, date: string | null) => boolean;
  onChange: (value: PickerValue) => void;
  onSubmit?: (value: PickerValue) => void;
}

export function usePickerSelection(options: SelectionOptions) {
  const { mode, withTime } = options;
  const latest = useRef(options);
  latest.current = options;
  const valueKey = JSON.stringify(options.value ?? null);
  const [selection, setSelection] = useState(() => readSelection(options.value, mode));
  const current = useRef(selection);

  // A new value from outside replaces the selection; an invalid one clears it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the value is compared by its JSON text
  useEffect(() => {
    const next = readSelection(latest.current.value, mode);
    current.current = next;
    setSelection(next);
  }, [valueKey, mode]);

  const commit = (next: Selection, submit: boolean) => {
    current.current = next;
    setSelection(next);
    const value = writeSelection(next, mode, withTime);
    latest.current.onChange(value);
    if (submit && latest.current.autoSubmit && isComplete(next, mode)) latest.current.onSubmit?.(value);
  };

  const selectDay = (date: string) => {
    const { dates, times } = current.current;
    if (!isDateSelectable(date, latest.current)) return;
    const nextDates =
      mode === 'single' ? ([date, null] as const) : selectRangeDay(dates, date, latest.current);
    if (nextDates[0] === dates[0] && nextDates[1] === dates[1] && mode === 'range') return;
    commit({ dates: [nextDates[0], nextDates[1]], times }, true);
  };

  const applyShortcut = (shortcut: CalendarShortcut) => {
    const [start, end = null] = shortcut.dates;
    commit({ dates: mode === 'single' ? [start, null] : [start, end], times: current.current.times }, true);
  };

  const step = (side: 0 | 1, unit: TimeUnit, direction: 1 | -1) => {
    const { dates, times } = current.current;
    const disabled = latest.current.isTimeDisabled;
    const next = stepTime(times[side], unit, direction, disabled && ((t) => disabled(t, dates[side])));
    const nextTimes: [TimeOfDay, TimeOfDay] = side === 0 ? [next, times[1]] : [times[0], next];
    commit({ dates, times: nextTimes }, true);
  };

  const submit = () => latest.current.onSubmit?.(writeSelection(current.current, mode, withTime));

  /** The submit button's rule: a complete selection with no day that cannot be chosen. */
  const canSubmit =
    isComplete(selection, mode) &&
    (mode === 'single'
      ? isDateSelectable(selection.dates[0] as string, options)
      : isRangeSelectable(selection.dates, options));

  return { selection, selectDay, applyShortcut, step, submit, canSubmit };
}
