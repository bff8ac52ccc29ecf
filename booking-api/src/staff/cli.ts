// `npm run staff -w @rahi/booking-api -- create --email a@rahi.ir --role admin [--role support] [--hotel 3]`:
// creates a staff member in DATABASE_URL's PostgreSQL or the PGlite folder (stop the gateway first: PGlite takes
// one process) and prints the one-time password, the TOTP secret and its otpauth:// address, once. The member
// changes the password at first sign-in. Audited as done by the command line (no staff member).
import { parseArgs } from 'node:util';
import { staffMemberBodySchema } from '@rahi/shared-contracts/api';
import { type Database, openDatabase } from '../db/client';
import { recordAudit } from './audit';
import { createStaffMember } from './members';

const USAGE =
  'usage: npm run staff -w @rahi/booking-api -- create --email <email> --role <admin|support|hotel_manager|editor> [--role …] [--hotel <id> …]';

/** Reads `create …` into the new member's body, or says what is wrong. */
export function parseCreateCommand(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      role: { type: 'string', multiple: true },
      hotel: { type: 'string', multiple: true },
    },
  });
  if (positionals.length !== 1 || positionals[0] !== 'create') return { error: USAGE };
  const parsed = staffMemberBodySchema.safeParse({
    email: values.email,
    roles: values.role ?? [],
    hotelIds: (values.hotel ?? []).map(Number),
  });
  if (!parsed.success)
    return { error: [...new Set(parsed.error.issues.map((issue) => issue.message))].join('\n') };
  return { member: parsed.data };
}

/** Creates the member and returns the lines to print. */
export async function runCreate(db: Database, argv: string[], now = new Date()): Promise<string[]> {
  const command = parseCreateCommand(argv);
  if ('error' in command) throw new Error(command.error);
  const credentials = await db.transaction(async (tx) => {
    const { row, credentials } = await createStaffMember(tx, command.member, now);
    await recordAudit(tx, {
      staffId: null,
      action: 'member_created',
      entityType: 'staff_member',
      entityId: row.id,
      after: { email: row.email, roles: row.roles, hotelIds: row.hotelIds, disabled: false },
      reason: 'command line',
      at: now,
    });
    return credentials;
  });
  return [
    `staff member ${credentials.id}: ${credentials.email} (${credentials.roles.join(', ')}${credentials.hotelIds.length ? `; hotels ${credentials.hotelIds.join(', ')}` : ''})`,
    `one-time password: ${credentials.password}   (to be changed at first sign-in)`,
    `TOTP secret:       ${credentials.totpSecret}`,
    `otpauth URL:       ${credentials.otpauthUrl}`,
    'Shown once: hand them over privately. The authenticator app reads the otpauth URL as a QR code.',
  ];
}

async function main() {
  const handle = await openDatabase({ url: process.env.DATABASE_URL });
  try {
    for (const line of await runCreate(handle.db, process.argv.slice(2))) console.log(line);
  } finally {
    await handle.close();
  }
}

if (require.main === module)
  main().catch((error: Error) => {
    console.error(`[staff] ${error.message}`);
    process.exit(1);
  });
