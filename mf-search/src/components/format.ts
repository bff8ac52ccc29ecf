// How numbers read on the search pages: Toman (Rial / 10) with Persian digits and separators, decimals
// with the Persian decimal separator.
import { formatPersianNumber, toPersianDigits } from '@rahi/shared-contracts';

/** 23080000 Rial → '۲٬۳۰۸٬۰۰۰' (Toman, without the unit). */
export const formatToman = (rial: number) => formatPersianNumber(Math.round(rial / 10));

/** 4.2 → '۴٫۲'; whole numbers stay whole. */
export const formatDecimal = (value: number) => toPersianDigits(String(value)).replace('.', '٫');

/** 0.2 → '۰٫۲ کیلومتر'. */
export const formatKm = (km: number) => `${formatDecimal(Math.round(km * 10) / 10)} کیلومتر`;
