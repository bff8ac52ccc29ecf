// The words travellers read, in one place (spec §8 and the issues). Keep the spec's text word for word.
import { toPersianDigits } from '../text/digits';

export const MESSAGES = {
  backToHome: 'بازگشت به صفحه اصلی',
  goneMessage: 'صفحه مورد نظر حذف شده است.',
  serverError: 'خطای سرور',
  unexpectedError: 'An unexpected error occurred.',
  pageNotFoundTitle: 'Page not found',
  remoteUnavailable: 'این بخش در حال حاضر در دسترس نیست',
  retry: 'تلاش دوباره',
  notFoundHeading: 'صفحه‌ای که دنبالش بودید پیدا نشد',
  loading: 'در حال بارگذاری…',
  fillAllFields: 'لطفا همه فیلد ها را پر کنید',
  atLeastOneNight: 'تعداد روز ها حداقل باید 1 روز باشد',
  chooseRoom: 'لطفا اتاقی را انتخاب کنید.',
  // API errors (booking-api and the gateway); each page shows them as they come.
  checkinInPast: 'تاریخ ورود نمی‌تواند پیش از امروز باشد.',
  noPriceForNight: 'برای برخی از شب‌های اقامت قیمتی ثبت نشده است.',
  roomFull: 'این اتاق برای تاریخ انتخابی ظرفیت خالی ندارد.',
  tooManyExtraBeds: 'تعداد تخت اضافه بیش از حد مجاز این اتاق است.',
  noEarlyCapacity: 'امکان ورود زودهنگام برای این تاریخ وجود ندارد.',
  noLateCapacity: 'امکان خروج دیرهنگام برای این تاریخ وجود ندارد.',
  hotelNotFound: 'هتل مورد نظر پیدا نشد.',
  cityNotFound: 'شهر مورد نظر پیدا نشد.',
  invalidInput: 'اطلاعات ارسالی معتبر نیست.',
  upstreamUnavailable: 'ارتباط با سرور برقرار نشد. لطفا دوباره تلاش کنید.',
  upstreamTimeout: 'پاسخ سرور بیش از حد طول کشید. لطفا دوباره تلاش کنید.',
  tooManyRequests: 'تعداد درخواست‌ها بیش از حد مجاز است. لطفا کمی بعد تلاش کنید.',
  draftNotFound: 'اطلاعات رزرو پیدا نشد یا منقضی شده است.',
  priceChanged: 'قیمت اتاق‌ها تغییر کرده است؛ مبلغ جدید محاسبه شد.',
  // Login by mobile number (issue 4). The first two are spec §8's defaults for auth calls, word for word.
  authErrorDefault: 'خطایی رخ داده است',
  authRequestProblem: 'مشکلی در درخواست شما به وجود آمده است',
  authInvalidMobile: 'شماره موبایل معتبر نیست.',
  authInvalidCode: 'کد تایید باید ۵ رقم باشد.',
  authWrongCode: 'کد تایید اشتباه است.',
  authCodeExpired: 'کد تایید منقضی شده است. لطفا دوباره کد بگیرید.',
  authTooManyWrongCodes: 'تعداد تلاش‌های نادرست بیش از حد مجاز است. لطفا کد جدید بگیرید.',
  authTooManySends: 'تعداد درخواست‌های کد تایید بیش از حد مجاز است. لطفا بعدا دوباره تلاش کنید.',
  authSendTooSoon: 'کد تایید به تازگی ارسال شده است. لطفا کمی صبر کنید و دوباره تلاش کنید.',
  authWrongPassword: 'شماره موبایل یا رمز عبور اشتباه است.',
  authPasswordRequired: 'رمز عبور را وارد کنید.',
  authPasswordMismatch: 'رمز عبور و تکرار آن یکسان نیستند.',
  authWeakPassword: 'رمز عبور باید حداقل ۸ کاراکتر باشد.',
  authNotLoggedIn: 'لطفا ابتدا وارد حساب کاربری خود شوید.',
  authBotCheckFailed: 'بررسی امنیتی انجام نشد. لطفا صفحه را دوباره بارگذاری کنید و دوباره تلاش کنید.',
  authCodeSent: 'کد تایید ارسال شد.',
  authLoggedIn: 'با موفقیت وارد شدید.',
  authLoggedOut: 'از حساب کاربری خود خارج شدید.',
  authPasswordChanged: 'رمز عبور با موفقیت تغییر کرد.',
  /** The name shown for a user who has not given one yet. */
  authDefaultUserName: 'کاربر راهی',
} as const;

/** The toast after a code is sent: the number in Persian digits, e.g. 'کد تایید به شماره ۰۹۱۲۳۴۵۶۷۸۹ ارسال شد.' */
export const codeSentToMessage = (mobile: string) => `کد تایید به شماره ${toPersianDigits(mobile)} ارسال شد.`;

/** The SMS a traveller receives when no provider template is used (console sender, outbox). */
export const otpSmsText = (code: string) => `کد تایید راهی: ${code}\nاین کد را به کسی ندهید.`;

/** The route-validation failure of spec §8. */
export const pageNotFoundMessage = (path: string) => `Page Not Found: ${path}`;
