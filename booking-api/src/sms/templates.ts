// One Kavenegar template per kind of message: its name in the Kavenegar panel, its Persian text (what the panel
// holds and the booking-api README lists), and how the outbox row's params fill its tokens. Kavenegar's verify/
// lookup fills %token, %token2 and %token3 (no spaces), %token10 (up to 5 spaces) and %token20 (up to 8).
// Numbers, dates (Jalali) and reserve ids go in Persian digits; links stay ASCII.
import {
  formatCalendarDate,
  formatPersianNumber,
  type MessageKind,
  otpSmsText,
  toPersianDigits,
} from '@rahi/shared-contracts';

export type TokenName = 'token' | 'token2' | 'token3' | 'token10' | 'token20';
export type TemplateTokens = Partial<Record<TokenName, string>> & { token: string };

type Params = Record<string, string | number>;

interface SmsTemplate {
  /** The template's default name in the panel (KAVENEGAR_TEMPLATE_<KIND> overrides it). */
  name: string;
  /** The template's text, with Kavenegar's placeholders. */
  text: string;
  tokens(params: Params): TemplateTokens;
}

const SPACES_ALLOWED: Record<TokenName, number> = { token: 0, token2: 0, token3: 0, token10: 5, token20: 8 };

/** Kavenegar refuses a token with more spaces than its kind allows: the rest become non-breaking spaces. */
export function fitToken(name: TokenName, value: string): string {
  let spaces = 0;
  return value
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/ /g, () => (spaces++ < SPACES_ALLOWED[name] ? ' ' : '\u00a0'));
}

const param = (params: Params, name: string) => String(params[name] ?? '');
const persian = (params: Params, name: string) => toPersianDigits(param(params, name));
const jalali = (params: Params, name: string) =>
  formatCalendarDate(param(params, name), 'fa') || persian(params, name);
const toman = (params: Params) => formatPersianNumber(Math.round(Number(params.amount ?? 0) / 10));
const refundPlace = (params: Params) => (params.refundTo === 'card' ? 'کارت' : 'کیف‌پول');

const stay = (params: Params) => ({
  token: persian(params, 'reserveId'),
  token20: param(params, 'hotelName'),
  token3: param(params, 'link'),
});

export const SMS_TEMPLATES: Record<MessageKind, SmsTemplate> = {
  login_code: {
    name: 'rahi-otp',
    text: otpSmsText('%token'),
    tokens: (params) => ({ token: param(params, 'code') }),
  },
  booking_confirmed: {
    name: 'rahi-booking-confirmed',
    text: 'راهی: رزرو %token در %token20 قطعی شد؛ ورود %token2، %token10 شب. واچر: %token3',
    tokens: (params) => ({
      ...stay(params),
      token2: jalali(params, 'checkIn'),
      token10: persian(params, 'nights'),
    }),
  },
  hold_ending: {
    name: 'rahi-hold-ending',
    text: 'راهی: مهلت پرداخت رزرو %token در %token20 تا ۵ دقیقه دیگر تمام می‌شود. پرداخت: %token3',
    tokens: stay,
  },
  payment_failed: {
    name: 'rahi-payment-failed',
    text: 'راهی: پرداخت رزرو %token در %token20 انجام نشد. برای پرداخت دوباره: %token3',
    tokens: stay,
  },
  payment_returned: {
    name: 'rahi-payment-returned',
    text: 'راهی: رزرو %token در %token20 دیگر قابل پرداخت نبود؛ %token2 تومان به %token10 شما بازگشت.',
    tokens: (params) => ({ ...stay(params), token2: toman(params), token10: refundPlace(params) }),
  },
  hotel_confirmed: {
    name: 'rahi-hotel-confirmed',
    text: 'راهی: %token20 رزرو %token را تایید کرد. واچر: %token3',
    tokens: stay,
  },
  hotel_refused: {
    name: 'rahi-hotel-refused',
    text: 'راهی: %token20 رزرو %token را نپذیرفت؛ %token2 تومان به %token10 شما بازمی‌گردد.',
    tokens: (params) => ({ ...stay(params), token2: toman(params), token10: refundPlace(params) }),
  },
  cancellation_refunded: {
    name: 'rahi-cancellation-refunded',
    text: 'راهی: رزرو %token در %token20 لغو شد؛ %token2 تومان به %token10 شما بازمی‌گردد.',
    tokens: (params) => ({ ...stay(params), token2: toman(params), token10: refundPlace(params) }),
  },
  support_answered: {
    name: 'rahi-support-answered',
    text: 'راهی: پشتیبانی به درخواست %token شما پاسخ داد: %token3',
    tokens: (params) => ({ token: persian(params, 'ticketId'), token3: param(params, 'link') }),
  },
  review_invitation: {
    name: 'rahi-review',
    text: 'راهی: امیدواریم اقامت خوبی در %token20 داشته‌اید. نظرتان را درباره هتل بنویسید: %token3',
    tokens: stay,
  },
  price_alert: {
    name: 'rahi-price-alert',
    text: 'راهی: قیمت %token20 ارزان‌تر شد: %token2 تومان برای هر شب. %token3',
    tokens: (params) => ({ ...stay(params), token: persian(params, 'hotelId'), token2: toman(params) }),
  },
};

/** The template's tokens for these params, each fitted to Kavenegar's space limits. */
export function templateTokens(kind: MessageKind, params: Params): TemplateTokens {
  const tokens = SMS_TEMPLATES[kind].tokens(params);
  return Object.fromEntries(
    Object.entries(tokens).map(([name, value]) => [name, fitToken(name as TokenName, value ?? '')]),
  ) as TemplateTokens;
}

/**
 * The text the traveller reads: the template with its tokens filled, as Kavenegar fills it.
 * @example smsText('hold_ending', { reserveId: '48213657', hotelName: 'هتل آریا', link: 'https://rahi.ir/x' })
 */
export function smsText(kind: MessageKind, params: Params): string {
  const tokens = templateTokens(kind, params);
  return SMS_TEMPLATES[kind].text.replace(
    /%(token(?:2|3|10|20)?)\b/g,
    (_, name: TokenName) => tokens[name] ?? '',
  );
}
