// Part 1: two gateways, one PostgreSQL. The last rooms sold at once through both, the rate limits counted
// across both, and the hold sweep and payment reconciler running in both without doing a job twice.
import { Browser, freshAddress, freshMobile } from './client.mjs';

const ROOM_FULL = 'این اتاق برای تاریخ انتخابی ظرفیت خالی ندارد.';

/** Today in Tehran plus `days`, as YYYY-MM-DD. */
export const tehranDate = (days) =>
  new Date(Date.now() + 3.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** Runs `work` over `items` with at most `limit` at once. */
export async function pool(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  });
  await Promise.all(lanes);
  return results;
}

/** How many times each value occurs. */
export const countBy = (values) => {
  const counts = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
};
const describeCounts = (counts) =>
  Object.entries(counts)
    .map(([status, n]) => `${n}×${status}`)
    .join(', ');

/**
 * A hotel and its room types, with the fields a draft carries: the `offset`-th (by id) of the hotels with at least
 * `minTypes` room types (the seed gives a hotel 2 to 5).
 */
export function pickHotel(cluster, offset, minTypes = 1) {
  const hotel = JSON.parse(
    cluster.psql(
      `select json_build_object('id', id, 'name', name, 'stars', stars, 'address', address, 'checkInTime', check_in_time, 'checkOutTime', check_out_time) from hotels h where (select count(*) from room_types t where t.hotel_id = h.id) >= ${minTypes} order by id offset ${offset} limit 1`,
    ),
  );
  const types = cluster
    .psql(`select id || '|' || name from room_types where hotel_id = ${hotel.id} order by id`)
    .split('\n')
    .map((line) => {
      const [id, ...name] = line.split('|');
      return { id: Number(id), name: name.join('|') };
    });
  return { hotel, types };
}

/** Sets the free rooms of a room type on every night of the stay. */
export function setFree(cluster, typeId, stay, free) {
  cluster.psql(
    `update room_nights set free_count = ${free} where room_type_id = ${typeId} and date >= '${stay.checkin}' and date < '${stay.checkin}'::date + ${stay.nights}`,
  );
}

const freeNights = (cluster, typeId, stay) =>
  cluster
    .psql(
      `select free_count from room_nights where room_type_id = ${typeId} and date >= '${stay.checkin}' and date < '${stay.checkin}'::date + ${stay.nights} order by date`,
    )
    .split('\n')
    .map(Number);

async function lastRooms(cluster, [a, b], bookings) {
  const stay = { checkin: tehranDate(40), nights: 2 };
  // Three room types: the eighth hotel by id, picked before, has two, so the burst offered 5 rooms, not 6.
  const free = [3, 2, 1];
  const { hotel, types } = pickHotel(cluster, 7, free.length);
  const wanted = types.slice(0, free.length).map((type, index) => ({ ...type, free: free[index] }));
  const offered = wanted.reduce((total, type) => total + type.free, 0);
  for (const type of wanted) setFree(cluster, type.id, stay, type.free);

  const travellers = Array.from({ length: bookings }, (_, i) => ({
    browser: new Browser(i % 2 ? b.base : a.base, { timeoutMs: 60_000 }),
    type: wanted[i % wanted.length],
  }));
  await pool(travellers, 16, async (traveller) => {
    traveller.draft = await traveller.browser.saveDraft(hotel, [traveller.type.id], stay);
  });
  let lowest = Number.POSITIVE_INFINITY;
  let watching = true;
  const watch = (async () => {
    while (watching) {
      lowest = Math.min(
        lowest,
        Number(
          cluster.psql(
            `select min(free_count) from room_nights where room_type_id in (${wanted.map((t) => t.id)})`,
          ),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const started = performance.now();
  const answers = await Promise.all(travellers.map((t) => t.browser.book(t.draft, 1, freshMobile())));
  const seconds = (performance.now() - started) / 1000;
  watching = false;
  await watch;

  const statuses = countBy(answers.map((answer) => answer.status));
  const problems = [];
  for (const type of wanted) {
    const mine = answers.filter((_, i) => travellers[i].type === type);
    const sold = mine.filter((answer) => answer.status === 201).length;
    const nights = freeNights(cluster, type.id, stay);
    lowest = Math.min(lowest, ...nights);
    if (sold > type.free) problems.push(`${type.free} free, ${sold} sold`);
    if (nights.some((n) => n !== type.free - sold))
      problems.push(`free after: ${nights} (expected ${type.free - sold})`);
    for (const answer of mine.filter((x) => x.status === 409)) {
      const expected = `${ROOM_FULL} (${type.name})`;
      if (answer.body?.meta?.errors?.[0] !== expected)
        problems.push(`a 409 said ${JSON.stringify(answer.body?.meta?.errors)}`);
    }
  }
  // Overload, not a fault (docs/reliability.md, "where the line is"): a call that found no free connection within
  // the pool's 3 s is answered 503 with Retry-After before it touched anything, so it sold nothing. On a loaded CI
  // machine some of the burst can end so; they are counted, and every room must still be sold exactly once.
  const busy = answers.filter(
    (answer) =>
      answer.status === 503 && answer.headers?.get('retry-after') && answer.body?.meta?.status === false,
  );
  const others = answers.filter(
    (answer) => answer.status !== 201 && answer.status !== 409 && !busy.includes(answer),
  );
  if (others.length)
    problems.push(
      `${others.length} other answers, e.g. ${others[0].status} ${JSON.stringify(others[0].body).slice(0, 200)}`,
    );
  if (lowest < 0) problems.push(`free went to ${lowest}`);
  const sold = answers.filter((answer) => answer.status === 201).length;
  if (sold !== offered) problems.push(`sold ${sold} of the ${offered} free`);
  return {
    part: '1',
    name: 'last rooms, both instances',
    tried: `${bookings} bookings at once (half on each) for ${wanted.length} room types with ${wanted.map((type) => type.free).join(', ')} free over 2 nights`,
    held: problems.length === 0,
    figures: `${describeCounts(statuses)} in ${seconds.toFixed(1)} s; sold ${sold} of ${offered}; lowest free ${lowest}; every 409 names its room${busy.length ? `; ${busy.length}×503 are the pool's busy envelopes (Retry-After) under the machine's load` : ''}${problems.length ? `; PROBLEMS: ${problems.slice(0, 3).join('; ')}` : ''}`,
  };
}

/** Fires `count` calls at once, alternating instances; gives the statuses. */
const burst = async (count, call) =>
  countBy(
    await Promise.all(Array.from({ length: count }, (_, i) => call(i % 2, i))).then((all) =>
      all.map((r) => r.status),
    ),
  );

async function limitsAcrossBoth(cluster, [a, b]) {
  const bases = [a.base, b.base];
  const rows = [];
  // What passed is read from the database's own count (a call the gateway gave up on may still have been counted).
  const limit = (name, tried, statuses, counted, allowed) => {
    const other = Object.keys(statuses).filter((s) => !['200', '404', '422', '429'].includes(s));
    rows.push({
      part: '1',
      name,
      tried,
      held: counted <= allowed && counted >= 1 && (statuses[429] ?? 0) >= 1,
      figures: `${describeCounts(statuses)}; counted in the database ${counted} (at most ${allowed})${other.length ? `; ${other.join('/')} are the gateway's timeout or busy envelopes under the load` : ''}`,
    });
  };
  const counted = async (sql) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return Number(cluster.psql(sql));
  };
  const guessed = freshMobile();
  const guesser = freshAddress();
  limit(
    'password limit across both',
    '30 wrong passwords for one number at once, split over both',
    await burst(30, (i) =>
      new Browser(bases[i], { address: guesser }).api('/login', {
        method: 'POST',
        body: { mobile: guessed, password: 'wrong-password-1' },
      }),
    ),
    await counted(`select count(*) from password_failures where mobile = '${guessed}'`),
    10,
  );

  const passwordGuesser = freshAddress();
  limit(
    'password per address across both',
    '30 wrong passwords for 30 numbers from one address at once, split over both',
    await burst(30, (i) =>
      new Browser(bases[i], { address: passwordGuesser }).api('/login', {
        method: 'POST',
        body: { mobile: freshMobile(), password: 'wrong-password-1' },
      }),
    ),
    await counted(`select count(*) from form_rate_log where key = 'login:address:${passwordGuesser}'`),
    20,
  );

  const texted = freshMobile();
  limit(
    'code-send gap across both',
    '10 login-form code requests for one number at once, split over both',
    await burst(10, (i) =>
      new Browser(bases[i]).api('/login-register', { method: 'POST', body: { mobile: texted } }),
    ),
    await counted(`select count(*) from sms_send_log where mobile = '${texted}'`),
    1,
  );

  const sender = freshAddress();
  limit(
    'code-send per address across both',
    '30 login-form code requests for 30 numbers from one address at once, split over both',
    await burst(30, (i) =>
      new Browser(bases[i % 2], { address: sender }).api('/login-register', {
        method: 'POST',
        body: { mobile: freshMobile() },
      }),
    ),
    await counted(`select count(*) from sms_send_log where client_address = '${sender}'`),
    20,
  );

  const looker = freshAddress();
  limit(
    'reserve-status limit per address across both',
    '40 wrong reserve-id/mobile pairs from one address at once, split over both',
    await burst(40, (i) =>
      new Browser(bases[i % 2], { address: looker }).api(
        `/bookings/${String(40_000_000 + i)}?mobile=${freshMobile()}`,
      ),
    ),
    await counted(`select count(*) from booking_lookup_failures where client_address = '${looker}'`),
    20,
  );

  // The public forms: one address sending contact messages at once through both instances.
  const probe = await new Browser(a.base).api('/contact-messages', { method: 'POST', body: {} });
  // Forwarded, an empty body is refused by booking-api's schema (422); not forwarded, the proxy answers 404.
  if (probe.status === 404) {
    rows.push({
      part: '1',
      name: 'form limit per address across both',
      tried: 'POST /contact-messages through /handle-api',
      held: null,
      figures:
        "skipped: the gateway's proxy does not forward /contact-messages (booking-api's own test counts 9 messages sent at once from one address one by one)",
    });
  } else {
    const writer = freshAddress();
    limit(
      'form limit per address across both',
      '20 contact messages from one address at once, split over both',
      await burst(20, (i) =>
        new Browser(bases[i % 2], { address: writer }).api('/contact-messages', {
          method: 'POST',
          body: {
            name: 'مریم احمدی',
            mobile: freshMobile(),
            subject: 'پرسش درباره رزرو',
            message: 'سلام، درباره رزرو هتل پرسشی داشتم.',
          },
        }),
      ),
      await counted(`select count(*) from form_rate_log where key = 'contact:address:${writer}'`),
      10,
    );
  }

  const reserveId = String(50_000_000 + Math.floor(Math.random() * 40_000_000));
  limit(
    'reserve-status limit per reserve id across both',
    '20 addresses guessing one reserve id at once, split over both',
    await burst(20, (i) => new Browser(bases[i % 2]).api(`/bookings/${reserveId}?mobile=${freshMobile()}`)),
    await counted(`select count(*) from reserve_id_lookup_failures where reserve_id = '${reserveId}'`),
    10,
  );
  return rows;
}

async function sweepsInBoth(cluster, [a, b]) {
  const stay = { checkin: tehranDate(45), nights: 1 };
  const { hotel, types } = pickHotel(cluster, 9);
  const type = types[0];
  setFree(cluster, type.id, stay, 10);
  const before = [a.sweeps(), b.sweeps()];
  const made = [];
  for (let i = 0; i < 6; i++) {
    const browser = new Browser(i % 2 ? b.base : a.base);
    const draft = await browser.saveDraft(hotel, [type.id], stay);
    const mobile = freshMobile();
    const answer = await browser.book(draft, 1, mobile);
    if (answer.status !== 201)
      throw new Error(`sweep setup: booking ${answer.status} ${JSON.stringify(answer.body)}`);
    made.push({ browser, mobile, reserveId: answer.body.data.reserveId });
  }
  // 0-1 unpaid and overdue; 2-3 captured at the bank, never verified, hold still on; 4-5 sent to the bank, their
  // hold run out (the sweep expires them), and only then captured: a capture the reconciler must give back.
  const ids = (list) => list.map((x) => `'${x.reserveId}'`).join(',');
  const bankStates = () =>
    cluster.psql(
      `select string_agg(state, ',' order by state) from sandbox_bank_payments where authority in (${made.slice(2).map((x) => `'${x.authority}'`)})`,
    );
  for (const booking of made.slice(4))
    booking.authority = await booking.browser.startPayment(booking.reserveId, booking.mobile);
  cluster.psql(
    `update bookings set hold_expires_at = now() - interval '1 minute' where reserve_id in (${ids([...made.slice(0, 2), ...made.slice(4)])})`,
  );
  const overdueGone = Date.now() + 20_000;
  while (
    Date.now() < overdueGone &&
    cluster.psql(
      `select count(*) from bookings where status = 'pending_payment' and reserve_id in (${ids([...made.slice(0, 2), ...made.slice(4)])})`,
    ) !== '0'
  )
    await new Promise((resolve) => setTimeout(resolve, 300));
  for (const booking of made.slice(4)) await booking.browser.pressBank(booking.authority);
  for (const booking of made.slice(2, 4))
    booking.authority = await booking.browser.pay(booking.reserveId, booking.mobile);
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    const statuses = cluster.psql(
      `select string_agg(status, ',' order by reserve_id) from bookings where reserve_id in (${ids(made)})`,
    );
    if (!statuses.includes('pending_payment') && !bankStates().includes('PAID')) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await new Promise((resolve) => setTimeout(resolve, 3000)); // a few more sweeps in both
  const after = [a.sweeps(), b.sweeps()];
  const expired = after[0].expired + after[1].expired - before[0].expired - before[1].expired;
  const settled = after[0].settled + after[1].settled - before[0].settled - before[1].settled;
  const byReserve = Object.fromEntries(
    cluster
      .psql(
        `select b.reserve_id || '|' || b.status || '|' || coalesce(string_agg(p.status, ','), '') from bookings b left join payments p on p.booking_id = b.id where b.reserve_id in (${ids(made)}) group by b.reserve_id, b.status`,
      )
      .split('\n')
      .map((line) => {
        const [reserveId, status, pays] = line.split('|');
        return [reserveId, { status, pays }];
      }),
  );
  const free = freeNights(cluster, type.id, stay)[0];
  const bank = bankStates();
  const expect = [
    ['expired', ''],
    ['expired', ''],
    ['confirmed', 'verified'],
    ['confirmed', 'verified'],
    ['expired', 'reversed'],
    ['expired', 'reversed'],
  ];
  const problems = [];
  made.forEach((booking, i) => {
    const got = byReserve[booking.reserveId];
    const [status, pays] = expect[i];
    if (got?.status !== status || got?.pays !== pays)
      problems.push(`booking ${i}: ${got?.status}/${got?.pays}, expected ${status}/${pays}`);
  });
  if (free !== 8) problems.push(`free ${free}, expected 8 (10 less 2 confirmed)`);
  if (expired !== 4) problems.push(`holds expired ${expired} times, expected 4`);
  if (settled !== 4) problems.push(`payments settled ${settled} times, expected 4`);
  if (bank !== 'REVERSED,REVERSED,VERIFIED,VERIFIED') problems.push(`bank: ${bank}`);
  return {
    part: '1',
    name: 'sweep and reconciler in both',
    tried:
      '6 bookings: 2 unpaid overdue; 2 captured at the bank, never verified; 2 captured after their hold ran out; both instances sweep every second',
    held: problems.length === 0,
    figures: `holds expired ${expired}× (4 due), payments settled ${settled}× (4 due), free back to ${free} (8 due), bank ${bank}${problems.length ? `; PROBLEMS: ${problems.join('; ')}` : ''}`,
  };
}

export async function runInstancesPart(cluster, instances, { bookings = 200 } = {}) {
  const rows = [await lastRooms(cluster, instances, bookings)];
  rows.push(...(await limitsAcrossBoth(cluster, instances)));
  rows.push(await sweepsInBoth(cluster, instances));
  return rows;
}
