// Money and counts as the back office's forms take them: typed in Persian or Latin digits, money in Toman, and
// checked with shared-contracts' schemas, which take Rial and refuse in Rial's words.
import { toAsciiDigits } from '@rahi/shared-contracts';
import { STAFF_CODE_MESSAGES, STAFF_RATES_MESSAGES } from '@rahi/shared-contracts/staff';

/** A typed whole number (Persian or Latin digits, thousands marks allowed); undefined when empty, NaN when not one. */
export function readNumber(text: string): number | undefined {
  const plain = toAsciiDigits(text).replace(/[,٬،\s]/g, '');
  if (plain === '') return undefined;
  return /^\d+$/.test(plain) ? Number(plain) : Number.NaN;
}

/** Toman typed in a form → the Rial the API takes. */
export const rialOf = (toman: number | undefined) => (toman === undefined ? undefined : toman * 10);

/** The schemas' refusals that name Rial, in the words of a field typed in Toman. */
const IN_TOMAN: Record<string, string> = {
  [STAFF_RATES_MESSAGES.priceInvalid]: STAFF_RATES_MESSAGES.priceInvalidToman,
  [STAFF_CODE_MESSAGES.amountInvalid]: STAFF_CODE_MESSAGES.amountInvalidToman,
};

/** A schema's refusal as a form typed in Toman shows it: one naming Rial says Toman, any other as it is. */
export const inTomanWords = (message: string) => IN_TOMAN[message] ?? message;
