// The words of reserving and paying: booking-api answers with these and mf-reservation shows them.
import { formatPersianNumber, toPersianDigits } from '../text/digits';

const toman = (rial: number) => `${formatPersianNumber(Math.round(rial / 10))} تومان`;

export const BOOKING_MESSAGES = {
  bookingNotFound: 'رزروی با این کد رزرو و شماره موبایل پیدا نشد.',
  reserveIdInvalid: 'کد رزرو ۸ رقم است.',
  holdExpired: 'مهلت پرداخت این رزرو به پایان رسیده و اتاق‌ها آزاد شده‌اند. لطفا دوباره رزرو کنید.',
  alreadyPaid: 'این رزرو قبلا پرداخت شده است.',
  draftAlreadyBooked: 'برای این اطلاعات رزرو قبلا رزروی با شماره موبایل دیگری ثبت شده است.',
  notPayable: 'این رزرو قابل پرداخت نیست.',
  guestsIncomplete: 'برای هر اتاق اطلاعات یک مسافر را وارد کنید.',
  passportAndNationality: 'برای مسافر خارجی شماره گذرنامه و ملیت را وارد کنید.',
  invalidEmail: 'ایمیل معتبر نیست.',
  codeNotFound: 'کد تخفیف معتبر نیست.',
  codeExpired: 'مهلت استفاده از این کد تخفیف به پایان رسیده است.',
  codeUsed: 'شما قبلا از این کد تخفیف استفاده کرده‌اید.',
  codeNotYet: 'این کد تخفیف هنوز فعال نشده است.',
  codeUsedUp: 'ظرفیت استفاده از این کد تخفیف تمام شده است.',
  codeOtherHotel: 'این کد تخفیف برای هتل دیگری است.',
  codeOtherCity: 'این کد تخفیف برای هتل‌های شهر دیگری است.',
  codeNeedsLogin: 'این کد تخفیف برای هر مسافر محدود است؛ برای استفاده از آن ابتدا وارد حساب کاربری خود شوید.',
  walletNeedsLogin: 'برای استفاده از اعتبار کیف پول یا امتیاز، ابتدا وارد حساب کاربری خود شوید.',
  paymentNotFound: 'پرداختی با این مشخصات پیدا نشد.',
  paymentCancelled: 'پرداخت لغو شد یا ناموفق بود. مبلغی از حساب شما کسر نشده است.',
  paymentNotConfirmed:
    'بانک پرداخت را تایید نکرد. اگر مبلغی از حساب شما کسر شده باشد، ظرف ۷۲ ساعت بازگردانده می‌شود.',
  paymentRefundedToWallet:
    'مهلت رزرو پیش از تایید پرداخت به پایان رسید؛ مبلغ پرداختی به کیف پول شما بازگردانده شد.',
  paymentReversed:
    'مهلت رزرو پیش از تایید پرداخت به پایان رسید؛ مبلغ پرداختی به حساب بانکی شما بازگردانده می‌شود.',
  bankUnavailable: 'ارتباط با درگاه پرداخت برقرار نشد. لطفا دوباره تلاش کنید.',
  bookingConfirmed: 'رزرو شما تایید شد.',
  bookingAwaitingHotel: 'پرداخت انجام شد؛ رزرو در انتظار تایید هتل است.',
  sandboxTitle: 'درگاه پرداخت آزمایشی',
  sandboxNotice: 'این صفحه یک بانک آزمایشی است و هیچ پولی جابه‌جا نمی‌شود.',
  sandboxHint: 'برای آزمودن مسیر پرداخت، یکی از دکمه‌های زیر را بزنید.',
  sandboxPay: 'پرداخت',
  sandboxCancel: 'انصراف',
  sandboxFail: 'پرداخت ناموفق',
  sandboxUnknown: 'این پرداخت پیدا نشد یا قبلا انجام شده است.',
  sandboxHoldLeft: 'اتاق‌ها برای شما نگه داشته شده‌اند. زمان باقی‌مانده برای پرداخت:',
  sandboxHoldOver:
    'مهلت نگه‌داری اتاق‌ها به پایان رسید و اتاق‌ها آزاد شدند. پرداخت پس از این رزروی ثبت نمی‌کند و مبلغ به کیف پول یا حساب بانکی شما بازگردانده می‌شود.',
} as const;

/** A booking's status as the traveller reads it (payment pages, the profile's bookings). */
export const BOOKING_STATUS_NAMES = {
  pending_payment: 'در انتظار پرداخت',
  confirmed: 'تایید شده',
  awaiting_hotel: 'پرداخت شده، در انتظار تایید هتل',
  cancelled: 'لغو شده',
  expired: 'منقضی شده',
} as const;

/** The amount the page promised is not the amount to pay now: 'مبلغ قابل پرداخت از ۱۰۰ تومان به ۱۲۰ تومان تغییر کرد.' */
export const amountChangedMessage = (before: number, now: number) =>
  `مبلغ قابل پرداخت از ${toman(before)} به ${toman(now)} تغییر کرد. لطفا مبلغ جدید را بررسی کنید و دوباره تلاش کنید.`;

/** A discount code that needs a larger purchase. */
export const codeMinimumMessage = (minimum: number) =>
  `این کد تخفیف برای خریدهای از ${toman(minimum)} به بالا است.`;

/** The sandbox bank page's amount line: 'مبلغ: ۱٬۲۰۰٬۰۰۰ تومان'. */
export const sandboxAmountLine = (rial: number) => `مبلغ: ${toman(rial)}`;

/** 754 seconds → '۱۲:۳۴' (minutes and seconds left, Persian digits). */
export const clockLeft = (seconds: number) =>
  toPersianDigits(
    `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`,
  );

/**
 * The sandbox bank page's only script: counts the hold down each second in Persian digits from the server-rendered
 * line `#hold[data-until]`; at zero it writes `data-over` (the rooms are released; a payment now is returned) in its
 * place. Pay stays pressable: a capture after the hold is what the refund path is for, and it must stay testable. It is constant
 * (the deadline is in the page, not in the script), so the gateway allows it by its CSP hash.
 */
export const SANDBOX_COUNTDOWN_SCRIPT =
  "(()=>{const h=document.getElementById('hold');if(!h)return;const until=Date.parse(h.dataset.until||'');" +
  "const clock=h.querySelector('.clock');const fa=(n)=>String(n).padStart(2,'0').replace(/[0-9]/g,(d)=>'۰۱۲۳۴۵۶۷۸۹'[d]);" +
  'let timer=0;const tick=()=>{const left=Math.max(0,Math.floor((until-Date.now())/1000));' +
  "if(left>0){clock.textContent=fa(Math.floor(left/60))+':'+fa(left%60);return;}" +
  "clearInterval(timer);h.textContent=h.dataset.over||'';h.classList.add('over');};" +
  'timer=setInterval(tick,1000);tick();})();';
