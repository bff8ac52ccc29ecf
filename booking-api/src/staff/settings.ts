// The staff sign-in rules' numbers, from the environment with safe defaults (booking-api README lists them).
import { positiveInt } from '../auth/settings';

export interface StaffSettings {
  /** A session unused this long ends (STAFF_IDLE_MINUTES, default 30). */
  idleTimeoutSeconds: number;
  /** A session ends this long after sign-in however busy (STAFF_SESSION_HOURS, default 12). */
  sessionLifetimeSeconds: number;
  /** Wrong sign-ins in a row that lock the account (STAFF_MAX_FAILED_SIGN_INS, default 10). */
  maxFailedSignIns: number;
  /** How long a locked account stays locked (STAFF_LOCK_MINUTES, default 30). */
  lockSeconds: number;
}

/** @example loadStaffSettings({ STAFF_IDLE_MINUTES: '15' }).idleTimeoutSeconds // → 900 */
export function loadStaffSettings(env: NodeJS.ProcessEnv = process.env): StaffSettings {
  return {
    idleTimeoutSeconds: positiveInt(env.STAFF_IDLE_MINUTES, 30, 'STAFF_IDLE_MINUTES') * 60,
    sessionLifetimeSeconds: positiveInt(env.STAFF_SESSION_HOURS, 12, 'STAFF_SESSION_HOURS') * 3600,
    maxFailedSignIns: positiveInt(env.STAFF_MAX_FAILED_SIGN_INS, 10, 'STAFF_MAX_FAILED_SIGN_INS'),
    lockSeconds: positiveInt(env.STAFF_LOCK_MINUTES, 30, 'STAFF_LOCK_MINUTES') * 60,
  };
}
