import { STAFF_MESSAGES } from '@rahi/shared-contracts/staff';
import { eq } from 'drizzle-orm';
import { verifyPassword } from '../auth/secrets';
import type { DatabaseHandle } from '../db/client';
import { staffAuditLog, staffMembers } from '../db/staff-schema';
import { openSeededDatabase } from '../testing/booking-fixture';
import { parseCreateCommand, runCreate } from './cli';
import { acceptedStep, totpCodeAt } from './totp';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openSeededDatabase({ hotels: 3, days: 2 });
}, 60_000);
afterAll(() => handle.close());

describe('npm run staff -- create', () => {
  it('creates a hotel manager bound to a hotel and prints a one-time password, the TOTP secret and the otpauth URL', async () => {
    const now = new Date('2026-03-21T08:00:00Z');
    const lines = await runCreate(
      handle.db,
      [
        'create',
        '--email',
        'Manager@Rahi.ir',
        '--role',
        'hotel_manager',
        '--role',
        'support',
        '--hotel',
        '3',
      ],
      now,
    );
    const [member] = await handle.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.email, 'manager@rahi.ir'));
    expect(member).toMatchObject({
      roles: ['hotel_manager', 'support'],
      hotelIds: [3],
      mustChangePassword: true,
    });
    const password = /one-time password: (\S+)/.exec(lines.join('\n'))?.[1] ?? '';
    const secret = /TOTP secret: +(\S+)/.exec(lines.join('\n'))?.[1] ?? '';
    expect(await verifyPassword(password, member?.passwordHash ?? '')).toBe(true);
    expect(acceptedStep(member?.totpSecret ?? '', totpCodeAt(secret, now), now, null)).toBeDefined();
    expect(lines.join('\n')).toContain(`otpauth://totp/Rahi:manager%40rahi.ir?secret=${secret}&issuer=Rahi`);
    const audit = await handle.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.entityId, String(member?.id)));
    expect(audit).toMatchObject([{ staffId: null, action: 'member_created', reason: 'command line' }]);
  });

  it('refuses a hotel manager without a hotel, an unknown role and a hotel that does not exist', async () => {
    expect(parseCreateCommand(['create', '--email', 'a@rahi.ir', '--role', 'hotel_manager'])).toEqual({
      error: STAFF_MESSAGES.hotelsRequired,
    });
    expect(parseCreateCommand(['create', '--email', 'a@rahi.ir', '--role', 'boss'])).toEqual({
      error: STAFF_MESSAGES.roleInvalid,
    });
    await expect(
      runCreate(handle.db, ['create', '--email', 'b@rahi.ir', '--role', 'hotel_manager', '--hotel', '999']),
    ).rejects.toThrow(STAFF_MESSAGES.hotelNotFound);
    expect(parseCreateCommand(['remove', '--email', 'a@rahi.ir'])).toHaveProperty('error');
  });

  it('refuses an email already taken', async () => {
    await runCreate(handle.db, ['create', '--email', 'twice@rahi.ir', '--role', 'editor']);
    await expect(
      runCreate(handle.db, ['create', '--email', 'twice@rahi.ir', '--role', 'editor']),
    ).rejects.toThrow(STAFF_MESSAGES.emailTaken);
  });
});
