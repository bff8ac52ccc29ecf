// The stay every price is asked for: a check-in date and a number of nights. A check-in before today
// (in Tehran), or more than a year ahead (no hotel sells that far, and past year 9999 there is no date), is
// refused; no check-in means today.
import { addDays, MESSAGES, todayInTehran } from '@rahi/shared-contracts';
import { ApiProblem } from '../envelope';

export interface Stay {
  checkin: string;
  /** The morning the traveller leaves: checkin + nights. */
  checkout: string;
  nights: number;
}

/** The furthest check-in, in days after today. */
export const MAX_DAYS_AHEAD = 365;

export function resolveStay(checkin: string | undefined, nights: number, today = todayInTehran()): Stay {
  const start = checkin ?? today;
  if (start < today) throw new ApiProblem(422, [MESSAGES.checkinInPast]);
  if (start > addDays(today, MAX_DAYS_AHEAD)) throw new ApiProblem(422, [MESSAGES.checkinTooFar]);
  return { checkin: start, checkout: addDays(start, nights), nights };
}
