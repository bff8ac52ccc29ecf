// Hours and minutes for the picker's optional time (product §4): the spinners step one unit at a time, wrap
// around (23 → 0, 59 → 0), and skip times the caller disabled.

/** A time of day on a 24-hour clock. */
export interface TimeOfDay {
  hour: number;
  minute: number;
}

export type TimeUnit = 'hour' | 'minute';

/** '14:05' for { hour: 14, minute: 5 }. */
export function formatTime({ hour, minute }: TimeOfDay): string {
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** Reads 'H:mm' or 'HH:mm' (ASCII digits); null when it is not a real time. */
export function parseTime(text: string): TimeOfDay | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour <= 23 && minute <= 59 ? { hour, minute } : null;
}

/**
 * The next time a spinner reaches: one unit up (+1) or down (-1), wrapping within the unit and skipping
 * disabled times. When every value of that unit is disabled the time stays as it was.
 * @example stepTime({ hour: 23, minute: 0 }, 'hour', 1) // → { hour: 0, minute: 0 }
 * @example stepTime({ hour: 10, minute: 0 }, 'hour', 1, (t) => t.hour === 11) // → { hour: 12, minute: 0 }
 */
export function stepTime(
  time: TimeOfDay,
  unit: TimeUnit,
  direction: 1 | -1,
  isTimeDisabled: (time: TimeOfDay) => boolean = () => false,
): TimeOfDay {
  const size = unit === 'hour' ? 24 : 60;
  for (let step = 1; step < size; step += 1) {
    const value = (((time[unit] + direction * step) % size) + size) % size;
    const candidate = { ...time, [unit]: value };
    if (!isTimeDisabled(candidate)) return candidate;
  }
  return time;
}
