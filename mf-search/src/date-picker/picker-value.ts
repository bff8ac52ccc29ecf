// Between the picker's props and what it holds: the value is ISO ('YYYY-MM-DD', or 'YYYY-MM-DDTHH:mm' with
// time), one string in single mode and a pair in range mode. An invalid value clears the selection and a
// start after the end is put in order (product §4).
import { formatTime, readIsoValue, type TimeOfDay } from '@rahi/shared-contracts';

export type PickerMode = 'single' | 'range';
export type RangeValue = [string | null, string | null];
export type PickerValue = string | null | RangeValue;

/** What the picker holds: the chosen days and a time for each end (the second is unused in single mode). */
export interface Selection {
  dates: [string | null, string | null];
  times: [TimeOfDay, TimeOfDay];
}

/** Check-in and check-out times of product §9, the times shown before any is chosen. */
export const DEFAULT_TIMES: [TimeOfDay, TimeOfDay] = [
  { hour: 14, minute: 0 },
  { hour: 12, minute: 0 },
];

export const EMPTY_SELECTION: Selection = { dates: [null, null], times: DEFAULT_TIMES };

/** The selection a value describes; anything unreadable gives the empty selection. */
export function readSelection(value: PickerValue | undefined, mode: PickerMode): Selection {
  const sides =
    mode === 'single' ? [typeof value === 'string' ? value : null, null] : Array.isArray(value) ? value : [];
  if (sides.length !== 2) return EMPTY_SELECTION;
  const parsed = sides.map((side) => (side === null ? null : readIsoValue(side)));
  if (parsed.some((side, i) => side === null && sides[i] !== null)) return EMPTY_SELECTION;
  let [start, end] = parsed;
  if (mode === 'range' && start && end && start.date > end.date) [start, end] = [end, start];
  if (mode === 'range' && !start && end) return EMPTY_SELECTION; // an end without a start is not a range
  return {
    dates: [start?.date ?? null, end?.date ?? null],
    times: [start?.time ?? DEFAULT_TIMES[0], end?.time ?? DEFAULT_TIMES[1]],
  };
}

function writeSide(date: string | null, time: TimeOfDay, withTime: boolean): string | null {
  if (!date) return null;
  return withTime ? `${date}T${formatTime(time)}` : date;
}

/** The value to hand back through onChange and onSubmit. */
export function writeSelection(selection: Selection, mode: PickerMode, withTime: boolean): PickerValue {
  const start = writeSide(selection.dates[0], selection.times[0], withTime);
  if (mode === 'single') return start;
  return [start, writeSide(selection.dates[1], selection.times[1], withTime)];
}

/** True when the selection is complete: a day in single mode, both ends in range mode. */
export function isComplete(selection: Selection, mode: PickerMode): boolean {
  return mode === 'single'
    ? selection.dates[0] !== null
    : selection.dates[0] !== null && selection.dates[1] !== null;
}
