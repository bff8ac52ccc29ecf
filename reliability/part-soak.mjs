// Part 4: the soak. A steady open-loop rate over both instances on PostgreSQL for SOAK_MINUTES, in this
// mix: 80 % searches and hotel pages, 15 % drafts and bookings, 5 % payments and profile. Prints the error rate,
// p50/p99 per kind, each instance's memory at the start and the end against a stated bound, and the database
// connections left open.
import { Browser, freshMobile, percentile } from './client.mjs';
import { tehranDate } from './part-instances.mjs';

/** Memory an instance may gain over the soak (resident set, after its warm-up) and still hold. */
export const MEMORY_GROWTH_BOUND_MIB = 150;
/** Connections the two instances may hold at the end: their two pools of 10, and a few of psql's own. */
const CONNECTION_BOUND = 2 * 10 + 2;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const between = (low, high) => low + Math.floor(Math.random() * (high - low + 1));

export async function runSoakPart(cluster, [a, b], { minutes, rate }) {
  const hotels = cluster
    .psql(
      `select h.id || '|' || h.city_id || '|' || min(t.id) from hotels h join room_types t on t.hotel_id = h.id group by h.id order by h.id`,
    )
    .split('\n')
    .map((line) => {
      const [id, city, type] = line.split('|').map(Number);
      return { id, city, type };
    });
  const hotelRow = (id) =>
    JSON.parse(
      cluster.psql(
        `select json_build_object('id', id, 'name', name, 'stars', stars, 'address', address, 'checkInTime', check_in_time, 'checkOutTime', check_out_time) from hotels where id = ${id}`,
      ),
    );
  const bases = [a.base, b.base];
  const travellers = [];
  for (let i = 0; i < 6; i++) {
    const browser = new Browser(bases[i % 2]);
    await browser.logIn();
    travellers.push(browser);
  }
  const unpaid = [];
  const stay = () => ({ checkin: tehranDate(between(60, 350)), nights: between(1, 3) });
  const kinds = [
    // 80 %: searches and hotel pages
    [
      30,
      'search',
      (x) =>
        x.api(
          `/cities/${pick(hotels).city}/hotels?checkin=${tehranDate(between(1, 90))}&nights=${between(1, 4)}`,
        ),
    ],
    [20, 'hotel', (x) => x.api(`/hotels/${pick(hotels).id}`)],
    [
      15,
      'rooms',
      (x) =>
        x.api(
          `/hotels/${pick(hotels).id}/rooms?checkin=${tehranDate(between(1, 90))}&nights=${between(1, 4)}`,
        ),
    ],
    [15, 'page', (x) => x.request(Math.random() < 0.5 ? '/' : `/hotel/${pick(hotels).id}/x`)],
    // 15 %: drafts and bookings
    [
      15,
      'booking',
      async (x) => {
        const hotel = pick(hotels);
        const draftStarted = performance.now();
        const draft = await x.saveDraft(hotelRow(hotel.id), [hotel.type], stay()).catch((error) => error);
        if (draft instanceof Error)
          return {
            status: Number(/draft (\d+)/.exec(draft.message)?.[1] ?? 500),
            ms: Math.round(performance.now() - draftStarted),
            body: draft.message,
          };
        const mobile = freshMobile();
        const made = await x.book(draft, 1, mobile);
        if (made.status === 201)
          unpaid.push({ reserveId: made.body.data.reserveId, mobile, base: x.base, at: Date.now() });
        return { ...made, ms: Math.round(performance.now() - draftStarted) };
      },
    ],
    // 5 %: payments and profile
    [
      3,
      'payment',
      async (x) => {
        // The latest booking still well inside its 15-minute hold (older ones are left to expire, as abandoned
        // carts are).
        while (unpaid.length && Date.now() - unpaid[0].at > 10 * 60_000) unpaid.shift();
        const booking = unpaid.pop();
        if (!booking) return x.api('/profile');
        const started = performance.now();
        const payer = new Browser(booking.base);
        const authority = await payer.pay(booking.reserveId, booking.mobile).catch((error) => error);
        if (authority instanceof Error)
          return { status: 500, ms: Math.round(performance.now() - started), body: authority.message };
        const verified = await payer.api('/payments/verify', {
          method: 'POST',
          body: { authority, status: 'OK' },
        });
        return { ...verified, ms: Math.round(performance.now() - started) };
      },
    ],
    [
      2,
      'profile',
      () =>
        pick(travellers).api(
          pick(['/profile', '/profile/bookings', '/wallet/transactions', '/passengers', '/tickets']),
        ),
    ],
  ];
  const weights = kinds.reduce((total, [weight]) => total + weight, 0);
  const choose = () => {
    let roll = Math.random() * weights;
    for (const kind of kinds) {
      roll -= kind[0];
      if (roll < 0) return kind;
    }
    return kinds[0];
  };

  const results = [];
  const inFlight = new Set();
  const warmUp = Date.now() + 20_000;
  const memory = { start: undefined, end: undefined };
  const until = Date.now() + minutes * 60_000;
  let sent = 0;
  const started = Date.now();
  while (Date.now() < until) {
    if (!memory.start && Date.now() > warmUp) memory.start = await Promise.all([a.rssMiB(), b.rssMiB()]);
    const [, kind, call] = choose();
    const browser = kind === 'profile' ? undefined : new Browser(bases[sent % 2], { timeoutMs: 20_000 });
    const work = Promise.resolve(call(browser))
      .then((answer) => results.push({ kind, status: answer.status, ms: answer.ms, body: answer.body }))
      .catch((error) => results.push({ kind, status: 'exception', ms: 0, body: String(error) }))
      .finally(() => inFlight.delete(work));
    inFlight.add(work);
    sent += 1;
    const due = started + (sent * 1000) / rate;
    await sleep(Math.max(0, due - Date.now()));
  }
  await Promise.all(inFlight);
  await sleep(2000);
  memory.end = await Promise.all([a.rssMiB(), b.rssMiB()]);
  const connections = cluster.connections();

  const isError = (r) => typeof r.status !== 'number' || r.status >= 500;
  const errors = results.filter(isError);
  const perKind = kinds.map(([, kind]) => {
    const mine = results.filter((r) => r.kind === kind);
    const ms = mine.map((r) => r.ms);
    return `${kind} ${mine.length}: p50 ${percentile(ms, 50)} / p99 ${percentile(ms, 99)} ms${mine.some(isError) ? ` (${mine.filter(isError).length} errors)` : ''}`;
  });
  const growth = memory.end.map((end, i) => end - (memory.start?.[i] ?? end));
  const errorRate = results.length ? errors.length / results.length : 1;
  const rooms409 = results.filter((r) => r.kind === 'booking' && r.status === 409).length;
  return {
    part: '4',
    name: `soak, ${minutes} min`,
    tried: `${rate} calls/s open loop over both instances on PostgreSQL: 80 % searches and hotel pages, 15 % drafts and bookings, 5 % payments and profile`,
    held:
      errorRate <= 0.001 &&
      growth.every((g) => g <= MEMORY_GROWTH_BOUND_MIB) &&
      connections <= CONNECTION_BOUND,
    figures: `${results.length} calls, error rate ${(errorRate * 100).toFixed(2)} % (${errors.length}${errors.length ? `, e.g. ${errors[0].kind} ${errors[0].status} ${JSON.stringify(errors[0].body).slice(0, 100)}` : ''}); ${rooms409} bookings found their room full (409); ${perKind.join('; ')}; memory A ${memory.start?.[0]?.toFixed(0)}→${memory.end[0].toFixed(0)} MiB, B ${memory.start?.[1]?.toFixed(0)}→${memory.end[1].toFixed(0)} MiB (bound +${MEMORY_GROWTH_BOUND_MIB} MiB each); DB connections at the end ${connections} (bound ${CONNECTION_BOUND})`,
  };
}
