// The words of the notification preferences: booking-api refuses with these and mf-profile shows them.
import type { MessageChannel, MessageKind } from './message-kinds';

export const NOTIFICATION_MESSAGES = {
  smsCannotBeOff: 'کد ورود و تأیید رزرو همیشه با پیامک فرستاده می‌شوند و خاموش نمی‌شوند.',
  channelNotOffered: 'کد ورود فقط با پیامک فرستاده می‌شود.',
  invalidTime: 'ساعت را به شکل ۲۲:۰۰ وارد کنید.',
  invalidSwitches: 'انتخاب کانال‌های اطلاع‌رسانی معتبر نیست.',
  preferencesSaved: 'تنظیمات اطلاع‌رسانی ذخیره شد.',
  invalidSubscription: 'اشتراک اعلان مرورگر معتبر نیست.',
  pushServiceRefused: 'این سرویس اعلان پذیرفته نمی‌شود.',
  subscriptionSaved: 'اعلان‌های این مرورگر روشن شد.',
  subscriptionRemoved: 'اعلان‌های این مرورگر خاموش شد.',
  subscriptionNotFound: 'این اشتراک اعلان پیدا نشد.',
} as const;

/** The table's rows, as a traveller names each kind of message. */
export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  login_code: 'کد ورود',
  booking_confirmed: 'تأیید رزرو و واچر',
  hold_ending: 'پایان مهلت پرداخت',
  payment_failed: 'پرداخت ناموفق',
  payment_returned: 'بازگشت مبلغ پرداخت',
  hotel_confirmed: 'تأیید هتل',
  hotel_refused: 'رد رزرو از سوی هتل',
  cancellation_refunded: 'استرداد وجه لغو رزرو',
  support_answered: 'پاسخ پشتیبانی',
  review_invitation: 'دعوت به ثبت نظر',
  price_alert: 'هشدار قیمت',
};

export const CHANNEL_LABELS: Record<MessageChannel, string> = {
  sms: 'پیامک',
  push: 'اعلان مرورگر',
  email: 'ایمیل',
};
