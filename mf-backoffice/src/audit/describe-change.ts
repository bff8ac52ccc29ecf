// What an audit entry changed, as short lines a person reads: 'status: confirmed → cancelled', numbers in Persian
// digits. Only the fields that differ (or were set) are listed.
import { toPersianDigits } from '@rahi/shared-contracts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const shown = (value: unknown): string =>
  value === undefined || value === null
    ? '—'
    : toPersianDigits(typeof value === 'string' ? value : JSON.stringify(value));

/** @example describeChange({ status: 'confirmed' }, { status: 'cancelled', penalty: 0 }) // → ['status: confirmed → cancelled', 'penalty: ۰'] */
export function describeChange(before: unknown, after: unknown): string[] {
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return keys.flatMap((key) => {
    const from = was[key];
    const to = now[key];
    if (JSON.stringify(from) === JSON.stringify(to)) return [];
    return key in was ? [`${key}: ${shown(from)} → ${shown(to)}`] : [`${key}: ${shown(to)}`];
  });
}
