// The audit log's action and record names in Persian, for the audit log page and a booking's history. An action
// this list does not know yet is shown by its code, never hidden.

const ACTIONS: Record<string, string> = {
  booking_created: 'ثبت رزرو',
  booking_paid: 'پرداخت رزرو',
  booking_confirmed: 'تایید رزرو',
  booking_expired: 'پایان مهلت پرداخت',
  booking_cancelled: 'لغو رزرو',
  booking_hotel_confirmed: 'تایید رزرو توسط هتل',
  booking_hotel_refused: 'رد رزرو توسط هتل',
  booking_voucher_resent: 'ارسال دوباره پیامک تاییدیه',
  booking_wallet_refunded: 'بازپرداخت به کیف پول',
  ticket_answered: 'پاسخ به تیکت',
  ticket_closed: 'بستن تیکت',
  ticket_reopened: 'بازگشایی تیکت',
  ticket_assigned: 'واگذاری تیکت',
  ticket_unassigned: 'برداشتن واگذاری تیکت',
  review_published: 'انتشار نظر',
  review_rejected: 'رد نظر',
  inbox_state_changed: 'تغییر وضعیت پیام',
  member_created: 'افزودن کارمند',
  member_updated: 'تغییر کارمند',
  password_changed: 'تغییر رمز عبور',
  signed_in: 'ورود',
  signed_out: 'خروج',
  signed_out_everywhere: 'خروج از همه دستگاه‌ها',
  account_locked: 'قفل شدن حساب',
  discount_code_created: 'ساخت کد تخفیف',
  discount_code_updated: 'تغییر کد تخفیف',
  nights_changed: 'تغییر قیمت و ظرفیت',
  nights_imported: 'بارگذاری فایل قیمت‌ها',
  hotel_details_changed: 'تغییر اطلاعات هتل',
  hotel_photo_added: 'افزودن عکس هتل',
  hotel_photos_changed: 'تغییر عکس‌های هتل',
  article_created: 'نوشتن مطلب',
  article_changed: 'ویرایش مطلب',
  article_published: 'انتشار مطلب',
  article_unpublished: 'برداشتن مطلب از سایت',
  page_created: 'ساخت صفحه',
  page_changed: 'ویرایش صفحه',
  page_published: 'انتشار صفحه',
  page_unpublished: 'برداشتن صفحه از سایت',
  header_footer_changed: 'ویرایش سربرگ و پابرگ',
};

const ENTITIES: Record<string, string> = {
  booking: 'رزرو',
  ticket: 'تیکت',
  review: 'نظر',
  staff_member: 'کارمند',
  submission: 'پیام',
  discount_code: 'کد تخفیف',
  room_type: 'نوع اتاق',
  hotel: 'هتل',
  article: 'مطلب',
  page: 'صفحه',
  site_content: 'محتوای سایت',
};

/** @example auditActionLabel('booking_cancelled') // → 'لغو رزرو' */
export const auditActionLabel = (action: string) => ACTIONS[action] ?? action;

/** @example auditEntityLabel('booking') // → 'رزرو' */
export const auditEntityLabel = (entityType: string) => ENTITIES[entityType] ?? entityType;

/** The actions the audit log page offers as a filter, with their names. */
export const AUDIT_ACTION_CHOICES = Object.entries(ACTIONS).map(([value, label]) => ({ value, label }));
