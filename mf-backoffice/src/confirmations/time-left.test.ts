import { timeLeft } from './time-left';

const DEADLINE = '2026-11-28T12:00:00Z';

describe('timeLeft', () => {
  it('says the hours and minutes left in Persian digits', () => {
    expect(timeLeft(DEADLINE, new Date('2026-11-28T10:45:00Z'))).toEqual({
      text: '۱ ساعت و ۱۵ دقیقه مانده',
      overdue: false,
      urgent: false,
    });
    expect(timeLeft(DEADLINE, new Date('2026-11-28T09:00:00Z')).text).toBe('۳ ساعت مانده');
  });

  it('is urgent in the last hour, counting a started minute as left', () => {
    expect(timeLeft(DEADLINE, new Date('2026-11-28T11:59:30Z'))).toEqual({
      text: '۱ دقیقه مانده',
      overdue: false,
      urgent: true,
    });
  });

  it('says how long ago a passed deadline was', () => {
    expect(timeLeft(DEADLINE, new Date('2026-11-28T13:20:00Z'))).toEqual({
      text: '۱ ساعت و ۲۰ دقیقه از مهلت گذشته',
      overdue: true,
      urgent: true,
    });
    expect(timeLeft(DEADLINE, new Date('2026-11-28T12:00:20Z')).text).toBe('مهلت همین حالا گذشت');
  });
});
