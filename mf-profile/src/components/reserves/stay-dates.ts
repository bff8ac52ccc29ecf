// A stay's dates as the profile shows them: 'پنجشنبه ۲۰ آذر ۱۴۰۵ تا شنبه ۲۲ آذر ۱۴۰۵ (۲ شب)', the count and its
// word joined by a no-break space (NBSP) so a narrow card never breaks a line between them.
import { addDays, formatDayLabel, toPersianDigits } from '@rahi/shared-contracts';

export const NBSP = '\u00a0';

export const stayDates = (checkin: string, checkOut: string, nights: number) =>
  `${formatDayLabel(checkin, 'fa')} تا ${formatDayLabel(checkOut, 'fa')} (${toPersianDigits(nights)}${NBSP}شب)`;

/**
 * A priced stay with its party, as the saved hotels' page and its alerts say it.
 * @example stayWithParty({ checkin: '2026-12-26', nights: 2, adults: 3 }) // → 'شنبه ۵ دی ۱۴۰۵ تا دوشنبه ۷ دی ۱۴۰۵ (۲ شب)، ۳ نفر'
 */
export const stayWithParty = ({
  checkin,
  nights,
  adults,
}: {
  checkin: string;
  nights: number;
  adults: number;
}) => `${stayDates(checkin, addDays(checkin, nights), nights)}، ${toPersianDigits(adults)}${NBSP}نفر`;
