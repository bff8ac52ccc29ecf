// How long a hotel that confirms by hand has to answer a paid booking before support is asked to follow it up.

export const DEFAULT_HOTEL_ANSWER_MINUTES = 60;

/** HOTEL_ANSWER_MINUTES: a whole number of minutes from 1 to a week; anything else is a start-up error. */
export function hotelAnswerMinutes(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.HOTEL_ANSWER_MINUTES;
  if (raw === undefined || raw === '') return DEFAULT_HOTEL_ANSWER_MINUTES;
  const minutes = Number(raw);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 7 * 24 * 60)
    throw new Error(`HOTEL_ANSWER_MINUTES must be a whole number of minutes from 1 to 10080, not "${raw}"`);
  return minutes;
}
