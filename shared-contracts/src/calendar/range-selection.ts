// What a click does to a range (product §4): the first click starts a range, the second ends it, a second day
// before the first is swapped in as the start, and a range that would span a day that cannot be chosen starts
// over from the clicked day instead.
import { type DateConstraints, isDateSelectable, rangeHasBlockedDay } from './date-rules';

/** [start, end] as ISO dates; either may be missing while the traveller is choosing. */
export type DateRange = [string | null, string | null];

export interface RangeOptions extends DateConstraints {
  /** When false (stays), clicking the start again keeps waiting for an end: a stay has at least one night. */
  allowSameDay?: boolean;
  /**
   * A second day before the start: 'swap' (default) makes it the start and the old start the end (product §4);
   * 'restart' makes it the new start and waits for an end, as a stay's check-out must follow its check-in.
   */
  earlierDay?: 'swap' | 'restart';
}

/**
 * A range with its start and end in order.
 * @example correctRange(['2025-03-22', '2025-03-19']) // → ['2025-03-19', '2025-03-22']
 */
export function correctRange([start, end]: DateRange): DateRange {
  return start && end && start > end ? [end, start] : [start, end];
}

/**
 * The range after a traveller clicks `day`. A day that cannot be chosen changes nothing.
 * @example selectRangeDay([null, null], '2025-03-19') // → ['2025-03-19', null]
 * @example selectRangeDay(['2025-03-19', null], '2025-03-17') // → ['2025-03-17', '2025-03-19']
 */
export function selectRangeDay(range: DateRange, day: string, options: RangeOptions = {}): DateRange {
  if (!isDateSelectable(day, options)) return range;
  const [start, end] = range;
  if (!start || end) return [day, null];
  if (day === start) return options.allowSameDay === false ? range : [start, day];
  if (day < start && options.earlierDay === 'restart') return [day, null];
  if (rangeHasBlockedDay(start, day, options)) return [day, null];
  return correctRange([start, day]);
}

/** True when a complete range has no day that cannot be chosen (the submit button's rule). */
export function isRangeSelectable([start, end]: DateRange, constraints: DateConstraints = {}): boolean {
  if (!start || !end) return false;
  return !rangeHasBlockedDay(start, end, constraints);
}
