import { buildCalendar } from './calendar';

describe('buildCalendar', () => {
  it('lists one night per day from the start date', () => {
    const nights = buildCalendar('2026-02-27', 3);
    expect(nights.map((night) => night.date)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });

  it('marks Thursday and Friday nights as the weekend', () => {
    // 2026-11-19 is a Thursday.
    const nights = buildCalendar('2026-11-17', 7);
    expect(nights.filter((night) => night.weekend).map((night) => night.date)).toEqual([
      '2026-11-19',
      '2026-11-20',
    ]);
  });

  it('marks Farvardin 1–13 as Nowruz (21 March to 2 April 2026)', () => {
    const nowruz = buildCalendar('2026-03-15', 25).filter((night) => night.nowruz);
    expect(nowruz[0]?.date).toBe('2026-03-21');
    expect(nowruz[nowruz.length - 1]?.date).toBe('2026-04-02');
    expect(nowruz).toHaveLength(13);
  });

  it('marks Ashura and the night before it as a holiday (10 Muharram 1448 ≈ 25–26 June 2026)', () => {
    const holidays = buildCalendar('2026-06-20', 10)
      .filter((night) => night.holiday)
      .map((night) => night.date);
    expect(holidays).toEqual(expect.arrayContaining(['2026-06-24', '2026-06-25']));
  });

  it('has pilgrimage peaks and holidays in a year, but most nights are neither', () => {
    const year = buildCalendar('2026-01-01', 365);
    const pilgrim = year.filter((night) => night.pilgrim).length;
    const holiday = year.filter((night) => night.holiday).length;
    expect(pilgrim).toBeGreaterThanOrEqual(15);
    expect(holiday).toBeGreaterThanOrEqual(20);
    expect(pilgrim + holiday).toBeLessThan(90);
  });
});
