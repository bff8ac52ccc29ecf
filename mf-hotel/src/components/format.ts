// How numbers read on the hotel page: Toman (Rial / 10) with Persian digits and separators, decimals
// with the Persian decimal separator, clock times in Persian digits.
import { formatPersianNumber, toPersianDigits } from '@rahi/shared-contracts';

/** 23080000 Rial → '۲٬۳۰۸٬۰۰۰' (Toman, without the unit). */
export const formatToman = (rial: number) => formatPersianNumber(Math.round(rial / 10));

/** 23080000 Rial → '۲٬۳۰۸٬۰۰۰ تومان'. */
export const toman = (rial: number) => `${formatToman(rial)} تومان`;

/** 4.2 → '۴٫۲'; whole numbers stay whole. */
export const formatDecimal = (value: number) => toPersianDigits(String(value)).replace('.', '٫');

/** 0.43 → '۰٫۴ کیلومتر'. */
export const formatKm = (km: number) => `${formatDecimal(Math.round(km * 10) / 10)} کیلومتر`;

/** '14:00' → '۱۴:۰۰'. */
export const formatClock = (time: string) => toPersianDigits(time);
