// Ready-made choices shown beside the calendar (product §4: "a shortcut selects its dates"). For stays:
//   امشب (tonight): check-in today, one night.
//   آخر هفته (the weekend): Iran's weekend is Friday, and an Iranian traveller's weekend trip is the nights of
//     Thursday and Friday: check-in the coming Thursday, check-out Saturday. Today counts when it is Thursday;
//     on a Friday the weekend is already under way, so it is tonight only (Friday to Saturday).
//   نوروز: the four Nowruz holidays, check-in 1 Farvardin and check-out 5 Farvardin of the next Nowruz (this
//     year's while 1-4 Farvardin are still ahead or under way).
// A shortcut whose days cannot all be chosen is left out by the picker.
import { addDays } from '../dates/tehran-date';
import { DATE_PICKER_LABELS } from '../messages/catalogue';
import { weekdayOf } from './calendar-system';
import { isoToJalali, jalaliToIso } from './jalali-conversion';

/** A named choice: one day in single mode, [start, end] in range mode. */
export interface CalendarShortcut {
  label: string;
  dates: [string] | [string, string];
}

const THURSDAY = 4;
const FRIDAY = 5;

/** The coming weekend's stay from `today`: Thursday to Saturday, or Friday to Saturday on a Friday. */
export function weekendStay(today: string): [string, string] {
  const weekday = weekdayOf(today);
  if (weekday === FRIDAY) return [today, addDays(today, 1)];
  const checkin = addDays(today, (THURSDAY - weekday + 7) % 7);
  return [checkin, addDays(checkin, 2)];
}

/** The next Nowruz holidays from `today`: 1 to 5 Farvardin (four nights); null past the calendar's end. */
export function nowruzStay(today: string): [string, string] | null {
  const jalali = isoToJalali(today);
  if (!jalali) return null;
  const year = jalali.month === 1 && jalali.day <= 4 ? jalali.year : jalali.year + 1;
  const checkin = jalaliToIso({ year, month: 1, day: 1 });
  const checkout = jalaliToIso({ year, month: 1, day: 5 });
  return checkin && checkout ? [checkin, checkout] : null;
}

/** The stay shortcuts: امشب, آخر هفته, نوروز. */
export function stayShortcuts(today: string): CalendarShortcut[] {
  const shortcuts: CalendarShortcut[] = [
    { label: DATE_PICKER_LABELS.tonight, dates: [today, addDays(today, 1)] },
    { label: DATE_PICKER_LABELS.weekend, dates: weekendStay(today) },
  ];
  const nowruz = nowruzStay(today);
  if (nowruz) shortcuts.push({ label: DATE_PICKER_LABELS.nowruz, dates: nowruz });
  return shortcuts;
}

/** The single-day shortcuts: فردا, پس‌فردا (today has the picker's own 'امروز' button). */
export function dayShortcuts(today: string): CalendarShortcut[] {
  return [
    { label: DATE_PICKER_LABELS.tomorrow, dates: [addDays(today, 1)] },
    { label: DATE_PICKER_LABELS.dayAfterTomorrow, dates: [addDays(today, 2)] },
  ];
}
