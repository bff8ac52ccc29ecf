import { isNowruzDay, isOfficialHoliday, monthDayIn } from './official-holidays';

/** ICU's Persian calendar, as the browsers' Intl gives it. */
const ICU_PERSIAN = new Intl.DateTimeFormat('en-US-u-ca-persian', {
  timeZone: 'UTC',
  month: 'numeric',
  day: 'numeric',
});

/** ICU's Persian month and day of a Gregorian date. */
function icuPersian(date: string): [number, number] {
  const parts = ICU_PERSIAN.formatToParts(new Date(`${date}T12:00:00Z`));
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return [part('month'), part('day')];
}

const DAY_MS = 86_400_000;
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('monthDayIn', () => {
  it("gives ICU's Persian month and day for every day of 1990-2070, without asking ICU", () => {
    const dates: string[] = [];
    for (let ms = Date.UTC(1990, 0, 1); ms <= Date.UTC(2070, 11, 31); ms += DAY_MS) dates.push(isoOf(ms));
    const formats = jest.spyOn(Intl, 'DateTimeFormat');
    const ours = dates.map((date) => monthDayIn('persian', date));
    expect(formats).not.toHaveBeenCalled();
    formats.mockRestore();

    const differing = dates.filter((date, i) => {
      const [month, day] = icuPersian(date);
      return ours[i]?.[0] !== month || ours[i]?.[1] !== day;
    });
    expect(differing).toEqual([]);
  });

  it('asks ICU for a year outside 1300-1499 and for the lunar calendar', () => {
    expect(monthDayIn('persian', '2130-03-21')).toEqual(icuPersian('2130-03-21'));
    // 1 Shawwal 1447 (Eid al-Fitr) in ICU's Umm al-Qura calendar.
    expect(monthDayIn('lunar', '2026-03-20')).toEqual([10, 1]);
  });
});

describe('isNowruzDay', () => {
  it('holds from 1 to 13 Farvardin', () => {
    expect(isNowruzDay('2026-03-20')).toBe(false); // 29 Esfand 1404
    expect(isNowruzDay('2026-03-21')).toBe(true); // 1 Farvardin 1405
    expect(isNowruzDay('2026-04-02')).toBe(true); // 13 Farvardin
    expect(isNowruzDay('2026-04-03')).toBe(false); // 14 Farvardin
  });
});

describe('isOfficialHoliday', () => {
  it('holds on the solar and lunar holidays and not on an ordinary day', () => {
    expect(isOfficialHoliday('2026-02-11')).toBe(true); // 22 Bahman
    expect(isOfficialHoliday('2026-06-04')).toBe(true); // 14 Khordad
    expect(isOfficialHoliday('2026-03-20')).toBe(true); // 29 Esfand, and Eid al-Fitr
    expect(isOfficialHoliday('2026-05-12')).toBe(false);
  });
});
