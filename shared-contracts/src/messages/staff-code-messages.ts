// The words of the back office's discount codes: booking-api answers with these and the back office shows them.
export const STAFF_CODE_MESSAGES = {
  codeFormat: 'کد باید ۳ تا ۳۰ نویسه از حروف انگلیسی، رقم، خط تیره یا زیرخط باشد.',
  codeTaken: 'کدی با این نام وجود دارد.',
  codeNotFound: 'کد تخفیف پیدا نشد.',
  kindRequired: 'یکی از درصد یا مبلغ ثابت را وارد کنید، نه هر دو.',
  percentRange: 'درصد باید عددی از ۱ تا ۱۰۰ باشد.',
  amountInvalid: 'مبلغ باید عددی بزرگ‌تر از صفر (ریال) باشد.',
  /** The same for the back office's form, whose amounts are typed in Toman. */
  amountInvalidToman: 'مبلغ باید عددی بزرگ‌تر از صفر (تومان) باشد.',
  capOnlyWithPercent: 'سقف تخفیف فقط برای کد درصدی است.',
  dateInvalid: 'تاریخ باید به شکل YYYY-MM-DD و روزی واقعی باشد.',
  datesOrder: 'تاریخ پایان نباید پیش از تاریخ شروع باشد.',
  usesInvalid: 'تعداد استفاده باید عددی بزرگ‌تر از صفر باشد.',
  placeEither: 'کد را به یک شهر یا یک هتل محدود کنید، نه هر دو.',
  cityNotFound: 'شهر انتخاب‌شده پیدا نشد.',
  hotelNotFound: 'هتل انتخاب‌شده پیدا نشد.',
  nothingToChange: 'تغییری فرستاده نشد.',
  codeCreated: 'کد تخفیف ساخته شد.',
  codeDisabled: 'کد تخفیف غیرفعال شد.',
  codeEnabled: 'کد تخفیف دوباره فعال شد.',
  codeChanged: 'کد تخفیف به‌روز شد.',
} as const;
