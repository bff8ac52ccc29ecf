// How the desk names the traveller behind a ticket: their name and mobile, or the mobile alone (Persian digits).
import { toPersianDigits } from '@rahi/shared-contracts';

/** @example travellerName({ name: 'مریم احمدی', mobile: '09123456789' }) // → 'مریم احمدی (۰۹۱۲۳۴۵۶۷۸۹)' */
export function travellerName({ name, mobile }: { name: string | null; mobile: string }): string {
  const digits = toPersianDigits(mobile);
  return name ? `${name} (${digits})` : digits;
}
