// The nights being priced and what makes each dearer: the Iranian weekend, Nowruz, official holidays and
// the shrine city's pilgrimage peaks. Lunar holidays come from ICU's Umm al-Qura calendar, which can differ
// by a day from Iran's official sighting; each holiday also marks the night before it, so either way the
// peak covers the nights travellers stay.
import { addDays } from '@rahi/shared-contracts';

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

type MonthDay = readonly [month: number, day: number];

const SOLAR_HOLIDAYS: MonthDay[] = [
  [3, 14],
  [3, 15],
  [11, 22],
  [12, 29],
];
/** Tasua, Ashura, Arbaeen, 28 Safar, Mawlid, Fatimiyya, 13 Rajab, Mab'ath, 15 Sha'ban, 21 Ramadan, Eid al-Fitr (2 days), 25 Shawwal, Eid al-Adha, Ghadir. */
const LUNAR_HOLIDAYS: MonthDay[] = [
  [1, 9],
  [1, 10],
  [2, 20],
  [2, 28],
  [3, 17],
  [6, 3],
  [7, 13],
  [7, 27],
  [8, 15],
  [9, 21],
  [10, 1],
  [10, 2],
  [10, 25],
  [12, 10],
  [12, 18],
];

const formatter = (calendar: string) =>
  new Intl.DateTimeFormat(`en-US-u-ca-${calendar}`, { timeZone: 'UTC', month: 'numeric', day: 'numeric' });
const persianFormat = formatter('persian');
const lunarFormat = formatter('islamic-umalqura');

function monthDay(format: Intl.DateTimeFormat, date: string): MonthDay {
  const parts = format.formatToParts(new Date(`${date}T12:00:00Z`));
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return [part('month'), part('day')];
}

const isIn = (days: readonly MonthDay[], [month, day]: MonthDay) =>
  days.some(([m, d]) => m === month && d === day);

function isHoliday(date: string): boolean {
  const lunar = monthDay(lunarFormat, date);
  // The last day of Safar (Imam Reza's martyrdom) is the 29th or 30th.
  return (
    isIn(SOLAR_HOLIDAYS, monthDay(persianFormat, date)) ||
    isIn(LUNAR_HOLIDAYS, lunar) ||
    (lunar[0] === 2 && lunar[1] >= 29)
  );
}

function isPilgrimPeak(date: string): boolean {
  const [month, day] = monthDay(lunarFormat, date);
  return (month === 2 && day >= 20) || (month === 11 && day <= 11);
}

/**
 * Every night from `start` for `days` nights.
 * @example buildCalendar('2026-03-19', 3).map((n) => n.nowruz) // → [false, false, true] (1 Farvardin 1405 is 21 March)
 */
export function buildCalendar(start: string, days: number): CalendarNight[] {
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(start, i);
    const [month, day] = monthDay(persianFormat, date);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    return {
      date,
      weekend: weekday === 4 || weekday === 5,
      nowruz: month === 1 && day <= 13,
      holiday: isHoliday(date) || isHoliday(addDays(date, 1)),
      pilgrim: isPilgrimPeak(date),
      summer: month === 4 || month === 5,
      winter: month >= 10,
    };
  });
}
