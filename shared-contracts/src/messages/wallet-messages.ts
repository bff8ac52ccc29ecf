// The words of a wallet withdrawal to a bank account: booking-api refuses with these and mf-profile shows them.
import { formatPersianNumber } from '../text/digits';

export const WALLET_MESSAGES = {
  shebaRequired: 'شماره شبا را وارد کنید.',
  shebaInvalid: 'شماره شبا معتبر نیست؛ IR و ۲۴ رقم را همان‌گونه که بانک داده است وارد کنید.',
  amountRequired: 'مبلغ برداشت را به تومان وارد کنید.',
  amountInvalid: 'مبلغ برداشت باید عددی بزرگ‌تر از صفر باشد.',
  amountAboveBalance: 'مبلغ برداشت از موجودی کیف پول بیشتر است.',
  withdrawalReason: (sheba: string) => `درخواست برداشت به حساب ${sheba}`,
  withdrawalRequested: 'درخواست برداشت ثبت شد و مبلغ آن از موجودی کیف پول کنار گذاشته شد.',
  statusPending: 'در انتظار پرداخت',
  statusPaid: 'پرداخت شد',
  statusRejected: 'رد شد',
} as const;

/** The most a traveller can withdraw now: 'حداکثر ۱۲٬۰۰۰ تومان'. */
export const withdrawalCeiling = (rial: number) =>
  `حداکثر ${formatPersianNumber(Math.floor(rial / 10))} تومان`;
