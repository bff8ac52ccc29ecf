// Support tickets through app.request(): the traveller opens, reads, replies and closes; support answers with
// its own token.
import { PROFILE_MESSAGES } from '@rahi/shared-contracts';
import { envelopeSchema, ticketListSchema, ticketSchema } from '@rahi/shared-contracts/api';
import { bodyOf, buildAuthApp, callAs, logIn, openTestDatabase, type TestAuthApp } from '../auth/test-app';
import type { DatabaseHandle } from '../db/client';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
}, 60_000);
afterAll(() => handle.close());

const SUPPORT_TOKEN = 'support-token-for-tests-0123456789';
const newTicket = { subject: 'سوال درباره رزرو', department: 'booking', message: 'ساعت ورود هتل چند است؟' };

const asSupport = (test: TestAuthApp, method: string, path: string, body?: unknown, token = SUPPORT_TOKEN) =>
  test.app.request(path, {
    method,
    headers: { 'X-Support-Token': token, 'Content-Type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });

const supportApp = () =>
  buildAuthApp(handle, { env: { AUTH_CODE_SECRET: 's', SUPPORT_API_TOKEN: SUPPORT_TOKEN } });

describe('/tickets', () => {
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

    const answered = await asSupport(test, 'POST', `/support/tickets/${ticket.id}/messages`, {
      message: 'ساعت ۱۴',
    });
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
    const supportLate = await asSupport(test, 'POST', `/support/tickets/${ticket.id}/messages`, {
      message: 'x y',
    });
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
    await asSupport(test, 'POST', `/support/tickets/${first}/messages`, { message: 'پاسخ پشتیبانی' });

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

describe('/support', () => {
  it.each([
    ['no token', undefined],
    ['a wrong token', 'support-token-for-tests-wrong-one'],
  ])('refuses %s with 401', async (_, token) => {
    const test = supportApp();
    const response = await test.app.request('/support/tickets', {
      headers: token ? { 'X-Support-Token': token } : {},
    });
    expect(response.status).toBe(401);
  });

  it('stays closed when SUPPORT_API_TOKEN is unset or too short, and to a traveller’s token', async () => {
    const unset = buildAuthApp(handle);
    expect((await asSupport(unset, 'GET', '/support/tickets')).status).toBe(401);
    const short = buildAuthApp(handle, { env: { AUTH_CODE_SECRET: 's', SUPPORT_API_TOKEN: 'short' } });
    expect((await asSupport(short, 'GET', '/support/tickets', undefined, 'short')).status).toBe(401);
    const test = supportApp();
    const token = await logIn(test);
    expect((await callAs(test, token, 'GET', '/support/tickets')).status).toBe(401);
  });

  it('lists every traveller’s tickets and reads any of them', async () => {
    const test = supportApp();
    const one = (await bodyOf(await callAs(test, await logIn(test), 'POST', '/tickets', newTicket))).data.id;
    const two = (await bodyOf(await callAs(test, await logIn(test), 'POST', '/tickets', newTicket))).data.id;
    const list = (await bodyOf(await asSupport(test, 'GET', '/support/tickets?status=open'))).data;
    expect(list.items.map((item: { id: number }) => item.id)).toEqual(expect.arrayContaining([one, two]));
    expect((await asSupport(test, 'GET', `/support/tickets/${two}`)).status).toBe(200);
    expect((await asSupport(test, 'GET', '/support/tickets/999999')).status).toBe(404);
  });
});
