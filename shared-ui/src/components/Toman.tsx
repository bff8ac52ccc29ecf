// An amount of money read by a screen reader as one amount in Toman ("قیمت قبلی ۱٬۲۰۰٬۰۰۰ تومان"), however it
// is drawn: digits alone in a table whose caption gives the unit, or struck. The drawn text is aria-hidden.
import { formatToman, tomanOf } from '@rahi/shared-contracts';
import { VisuallyHidden } from './VisuallyHidden';

export interface TomanProps {
  /** The amount in Rial. */
  rial: number;
  /** Whether 'تومان' is drawn after the digits (it is always said). */
  unit?: boolean;
  /** Said before the amount ('قیمت قبلی'), not drawn. */
  spokenPrefix?: string;
}

/** @example <s><Toman rial={12_000_000} unit={false} spokenPrefix="قیمت قبلی" /></s> */
export function Toman({ rial, unit = true, spokenPrefix }: TomanProps) {
  return (
    <>
      <span aria-hidden="true">{unit ? tomanOf(rial) : formatToman(rial)}</span>
      <VisuallyHidden>{spokenPrefix ? `${spokenPrefix} ${tomanOf(rial)}` : tomanOf(rial)}</VisuallyHidden>
    </>
  );
}
