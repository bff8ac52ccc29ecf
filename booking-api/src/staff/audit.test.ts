import { sql } from 'drizzle-orm';
import { bodyOf, buildAuthApp, openTestDatabase, type TestAuthApp } from '../auth/test-app';
import type { DatabaseHandle } from '../db/client';
import { staffAuditLog } from '../db/staff-schema';
import { recordAudit } from './audit';
import { AUDIT_PAGE_SIZE } from './audit-log-routes';
import { callAsStaff, makeStaff, staffToken, type TestStaff } from './test-staff';

let handle: DatabaseHandle;
let test: TestAuthApp;
let admin: TestStaff;
let token: string;

beforeAll(async () => {
  handle = await openTestDatabase();
  test = buildAuthApp(handle);
  admin = await makeStaff(handle.db, test, ['admin']);
  token = await staffToken(test, admin);
}, 60_000);
afterAll(() => handle.close());

const entry = { staffId: null, action: 'test_entry', entityType: 'booking', entityId: 'R1' };

describe('the audit log', () => {
  it('is written with the change it records: a rolled-back change leaves no entry', async () => {
    await handle.db
      .transaction(async (tx) => {
        await recordAudit(tx, { ...entry, entityId: 'rolled-back' });
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    const rows = await handle.db.select().from(staffAuditLog).where(sql`entity_id = 'rolled-back'`);
    expect(rows).toEqual([]);
  });

  it.each([
    ['UPDATE', sql`update staff_audit_log set reason = 'rewritten'`],
    ['DELETE', sql`delete from staff_audit_log`],
    ['TRUNCATE', sql`truncate staff_audit_log`],
  ])('is refused an %s by the database itself', async (_, statement) => {
    await recordAudit(handle.db, entry);
    const before = await handle.db.select().from(staffAuditLog);
    const refusal = await handle.db.execute(statement).then(
      () => 'allowed',
      (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
    );
    expect(refusal).toMatch(/staff_audit_log is append-only/);
    expect(await handle.db.select().from(staffAuditLog)).toEqual(before);
  });

  it.each([
    ['PUT', '/staff/audit-log'],
    ['PATCH', '/staff/audit-log'],
    ['DELETE', '/staff/audit-log'],
    ['PUT', '/staff/audit-log/1'],
    ['PATCH', '/staff/audit-log/1'],
    ['DELETE', '/staff/audit-log/1'],
  ])('has no endpoint that edits or deletes it: %s %s is 404 even for an admin', async (method, path) => {
    const response = await callAsStaff(test, token, method, path, method === 'DELETE' ? undefined : {});
    expect(response.status).toBe(404);
  });

  it("shows an admin's change of a member, who, before → after and why, filtered by record", async () => {
    const editor = await makeStaff(handle.db, test, ['editor']);
    const changed = await callAsStaff(test, token, 'PATCH', `/staff/members/${editor.id}`, {
      roles: ['editor', 'support'],
      reason: 'پوشش شیفت شب',
    });
    expect(changed.status).toBe(200);
    const answer = await callAsStaff(
      test,
      token,
      'GET',
      `/staff/audit-log?entityType=staff_member&entityId=${editor.id}`,
    );
    const { data } = await bodyOf(answer);
    expect(data.total).toBe(1);
    expect(data.entries[0]).toMatchObject({
      staffId: admin.id,
      staffEmail: admin.email,
      action: 'member_updated',
      before: { roles: ['editor'], hotelIds: [], disabled: false },
      after: { roles: ['editor', 'support'], hotelIds: [], disabled: false },
      reason: 'پوشش شیفت شب',
    });
  });

  it('pages newest first, 50 a page', async () => {
    for (let i = 0; i < AUDIT_PAGE_SIZE + 3; i += 1)
      await recordAudit(handle.db, {
        ...entry,
        action: 'paged',
        entityId: String(i),
        at: new Date(Date.UTC(2026, 0, 1, 0, i)),
      });
    const first = (await bodyOf(await callAsStaff(test, token, 'GET', '/staff/audit-log?action=paged'))).data;
    expect(first.total).toBe(AUDIT_PAGE_SIZE + 3);
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.entries[0].entityId).toBe(String(AUDIT_PAGE_SIZE + 2));
    const second = (
      await bodyOf(await callAsStaff(test, token, 'GET', '/staff/audit-log?action=paged&page=2'))
    ).data;
    expect(second.entries.map((row: { entityId: string }) => row.entityId)).toEqual(['2', '1', '0']);
    const bad = await callAsStaff(test, token, 'GET', '/staff/audit-log?page=zero');
    expect(bad.status).toBe(422);
    expect((await bodyOf(bad)).meta.errors[0]).toMatch(/[\u0600-\u06ff]/);
  });
});
