// A stay's dates as the profile shows them: 'پنجشنبه ۲۰ آذر ۱۴۰۵ تا شنبه ۲۲ آذر ۱۴۰۵ (۲ شب)', the count and its
// word joined by a no-break space (NBSP) so a narrow card never breaks a line between them.
import { formatDayLabel, toPersianDigits } from '@rahi/shared-contracts';

export const NBSP = '\u00a0';

export const stayDates = (checkin: string, checkOut: string, nights: number) =>
  `${formatDayLabel(checkin, 'fa')} تا ${formatDayLabel(checkOut, 'fa')} (${toPersianDigits(nights)}${NBSP}شب)`;
