// zod's own messages are English ("Invalid input: expected object, received null"), and so are a few schemas'
// messages meant for developers ("page must be a whole number of at least 1"); a traveller reads every refusal in
// Persian. A schema's Persian message (the catalogue's) is kept; any other issue is named here in plain Persian,
// by kind, with Persian digits. A server parses with { error: persianIssue, reportInput: true } and reads each
// issue's message through travellerMessage.

import { MESSAGES, toPersianDigits } from '@rahi/shared-contracts';
import type { z } from 'zod';

export const ISSUE_MESSAGES = {
  missing: 'مقداری که لازم است فرستاده نشده است.',
  wrongType: 'نوع مقدار فرستاده‌شده درست نیست.',
  empty: 'این مقدار نباید خالی باشد.',
  unknownKeys: 'اطلاعات ارسالی موردی ناشناخته دارد.',
  textTooLong: (max: number) => `متن حداکثر ${toPersianDigits(max)} نویسه می‌تواند باشد.`,
  textTooShort: (min: number) => `متن دست‌کم ${toPersianDigits(min)} نویسه باید باشد.`,
  tooManyItems: (max: number) => `حداکثر ${toPersianDigits(max)} مورد پذیرفته می‌شود.`,
  tooFewItems: (min: number) => `دست‌کم ${toPersianDigits(min)} مورد لازم است.`,
  numberTooBig: (max: number) => `عدد حداکثر ${toPersianDigits(max)} می‌تواند باشد.`,
  numberTooSmall: (min: number) => `عدد دست‌کم ${toPersianDigits(min)} باید باشد.`,
} as const;

const PERSIAN = /[\u0600-\u06FF]/;

/** What of a zod issue (raw, or as parsed with reportInput) the Persian message depends on. */
interface IssueLike {
  code?: string;
  input?: unknown;
  origin?: string;
  maximum?: unknown;
  minimum?: unknown;
  message?: string;
}

function sizeMessage(issue: IssueLike): string {
  const big = issue.code === 'too_big';
  const bound = Number(big ? issue.maximum : issue.minimum);
  if (!Number.isFinite(bound)) return MESSAGES.invalidInput;
  switch (issue.origin) {
    case 'string':
      if (!big && bound <= 1) return ISSUE_MESSAGES.empty;
      return big ? ISSUE_MESSAGES.textTooLong(bound) : ISSUE_MESSAGES.textTooShort(bound);
    case 'array':
    case 'set':
      return big ? ISSUE_MESSAGES.tooManyItems(bound) : ISSUE_MESSAGES.tooFewItems(bound);
    case 'number':
    case 'int':
      return big ? ISSUE_MESSAGES.numberTooBig(bound) : ISSUE_MESSAGES.numberTooSmall(bound);
    default:
      return MESSAGES.invalidInput;
  }
}

/** The Persian message for an issue's kind, whatever message it carries. */
export function persianMessage(issue: IssueLike): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? ISSUE_MESSAGES.missing : ISSUE_MESSAGES.wrongType;
    case 'too_big':
    case 'too_small':
      return sizeMessage(issue);
    case 'unrecognized_keys':
      return ISSUE_MESSAGES.unknownKeys;
    default:
      return MESSAGES.invalidInput;
  }
}

/**
 * The message of an issue without one of its own, for zod's `error` option.
 *
 * @example
 * z.object({ booker: z.object({}) }).safeParse({ booker: null }, { error: persianIssue })
 * // issue message: 'نوع مقدار فرستاده‌شده درست نیست.'
 */
export const persianIssue: z.core.$ZodErrorMap = (issue) => persianMessage(issue as IssueLike);

/** The issue's own message when it is Persian, otherwise the Persian for its kind. */
export const travellerMessage = (issue: IssueLike): string =>
  issue.message && PERSIAN.test(issue.message) ? issue.message : persianMessage(issue);
