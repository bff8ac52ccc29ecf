import { formatTime, parseTime, stepTime, type TimeOfDay } from './time-of-day';

describe('stepTime', () => {
  it('steps an hour or a minute up and down', () => {
    expect(stepTime({ hour: 14, minute: 0 }, 'hour', 1)).toEqual({ hour: 15, minute: 0 });
    expect(stepTime({ hour: 14, minute: 10 }, 'minute', -1)).toEqual({ hour: 14, minute: 9 });
  });

  it('wraps 23 to 0 and 0 to 23, 59 to 0 and 0 to 59', () => {
    expect(stepTime({ hour: 23, minute: 30 }, 'hour', 1)).toEqual({ hour: 0, minute: 30 });
    expect(stepTime({ hour: 0, minute: 30 }, 'hour', -1)).toEqual({ hour: 23, minute: 30 });
    expect(stepTime({ hour: 8, minute: 59 }, 'minute', 1)).toEqual({ hour: 8, minute: 0 });
    expect(stepTime({ hour: 8, minute: 0 }, 'minute', -1)).toEqual({ hour: 8, minute: 59 });
  });

  it('skips disabled times, across the wrap as well', () => {
    const night = (t: TimeOfDay) => t.hour >= 0 && t.hour < 6;
    expect(stepTime({ hour: 23, minute: 0 }, 'hour', 1, night)).toEqual({ hour: 6, minute: 0 });
    expect(stepTime({ hour: 6, minute: 0 }, 'hour', -1, night)).toEqual({ hour: 23, minute: 0 });
  });

  it('stays put when every other value is disabled', () => {
    expect(stepTime({ hour: 10, minute: 0 }, 'hour', 1, () => true)).toEqual({ hour: 10, minute: 0 });
  });
});

describe('parseTime and formatTime', () => {
  it('reads and writes HH:mm', () => {
    expect(parseTime('9:05')).toEqual({ hour: 9, minute: 5 });
    expect(formatTime({ hour: 9, minute: 5 })).toBe('09:05');
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('12:5')).toBeNull();
  });
});
