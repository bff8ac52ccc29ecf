import { auditFiltersSearch, readAuditFilters, staffAuditLogPath, tehranDayBound } from './audit-filters';

const NONE = { action: null, entityType: null, entityId: null, from: null, to: null, page: 1 };

describe('the audit log filters', () => {
  it('reads back what they write', () => {
    const filters = { ...NONE, action: 'booking_cancelled', entityId: '12345678', to: '2026-11-28', page: 2 };

    expect(readAuditFilters(auditFiltersSearch(filters))).toEqual(filters);
  });

  it('bounds a day in Tehran time (UTC+3:30) for booking-api', () => {
    expect(tehranDayBound('2026-11-28')).toBe('2026-11-27T20:30:00.000Z');
    expect(tehranDayBound('2026-11-28', true)).toBe('2026-11-28T20:29:59.999Z');
  });

  it('asks booking-api for the whole log when nothing is set, and for instants when days are', () => {
    expect(staffAuditLogPath(NONE)).toBe('/staff/audit-log');
    expect(staffAuditLogPath({ ...NONE, entityType: 'booking', from: '2026-11-28' })).toBe(
      '/staff/audit-log?entityType=booking&from=2026-11-27T20%3A30%3A00.000Z',
    );
  });
});
