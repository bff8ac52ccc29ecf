// What a staff test starts from: staff members made straight in the database (ready to use, or still holding
// their one-time password), signed in through POST /staff/session with the code of the test's clock, and calls
// sent with their session the way the gateway sends the `rahi_staff` cookie. Not a test file.
import type { StaffRole } from '@rahi/shared-contracts/staff';
import { bodyOf, type TestAuthApp } from '../auth/test-app';
import type { Database } from '../db/client';
import { createStaffMember } from './members';
import { STAFF_SESSION_HEADER } from './require-staff';
import { totpCodeAt } from './totp';

let emails = 0;
/** A new address for each member, so the tests of a file share a database without sharing accounts. */
export const freshStaffEmail = (name = 'staff') => {
  emails += 1;
  return `${name.replace(/_/g, '-')}.${process.pid}.${emails}@rahi.test`;
};

export interface TestStaff {
  id: number;
  email: string;
  password: string;
  totpSecret: string;
}

/** A member with these roles (and hotels), ready to use unless `mustChangePassword`. */
export async function makeStaff(
  db: Database,
  test: TestAuthApp,
  roles: StaffRole[],
  { hotelIds = [], mustChangePassword = false }: { hotelIds?: number[]; mustChangePassword?: boolean } = {},
): Promise<TestStaff> {
  const { credentials } = await createStaffMember(
    db,
    { email: freshStaffEmail(roles.join('-')), roles, hotelIds },
    test.clock(),
    { mustChangePassword },
  );
  return credentials;
}

/** POST /staff/session with the member's password and the code of the test's clock (or the given one). */
export const signInAs = (
  test: TestAuthApp,
  staff: TestStaff,
  overrides: { password?: string; totp?: string } = {},
) =>
  test.post('/staff/session', {
    email: staff.email,
    password: overrides.password ?? staff.password,
    totp: overrides.totp ?? totpCodeAt(staff.totpSecret, test.clock()),
  });

/** Signs the member in and returns the session token (what the gateway keeps in `rahi_staff`). */
export async function staffToken(test: TestAuthApp, staff: TestStaff): Promise<string> {
  const response = await signInAs(test, staff);
  const body = await bodyOf(response);
  if (response.status !== 200)
    throw new Error(`staff sign-in failed: ${response.status} ${JSON.stringify(body)}`);
  return body.data.token;
}

/** A call with a staff session in X-Staff-Session (as the gateway sends the cookie) and a JSON body. */
export function callAsStaff(
  test: TestAuthApp,
  token: string | undefined,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const all: Record<string, string> = { ...headers };
  if (token) all[STAFF_SESSION_HEADER] = token;
  if (body !== undefined) all['content-type'] = 'application/json';
  return Promise.resolve(
    test.app.request(path, {
      method,
      headers: all,
      ...(body !== undefined && { body: JSON.stringify(body) }),
    }),
  );
}
