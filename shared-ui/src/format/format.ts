// How numbers read on every page: decimals with the Persian decimal separator, distances in kilometres, clock
// times in Persian digits. Money is in shared-contracts (formatToman and tomanOf: the server writes it too).
import { formatPersianNumber, toPersianDigits } from '@rahi/shared-contracts';

/** 4.2 → '۴٫۲', 1100 → '۱٬۱۰۰' (thousands grouped as formatPersianNumber groups them); whole numbers stay whole. */
export const formatDecimal = (value: number) => {
  const [whole = '0', fraction] = String(value).split('.');
  return `${formatPersianNumber(Number(whole))}${fraction ? `٫${toPersianDigits(fraction)}` : ''}`;
};

/** 0.43 → '۰٫۴ کیلومتر'. */
export const formatKm = (km: number) => `${formatDecimal(Math.round(km * 10) / 10)} کیلومتر`;

/** '14:00' → '۱۴:۰۰'. */
export const formatClock = (time: string) => toPersianDigits(time);
