// The public forms through app.request(): stored and read back by support, a logged-in sender's contact message
// opening a ticket, one registration per mobile, the rate limits per address and per mobile, the body cap,
// malformed bodies refused without a 5xx or a row, and the questionnaire's one answer sheet per booking.
import { FORM_MESSAGES, MESSAGES } from '@rahi/shared-contracts';
import { count } from 'drizzle-orm';
import { signedInStaff } from '../backoffice/desk-test-kit';
import type { DatabaseHandle } from '../db/client';
import { formSubmissions } from '../db/schema';
import {
  buildBookingApp,
  freshMobile,
  guestsFor,
  loggedIn,
  openSeededDatabase,
  roomWithFreeRooms,
  saveDraft,
} from '../testing/booking-fixture';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openSeededDatabase();
}, 120_000);
afterAll(() => handle.close());

const newApi = (env: Record<string, string> = {}) => buildBookingApp(handle, { env });

/** What a support agent reads in the back office, with a fresh staff session. */
const readAsSupport = async (api: ReturnType<typeof newApi>, path: string) => {
  const agent = await signedInStaff(handle, ['support']);
  const response = await api.get(path, agent.headers);
  expect(response.status).toBe(200);
  return (await response.json()).data;
};

const contact = (mobile: string, extra: Record<string, unknown> = {}) => ({
  name: 'سارا محمدی',
  mobile,
  email: '',
  subject: 'ساعت ورود',
  message: 'ساعت ورود هتل‌های مشهد چند است؟',
  ...extra,
});

const artist = (mobile: string) => ({
  firstName: 'علی',
  lastName: 'رضایی',
  mobile,
  city: 'مشهد',
  field: 'music',
  experienceYears: '8',
  description: 'نوازنده سه‌تار، اجرا در لابی هتل‌ها و رستوران‌ها',
  links: 'https://example.ir/ali',
});

const airport = (mobile: string) => ({
  firstName: 'رضا',
  lastName: 'کریمی',
  mobile,
  city: 'تهران',
  airport: 'فرودگاه مهرآباد',
  vehicleType: 'van',
  vehicleModel: 'هیوندای اچ‌وان',
  capacity: '8',
  description: 'ترانسفر فرودگاهی شبانه‌روزی با راننده مسلط به انگلیسی',
});

const rows = async () => (await handle.db.select({ n: count() }).from(formSubmissions))[0]?.n ?? 0;

describe('POST /contact-messages', () => {
  it('stores a visitor’s message as typed, without a ticket, and support reads it back', async () => {
    const api = newApi();
    const mobile = freshMobile();
    const message = '<script>alert(1)</script> سلام، ساعت ورود؟';
    const sent = await api.post('/contact-messages', contact(`+98${mobile.slice(1)}`, { message }));
    expect(sent.status).toBe(201);
    const { data, meta } = await sent.json();
    expect(meta.message).toBe(FORM_MESSAGES.contactSent);
    expect(data.ticketId).toBeNull();
    const stored = await readAsSupport(api, `/staff/inbox/contact/${data.id}`);
    expect(stored).toMatchObject({ kind: 'contact', mobile, state: 'new', data: { message } });
  });

  it('opens a ticket the logged-in sender finds in their profile', async () => {
    const api = newApi();
    const traveller = await loggedIn(handle, api.clock());
    const sent = await api.post('/contact-messages', contact(traveller.mobile), traveller.auth);
    const { data } = await sent.json();
    expect(data.ticketId).toEqual(expect.any(Number));
    const ticket = (await (await api.get(`/tickets/${data.ticketId}`, traveller.auth)).json()).data;
    expect(ticket).toMatchObject({ subject: 'ساعت ورود', department: 'other', status: 'open' });
  });

  it('limits one address to FORMS_PER_ADDRESS_PER_HOUR messages an hour (429 with Retry-After)', async () => {
    const api = newApi({ FORMS_PER_ADDRESS_PER_HOUR: '2' });
    const from = api.freshAddress();
    for (let i = 0; i < 2; i += 1)
      expect((await api.post('/contact-messages', contact(freshMobile()), from)).status).toBe(201);
    const third = await api.post('/contact-messages', contact(freshMobile()), from);
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await third.json()).meta.errors).toEqual([MESSAGES.tooManyRequests]);
    api.clock.advance(3601);
    expect((await api.post('/contact-messages', contact(freshMobile()), from)).status).toBe(201);
  });

  it('counts messages sent at once from one address one by one', async () => {
    const api = newApi({ FORMS_PER_ADDRESS_PER_HOUR: '3' });
    const from = { 'x-forwarded-for': '10.6.1.1' }; // no other test's
    const answers = await Promise.all(
      Array.from({ length: 9 }, () => api.post('/contact-messages', contact(freshMobile()), from)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  });

  it('limits one mobile to FORMS_PER_MOBILE_PER_HOUR messages an hour from any address', async () => {
    const api = newApi({ FORMS_PER_MOBILE_PER_HOUR: '1' });
    const mobile = freshMobile();
    expect((await api.post('/contact-messages', contact(mobile), api.freshAddress())).status).toBe(201);
    expect((await api.post('/contact-messages', contact(mobile), api.freshAddress())).status).toBe(429);
  });

  it('refuses a body over 16 KB with 413 and 20 malformed bodies with 4xx, saving nothing', async () => {
    const api = newApi();
    const before = await rows();
    const big = await api.post('/contact-messages', contact(freshMobile(), { message: 'ا'.repeat(20_000) }));
    expect(big.status).toBe(413);
    expect((await big.json()).meta.errors).toEqual([FORM_MESSAGES.bodyTooLarge]);
    const malformed = [
      null,
      [],
      'x',
      42,
      {},
      { name: {} },
      { ...contact('0912'), mobile: '123' },
      { ...contact(freshMobile()), message: 7 },
      { ...contact(freshMobile()), reserveId: '1 OR 1=1' },
      { ...contact(freshMobile()), email: 'not-an-email' },
    ];
    for (let i = 0; i < 20; i += 1) {
      const body = malformed[i % malformed.length];
      const answer = await api.app.request('/contact-messages', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.7.0.1' },
        body: i === 3 ? '{"name": ' : JSON.stringify(body),
      });
      expect([400, 422]).toContain(answer.status);
    }
    expect(await rows()).toBe(before);
  });
});

describe('partner registrations', () => {
  it.each([
    ['/artist-registrations', artist],
    ['/airport-registrations', airport],
  ])('%s stores one per mobile and kindly recognises a second', async (path, body) => {
    const kind = path.slice(1, path.indexOf('-'));
    const api = newApi();
    const mobile = freshMobile();
    const first = await api.post(path, body(mobile));
    expect(first.status).toBe(201);
    const { data } = await first.json();
    const stored = await readAsSupport(api, `/staff/inbox/${kind}/${data.id}`);
    expect(stored).toMatchObject({ kind, mobile, state: 'new' });
    const again = await api.post(path, body(`۰${mobile.slice(1)}`), api.freshAddress());
    expect(again.status).toBe(409);
    expect((await again.json()).meta.errors).toEqual([FORM_MESSAGES.registrationDuplicate]);
  });
});

describe('the questionnaire', () => {
  it('lists its questions and stores one answer sheet per booking', async () => {
    const api = newApi();
    const questions = (await (await api.get('/questionnaire-questions')).json()).data as {
      id: number;
      kind: string;
      options: string[];
    }[];
    expect(questions.map((question) => question.kind)).toEqual([
      'scale',
      'choice',
      'scale',
      'choice',
      'text',
    ]);
    const answers = Object.fromEntries(
      questions.map((q) => [`q${q.id}`, q.kind === 'scale' ? '4' : q.kind === 'choice' ? q.options[0] : '']),
    );
    const traveller = await loggedIn(handle, api.clock());
    const { hotel, type } = await roomWithFreeRooms(handle, 5);
    const reservationId = await saveDraft(api, hotel, [{ id: type.id }]);
    const booking = { reservationId, booker: { mobile: traveller.mobile }, guests: guestsFor(1) };
    const { reserveId } = (await (await api.post('/bookings', booking, traveller.auth)).json()).data;

    const sheet = { answers, reserveId, mobile: traveller.mobile };
    const sent = await api.post('/questionnaire-answers', sheet);
    expect(sent.status).toBe(201);
    const id = (await sent.json()).data.id;
    const stored = await readAsSupport(api, `/staff/questionnaire-answers/${id}`);
    expect(stored.answers).toHaveLength(4);
    expect(stored.reserveId).toBe(reserveId);
    const again = await api.post('/questionnaire-answers', sheet, api.freshAddress());
    expect(again.status).toBe(409);
    const stranger = await api.post('/questionnaire-answers', { ...sheet, mobile: freshMobile() });
    expect(stranger.status).toBe(404);
  });

  it('refuses a sheet with a required answer missing, with the Persian message', async () => {
    const api = newApi();
    const sent = await api.post('/questionnaire-answers', { answers: {} });
    expect(sent.status).toBe(422);
    expect((await sent.json()).meta.errors).toEqual([FORM_MESSAGES.answerRequired]);
  });
});
