// The audit log's filters, in the address and in booking-api's path alike: ?action, ?entityType, ?entityId, ?from
// and ?to (Tehran days, ISO, inclusive) and ?page, each written only when set.
import { TEHRAN_OFFSET_MS } from '@rahi/shared-contracts';

export interface AuditFilters {
  action: string | null;
  entityType: string | null;
  entityId: string | null;
  from: string | null;
  to: string | null;
  page: number;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: string | null) => (value?.trim() ? value.trim().slice(0, 80) : null);
const day = (value: string | null) => (value && ISO_DAY.test(value) ? value : null);

export function readAuditFilters(search: URLSearchParams): AuditFilters {
  const page = Number(search.get('page'));
  return {
    action: text(search.get('action')),
    entityType: text(search.get('entityType')),
    entityId: text(search.get('entityId')),
    from: day(search.get('from')),
    to: day(search.get('to')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function auditFiltersSearch(filters: AuditFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of ['action', 'entityType', 'entityId', 'from', 'to'] as const) {
    const value = filters[key];
    if (value !== null) search.set(key, value);
  }
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The instant a Tehran day starts (`end`: the last millisecond of it), as booking-api's from/to take it. */
export function tehranDayBound(isoDay: string, end = false): string {
  const start = Date.parse(`${isoDay}T00:00:00Z`) - TEHRAN_OFFSET_MS;
  return new Date(end ? start + 86_400_000 - 1 : start).toISOString();
}

/**
 * @example staffAuditLogPath({ action: 'booking_cancelled', …, from: '2026-11-28', page: 1 })
 * // → '/staff/audit-log?action=booking_cancelled&from=2026-11-27T20%3A30%3A00.000Z'
 */
export function staffAuditLogPath(filters: AuditFilters): string {
  const search = new URLSearchParams();
  for (const key of ['action', 'entityType', 'entityId'] as const) {
    const value = filters[key];
    if (value !== null) search.set(key, value);
  }
  if (filters.from) search.set('from', tehranDayBound(filters.from));
  if (filters.to) search.set('to', tehranDayBound(filters.to, true));
  if (filters.page > 1) search.set('page', String(filters.page));
  const query = search.toString();
  return query ? `/staff/audit-log?${query}` : '/staff/audit-log';
}
