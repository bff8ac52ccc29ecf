// GET /staff/audit-log (admin): the entries, newest first, a page at a time.
import type { AuditEntry } from '@rahi/shared-contracts/api';
import { useStaffQuery } from '../../api/staff-query';
import { type AuditFilters, staffAuditLogPath } from '../audit-filters';

export interface AuditLogPage {
  entries: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}

export function useAuditLog(filters: AuditFilters) {
  return useStaffQuery<AuditLogPage>(staffAuditLogPath(filters));
}
