// The public forms' rate limits, per form per client address and per form per mobile number, counted from
// form_rate_log rows with the rolling-hour window the login and lookup limits use (auth/failure-window.ts), so
// they hold across processes.
import { type FailureLog, failureRetryAfter, recordFailure } from '../auth/failure-window';
import type { Database } from '../db/client';
import { formRateLog } from '../db/schema';
import type { FormLimits } from './settings';

const LOG: FailureLog = {
  table: formRateLog,
  key: formRateLog.key,
  at: formRateLog.at,
  row: (key, at) => ({ key, at }),
};

export type RateLimitedForm = 'contact' | 'artist' | 'airport' | 'questionnaire' | 'review';

export interface Sender {
  address: string;
  /** The number the submission is for, when it names one. */
  mobile: string | undefined;
}

const keysOf = (form: RateLimitedForm, { address, mobile }: Sender, limits: FormLimits) => [
  { key: `${form}:address:${address}`, limit: limits.perAddressPerHour },
  ...(mobile ? [{ key: `${form}:mobile:${mobile}`, limit: limits.perMobilePerHour }] : []),
];

/** Seconds before this sender may send this form again, or 0 when they may now. */
export async function formRetryAfter(
  db: Database,
  form: RateLimitedForm,
  sender: Sender,
  now: Date,
  limits: FormLimits,
): Promise<number> {
  let wait = 0;
  for (const { key, limit } of keysOf(form, sender, limits))
    wait = Math.max(wait, await failureRetryAfter(db, LOG, key, now, limit));
  return wait;
}

/** Counts one submission against the sender's address and mobile. */
export async function recordFormSubmission(
  db: Database,
  form: RateLimitedForm,
  sender: Sender,
  now: Date,
  limits: FormLimits,
) {
  for (const { key } of keysOf(form, sender, limits)) await recordFailure(db, LOG, key, now);
}
