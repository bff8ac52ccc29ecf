// The public forms' rate limits, per form per client address and per form per mobile number, counted from
// form_rate_log rows with the rolling-hour window the login and lookup limits use (auth/failure-window.ts): a
// submission is counted, under an advisory lock per key, before it is handed on, so submissions sent at once to
// any number of processes are counted one by one.
import { FORM_RATE_LOG, takeTries } from '../auth/failure-window';
import type { Database } from '../db/client';
import type { FormLimits } from './settings';

export type RateLimitedForm = 'contact' | 'artist' | 'airport' | 'questionnaire' | 'review';

export interface Sender {
  address: string;
  /** The number the submission is for, when it names one. */
  mobile: string | undefined;
}

const keysOf = (form: RateLimitedForm, { address, mobile }: Sender, limits: FormLimits) => [
  { log: FORM_RATE_LOG, key: `${form}:address:${address}`, limit: limits.perAddressPerHour },
  ...(mobile
    ? [{ log: FORM_RATE_LOG, key: `${form}:mobile:${mobile}`, limit: limits.perMobilePerHour }]
    : []),
];

/**
 * Counts one submission against the sender's address and mobile; the seconds to wait instead (nothing counted)
 * when either has reached its limit in the last hour, or 0 when it was counted.
 */
export async function takeFormSubmission(
  db: Database,
  form: RateLimitedForm,
  sender: Sender,
  now: Date,
  limits: FormLimits,
): Promise<number> {
  const taken = await takeTries(db, keysOf(form, sender, limits), now);
  return 'wait' in taken ? taken.wait : 0;
}
