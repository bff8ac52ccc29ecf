// A discount code's rule in the words a traveller reads beside its amount, written from the code's own data
// (percent and cap, or a fixed amount) so a capped percent is never read as the bare percent.
import { formatPersianNumber, tomanOf } from '../text/digits';

/** What a code takes off: a percent of the purchase (capped when `maxAmount` is set) or a fixed amount, in Rial. */
export interface DiscountRule {
  percent: number | null;
  maxAmount: number | null;
  fixedAmount: number | null;
}

/**
 * The rule as one Persian phrase.
 * @example describeDiscountRule({ percent: 10, maxAmount: 5_000_000, fixedAmount: null }) // → '۱۰٪ تا سقف ۵۰۰٬۰۰۰ تومان'
 * @example describeDiscountRule({ percent: null, maxAmount: null, fixedAmount: 2_000_000 }) // → '۲۰۰٬۰۰۰ تومان'
 */
export function describeDiscountRule(rule: DiscountRule): string {
  if (rule.percent) {
    const percent = `${formatPersianNumber(rule.percent)}٪`;
    return rule.maxAmount ? `${percent} تا سقف ${tomanOf(rule.maxAmount)}` : percent;
  }
  return tomanOf(rule.fixedAmount ?? 0);
}
