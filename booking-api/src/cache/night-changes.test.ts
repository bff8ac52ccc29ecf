import { coversNight, createNightChangeFeed, parseNightsChange, stayMeetsChange } from './night-changes';

describe('night changes', () => {
  it('reads a change as announced, and anything else as «forget everything»', () => {
    const change = { cityId: 3, hotelId: 14, from: '2026-12-01', to: '2026-12-09' };
    expect(parseNightsChange(JSON.stringify(change))).toEqual(change);
    expect(parseNightsChange(JSON.stringify({ cityId: 3, hotelId: 14 }))).toEqual({ cityId: 3, hotelId: 14 });
    expect(parseNightsChange('')).toBe('all');
    expect(parseNightsChange('{"cityId":"3","hotelId":14}')).toBe('all');
    expect(parseNightsChange('{"cityId":3,"hotelId":14,"from":"tomorrow"}')).toBe('all');
  });

  it('covers the nights of its range, both ends included, or every night without one', () => {
    const change = { cityId: 1, hotelId: 1, from: '2026-12-01', to: '2026-12-03' };
    expect(
      ['2026-11-30', '2026-12-01', '2026-12-03', '2026-12-04'].map((day) => coversNight(change, day)),
    ).toEqual([false, true, true, false]);
    expect(coversNight({ cityId: 1, hotelId: 1 }, '2030-01-01')).toBe(true);
  });

  it('hands each event to every subscriber', () => {
    const feed = createNightChangeFeed();
    const heard: unknown[] = [];
    feed.subscribe((event) => heard.push(['a', event]));
    feed.subscribe((event) => heard.push(['b', event]));
    feed.emit('all');
    expect(heard).toEqual([
      ['a', 'all'],
      ['b', 'all'],
    ]);
  });

  it('meets a stay with a night in the change, and anything it cannot read', () => {
    const change = { cityId: 1, hotelId: 1, from: '2026-12-10', to: '2026-12-12' };
    expect(stayMeetsChange(change, '2026-12-08', 2)).toBe(false); // nights 8 and 9
    expect(stayMeetsChange(change, '2026-12-08', 3)).toBe(true);
    expect(stayMeetsChange(change, '2026-12-12', 5)).toBe(true);
    expect(stayMeetsChange(change, '2026-12-13', 1)).toBe(false);
    expect(stayMeetsChange(change, 'soon', 1)).toBe(true);
    expect(stayMeetsChange({ cityId: 1, hotelId: 1 }, '2030-01-01', 1)).toBe(true);
  });
});
