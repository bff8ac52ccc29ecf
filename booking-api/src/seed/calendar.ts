// The nights being priced and what makes each dearer: the Iranian weekend, Nowruz, official holidays and
// the shrine city's pilgrimage peaks. Holidays are shared-contracts' isOfficialHoliday (lunar ones from ICU's
// Umm al-Qura calendar, which can differ by a day from Iran's official sighting); each holiday also marks the
// night before it, so either way the peak covers the nights travellers stay.
import { addDays, isOfficialHoliday, monthDayIn } from '@rahi/shared-contracts';

export interface CalendarNight {
  date: string;
  /** Thursday and Friday nights, the Iranian weekend. */
  weekend: boolean;
  /** Farvardin 1–13. */
  nowruz: boolean;
  holiday: boolean;
  /** Mashhad's pilgrimage peaks: Safar 20 to its end (Arbaeen to Imam Reza's martyrdom) and Dhu al-Qadah 1–11. */
  pilgrim: boolean;
  /** Tir and Mordad. */
  summer: boolean;
  /** Dey, Bahman and Esfand. */
  winter: boolean;
}

const persianMonthDay = (date: string) => monthDayIn('persian', date);

function isPilgrimPeak(date: string): boolean {
  const [month, day] = monthDayIn('lunar', date);
  return (month === 2 && day >= 20) || (month === 11 && day <= 11);
}

/**
 * Every night from `start` for `days` nights.
 * @example buildCalendar('2026-03-19', 3).map((n) => n.nowruz) // → [false, false, true] (1 Farvardin 1405 is 21 March)
 */
export function buildCalendar(start: string, days: number): CalendarNight[] {
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(start, i);
    const [month, day] = persianMonthDay(date);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    return {
      date,
      weekend: weekday === 4 || weekday === 5,
      nowruz: month === 1 && day <= 13,
      holiday: isOfficialHoliday(date) || isOfficialHoliday(addDays(date, 1)),
      pilgrim: isPilgrimPeak(date),
      summer: month === 4 || month === 5,
      winter: month >= 10,
    };
  });
}
