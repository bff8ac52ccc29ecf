// The words of the back office's rates and availability: booking-api answers with these and the back office
// shows them. Dates in them are Jalali with Persian digits.
import { formatCalendarDate } from '../calendar/format-calendar-date';
import { toPersianDigits } from '../text/digits';

const day = (iso: string) => formatCalendarDate(iso, 'fa');

export const STAFF_RATES_MESSAGES = {
  hotelNotFound: 'هتل پیدا نشد.',
  roomTypeNotFound: 'این نوع اتاق در این هتل پیدا نشد.',
  dateInvalid: 'تاریخ باید به شکل YYYY-MM-DD و روزی واقعی باشد.',
  datesOrder: 'تاریخ پایان نباید پیش از تاریخ شروع باشد.',
  rangeTooLong: 'بازه حداکثر ۳۶۶ شب است.',
  readRangeTooLong: 'هر بار حداکثر ۹۳ شب نمایش داده می‌شود.',
  weekdaysInvalid: 'روزهای هفته باید از ۰ (یکشنبه) تا ۶ (شنبه) و بدون تکرار باشند.',
  priceInvalid: 'قیمت باید عددی بزرگ‌تر از صفر (ریال) باشد.',
  /** The same for the back office's form, whose prices are typed in Toman. */
  priceInvalidToman: 'قیمت باید عددی بزرگ‌تر از صفر (تومان) باشد.',
  roomsInvalid: 'تعداد اتاق باید عددی از ۰ تا ۹۹۹ باشد.',
  addRoomsInvalid: 'تعداد اتاقِ افزوده باید عددی غیر صفر از ۹۹۹- تا ۹۹۹ باشد.',
  roomsEither: 'یا تعداد اتاق را تعیین کنید یا به آن اضافه کنید، نه هر دو.',
  nothingToChange: 'تغییری فرستاده نشد.',
  pastNights: 'شب‌های گذشته را نمی‌توان تغییر داد؛ بازه را از امروز یا بعد از آن انتخاب کنید.',
  noNightInRange: 'هیچ شبی از این بازه در روزهای انتخاب‌شده نیست.',
  changed: (nights: number) => `${toPersianDigits(nights)} شب به‌روز شد.`,
  unpricedNights: (dates: string[]) =>
    `برای این شب‌ها هنوز قیمتی ثبت نشده و نمی‌توان آن‌ها را تغییر داد: ${dates.slice(0, 5).map(day).join('، ')}${dates.length > 5 ? ' و …' : ''}`,
  customerAboveBoard: (date: string) => `قیمت فروش در شب ${day(date)} از قیمت رسمی (بورد) بیشتر می‌شود.`,
  belowTaken: (date: string, taken: number, reserveIds: string[]) =>
    `شب ${day(date)}: ${toPersianDigits(taken)} اتاق فروخته یا نگه داشته شده است (${reserveIds.length === 1 ? 'رزرو' : 'رزروهای'} ${reserveIds.map(toPersianDigits).join('، ')})؛ تعداد اتاق‌ها نمی‌تواند از آن کمتر شود.`,
  importEmpty: 'فایل خالی است یا جز سطر عنوان چیزی ندارد.',
  importTooLarge: 'فایل حداکثر ۵۱۲ کیلوبایت و ۳۱۰۰ سطر است.',
  importUnreadable: (reason: string) => `فایل CSV خوانده نشد: ${reason}`,
  importMissingColumn: (column: string) => `ستون «${column}» در سطر عنوان نیست.`,
  importUnknownColumn: (column: string) => `ستون «${column}» شناخته نیست.`,
  importApplied: (nights: number, lines: number) =>
    `${toPersianDigits(nights)} شب از ${toPersianDigits(lines)} سطر به‌روز شد.`,
  importMoreErrors: (count: number) => `و ${toPersianDigits(count)} خطای دیگر.`,
  /** A line's problem: «سطر ۵: …». Line numbers count the heading as line 1, as a spreadsheet does. */
  onLine: (line: number, problem: string) => `سطر ${toPersianDigits(line)}: ${problem}`,
  lineDate: (text: string) => `تاریخ «${text}» روزی درست نیست (۱۴۰۵/۰۹/۱۰ یا 2026-12-01).`,
  lineRoomType: (text: string) => `نوع اتاق «${text}» در این هتل نیست.`,
  lineNumber: (column: string, text: string) => `«${text}» در ستون «${column}» عدد درستی نیست.`,
  lineClosed: (text: string) => `«${text}» در ستون بسته باید بله/خیر یا ۱/۰ باشد.`,
  lineNothing: 'این سطر تغییری ندارد.',
  lineRepeated: (line: number) => `همان شب و نوع اتاقِ سطر ${toPersianDigits(line)} است.`,
  descriptionLength: 'معرفی هتل باید ۲۰ تا ۵۰۰۰ نویسه باشد.',
  amenityUnknown: 'امکاناتی که انتخاب شده در فهرست نیست.',
  phoneInvalid: 'شماره تلفن هتل باید ۱۱ رقم و با ۰ آغاز شود، مانند ۰۵۱۳۲۲۲۲۲۲۲.',
  timeInvalid: 'ساعت باید به شکل ۱۴:۰۰ باشد.',
  detailsSaved: 'اطلاعات هتل ذخیره شد.',
  policyTierCount: 'شرایط لغو ۱ تا ۸ پله دارد.',
  policyDays: 'روزهای پیش از ورود باید عددی درست از ۰ تا ۳۶۵ باشد.',
  policyPercent: 'درصد جریمه باید عددی درست از ۰ تا ۱۰۰ باشد.',
  policyOrder: 'پله‌ها از بیشترین روز پیش از ورود به کمترین می‌روند و هر روز یک بار می‌آید.',
  policyLastTier: 'پله‌ی آخر باید از ۰ روز پیش از ورود (روز ورود و عدم حضور) باشد.',
} as const;
