// The words travellers read, in one place (product §8 and the issues). Keep product §8's text word for word.
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
  checkinTooFar: 'تاریخ ورود حداکثر یک سال بعد از امروز می‌تواند باشد.',
  noPriceForNight: 'برای برخی از شب‌های اقامت قیمتی ثبت نشده است.',
  roomFull: 'این اتاق برای تاریخ انتخابی ظرفیت خالی ندارد.',
  tooManyExtraBeds: 'تعداد تخت اضافه بیش از حد مجاز این اتاق است.',
  noEarlyCapacity: 'امکان ورود زودهنگام برای این تاریخ وجود ندارد.',
  noLateCapacity: 'امکان خروج دیرهنگام برای این تاریخ وجود ندارد.',
  hotelNotFound: 'هتل مورد نظر پیدا نشد.',
  cityNotFound: 'شهر مورد نظر پیدا نشد.',
  invalidInput: 'اطلاعات ارسالی معتبر نیست.',
  crossSiteRequest: 'این درخواست از صفحه‌ای بیرون از راهی فرستاده شده و پذیرفته نشد.',
  upstreamUnavailable: 'ارتباط با سرور برقرار نشد. لطفا دوباره تلاش کنید.',
  upstreamTimeout: 'پاسخ سرور بیش از حد طول کشید. لطفا دوباره تلاش کنید.',
  tooManyRequests: 'تعداد درخواست‌ها بیش از حد مجاز است. لطفا کمی بعد تلاش کنید.',
  draftNotFound: 'اطلاعات رزرو پیدا نشد یا منقضی شده است.',
  draftIdTaken: 'این شناسه رزرو متعلق به مرورگر دیگری است. لطفا اتاق‌ها را دوباره انتخاب کنید.',
  draftNeedsSession: 'نشست مرورگر شناخته نشد. لطفا صفحه را دوباره بارگذاری کنید.',
  priceChanged: 'قیمت اتاق‌ها تغییر کرده است؛ مبلغ جدید محاسبه شد.',
  /** docs/product.md §8, word for word: the reservation draft could not be saved. */
  reservationSaveFailed: 'Failed to save reservation data. Please try again.',
  // Login by mobile number. The first two are product §8's defaults for auth calls, word for word.
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
  authSmsFailed: 'ارسال پیامک انجام نشد. لطفا کمی بعد دوباره تلاش کنید.',
  authLoggedIn: 'با موفقیت وارد شدید.',
  authLoggedOut: 'از حساب کاربری خود خارج شدید.',
  authPasswordChanged: 'رمز عبور با موفقیت تغییر کرد.',
} as const;

/** The toast after a code is sent: the number in Persian digits, e.g. 'کد تایید به شماره ۰۹۱۲۳۴۵۶۷۸۹ ارسال شد.' */
export const codeSentToMessage = (mobile: string) => `کد تایید به شماره ${toPersianDigits(mobile)} ارسال شد.`;

/** The SMS a traveller receives when no provider template is used (console sender, outbox). */
export const otpSmsText = (code: string) => `کد تایید راهی: ${code}\nاین کد را به کسی ندهید.`;

/** The route-validation failure of product §8. */
export const pageNotFoundMessage = (path: string) => `Page Not Found: ${path}`;

/** The words of hotel search and the hotel lists. */
export const SEARCH_TEXT = {
  soldOut: 'جا ندارد',
  noDestinationFound: 'شهر یا هتلی با این نام پیدا نشد.',
  noHotelsMatch: 'هتلی با این فیلترها پیدا نشد.',
  clearFilters: 'حذف همه فیلترها',
  perNightToman: 'تومان / هر شب',
  /** The same, as a screen reader says it after the amount. */
  perNightTomanSpoken: 'تومان برای هر شب',
  /** Said before a struck board price. */
  boardPriceSpoken: 'قیمت قبلی',
  listFailed: 'فهرست هتل‌ها بارگذاری نشد.',
  /** An address whose page is past the list's last (an old link, a list that has shrunk). */
  pageBeyondEnd: (page: number, pages: number) =>
    `صفحه ${toPersianDigits(page)} در این فهرست نیست؛ فهرست ${toPersianDigits(pages)} صفحه دارد.`,
  firstPage: 'رفتن به صفحه اول',
  tooManyNights: 'مدت اقامت حداکثر ۳۰ شب است.',
} as const;

/** Persian names of the hotel types of docs/domain-facts.md (keys: HOTEL_TYPES). */
export const HOTEL_TYPE_LABELS = {
  hotel: 'هتل',
  'hotel-apartment': 'هتل آپارتمان',
  boutique: 'هتل بوتیک',
  'traditional-house': 'اقامتگاه سنتی',
  'eco-lodge': 'اقامتگاه بوم‌گردی',
  'guest-house': 'مهمان‌پذیر',
} as const;

/** Persian names of the amenities of docs/domain-facts.md, by the keys booking-api uses. */
export const AMENITY_LABELS: Readonly<Record<string, string>> = {
  pool: 'استخر',
  restaurant: 'رستوران',
  internet: 'اینترنت',
  parking: 'پارکینگ',
  'prayer-room': 'نمازخانه',
  gym: 'باشگاه ورزشی',
  cafe: 'کافی‌شاپ',
  sauna: 'سونا',
  lobby: 'لابی',
  shop: 'فروشگاه',
  'room-phone': 'تلفن اتاق',
  refrigerator: 'یخچال',
  tv: 'تلویزیون',
};

/** Persian names of the hotel list's sort orders (keys: HOTEL_SORTS). */
export const HOTEL_SORT_LABELS = {
  popularity: 'محبوب‌ترین',
  price: 'ارزان‌ترین',
  '-price': 'گران‌ترین',
  stars: 'بیشترین ستاره',
  rating: 'بالاترین امتیاز',
  distance: 'نزدیک‌ترین',
} as const;

/** The Jalali date picker's buttons and labels (mf-search's DatePicker, product §4). */
export const DATE_PICKER_LABELS = {
  previousMonth: 'ماه قبل',
  nextMonth: 'ماه بعد',
  today: 'امروز',
  submit: 'تأیید',
  hour: 'ساعت',
  minute: 'دقیقه',
  increase: 'افزایش',
  decrease: 'کاهش',
  startTime: 'ساعت شروع',
  endTime: 'ساعت پایان',
  shortcuts: 'انتخاب سریع',
  tonight: 'امشب',
  weekend: 'آخر هفته',
  nowruz: 'نوروز',
  tomorrow: 'فردا',
  dayAfterTomorrow: 'پس‌فردا',
  nights: 'شب',
  chooseDates: 'انتخاب تاریخ',
  close: 'بستن',
  /** The calendar's code did not arrive (the network, or a newer build replaced it). */
  unavailable: 'تقویم باز نشد. لطفا صفحه را دوباره بارگذاری کنید.',
} as const;

/** The hotel page's words. */
export const HOTEL_TEXT = {
  loadFailed: 'اطلاعات هتل بارگذاری نشد.',
  reviewsFailed: 'این صفحه از نظرات بارگذاری نشد. صفحه دیگری را امتحان کنید.',
  noReviews: 'هنوز نظری برای این هتل ثبت نشده است.',
  verifiedStay: 'اقامت تأییدشده',
  noRooms: 'برای این تاریخ اتاقی از این هتل عرضه نشده است.',
} as const;

/**
 * What a screen reader hears when the traveller adds a room to the cart or takes one out (said politely).
 * @example cartChangeMessage('دو تخته دبل', true, 3) // → 'اتاق دو تخته دبل به سبد اضافه شد؛ ۳ اتاق در سبد'
 */
export const cartChangeMessage = (roomName: string, added: boolean, roomsInCart: number) =>
  `اتاق ${roomName} ${added ? 'به سبد اضافه شد' : 'از سبد برداشته شد'}؛ ${
    roomsInCart > 0 ? `${toPersianDigits(roomsInCart)} اتاق در سبد` : 'سبد خالی است'
  }`;

/** A room type with few rooms left on the hotel page: '۲ اتاق باقی مانده'. */
export const roomsLeftMessage = (count: number) => `${toPersianDigits(count)} اتاق باقی مانده`;

/** A room type one room of which, with its extra beds, cannot hold the party searched for. */
export const roomTooSmallMessage = (adults: number) =>
  `یک اتاق برای ${toPersianDigits(adults)} بزرگسال کافی نیست؛ چند اتاق انتخاب کنید`;

/** The rooms chosen hold fewer than the party searched for (the reservation page, before paying). */
export const partyNotHeldMessage = (held: number, adults: number) =>
  `اتاق‌های انتخاب‌شده با تخت‌های اضافه برای ${toPersianDigits(held)} نفر جا دارند، اما جستجوی شما برای ${toPersianDigits(adults)} بزرگسال بود. برای همه اتاق یا تخت اضافه بگیرید.`;

/** The hotel page's <title> (server rendered): 'رزرو هتل درویشی در مشهد | راهی'. */
export const hotelPageTitle = (hotelName: string, cityName: string) =>
  `رزرو ${hotelName} در ${cityName} | راهی`;

/**
 * The hotel page's meta description; `fromToman` is the cheapest room's price a night, already in Persian digits.
 * @example hotelPageDescription({ hotelName: 'هتل درویشی', kind: 'هتل', stars: 5, cityName: 'مشهد', fromToman: '۲٬۵۰۰٬۰۰۰' })
 */
export const hotelPageDescription = (facts: {
  hotelName: string;
  kind: string;
  stars: number;
  cityName: string;
  fromToman?: string;
}) =>
  `${facts.hotelName}، ${facts.kind} ${toPersianDigits(facts.stars)} ستاره در ${facts.cityName}: عکس‌ها، امکانات، نظر مسافران و رزرو آنلاین${
    facts.fromToman ? ` از شبی ${facts.fromToman} تومان` : ''
  }.`;

/** The home page's <title> (server rendered; the shell's index.html and DEFAULT_TITLE say the same). */
export const HOME_PAGE_TITLE = 'راهی | رزرو آنلاین هتل';

/** The home page's meta description (server rendered; the shell's index.html says the same). */
export const HOME_PAGE_DESCRIPTION =
  'رزرو آنلاین هتل در مشهد، تهران، اصفهان، شیراز، کیش و سراسر ایران با تاریخ شمسی و بهترین قیمت.';

/** The city page's <title> (server rendered and set by the page): 'هتل‌های مشهد | راهی'. */
export const cityPageTitle = (cityName: string) => `هتل‌های ${cityName} | راهی`;

/**
 * The city page's meta description; `fromToman` is the cheapest hotel's price a night, already in Persian digits.
 * @example cityPageDescription({ cityName: 'مشهد', province: 'خراسان رضوی', count: 412, fromToman: '۱٬۲۰۰٬۰۰۰' })
 */
export const cityPageDescription = (facts: {
  cityName: string;
  province: string;
  count: number;
  fromToman?: string;
}) =>
  `رزرو آنلاین ${toPersianDigits(facts.count)} هتل در ${facts.cityName}، ${facts.province}: مقایسه قیمت، عکس‌ها و نظر مسافران${
    facts.fromToman ? `، از شبی ${facts.fromToman} تومان` : ''
  }.`;
