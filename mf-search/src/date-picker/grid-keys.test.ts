import { dayForKey } from './grid-keys';

describe('dayForKey', () => {
  it('moves a day with the arrows, the left arrow forward in Persian and backward in English', () => {
    expect(dayForKey('2025-03-20', { key: 'ArrowLeft' }, 'fa')).toBe('2025-03-21');
    expect(dayForKey('2025-03-20', { key: 'ArrowRight' }, 'fa')).toBe('2025-03-19');
    expect(dayForKey('2025-03-20', { key: 'ArrowRight' }, 'en')).toBe('2025-03-21');
    expect(dayForKey('2025-03-20', { key: 'ArrowLeft' }, 'en')).toBe('2025-03-19');
  });

  it('moves a week with up and down', () => {
    expect(dayForKey('2025-03-20', { key: 'ArrowDown' }, 'fa')).toBe('2025-03-27');
    expect(dayForKey('2025-03-20', { key: 'ArrowUp' }, 'fa')).toBe('2025-03-13');
  });

  it('moves a Jalali month with Page Down, keeping the day or the month end', () => {
    // 30 Esfand 1403 -> 30 Farvardin 1404; 31 Shahrivar 1403 -> 30 Mehr 1403
    expect(dayForKey('2025-03-20', { key: 'PageDown' }, 'fa')).toBe('2025-04-19');
    expect(dayForKey('2024-09-21', { key: 'PageDown' }, 'fa')).toBe('2024-10-21');
    expect(dayForKey('2025-03-31', { key: 'PageUp' }, 'en')).toBe('2025-02-28');
  });

  it('moves a year with Shift and Page Up/Down', () => {
    expect(dayForKey('2025-03-20', { key: 'PageUp', shiftKey: true }, 'fa')).toBe('2024-03-19'); // 30 -> 29 Esfand 1402
  });

  it('goes to the start and end of the week: Saturday-Friday in Persian, Sunday-Saturday in English', () => {
    // Thursday 20 March 2025
    expect(dayForKey('2025-03-20', { key: 'Home' }, 'fa')).toBe('2025-03-15');
    expect(dayForKey('2025-03-20', { key: 'End' }, 'fa')).toBe('2025-03-21');
    expect(dayForKey('2025-03-20', { key: 'Home' }, 'en')).toBe('2025-03-16');
    expect(dayForKey('2025-03-20', { key: 'End' }, 'en')).toBe('2025-03-22');
  });

  it('ignores other keys and leaving 1300-1499', () => {
    expect(dayForKey('2025-03-20', { key: 'a' }, 'fa')).toBeNull();
    expect(dayForKey('2121-03-01', { key: 'PageDown' }, 'fa')).toBeNull();
  });
});
