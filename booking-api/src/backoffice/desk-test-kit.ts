// What a desk test starts from: a staff member with the given roles (and hotels), signed in, as the header the
// gateway sends for the staff cookie. Not a test file.
import type { StaffRole } from '@rahi/shared-contracts/staff';
import type { DatabaseHandle } from '../db/client';
import { createStaffMember } from '../staff/members';
import { STAFF_SESSION_HEADER } from '../staff/require-staff';
import { startStaffSession } from '../staff/sessions';
import { loadStaffSettings } from '../staff/settings';

let counter = 0;

/** A signed-in staff member: their row and the headers of their session. */
export async function signedInStaff(handle: DatabaseHandle, roles: StaffRole[], hotelIds: number[] = []) {
  counter += 1;
  const now = new Date();
  const email = `desk-${process.pid}-${counter}@rahi.test`;
  const { row } = await createStaffMember(handle.db, { email, roles, hotelIds }, now, {
    mustChangePassword: false,
  });
  const token = await startStaffSession(handle.db, row.id, now, loadStaffSettings({}));
  return { staff: row, headers: { [STAFF_SESSION_HEADER]: token } };
}
