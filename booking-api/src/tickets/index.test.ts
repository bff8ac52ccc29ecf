// Support tickets through app.request(): the traveller opens, reads, replies and closes; a support agent answers
// through the back office's /staff endpoints.
import { PROFILE_MESSAGES } from '@rahi/shared-contracts';
import { envelopeSchema, ticketListSchema, ticketSchema } from '@rahi/shared-contracts/api';
import { bodyOf, buildAuthApp, callAs, logIn, openTestDatabase, type TestAuthApp } from '../auth/test-app';
import { signedInStaff } from '../backoffice/desk-test-kit';
import type { DatabaseHandle } from '../db/client';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
}, 60_000);
afterAll(() => handle.close());

const newTicket = { subject: 'سوال درباره رزرو', department: 'booking', message: 'ساعت ورود هتل چند است؟' };

/** A support agent's answer to a ticket, sent with a fresh staff session. */
const answerAsSupport = async (test: TestAuthApp, ticketId: number, message: string) => {
  const agent = await signedInStaff(handle, ['support']);
  return test.app.request(`/staff/tickets/${ticketId}/messages`, {
    method: 'POST',
    headers: { ...agent.headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ message }),
  });
};

const supportApp = () => buildAuthApp(handle, { env: { AUTH_CODE_SECRET: 's' } });

describe('/tickets', () => {
  it('keeps no shared-token relay: /support answers 404 even with the old token configured and sent', async () => {
    const test = buildAuthApp(handle, {
      env: { AUTH_CODE_SECRET: 's', SUPPORT_API_TOKEN: 'old-support-token-0123456789' },
    });
    const response = await test.app.request('/support/tickets', {
      headers: { 'X-Support-Token': 'old-support-token-0123456789' },
    });
    expect(response.status).toBe(404);
  });

  it('opens a ticket, support answers, the traveller replies and closes it', async () => {
    const test = supportApp();
    const token = await logIn(test);

    const opened = await callAs(test, token, 'POST', '/tickets', newTicket);
    expect(opened.status).toBe(201);
    const ticket = envelopeSchema(ticketSchema).parse(await bodyOf(opened)).data;
    expect(ticket).toMatchObject({ status: 'open', department: 'booking', reserveId: null });
    expect(ticket.messages).toEqual([
      expect.objectContaining({ author: 'traveller', text: newTicket.message }),
    ]);

    const answered = await answerAsSupport(test, ticket.id, 'ساعت ۱۴');
    expect(answered.status).toBe(201);
    const seen = (await bodyOf(await callAs(test, token, 'GET', `/tickets/${ticket.id}`))).data;
    expect(seen.status).toBe('answered');
    expect(seen.messages.map((message: { author: string }) => message.author)).toEqual([
      'traveller',
      'support',
    ]);

    const replied = await callAs(test, token, 'POST', `/tickets/${ticket.id}/messages`, { message: 'ممنون' });
    expect((await bodyOf(replied)).data.status).toBe('open');

    const closed = await callAs(test, token, 'POST', `/tickets/${ticket.id}/close`);
    expect((await bodyOf(closed)).data.status).toBe('closed');
    const late = await callAs(test, token, 'POST', `/tickets/${ticket.id}/messages`, {
      message: 'یک سوال دیگر',
    });
    expect(late.status).toBe(409);
    expect((await bodyOf(late)).meta.errors).toEqual([PROFILE_MESSAGES.ticketAlreadyClosed]);
    const supportLate = await answerAsSupport(test, ticket.id, 'x y');
    expect(supportLate.status).toBe(409);
  });

  it('lists the traveller’s tickets, latest changed first, filtered by status', async () => {
    const test = supportApp();
    const token = await logIn(test);
    const first = (await bodyOf(await callAs(test, token, 'POST', '/tickets', newTicket))).data.id;
    test.clock.advance(60);
    const second = (
      await bodyOf(await callAs(test, token, 'POST', '/tickets', { ...newTicket, subject: 'پرداخت' }))
    ).data.id;
    test.clock.advance(60);
    await answerAsSupport(test, first, 'پاسخ پشتیبانی');

    const all = envelopeSchema(ticketListSchema).parse(
      await bodyOf(await callAs(test, token, 'GET', '/tickets')),
    );
    expect(all.data.items.map((item) => item.id)).toEqual([first, second]);
    expect(all.data.total).toBe(2);
    const open = (await bodyOf(await callAs(test, token, 'GET', '/tickets?status=open'))).data;
    expect(open.items.map((item: { id: number }) => item.id)).toEqual([second]);
    expect((await callAs(test, token, 'GET', '/tickets?status=lost')).status).toBe(422);
  });

  it.each([
    ['a short subject', { ...newTicket, subject: 'ab' }, PROFILE_MESSAGES.ticketSubjectRequired],
    [
      'an unknown department',
      { ...newTicket, department: 'sales' },
      PROFILE_MESSAGES.ticketDepartmentRequired,
    ],
    ['an empty message', { ...newTicket, message: ' ' }, PROFILE_MESSAGES.ticketMessageRequired],
  ])('refuses %s with 422 and its Persian message', async (_, body, message) => {
    const test = supportApp();
    const token = await logIn(test);
    const response = await callAs(test, token, 'POST', '/tickets', body);
    expect(response.status).toBe(422);
    expect((await bodyOf(response)).meta.errors).toEqual([message]);
  });
});
