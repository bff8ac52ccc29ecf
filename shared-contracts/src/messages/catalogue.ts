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
} as const;

/** The route-validation failure of spec §8. */
export const pageNotFoundMessage = (path: string) => `Page Not Found: ${path}`;
