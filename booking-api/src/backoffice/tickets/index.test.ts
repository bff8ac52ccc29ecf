// The support desk's tickets through app.request(): filters, assignment to a desk member, an answer the
// traveller reads and is told of (outbox), close and reopen, each audited; a traveller's token opens none of it.
import { STAFF_DESK_MESSAGES } from '@rahi/shared-contracts/staff';
import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { outboxMessages, staffAuditLog } from '../../db/schema';
import {
  buildBookingApp,
  flushBookingApps,
  loggedIn,
  openSeededDatabase,
} from '../../testing/booking-fixture';
import { signedInStaff } from '../desk-test-kit';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openSeededDatabase({ hotels: 1, days: 3 });
}, 120_000);
afterAll(async () => {
  await flushBookingApps(handle);
  await handle.close();
});

async function openedTicket(api: ReturnType<typeof buildBookingApp>, department = 'payment') {
  const traveller = await loggedIn(handle, api.clock());
  const body = { subject: 'پرداخت ناموفق', department, message: 'پول کم شد ولی رزرو ثبت نشد' };
  const created = await (await api.post('/tickets', body, traveller.auth)).json();
  return { traveller, id: created.data.id as number };
}

const ids = (list: { items: { id: number }[] }) => list.items.map((item) => item.id);

describe('/staff/tickets', () => {
  it('answers a ticket: the traveller reads it, is told through the outbox, and the answer is audited', async () => {
    const api = buildBookingApp(handle);
    const { traveller, id } = await openedTicket(api);
    const agent = await signedInStaff(handle, ['support']);
    const answer = await api.post(
      `/staff/tickets/${id}/messages`,
      { message: 'بررسی شد؛ مبلغ بازگشت داده شد.' },
      agent.headers,
    );
    expect(answer.status).toBe(201);
    expect((await answer.json()).data).toMatchObject({
      status: 'answered',
      traveller: { mobile: traveller.mobile },
    });
    const seen = (await (await api.get(`/tickets/${id}`, traveller.auth)).json()).data;
    expect(seen.messages.map((message: { author: string }) => message.author)).toEqual([
      'traveller',
      'support',
    ]);
    const told = await handle.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'support_answered'), eq(outboxMessages.mobile, traveller.mobile)));
    expect(told.map((message) => message.params.ticketId)).toEqual([id]);
    const audit = await handle.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.entityId, String(id)));
    expect(audit.map((row) => [row.action, row.staffId])).toEqual([['ticket_answered', agent.staff.id]]);
  });

  it('filters by status, department and assignee, and assigns to a desk member only', async () => {
    const api = buildBookingApp(handle);
    const { id } = await openedTicket(api, 'refund');
    const agent = await signedInStaff(handle, ['support']);
    const editor = await signedInStaff(handle, ['editor']);
    const list = async (query: string) =>
      (await (await api.get(`/staff/tickets?${query}`, agent.headers)).json()).data;
    expect(ids(await list('department=refund&assigned=nobody'))).toContain(id);
    expect(ids(await list('assigned=me'))).not.toContain(id);

    const toEditor = await api.post(
      `/staff/tickets/${id}/assignment`,
      { staffId: editor.staff.id },
      agent.headers,
    );
    expect(toEditor.status).toBe(422);
    expect((await toEditor.json()).meta.errors).toEqual([STAFF_DESK_MESSAGES.staffNotFound]);
    const mine = await api.post(
      `/staff/tickets/${id}/assignment`,
      { staffId: agent.staff.id },
      agent.headers,
    );
    expect((await mine.json()).data.assignee).toEqual({ id: agent.staff.id, email: agent.staff.email });
    expect(ids(await list('assigned=me'))).toContain(id);
    expect(ids(await list('assigned=nobody'))).not.toContain(id);
    expect(ids(await list('status=closed'))).not.toContain(id);
    expect(ids(await list('olderThanHours=1'))).not.toContain(id);
  });

  it('closes and reopens a ticket; a closed one takes no answer, an open one cannot be reopened', async () => {
    const api = buildBookingApp(handle);
    const { id } = await openedTicket(api);
    const agent = await signedInStaff(handle, ['admin']);
    expect((await (await api.post(`/staff/tickets/${id}/close`, {}, agent.headers)).json()).data.status).toBe(
      'closed',
    );
    const late = await api.post(`/staff/tickets/${id}/messages`, { message: 'پاسخ دیرهنگام' }, agent.headers);
    expect(late.status).toBe(409);
    expect(
      (await (await api.post(`/staff/tickets/${id}/reopen`, {}, agent.headers)).json()).data.status,
    ).toBe('open');
    const twice = await api.post(`/staff/tickets/${id}/reopen`, {}, agent.headers);
    expect(twice.status).toBe(409);
    expect((await twice.json()).meta.errors).toEqual([STAFF_DESK_MESSAGES.ticketNotClosed]);
  });

  it("refuses a traveller's token (401) and an editor (403)", async () => {
    const api = buildBookingApp(handle);
    const { traveller } = await openedTicket(api);
    expect((await api.get('/staff/tickets', traveller.auth)).status).toBe(401);
    const editor = await signedInStaff(handle, ['editor']);
    expect((await api.get('/staff/tickets', editor.headers)).status).toBe(403);
  });
});
