// The stay every price is asked for: a check-in date and a number of nights. A check-in before today
// (in Tehran) is refused; no check-in means today.
import { addDays, MESSAGES, todayInTehran } from '@rahi/shared-contracts';
import { ApiProblem } from '../envelope';

export interface Stay {
  checkin: string;
  /** The morning the traveller leaves: checkin + nights. */
  checkout: string;
  nights: number;
}

export function resolveStay(checkin: string | undefined, nights: number, today = todayInTehran()): Stay {
  const start = checkin ?? today;
  if (start < today) throw new ApiProblem(422, [MESSAGES.checkinInPast]);
  return { checkin: start, checkout: addDays(start, nights), nights };
}
