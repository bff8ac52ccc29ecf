// The words of the back office's hotel photos: booking-api and the gateway's upload route answer with these and
// the back office shows them (the same checks run in the browser before a file is sent).
import { toPersianDigits } from '../text/digits';

export const STAFF_PHOTO_MESSAGES = {
  categoryUnknown: 'دسته‌ی عکس را انتخاب کنید.',
  altLength: 'توضیح عکس برای کسانی که آن را نمی‌بینند باید ۳ تا ۱۲۰ نویسه باشد.',
  noFile: 'فایل عکس را انتخاب کنید.',
  unreadable: 'این فایل عکس خوانده نشد؛ عکسی با پسوند JPG یا PNG یا WebP بفرستید.',
  wrongType: 'فقط عکس‌های JPG و PNG و WebP پذیرفته می‌شوند.',
  tooLarge: 'حجم عکس باید حداکثر ۵ مگابایت باشد.',
  tooSmall: (width: number, height: number) =>
    `این عکس ${toPersianDigits(width)} × ${toPersianDigits(height)} پیکسل است؛ دست‌کم ۸۰۰ × ۵۰۰ پیکسل لازم است.`,
  tooBig: 'طول یا عرض عکس بیش از ۱۰٬۰۰۰ پیکسل است.',
  tooMany: 'هر هتل حداکثر ۳۰ عکس دارد؛ پیش از افزودن، عکسی را حذف کنید.',
  orderInvalid: 'فهرست عکس‌ها با عکس‌های هتل جور نیست؛ صفحه را تازه کنید.',
  lastPhoto: 'هتل دست‌کم یک عکس باید داشته باشد.',
  added: 'عکس افزوده شد.',
  saved: 'عکس‌های هتل ذخیره شد.',
  offline: 'اتصال برقرار نشد؛ دوباره تلاش کنید.',
  notSent: 'عکس فرستاده نشد؛ دوباره تلاش کنید.',
  signedOut: 'نشست شما به پایان رسیده است؛ دوباره وارد شوید.',
} as const;
