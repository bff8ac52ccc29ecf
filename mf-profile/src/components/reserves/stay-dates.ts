// A stay's dates as the profile shows them: 'پنجشنبه ۲۰ آذر ۱۴۰۵ تا شنبه ۲۲ آذر ۱۴۰۵ (۲ شب)'.
import { formatDayLabel, toPersianDigits } from '@rahi/shared-contracts';

export const stayDates = (checkin: string, checkOut: string, nights: number) =>
  `${formatDayLabel(checkin, 'fa')} تا ${formatDayLabel(checkOut, 'fa')} (${toPersianDigits(nights)} شب)`;
