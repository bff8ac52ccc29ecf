// A review from a real stay (docs/api-contract.md POST /reviews): the booking is the caller's (logged in,
// or its reserve id with the booker's mobile), its stay is over, and it has no review yet. Scores per category,
// would-recommend, title and text. moderateReview is the simple rule set that decides whether it is shown at
// once or held for a person.

import { FORM_MESSAGES } from '@rahi/shared-contracts';
import * as z from 'zod';
import { captchaTokenSchema, mobileSchema } from './auth';
import { idSchema, scoresSchema } from './common';
import { boundedText, formReserveIdSchema, optionalField } from './forms';

/** A score typed or picked as '1'…'5' (or sent as a number). */
const scoreField = z.preprocess(
  (value) => (typeof value === 'string' && /^[1-5]$/.test(value.trim()) ? Number(value) : value),
  z.int({ error: FORM_MESSAGES.scoreRequired }).min(1, { error: FORM_MESSAGES.scoreRequired }).max(5, {
    error: FORM_MESSAGES.scoreRequired,
  }),
);

export const REVIEW_CATEGORIES = ['staff', 'cleanliness', 'restaurant', 'location', 'valueForMoney'] as const;
export const REVIEW_CATEGORY_NAMES: Record<(typeof REVIEW_CATEGORIES)[number], string> = {
  staff: 'کارکنان',
  cleanliness: 'نظافت',
  restaurant: 'رستوران',
  location: 'موقعیت',
  valueForMoney: 'ارزش در برابر قیمت',
};

/** true, or the form's 'yes' / 'no'. */
const recommendField = z.preprocess(
  (value) => (value === 'yes' ? true : value === 'no' ? false : value),
  z.boolean({ error: FORM_MESSAGES.recommendRequired }),
);

/** POST /reviews. */
export const reviewBodySchema = z.object({
  reserveId: formReserveIdSchema,
  mobile: optionalField(mobileSchema),
  scores: z.object({
    staff: scoreField,
    cleanliness: scoreField,
    restaurant: scoreField,
    location: scoreField,
    valueForMoney: scoreField,
  }),
  recommend: recommendField,
  title: boundedText(3, 80, FORM_MESSAGES.reviewTitleRequired),
  text: boundedText(20, 2000, FORM_MESSAGES.reviewTextRequired),
  captcha_token: captchaTokenSchema,
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

export const REVIEW_STATUSES = ['published', 'held', 'rejected'] as const;

export const reviewReceiptSchema = z.object({
  id: idSchema,
  status: z.enum(REVIEW_STATUSES),
  hotel: z.object({ id: idSchema, name: z.string(), slug: z.string() }),
});
export type ReviewReceipt = z.infer<typeof reviewReceiptSchema>;

/** GET /bookings/:reserveId/review: what the review page shows before the form. */
export const reviewEligibilitySchema = z.object({
  reserveId: z.string(),
  hotel: z.object({ id: idSchema, name: z.string(), slug: z.string() }),
  checkin: z.string(),
  checkout: z.string(),
  /** Null when a review may be sent now; otherwise the Persian reason it may not. */
  refusal: z.string().nullable(),
  review: z.object({ status: z.enum(REVIEW_STATUSES), title: z.string(), scores: scoresSchema }).nullable(),
});
export type ReviewEligibility = z.infer<typeof reviewEligibilitySchema>;

export type ModerationOutcome = { publish: true } | { publish: false; reason: string };

const LINK = /(https?:\/\/|www\.|\b[\w-]+\.(com|ir|net|org|me|io)\b)/i;
const REPEATED = /(\S)\1{4,}/u;

/**
 * The simple moderation rules: a review with a link, a character repeated five times in a row, or fewer than
 * four words is held for a person; any other is published at once.
 * @example moderateReview('عالی', 'خیلی خوب بوددددددد') // → { publish: false, reason: 'repeated characters' }
 */
export function moderateReview(title: string, text: string): ModerationOutcome {
  const all = `${title}\n${text}`;
  if (LINK.test(all)) return { publish: false, reason: 'link' };
  if (REPEATED.test(all)) return { publish: false, reason: 'repeated characters' };
  if (text.split(/\s+/).filter(Boolean).length < 4) return { publish: false, reason: 'too few words' };
  return { publish: true };
}

/** The review page's question to a visitor: the mobile the booking was made with. */
export const bookerMobileFormSchema = z.object({ mobile: mobileSchema });
