import { STAFF_MESSAGES } from '@rahi/shared-contracts/staff';
import { bodyOf, buildAuthApp, callAs, logIn, openTestDatabase, type TestAuthApp } from '../auth/test-app';
import type { DatabaseHandle } from '../db/client';
import { callAsStaff, makeStaff, signInAs, staffToken } from './test-staff';
import { totpCodeAt } from './totp';

let handle: DatabaseHandle;
let test: TestAuthApp;

beforeAll(async () => {
  handle = await openTestDatabase();
  test = buildAuthApp(handle, { env: { STAFF_IDLE_MINUTES: '30', STAFF_LOCK_MINUTES: '30' } });
}, 60_000);
afterAll(() => handle.close());

const me = (token: string | undefined) => callAsStaff(test, token, 'GET', '/staff/me');

describe('staff sign-in', () => {
  it('signs in with email, password and the current TOTP code, and the session opens /staff/me', async () => {
    const staff = await makeStaff(handle.db, test, ['support']);
    const response = await signInAs(test, staff);
    expect(response.status).toBe(200);
    const body = await bodyOf(response);
    expect(body.data).toMatchObject({ email: staff.email, roles: ['support'], mustChangePassword: false });
    const answer = await me(body.data.token);
    expect(answer.status).toBe(200);
    expect((await bodyOf(answer)).data).toMatchObject({ id: staff.id, idleTimeoutSeconds: 1800 });
  });

  it('refuses the right password without the right TOTP code, and an old code', async () => {
    const staff = await makeStaff(handle.db, test, ['support']);
    const missing = await test.post('/staff/session', { email: staff.email, password: staff.password });
    expect(missing.status).toBe(422);
    expect((await bodyOf(missing)).meta.errors).toEqual([STAFF_MESSAGES.totpInvalid]);
    const code = totpCodeAt(staff.totpSecret, test.clock());
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await signInAs(test, staff, { totp: wrong });
    expect(refused.status).toBe(401);
    expect((await bodyOf(refused)).meta.errors).toEqual([STAFF_MESSAGES.signInFailed]);
    const stale = totpCodeAt(staff.totpSecret, new Date(test.clock().getTime() - 120_000));
    expect((await signInAs(test, staff, { totp: stale })).status).toBe(401);
  });

  it('accepts a code once: the same code cannot open a second session', async () => {
    const staff = await makeStaff(handle.db, test, ['editor']);
    expect((await signInAs(test, staff)).status).toBe(200);
    expect((await signInAs(test, staff)).status).toBe(401);
    test.clock.advance(30);
    expect((await signInAs(test, staff)).status).toBe(200);
  });

  it('locks the account after 10 wrong passwords, says until when in Persian, and refuses even the right ones', async () => {
    const staff = await makeStaff(handle.db, test, ['support']);
    for (let i = 0; i < 9; i += 1)
      expect((await signInAs(test, staff, { password: `wrong-${i}` })).status).toBe(401);
    const tenth = await signInAs(test, staff, { password: 'wrong-10' });
    expect(tenth.status).toBe(423);
    const until = new Date(test.clock().getTime() + 30 * 60_000);
    expect((await bodyOf(tenth)).meta.errors).toEqual([STAFF_MESSAGES.locked(until)]);
    expect(STAFF_MESSAGES.locked(until)).toMatch(/[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2} [۰-۹]{2}:[۰-۹]{2}/);
    expect(tenth.headers.get('retry-after')).toBe('1800');
    const right = await signInAs(test, staff);
    expect(right.status).toBe(423);
    test.clock.advance(30 * 60 + 1);
    expect((await signInAs(test, staff)).status).toBe(200);
  });

  it('counts wrong passwords sent at once one by one', async () => {
    const staff = await makeStaff(handle.db, test, ['support']);
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) => signInAs(test, staff, { password: `wrong-${i}` })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(9);
    expect(statuses.filter((status) => status === 423)).toHaveLength(5);
  });

  it('answers an unknown email as a wrong password', async () => {
    const response = await test.post('/staff/session', {
      email: 'nobody@rahi.test',
      password: 'x',
      totp: '123456',
    });
    expect(response.status).toBe(401);
    expect((await bodyOf(response)).meta.errors).toEqual([STAFF_MESSAGES.signInFailed]);
  });
});

describe('staff sessions', () => {
  it('never takes a traveller token, as a bearer or as a staff session', async () => {
    const traveller = await logIn(test);
    expect((await callAs(test, traveller, 'GET', '/staff/me')).status).toBe(401);
    expect((await me(traveller)).status).toBe(401);
  });

  it('never acts as a traveller with a staff session', async () => {
    const staff = await makeStaff(handle.db, test, ['admin']);
    const token = await staffToken(test, staff);
    expect((await callAsStaff(test, token, 'GET', '/profile')).status).toBe(401);
    expect((await callAs(test, token, 'GET', '/profile')).status).toBe(401);
  });

  it('ends a session left idle for the idle timeout, and keeps one in use', async () => {
    const staff = await makeStaff(handle.db, test, ['support']);
    const token = await staffToken(test, staff);
    test.clock.advance(29 * 60);
    expect((await me(token)).status).toBe(200);
    test.clock.advance(29 * 60);
    expect((await me(token)).status).toBe(200);
    test.clock.advance(30 * 60 + 1);
    const ended = await me(token);
    expect(ended.status).toBe(401);
    expect((await bodyOf(ended)).meta.errors).toEqual([STAFF_MESSAGES.sessionEnded]);
  });

  it('signs out this session with DELETE /staff/session, and every session with DELETE /staff/sessions', async () => {
    const staff = await makeStaff(handle.db, test, ['support']);
    const first = await staffToken(test, staff);
    test.clock.advance(30);
    const second = await staffToken(test, staff);
    test.clock.advance(30);
    const third = await staffToken(test, staff);
    expect((await callAsStaff(test, first, 'DELETE', '/staff/session')).status).toBe(200);
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(200);
    const everywhere = await callAsStaff(test, second, 'DELETE', '/staff/sessions');
    expect(everywhere.status).toBe(200);
    expect((await bodyOf(everywhere)).data).toEqual({ sessionsEnded: 2 });
    expect((await me(second)).status).toBe(401);
    expect((await me(third)).status).toBe(401);
  });

  it('lets a one-time password open only /staff/me and the password change, then everything', async () => {
    const admin = await makeStaff(handle.db, test, ['admin'], { mustChangePassword: true });
    const token = await staffToken(test, admin);
    expect((await bodyOf(await me(token))).data.mustChangePassword).toBe(true);
    const refused = await callAsStaff(test, token, 'GET', '/staff/members');
    expect(refused.status).toBe(403);
    expect((await bodyOf(refused)).meta.errors).toEqual([STAFF_MESSAGES.passwordChangeRequired]);
    const short = await callAsStaff(test, token, 'POST', '/staff/me/password', {
      currentPassword: admin.password,
      newPassword: 'short',
    });
    expect(short.status).toBe(422);
    const wrong = await callAsStaff(test, token, 'POST', '/staff/me/password', {
      currentPassword: 'not-it',
      newPassword: 'a long new password',
    });
    expect((await bodyOf(wrong)).meta.errors).toEqual([STAFF_MESSAGES.currentPasswordWrong]);
    const changed = await callAsStaff(test, token, 'POST', '/staff/me/password', {
      currentPassword: admin.password,
      newPassword: 'a long new password',
    });
    expect(changed.status).toBe(200);
    expect((await callAsStaff(test, token, 'GET', '/staff/members')).status).toBe(200);
    test.clock.advance(30);
    expect((await signInAs(test, admin, { password: 'a long new password' })).status).toBe(200);
  });
});

describe('new credentials for a member', () => {
  it('replace the password and TOTP secret, end the sessions and ask for a new password', async () => {
    const admin = await makeStaff(handle.db, test, ['admin']);
    const adminToken = await staffToken(test, admin);
    const member = await makeStaff(handle.db, test, ['support']);
    const old = await staffToken(test, member);
    const reset = await callAsStaff(test, adminToken, 'POST', `/staff/members/${member.id}/credentials`);
    expect(reset.status).toBe(200);
    const fresh = (await bodyOf(reset)).data;
    expect(fresh.otpauthUrl).toContain(fresh.totpSecret);
    expect((await me(old)).status).toBe(401);
    test.clock.advance(30);
    expect((await signInAs(test, member)).status).toBe(401);
    const token = await staffToken(test, {
      ...member,
      password: fresh.password,
      totpSecret: fresh.totpSecret,
    });
    expect((await bodyOf(await me(token))).data.mustChangePassword).toBe(true);
  });
});
