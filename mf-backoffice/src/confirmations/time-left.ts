// How long a hotel has left to answer a paid booking, as the queue says it: hours and minutes in Persian digits,
// or how long ago the deadline passed. Pure, so the queue and its tests read the same words.
import { toPersianDigits } from '@rahi/shared-contracts';

const MINUTE_MS = 60_000;

function spell(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${toPersianDigits(rest)} دقیقه`;
  if (rest === 0) return `${toPersianDigits(hours)} ساعت`;
  return `${toPersianDigits(hours)} ساعت و ${toPersianDigits(rest)} دقیقه`;
}

export interface TimeLeft {
  text: string;
  /** The deadline has passed (the booking is, or will soon be, escalated to support). */
  overdue: boolean;
  /** Less than an hour is left. */
  urgent: boolean;
}

/**
 * @example timeLeft('2026-11-28T12:00:00Z', new Date('2026-11-28T10:45:00Z')) // → { text: '۱ ساعت و ۱۵ دقیقه مانده', … }
 * @example timeLeft('2026-11-28T12:00:00Z', new Date('2026-11-28T12:20:00Z')) // → { text: '۲۰ دقیقه از مهلت گذشته', overdue: true, … }
 */
export function timeLeft(deadline: string, now: Date): TimeLeft {
  const left = new Date(deadline).getTime() - now.getTime();
  if (left <= 0) {
    const late = Math.floor(-left / MINUTE_MS);
    return {
      text: late < 1 ? 'مهلت همین حالا گذشت' : `${spell(late)} از مهلت گذشته`,
      overdue: true,
      urgent: true,
    };
  }
  const minutes = Math.ceil(left / MINUTE_MS);
  return { text: `${spell(minutes)} مانده`, overdue: false, urgent: minutes <= 60 };
}
