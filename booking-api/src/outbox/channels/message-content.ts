// What a push notification and an e-mail say for each kind of message: a Persian title, a body naming the
// hotel, the dates and the reserve id in Persian digits, and the page a click opens (the voucher link the event
// gave, the ticket, the reservations). Built from the outbox row's params, which the event wrote.
import { formatDayLabel, type MessageKind, tomanOf, toPersianDigits } from '@rahi/shared-contracts';

export interface MessageContent {
  title: string;
  body: string;
  /** Where a click goes: absolute with PUBLIC_ORIGIN, else a path of this site. */
  url: string;
}

type Params = Record<string, string | number>;

const text = (params: Params, name: string) => {
  const value = params[name];
  return value === undefined || value === '' ? undefined : String(value);
};

/** «رزرو ۱۲۳۴۵۶۷۸ در هتل …، از سه‌شنبه ۱۲ فروردین ۱۴۰۵ برای ۳ شب» with whatever the params hold. */
function stayLine(params: Params): string {
  const reserveId = text(params, 'reserveId');
  const hotel = text(params, 'hotelName');
  const checkIn = text(params, 'checkIn');
  const nights = text(params, 'nights');
  return [
    reserveId && `رزرو ${toPersianDigits(reserveId)}`,
    hotel && `در ${hotel}`,
    checkIn && `از ${formatDayLabel(checkIn, 'fa') || toPersianDigits(checkIn)}`,
    nights && `برای ${toPersianDigits(nights)} شب`,
  ]
    .filter(Boolean)
    .join(' ');
}

const amountText = (params: Params) => {
  const amount = Number(params.amount);
  return Number.isFinite(amount) && amount > 0 ? tomanOf(amount) : undefined;
};

function defaultPath(kind: MessageKind, params: Params): string {
  const ticketId = text(params, 'ticketId');
  if (kind === 'support_answered' && ticketId) return `/profile/ticket/${encodeURIComponent(ticketId)}`;
  if (kind === 'price_alert') return '/profile';
  return '/profile/reserves';
}

/**
 * The notification's words and link.
 * @example messageContent('support_answered', { ticketId: 12 }, 'https://rahi.ir').url // 'https://rahi.ir/profile/ticket/12'
 */
export function messageContent(kind: MessageKind, params: Params, origin = ''): MessageContent {
  const stay = stayLine(params);
  const amount = amountText(params);
  const link = text(params, 'link') ?? text(params, 'url');
  const withStay = (sentence: string) => (stay ? `${stay}: ${sentence}` : sentence);
  const contents: Record<MessageKind, Omit<MessageContent, 'url'>> = {
    login_code: {
      title: 'کد ورود راهی',
      body: `کد ورود شما: ${toPersianDigits(text(params, 'code') ?? '')}`,
    },
    booking_confirmed: { title: 'رزرو شما قطعی شد', body: withStay('پرداخت انجام شد؛ واچر آماده است.') },
    hold_ending: {
      title: 'مهلت پرداخت رو به پایان است',
      body: withStay('تا چند دقیقه دیگر اتاق‌ها آزاد می‌شوند.'),
    },
    payment_failed: {
      title: 'پرداخت ناموفق بود',
      body: withStay('پرداخت انجام نشد؛ می‌توانید دوباره بپردازید.'),
    },
    payment_returned: {
      title: 'مبلغ پرداخت بازگشت',
      body: withStay(`${amount ? `${amount} ` : 'مبلغ '}به حساب شما بازمی‌گردد.`),
    },
    hotel_confirmed: { title: 'هتل رزرو شما را تأیید کرد', body: withStay('واچر آماده است.') },
    hotel_refused: {
      title: 'هتل رزرو شما را نپذیرفت',
      body: withStay(`${amount ? `${amount} ` : 'مبلغ پرداختی '}به شما بازگردانده می‌شود.`),
    },
    cancellation_refunded: {
      title: 'لغو رزرو و استرداد وجه',
      body: withStay(`رزرو لغو شد${amount ? ` و ${amount} بازگردانده شد` : ''}.`),
    },
    support_answered: {
      title: 'پاسخ پشتیبانی',
      body: text(params, 'ticketId')
        ? `پشتیبانی راهی به تیکت ${toPersianDigits(text(params, 'ticketId') ?? '')} پاسخ داد.`
        : 'پشتیبانی راهی به پیام شما پاسخ داد.',
    },
    review_invitation: {
      title: 'نظرتان درباره اقامت چیست؟',
      body: withStay('با ثبت نظر به مسافران دیگر کمک کنید.'),
    },
    price_alert: {
      title: 'هشدار قیمت',
      body: `${text(params, 'hotelName') ?? 'هتل مورد نظر شما'} ارزان‌تر شد${amount ? `: ${amount} برای هر شب` : ''}.`,
    },
  };
  const path = link ?? defaultPath(kind, params);
  return { ...contents[kind], url: /^https?:\/\//.test(path) ? path : `${origin}${path}` };
}
