// Part 3: hostile input. booking-api's OpenAPI-driven fuzz walk at a larger count (its jest test, on this
// cluster), the SSRF lists for /handle-api, /_img and /api/voucher-pdf aimed at a canary server of ours, and the
// authorisation matrix of every user-owned endpoint with two travellers on the two instances.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { Browser, freshMobile } from './client.mjs';
import { pickHotel, setFree, tehranDate } from './part-instances.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

/** booking-api's hostile-walk test with HOSTILE_WALK_RUNS runs per operation, on its own database. */
async function fuzzWalk(cluster, runs) {
  const started = performance.now();
  const child = spawn('npx', ['jest', '--runInBand', 'src/openapi/hostile-walk.test.ts'], {
    cwd: path.join(ROOT, 'booking-api'),
    env: {
      ...process.env,
      NODE_OPTIONS: '--experimental-vm-modules --no-warnings',
      TEST_DATABASE_URL: cluster.url('rahi_walk'),
      HOSTILE_WALK_RUNS: String(runs),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  const operations = /walked (\d+) operations/.exec(output)?.[1] ?? '?';
  const tests = /Tests:\s+(.*)/.exec(output)?.[1] ?? 'no summary';
  const failure = /Error: ((?:GET|POST|PUT|DELETE)[^\n]*)/.exec(output)?.[1];
  return {
    part: '3',
    name: 'OpenAPI fuzz walk',
    tried: `${runs} generated calls per operation (hostile paths, queries, bodies, a body nested 5,000 deep), with and without login, on PostgreSQL`,
    held: code === 0,
    figures: `${operations} operations × ${runs} = ${operations === '?' ? '?' : Number(operations) * runs} calls; jest: ${tests}; 0 5xx and an envelope on every refusal ${code === 0 ? 'held' : `FAILED: ${failure ?? output.slice(-600)}`}; ${((performance.now() - started) / 1000).toFixed(0)} s`,
  };
}

/** A server that counts every request it gets: any hit is a fetch the gateway should never have made. */
function canary(port) {
  const hits = [];
  const server = http.createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    response.end('canary');
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ hits, close: () => server.close() })),
  );
}

function ssrfLists(canaryPort, gatewayPort, reserveId, mobile) {
  const c = `127.0.0.1:${canaryPort}`;
  const q = `reserveId=${reserveId}&mobile=${mobile}`;
  const handleApi = [
    `http://${c}/hotels`,
    `//${c}/hotels`,
    `https://${c}/hotels`,
    `http://169.254.169.254/latest/meta-data/`,
    `http://[::1]:${canaryPort}/`,
    `http://2130706433:${canaryPort}/`,
    `/hotels@${c}/x`,
    `/hotels/../dev/sms-outbox`,
    `/hotels/%2e%2e/admin`,
    `/hotels/%252e%252e/admin`,
    `/hotels\\..\\admin`,
    `\\\\${c}\\hotels`,
    `/%5c%5c${c}/hotels`,
    `/hotels/1 x`,
    `/hotels/1\u0000`,
    `hotels/1`,
    `/admin/users`,
    `/support/tickets`,
    `/media/../../etc/passwd`,
    `file:///etc/passwd`,
    `gopher://${c}/_x`,
  ].map((endPoint) => ({ path: '/handle-api', json: { endPoint, options: { method: 'GET' } } }));
  handleApi.push({
    path: '/handle-api',
    json: { endPoint: '/hotels/1', options: { method: 'GET', headers: { host: c, 'x-forwarded-host': c } } },
    allow2xx: true,
  });
  const image = [
    `http://${c}/media/a.svg`,
    `//${c}/media/a.svg`,
    `https://${c}/media/hotels/1/exterior-1.svg`,
    `http://169.254.169.254/latest/meta-data`,
    `/media/../../openapi.json`,
    `/media/%2e%2e/%2e%2e/openapi.json`,
    `/media/%252e%252e/x.svg`,
    `/media\\hotels\\1\\a.svg`,
    `/media/hotels/1/exterior-1.svg@${c}`,
    `/media/hotels/1/exterior-1.svg?x=http://${c}/`,
    `/api-docs/openapi.svg`,
    `file:///etc/passwd`,
    `data:image/svg+xml,<svg/>`,
  ].map((src) => ({ path: `/_img?src=${encodeURIComponent(src)}&w=320` }));
  const voucher = [
    `http://${c}/voucher?${q}`,
    `http://localhost:${canaryPort}/voucher?${q}`,
    `http://2130706433:${canaryPort}/voucher?${q}`,
    `http://0x7f000001:${canaryPort}/voucher?${q}`,
    `http://[::1]:${canaryPort}/voucher?${q}`,
    `http://[::ffff:127.0.0.1]:${canaryPort}/voucher?${q}`,
    `http://169.254.169.254/latest/meta-data?${q}`,
    `http://127.0.0.1:${gatewayPort}@${c}/voucher?${q}`,
    `//${c}/voucher?${q}`,
    `http://127.0.0.1:${gatewayPort}/voucher/../handle-api?${q}`,
    `http://127.0.0.1:${gatewayPort}/voucher%2F..%2Fhandle-api?${q}`,
    `/voucher?${q}&next=http://${c}/`,
    `/voucher?${q}#http://${c}/`,
    `file:///etc/passwd?${q}`,
    `gopher://${c}/voucher?${q}`,
    `javascript:fetch('http://${c}/')`,
    `/voucher?reserveId=..%2F..%2Fadmin&mobile=${mobile}`,
  ].map((url) => ({ path: '/api/voucher-pdf', json: { url } }));
  return { handleApi, image, voucher };
}

async function ssrf(canaryPort, [a, b], paidBooking) {
  const probe = await canary(canaryPort);
  const lists = ssrfLists(canaryPort, a.port, paidBooking.reserveId, paidBooking.mobile);
  const rows = [];
  try {
    for (const [name, list] of Object.entries(lists)) {
      const before = probe.hits.length;
      const answers = await Promise.all(
        list.map((item, i) =>
          new Browser(i % 2 ? b.base : a.base).request(
            item.path,
            item.json ? { method: 'POST', json: item.json } : {},
          ),
        ),
      );
      const bad = answers.filter(
        (answer, i) =>
          typeof answer.status !== 'number' ||
          answer.status >= 500 ||
          (answer.status < 400 && !list[i].allow2xx) ||
          (answer.status >= 400 && answer.body?.meta?.status !== false),
      );
      const statuses = [...new Set(answers.map((answer) => answer.status))].sort().join('/');
      const fetched = probe.hits.length - before;
      rows.push({
        part: '3',
        name: `SSRF ${name === 'handleApi' ? '/handle-api' : name === 'image' ? '/_img' : '/api/voucher-pdf'}`,
        tried: `${list.length} hostile addresses (our canary on loopback in every spelling, cloud metadata, dot-dot, other schemes), over both instances`,
        held: bad.length === 0 && fetched === 0,
        figures: `answers ${statuses}; 0 5xx ${bad.some((x) => x.status >= 500) ? 'FAILED' : 'held'}; canary fetched ${fetched}×${
          bad.length
            ? `; unexpected: ${bad
                .map((x) => `${x.status} ${JSON.stringify(x.body).slice(0, 120)}`)
                .slice(0, 2)
                .join(' | ')}`
            : ''
        }`,
      });
    }
  } finally {
    probe.close();
  }
  return rows;
}

/** Two travellers, one on each instance: the owner's records, and the intruder trying each of them. */
async function authorisationMatrix(cluster, [a, b]) {
  const owner = new Browser(a.base);
  const intruder = new Browser(b.base);
  const ownerMobile = await owner.logIn();
  const intruderMobile = await intruder.logIn();
  const stay = { checkin: tehranDate(50), nights: 1 };
  const { hotel, types } = pickHotel(cluster, 11);
  setFree(cluster, types[0].id, stay, 10);
  const bookOne = async () => {
    const draft = await owner.saveDraft(hotel, [types[0].id], stay);
    const made = await owner.book(draft, 1, ownerMobile);
    if (made.status !== 201) throw new Error(`matrix booking ${made.status} ${JSON.stringify(made.body)}`);
    const authority = await owner.pay(made.body.data.reserveId, ownerMobile);
    const verified = await owner.api('/payments/verify', {
      method: 'POST',
      body: { authority, status: 'OK' },
    });
    if (verified.body?.data?.status !== 'confirmed')
      throw new Error(`matrix payment ${JSON.stringify(verified.body)}`);
    return { draft, reserveId: made.body.data.reserveId };
  };
  const kept = await bookOne();
  const cancelled = await bookOne();
  const cancel = await owner.api(`/bookings/${cancelled.reserveId}/cancellation`, {
    method: 'POST',
    body: {},
  });
  if (cancel.status !== 200) throw new Error(`matrix cancel ${cancel.status} ${JSON.stringify(cancel.body)}`);
  const passenger = (
    await owner.api('/passengers', {
      method: 'POST',
      body: { firstName: 'علی', lastName: 'رضایی', nationalCode: '0084575948' },
    })
  ).body.data;
  const ticket = (
    await owner.api('/tickets', {
      method: 'POST',
      body: {
        subject: 'سوال درباره رزرو',
        department: 'other',
        message: 'متن پیام',
        reserveId: kept.reserveId,
      },
    })
  ).body.data;
  const ownerWallet = (await owner.api('/wallet/transactions')).body.data;

  const rid = kept.reserveId;
  const cross = [
    ['GET', `/api/reservations/${kept.draft}`, 'page'],
    [
      'POST',
      '/bookings',
      {
        reservationId: kept.draft,
        booker: { mobile: intruderMobile },
        guests: [{ roomIndex: 0, firstName: 'مریم', lastName: 'احمدی', nationalCode: '0084575948' }],
      },
    ],
    ['GET', `/bookings/${rid}`],
    ['GET', `/bookings/${rid}?mobile=${intruderMobile}`],
    ['POST', `/bookings/${rid}/payments`, { mobile: intruderMobile }],
    ['GET', `/bookings/${rid}/cancellation`],
    ['POST', `/bookings/${rid}/cancellation`, {}],
    ['GET', `/tickets/${ticket.id}`],
    ['POST', `/tickets/${ticket.id}/messages`, { message: 'پیام غریبه' }],
    ['POST', `/tickets/${ticket.id}/close`, {}],
    ['POST', '/tickets', { subject: 'رزرو دیگری', department: 'other', message: 'متن', reserveId: rid }],
    ['GET', `/passengers/${passenger.id}`],
    [
      'PUT',
      `/passengers/${passenger.id}`,
      { firstName: 'دزد', lastName: 'رضایی', nationalCode: '0084575948' },
    ],
    ['DELETE', `/passengers/${passenger.id}`],
    ['POST', '/api/voucher-pdf', { url: `/voucher?reserveId=${rid}&mobile=${intruderMobile}` }, 'page'],
    ['GET', `/api/voucher-calendar?reserveId=${rid}&mobile=${intruderMobile}`, 'page'],
  ];
  const leaks = [];
  let tried = 0;
  for (const [method, target, body, kind] of cross) {
    tried += 1;
    const page = kind === 'page' || body === 'page';
    const answer = page
      ? await intruder.request(target, method === 'GET' ? {} : { method, json: body })
      : await intruder.api(target, { method, body: typeof body === 'object' ? body : undefined });
    const text = JSON.stringify(answer.body);
    if (answer.status !== 404 || text.includes(ownerMobile))
      leaks.push(`${method} ${target} → ${answer.status}`);
  }
  // The intruder's own lists hold nothing of the owner's.
  for (const list of ['/profile/bookings', '/passengers', '/tickets', '/wallet/transactions', '/profile']) {
    tried += 1;
    const answer = await intruder.api(list);
    const text = JSON.stringify(answer.body);
    if (
      answer.status !== 200 ||
      text.includes(rid) ||
      text.includes(cancelled.reserveId) ||
      text.includes(ownerMobile) ||
      text.includes('رضایی')
    )
      leaks.push(`${list} → ${answer.status} shows the owner's`);
  }
  // Without a login every owned endpoint is 401.
  const anonymous = new Browser(b.base);
  for (const target of [
    '/profile',
    '/passengers',
    `/passengers/${passenger.id}`,
    '/tickets',
    `/tickets/${ticket.id}`,
    '/wallet/transactions',
    '/profile/bookings',
    `/bookings/${rid}/cancellation`,
  ]) {
    tried += 1;
    const answer = await anonymous.api(target);
    if (answer.status !== 401) leaks.push(`anonymous ${target} → ${answer.status}`);
  }
  // The owner's records are as they were.
  const after = {
    passenger: (await owner.api(`/passengers/${passenger.id}`)).body?.data,
    ticket: (await owner.api(`/tickets/${ticket.id}`)).body?.data,
    booking: (await owner.api(`/bookings/${rid}`)).body?.data,
    wallet: (await owner.api('/wallet/transactions')).body?.data,
  };
  if (after.passenger?.firstName !== 'علی') leaks.push('the passenger changed');
  if (after.ticket?.status !== 'open' || after.ticket?.messages?.length !== 1)
    leaks.push(`the ticket changed: ${after.ticket?.status}`);
  if (after.booking?.status !== 'confirmed') leaks.push(`the booking is ${after.booking?.status}`);
  if (after.wallet?.balance !== ownerWallet?.balance) leaks.push('the wallet changed');
  return {
    row: {
      part: '3',
      name: 'authorisation matrix',
      tried: `two travellers on the two instances; the intruder tries the owner's draft, booking (read, pay, cancel), ticket (read, reply, close, cite), passenger (read, edit, delete), voucher PDF and calendar; their own lists; anonymous calls`,
      held: leaks.length === 0,
      figures: `${tried} calls: ${tried - leaks.length} refused as they should (404 for another's record, 401 without login), ${leaks.length} cross-user reads or writes${leaks.length ? `: ${leaks.slice(0, 4).join('; ')}` : ''}; the owner's records unchanged`,
    },
    paid: { reserveId: rid, mobile: ownerMobile },
  };
}

/** An envelope refusal: a 4xx with meta.status false and a Persian message. */
const refusedInPersian = (answer) =>
  typeof answer.status === 'number' &&
  answer.status >= 400 &&
  answer.status < 500 &&
  answer.body?.meta?.status === false &&
  /[\u0600-\u06FF]/.test(answer.body?.meta?.errors?.[0] ?? '');

/**
 * A code limited per traveller (RAHI10) replayed from one browser session without login, each time with a new
 * invented booker mobile: every try must be refused (a login is needed); a logged-in account gets it once.
 */
async function perTravellerCode(cluster, [a, b]) {
  const stay = { checkin: tehranDate(55), nights: 1 };
  const { hotel, types } = pickHotel(cluster, 12);
  setFree(cluster, types[0].id, stay, 20);
  const guest = new Browser(a.base);
  const problems = [];
  const tries = 6;
  const book = async (browser, mobile) => {
    const draft = await browser.saveDraft(hotel, [types[0].id], stay);
    return browser.api('/bookings', {
      method: 'POST',
      body: {
        reservationId: draft,
        booker: { mobile },
        guests: [{ roomIndex: 0, firstName: 'مریم', lastName: 'احمدی', nationalCode: '0084575948' }],
        discountCode: 'RAHI10',
      },
    });
  };
  let discounted = 0;
  for (let i = 0; i < tries; i += 1) {
    const answer = await book(guest, freshMobile());
    if (answer.status === 201) discounted += 1;
    if (!refusedInPersian(answer)) problems.push(`guest try ${i + 1} → ${answer.status}`);
  }
  const checkDraft = await guest.saveDraft(hotel, [types[0].id], stay);
  const check = await guest.api('/discount-codes/check', {
    method: 'POST',
    body: { code: 'RAHI10', reservationId: checkDraft, mobile: freshMobile() },
  });
  if (!refusedInPersian(check)) problems.push(`guest /discount-codes/check → ${check.status}`);
  const traveller = new Browser(b.base);
  await traveller.logIn();
  const first = await book(traveller, freshMobile());
  const second = await book(traveller, freshMobile());
  if (first.status !== 201) problems.push(`the account's first use → ${first.status}`);
  if (second.status !== 422)
    problems.push(`the account's second use, another booker mobile → ${second.status}`);
  return {
    part: '3',
    name: 'discount code once per traveller',
    tried: `RAHI10 from one session without login, ${tries} bookings each with a new invented booker mobile, and /discount-codes/check; then one account twice, each for another booker mobile, on the other instance`,
    held: problems.length === 0,
    figures: `${discounted} of ${tries} guest bookings got the discount (0 expected); the account: ${first.status} then ${second.status}${problems.length ? `; ${problems.slice(0, 4).join('; ')}` : ''}`,
  };
}

/**
 * Account A books and pays for mobile C; C, logged in, tries to cancel it: refused, C's wallet untouched. A
 * cancels: the refund goes to A's wallet and the points A earned are taken back.
 */
async function refundDestination(cluster, [a, b]) {
  const stay = { checkin: tehranDate(60), nights: 1 };
  const { hotel, types } = pickHotel(cluster, 13);
  setFree(cluster, types[0].id, stay, 10);
  const payer = new Browser(a.base);
  const forMobile = new Browser(b.base);
  await payer.logIn();
  const mobileC = await forMobile.logIn();
  const problems = [];
  const draft = await payer.saveDraft(hotel, [types[0].id], stay);
  const made = await payer.book(draft, 1, mobileC);
  if (made.status !== 201)
    throw new Error(`refund destination booking ${made.status} ${JSON.stringify(made.body)}`);
  const { reserveId } = made.body.data;
  const authority = await payer.pay(reserveId, mobileC);
  const verified = await payer.api('/payments/verify', { method: 'POST', body: { authority, status: 'OK' } });
  const paidStatuses = ['confirmed', 'awaiting_hotel'];
  if (!paidStatuses.includes(verified.body?.data?.status))
    throw new Error(`refund destination payment ${JSON.stringify(verified.body)}`);
  const wallet = async (browser) => (await browser.api('/wallet/transactions')).body?.data;
  const payerBefore = await wallet(payer);
  const quoteByC = await forMobile.api(`/bookings/${reserveId}/cancellation`);
  const cancelByC = await forMobile.api(`/bookings/${reserveId}/cancellation`, { method: 'POST', body: {} });
  if (!refusedInPersian(quoteByC)) problems.push(`C's quote → ${quoteByC.status}`);
  if (!refusedInPersian(cancelByC)) problems.push(`C's cancel → ${cancelByC.status}`);
  const stillPaid = (await payer.api(`/bookings/${reserveId}`)).body?.data?.status;
  if (!paidStatuses.includes(stillPaid)) problems.push(`after C's try the booking is ${stillPaid}`);
  const cancelByA = await payer.api(`/bookings/${reserveId}/cancellation`, { method: 'POST', body: {} });
  const refund = cancelByA.body?.data?.refund ?? 0;
  if (cancelByA.status !== 200 || cancelByA.body?.data?.refundTo !== 'wallet')
    problems.push(`A's cancel → ${cancelByA.status} ${cancelByA.body?.data?.refundTo}`);
  const payerAfter = await wallet(payer);
  const cAfter = await wallet(forMobile);
  if (payerAfter?.balance !== (payerBefore?.balance ?? 0) + refund)
    problems.push(`A's wallet ${payerBefore?.balance} → ${payerAfter?.balance}, refund ${refund}`);
  if (payerBefore?.points > 0 && payerAfter?.points !== 0)
    problems.push(`A's points ${payerBefore?.points} → ${payerAfter?.points}`);
  if (cAfter?.balance !== 0 || cAfter?.items?.length !== 0)
    problems.push(`C's wallet holds ${cAfter?.balance}`);
  return {
    part: '3',
    name: 'cancellation refund destination',
    tried: `account A books and pays for mobile C; C, logged in on the other instance, quotes and cancels it; then A cancels`,
    held: problems.length === 0,
    figures: `C: quote ${quoteByC.status}, cancel ${cancelByC.status}; A: cancel ${cancelByA.status}, wallet +${refund}, points ${payerBefore?.points} → ${payerAfter?.points}; C's wallet ${cAfter?.balance}${problems.length ? `; ${problems.slice(0, 4).join('; ')}` : ''}`,
  };
}

/** A paid booking of a logged-in traveller on instance a, for the lock-out and origin cases. */
async function paidBooking(cluster, a, hotelIndex, daysAhead) {
  const stay = { checkin: tehranDate(daysAhead), nights: 1 };
  const { hotel, types } = pickHotel(cluster, hotelIndex);
  setFree(cluster, types[0].id, stay, 10);
  const owner = new Browser(a.base);
  const mobile = await owner.logIn();
  const draft = await owner.saveDraft(hotel, [types[0].id], stay);
  const made = await owner.book(draft, 1, mobile);
  if (made.status !== 201) throw new Error(`paid booking ${made.status} ${JSON.stringify(made.body)}`);
  const { reserveId } = made.body.data;
  const authority = await owner.pay(reserveId, mobile);
  const verified = await owner.api('/payments/verify', { method: 'POST', body: { authority, status: 'OK' } });
  if (verified.body?.data?.status !== 'confirmed')
    throw new Error(`paid booking's payment ${JSON.stringify(verified.body)}`);
  return { owner, mobile, reserveId };
}

/**
 * Ten wrong-mobile lookups of one reserve id from ten addresses over both instances fill its window; the owner
 * must still get in: the right pair from a new address, the logged-in owner, and the voucher PDF. A further
 * wrong guess is 429, so the window was full.
 */
async function lookupLockOut(cluster, [a, b]) {
  const { owner, mobile, reserveId } = await paidBooking(cluster, a, 14, 65);
  const wrong = Array.from({ length: 10 }, (_, i) => `0912${String(7_000_000 + i).padStart(7, '0')}`);
  const misses = [];
  for (const [i, guess] of wrong.entries())
    misses.push(
      (await new Browser(i % 2 ? b.base : a.base).api(`/bookings/${reserveId}?mobile=${guess}`)).status,
    );
  const problems = [];
  if (misses.some((status) => status !== 404)) problems.push(`misses answered ${misses.join('/')}`);
  const byPair = await new Browser(b.base).api(`/bookings/${reserveId}?mobile=${mobile}`);
  const byAccount = await owner.api(`/bookings/${reserveId}`);
  const pdf = await new Browser(a.base).request('/api/voucher-pdf', {
    method: 'POST',
    json: { url: `/voucher?reserveId=${reserveId}&mobile=${mobile}` },
  });
  const further = await new Browser(b.base).api(`/bookings/${reserveId}?mobile=09127000099`);
  if (byPair.status !== 200) problems.push(`the right pair → ${byPair.status}`);
  if (byAccount.status !== 200) problems.push(`the logged-in owner → ${byAccount.status}`);
  const isPdf = (pdf.headers.get('content-type') ?? '').startsWith('application/pdf');
  if (pdf.status !== 200 || !isPdf) problems.push(`the voucher PDF → ${pdf.status}`);
  if (further.status !== 429) problems.push(`an eleventh wrong guess → ${further.status} (429 expected)`);
  return {
    part: '3',
    name: 'booking lookup lock-out',
    tried: `10 wrong-mobile lookups of one paid booking from 10 addresses over both instances; then the right pair from a new address, the logged-in owner, the voucher PDF; then an 11th wrong guess`,
    held: problems.length === 0,
    figures: `misses ${[...new Set(misses)].join('/')}; right pair ${byPair.status}, owner ${byAccount.status}, PDF ${pdf.status}; 11th guess ${further.status}${problems.length ? `; ${problems.slice(0, 4).join('; ')}` : ''}`,
  };
}

/**
 * The owner's cookie sent with hostile Origins (our host over https, ws and ftp, another site with Sec-Fetch-Site
 * none or same-origin, null) to cancel their paid booking: each must be 403 and the booking stay confirmed; the
 * page's own origin still passes.
 */
async function crossSiteOrigins(cluster, [a]) {
  const { owner, reserveId } = await paidBooking(cluster, a, 15, 70);
  const host = new URL(a.base).host;
  const hostile = [
    { origin: `https://${host}` },
    { origin: `ws://${host}` },
    { origin: `ftp://${host}` },
    { origin: `http://${new URL(a.base).hostname}:${a.port + 1000}` },
    { origin: 'http://evil.com', 'sec-fetch-site': 'none' },
    { origin: 'http://evil.com', 'sec-fetch-site': 'same-origin' },
    { origin: 'null' },
  ];
  const cancel = { endPoint: `/bookings/${reserveId}/cancellation`, options: { method: 'POST', body: {} } };
  const problems = [];
  const statuses = [];
  for (const headers of hostile) {
    const answer = await owner.request('/handle-api', { method: 'POST', json: cancel, headers });
    statuses.push(answer.status);
    if (answer.status !== 403 || !refusedInPersian(answer))
      problems.push(`${JSON.stringify(headers)} → ${answer.status}`);
  }
  const status = (await owner.api(`/bookings/${reserveId}`)).body?.data?.status;
  if (status !== 'confirmed') problems.push(`the booking is ${status}`);
  const own = await owner.request('/handle-api', {
    method: 'POST',
    json: { endPoint: '/profile', options: { method: 'GET' } },
    headers: { origin: new URL(a.base).origin, 'sec-fetch-site': 'same-origin' },
  });
  if (own.status !== 200) problems.push(`the page's own origin → ${own.status}`);
  return {
    part: '3',
    name: 'cross-site origins',
    tried: `the owner's cookie with ${hostile.length} hostile Origins (our host over https, ws, ftp and another port; another site with Sec-Fetch-Site none and same-origin; null) cancelling their paid booking; then the page's own origin`,
    held: problems.length === 0,
    figures: `hostile: ${[...new Set(statuses)].join('/')}; the booking ${status}; own origin ${own.status}${problems.length ? `; ${problems.slice(0, 4).join('; ')}` : ''}`,
  };
}

export async function runHostilePart(cluster, instances, { canaryPort, fuzzRuns }) {
  const matrix = await authorisationMatrix(cluster, instances);
  const rows = [matrix.row, ...(await ssrf(canaryPort, instances, matrix.paid))];
  rows.push(await perTravellerCode(cluster, instances), await refundDestination(cluster, instances));
  rows.push(await lookupLockOut(cluster, instances), await crossSiteOrigins(cluster, instances));
  rows.push(await fuzzWalk(cluster, fuzzRuns));
  return rows;
}
