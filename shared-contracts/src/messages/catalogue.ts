// The words travellers read, in one place (spec §8 and the issues). Keep the spec's text word for word.

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
} as const;

/** The route-validation failure of spec §8. */
export const pageNotFoundMessage = (path: string) => `Page Not Found: ${path}`;
