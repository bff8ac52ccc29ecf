// The staff side's own routes: sessions, staff management and the audit log. The desk's operations
// (backoffice/) sit behind the same `requireStaff`. Mount `staffSessionWith` on /staff/* before any of them.
import { Hono } from 'hono';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/client';
import { auditLogRoutes } from './audit-log-routes';
import { staffMemberRoutes } from './member-routes';
import type { StaffEnv } from './require-staff';
import { staffSessionRoutes } from './session-routes';
import type { StaffSettings } from './settings';

export function staffRoutes(db: Database, clock: Clock, settings: StaffSettings) {
  return new Hono<StaffEnv>()
    .route('/', staffSessionRoutes(db, clock, settings))
    .route('/', staffMemberRoutes(db, clock))
    .route('/', auditLogRoutes(db));
}
