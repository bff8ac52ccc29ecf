// How numbers read on the search pages: decimals with the Persian decimal separator. Money is shared
// (formatToman and tomanOf in @rahi/shared-contracts).
import { toPersianDigits } from '@rahi/shared-contracts';

/** 4.2 → '۴٫۲'; whole numbers stay whole. */
export const formatDecimal = (value: number) => toPersianDigits(String(value)).replace('.', '٫');

/** 0.2 → '۰٫۲ کیلومتر'. */
export const formatKm = (km: number) => `${formatDecimal(Math.round(km * 10) / 10)} کیلومتر`;
