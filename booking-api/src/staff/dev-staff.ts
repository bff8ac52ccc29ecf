// POST /dev/staff (RAHI_DEV_ROUTES=1 only, never in production): a staff member for tests and local development,
// `{ email, roles, hotelIds?, mustChangePassword? }` → `{ email, password, totpSecret, … }`. An email already
// there is given new credentials, roles and hotels (its sessions end), so a test may ask again. Ready to use
// unless `mustChangePassword: true` (the CLI's and the invite's accounts must change the password first).
import { staffMemberBodySchema } from '@rahi/shared-contracts/api';
import type { Context } from 'hono';
import * as z from 'zod';
import type { Clock } from '../auth/clock';
import { parseAuthBody } from '../auth/parse-body';
import type { Database } from '../db/client';
import { ok } from '../envelope';
import { createStaffMember } from './members';
import { revokeAllStaffSessions } from './sessions';

const devStaffBodySchema = staffMemberBodySchema.and(
  z.object({ mustChangePassword: z.boolean().default(false) }),
);

export async function createDevStaff(c: Context, db: Database, clock: Clock) {
  const { mustChangePassword, ...member } = await parseAuthBody(c, devStaffBodySchema);
  const now = clock();
  const credentials = await db.transaction(async (tx) => {
    const { row, credentials } = await createStaffMember(tx, member, now, {
      mustChangePassword,
      replace: true,
    });
    await revokeAllStaffSessions(tx, row.id, now);
    return credentials;
  });
  return ok(c, credentials, { status: 201 });
}
