import { notificationPreferencesBodySchema } from '../api/notifications';
import { NOTIFICATION_MESSAGES } from './notification-messages';
import {
  effectiveSwitches,
  isWithinQuietHours,
  quietHoursEnd,
  tehranMinuteOfDay,
  timeOfDayText,
} from './notification-rules';

// 22:00 to 08:00 Tehran time, across midnight.
const night = { from: 22 * 60, to: 8 * 60 };
/** A UTC moment given its Tehran wall-clock time on 1405-09-07 (2026-11-28). */
const tehran = (time: string, day = '2026-11-28') => new Date(Date.parse(`${day}T${time}:00+03:30`));

describe('notification rules', () => {
  it('reads the minute of the day in Tehran time', () => {
    expect(tehranMinuteOfDay(tehran('00:00'))).toBe(0);
    expect(tehranMinuteOfDay(tehran('23:59'))).toBe(23 * 60 + 59);
    expect(tehranMinuteOfDay(new Date('2026-11-28T20:30:00Z'))).toBe(0);
  });

  it('holds a window that spans midnight on both sides of it', () => {
    expect(isWithinQuietHours(night, tehran('21:59'))).toBe(false);
    expect(isWithinQuietHours(night, tehran('22:00'))).toBe(true);
    expect(isWithinQuietHours(night, tehran('03:15'))).toBe(true);
    expect(isWithinQuietHours(night, tehran('07:59'))).toBe(true);
    expect(isWithinQuietHours(night, tehran('08:00'))).toBe(false);
  });

  it('holds a window within one day, and never an empty one', () => {
    const afternoon = { from: 13 * 60, to: 16 * 60 };
    expect(isWithinQuietHours(afternoon, tehran('12:59'))).toBe(false);
    expect(isWithinQuietHours(afternoon, tehran('14:00'))).toBe(true);
    expect(isWithinQuietHours(afternoon, tehran('16:00'))).toBe(false);
    expect(isWithinQuietHours({ from: 600, to: 600 }, tehran('10:00'))).toBe(false);
    expect(isWithinQuietHours(null, tehran('03:00'))).toBe(false);
  });

  it('ends the window at its Tehran end, the next morning when it spans midnight', () => {
    expect(quietHoursEnd(night, tehran('23:10'))).toEqual(tehran('08:00', '2026-11-29'));
    expect(quietHoursEnd(night, tehran('06:30'))).toEqual(tehran('08:00'));
    expect(quietHoursEnd(night, tehran('12:00'))).toBeNull();
  });

  it('keeps SMS on for the login code and the confirmation, and offers the login code only by SMS', () => {
    expect(effectiveSwitches('booking_confirmed', { sms: false, push: false, email: true })).toEqual({
      sms: true,
      push: false,
      email: true,
    });
    expect(effectiveSwitches('login_code', { sms: true, push: true, email: true })).toEqual({
      sms: true,
      push: false,
      email: false,
    });
    expect(effectiveSwitches('price_alert', { sms: false, push: true, email: false })).toEqual({
      sms: false,
      push: true,
      email: false,
    });
    expect(effectiveSwitches('support_answered', undefined)).toEqual({ sms: true, push: true, email: true });
  });

  it('refuses in Persian a body that turns the confirmation SMS off or a bad time', () => {
    const off = notificationPreferencesBodySchema.safeParse({
      kinds: { booking_confirmed: { sms: false, push: true, email: true } },
      quietHours: null,
    });
    expect(off.error?.issues.map((issue) => issue.message)).toEqual([NOTIFICATION_MESSAGES.smsCannotBeOff]);
    const late = notificationPreferencesBodySchema.safeParse({
      kinds: {},
      quietHours: { from: '25:00', to: '08:00' },
    });
    expect(late.error?.issues.map((issue) => issue.message)).toEqual([NOTIFICATION_MESSAGES.invalidTime]);
  });

  it('reads times of day in Persian digits', () => {
    const body = notificationPreferencesBodySchema.parse({
      kinds: {},
      quietHours: { from: '۲۲:۳۰', to: '۰۸:۰۰' },
    });
    expect(body.quietHours).toEqual({ from: 1350, to: 480 });
    expect(timeOfDayText(1350)).toBe('22:30');
  });
});
