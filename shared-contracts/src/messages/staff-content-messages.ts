// The words of the back office's content editing: booking-api answers with these and the back office shows them.
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
} as const;
