// The words of the back office's desk operations (tickets, bookings, hotel answers, moderation, inbox):
// booking-api answers with these and the back office shows them.
export const STAFF_DESK_MESSAGES = {
  reasonRequired: 'دلیل را بنویسید (۳ تا ۵۰۰ حرف).',
  refusalReasonRequired: 'برای رد رزرو دلیل را بنویسید (۳ تا ۵۰۰ حرف).',
  decisionRequired: 'تصمیم را انتخاب کنید.',
  stateRequired: 'وضعیت را انتخاب کنید.',
  amountInvalid: 'مبلغ باید عددی بزرگ‌تر از صفر (ریال) باشد.',
  /** The same for the back office's refund dialog, whose amount is typed in Toman. */
  amountInvalidToman: 'مبلغ باید عددی بزرگ‌تر از صفر (تومان) باشد.',
  staffNotFound: 'کارمند مورد نظر پیدا نشد یا به میز پشتیبانی دسترسی ندارد.',
  ticketAssigned: 'تیکت واگذار شد.',
  ticketUnassigned: 'واگذاری تیکت برداشته شد.',
  ticketAnswered: 'پاسخ ثبت شد و به مسافر خبر داده شد.',
  ticketClosed: 'تیکت بسته شد.',
  ticketReopened: 'تیکت دوباره باز شد.',
  ticketNotClosed: 'این تیکت بسته نیست.',
  bookingNotFound: 'رزرو مورد نظر پیدا نشد.',
  bookingCancelled: 'رزرو لغو شد.',
  bookingCancelledToCard: 'رزرو لغو شد؛ مبلغ به کارت پرداخت‌کننده بازگردانده می‌شود.',
  walletRefunded: 'مبلغ به کیف پول مسافر واریز شد.',
  walletRefundNoAccount: 'این رزرو بدون حساب کاربری ثبت شده است؛ بازپرداخت به کیف پول ممکن نیست.',
  walletRefundTooMuch: 'مبلغ بیش از مانده قابل بازپرداخت این رزرو است.',
  voucherResent: 'پیامک تاییدیه رزرو دوباره فرستاده شد.',
  voucherNotPaid: 'این رزرو پرداخت نشده یا لغو شده است و تاییدیه ندارد.',
  notAwaitingHotel: 'این رزرو در انتظار پاسخ هتل نیست.',
  hotelConfirmed: 'رزرو تایید شد.',
  hotelRefused: 'رزرو رد شد و مبلغ کامل به مسافر بازگردانده شد.',
  reviewNotFound: 'نظر مورد نظر پیدا نشد.',
  reviewPublished: 'نظر منتشر شد.',
  reviewRejected: 'نظر رد شد.',
  submissionNotFound: 'پیام یا درخواست مورد نظر پیدا نشد.',
  submissionStateSaved: 'وضعیت ذخیره شد.',
} as const;

/** The states of an inbox item, in Persian, for the back office's chips. */
export const INBOX_STATE_LABELS = {
  new: 'تازه',
  read: 'خوانده‌شده',
  answered: 'پاسخ‌داده‌شده',
  archived: 'بایگانی',
} as const;
