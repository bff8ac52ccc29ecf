// The words of staff sign-in and staff management: booking-api answers with these and the back office shows them.
import { formatCalendarDate } from '../calendar/format-calendar-date';
import { TEHRAN_OFFSET_MS, todayInTehran } from '../dates/tehran-date';

/** The Tehran date (Jalali) and time of an instant, in Persian digits: '۱۴۰۵/۰۱/۰۱ ۱۴:۳۰'. */
export function tehranDateTime(at: Date): string {
  const local = new Date(at.getTime() + TEHRAN_OFFSET_MS);
  const time = { hour: local.getUTCHours(), minute: local.getUTCMinutes() };
  return formatCalendarDate(todayInTehran(at), 'fa', { time });
}

export const STAFF_MESSAGES = {
  signInFailed: 'ایمیل، رمز عبور یا کد تأیید نادرست است.',
  notSignedIn: 'برای ورود به بخش کارکنان ابتدا وارد شوید.',
  sessionEnded: 'نشست شما به پایان رسیده است؛ دوباره وارد شوید.',
  forbidden: 'دسترسی به این بخش برای نقش شما مجاز نیست.',
  passwordChangeRequired: 'پیش از هر کاری، رمز عبور یک‌بار مصرف خود را تغییر دهید.',
  passwordChanged: 'رمز عبور تغییر کرد.',
  currentPasswordWrong: 'رمز عبور فعلی نادرست است.',
  passwordTooShort: 'رمز عبور جدید باید دست‌کم ۱۲ نویسه باشد.',
  passwordTooLong: 'رمز عبور حداکثر ۱۲۸ نویسه است.',
  passwordUnchanged: 'رمز عبور جدید باید با رمز فعلی فرق داشته باشد.',
  emailInvalid: 'ایمیل معتبر نیست.',
  totpInvalid: 'کد تأیید باید ۶ رقم باشد.',
  passwordRequired: 'رمز عبور را وارد کنید.',
  roleInvalid: 'نقش انتخاب‌شده معتبر نیست.',
  rolesRequired: 'دست‌کم یک نقش انتخاب کنید.',
  hotelsRequired: 'برای نقش مدیر هتل دست‌کم یک هتل انتخاب کنید.',
  hotelsWithoutManager: 'هتل فقط به مدیر هتل سپرده می‌شود.',
  hotelNotFound: 'هتل انتخاب‌شده پیدا نشد.',
  emailTaken: 'کارمندی با این ایمیل از پیش ثبت شده است.',
  memberNotFound: 'کارمند مورد نظر پیدا نشد.',
  memberCreated: 'کارمند ثبت شد؛ رمز یک‌بار مصرف و کلید تأیید را به او بدهید.',
  memberUpdated: 'تغییرات کارمند ذخیره شد.',
  credentialsReset: 'رمز یک‌بار مصرف و کلید تأیید تازه ساخته شد؛ نشست‌های قبلی این کارمند بسته شد.',
  notOwnAdmin: 'نمی‌توانید نقش مدیر سامانه یا حساب خودتان را غیرفعال کنید.',
  signedOut: 'از بخش کارکنان خارج شدید.',
  signedOutEverywhere: 'از همه دستگاه‌ها خارج شدید.',
  accountDisabled: 'این حساب غیرفعال شده است.',
  /** The account is locked after too many wrong sign-ins, until the given time. */
  locked: (until: Date) =>
    `به دلیل ورودهای نادرست پیاپی، حساب شما تا ${tehranDateTime(until)} (به وقت تهران) قفل است.`,
} as const;
