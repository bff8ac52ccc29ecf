// The words of the back office's content editing: booking-api answers with these and the back office shows them.
import { formatPersianNumber } from '../text/digits';
export const STAFF_CONTENT_MESSAGES = {
  articleNotFound: 'این مطلب پیدا نشد.',
  slugInvalid:
    'نشانی مطلب باید ۳ تا ۱۰۰ نویسه از حروف کوچک انگلیسی، رقم و خط تیره باشد، مانند «safar-be-yazd».',
  titleLength: 'عنوان باید ۳ تا ۲۰۰ نویسه باشد.',
  summaryLength: 'خلاصه حداکثر ۳۰۰ نویسه است.',
  markdownLength: 'متن مطلب باید ۲۰ تا ۵۰٬۰۰۰ نویسه باشد.',
  categoryUnknown: 'دسته‌ی انتخاب‌شده وجود ندارد.',
  categoryRequired: 'برای مطلب تازه یک دسته انتخاب کنید.',
  saved: 'مطلب ذخیره شد.',
  published: 'مطلب منتشر شد.',
  unpublished: 'مطلب از دسترس خارج شد.',
  pageNotFound: 'این صفحه پیدا نشد.',
  pathInvalid:
    'نشانی صفحه باید حروف کوچک انگلیسی، رقم و خط تیره باشد و بخش‌هایش با / جدا شوند، مانند «help/payment».',
  pathTaken: 'این نشانی از آنِ بخشی دیگر از سایت است؛ نشانی دیگری انتخاب کنید.',
  headerFooterMissing: 'محتوای سربرگ و پابرگ هنوز ثبت نشده است.',
  linkTitle: 'عنوان هر پیوند باید ۱ تا ۴۰ نویسه باشد.',
  linkUrl:
    'نشانی پیوند باید با / شروع شود (صفحه‌ای از همین سایت، مانند «/guide») یا نشانی کامل https:// باشد.',
  linkCount: 'سربرگ ۱ تا ۸ پیوند دارد، هر ستون پابرگ ۱ تا ۸ و شبکه‌های اجتماعی حداکثر ۵.',
  columnCount: 'پابرگ ۱ تا ۴ ستون دارد.',
  columnTitle: 'عنوان هر ستون باید ۱ تا ۴۰ نویسه باشد.',
  aboutLength: 'متن «درباره‌ی ما» باید ۱ تا ۳۰۰ نویسه باشد.',
  supportPhone: 'شماره‌ی پشتیبانی باید ۱۱ رقم و با ۰ شروع شود، مانند ۰۲۱-۹۱۰۰۰۰۰۰.',
  supportHours: 'ساعت پاسخ‌گویی حداکثر ۶۰ نویسه است.',
  logoText: 'نام کنار نشان باید ۱ تا ۲۰ نویسه باشد.',
  headerFooterTooLarge: (bytes: number, limit: number) =>
    `سربرگ و پابرگ ${formatPersianNumber(bytes)} بایت شده است و در مرورگر مسافر (کوکی، حداکثر ${formatPersianNumber(limit)} بایت) نگه داشته نمی‌شود؛ چند پیوند یا متن را کوتاه‌تر کنید.`,
  headerFooterSaved:
    'سربرگ و پابرگ ذخیره شد؛ مسافرانی که سایت را باز دارند تا ۱۰ ساعت نسخه‌ی قبلی را می‌بینند.',
} as const;
