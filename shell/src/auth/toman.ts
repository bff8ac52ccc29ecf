// Money as travellers read it: Toman (Rial / 10) with Persian digits and separators.
import { formatPersianNumber } from '@rahi/shared-contracts';

/** @example formatToman(2_500_000) // → '۲۵۰٬۰۰۰ تومان' */
export const formatToman = (rial: number) => `${formatPersianNumber(Math.floor(rial / 10))} تومان`;
