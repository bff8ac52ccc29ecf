// Every seeded hotel's written cancellation policy, read back as a traveller reads it, against the charge the
// quote makes at several distances from check-in; and the migration that turned stored texts into data.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  addDays,
  type CancellationPolicy,
  describeCancellationPolicy,
  isNowruzDate,
  isOfficialHoliday,
  quoteCancellation,
  toAsciiDigits,
} from '@rahi/shared-contracts';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, queryRows } from '../db/client';
import { openTestDatabase } from '../db/test-database';
import { CITIES } from '../seed/cities';
import { generateHotels } from '../seed/hotels';
import { createRandom } from '../seed/random';

const cityIds = new Map(CITIES.map((city, i) => [city.slug, i + 1]));
const seeded = generateHotels(CITIES, cityIds, createRandom('rahi').fork('hotels'), undefined);
const rooms = [
  { firstNight: 12_000_000, stay: 30_000_000 },
  { firstNight: 8_000_000, stay: 20_000_000 },
];
const paid = 50_000_000;

/** What the text promises, read with a pattern of its own rather than from the data it was written from. */
function readPolicyText(text: string) {
  const plain = toAsciiDigits(text);
  const match =
    /^لغو رزرو تا (\d+) روز پیش از ورود با کسر (\d+) درصد از مبلغ شب اول انجام می‌شود\. پس از آن و در صورت عدم حضور، مبلغ شب اول به‌طور کامل کسر می‌شود\.( در ایام نوروز و تعطیلات رسمی، هزینه شب اول در هر زمانی از لغو قابل استرداد نیست\.)?$/.exec(
      plain,
    );
  if (!match) throw new Error(`unexpected policy text: ${text}`);
  return { days: Number(match[1]), fee: Number(match[2]), holidays: match[3] !== undefined };
}

const firstNights = rooms.reduce((sum, room) => sum + room.firstNight, 0);

describe('the cancellation policy of every seeded hotel', () => {
  const ordinary = '2027-01-20';
  const nowruz = '2027-03-22';

  it('stays on days that are not holidays for the ordinary case', () => {
    for (const night of [ordinary, addDays(ordinary, 1), addDays(ordinary, 2)]) {
      expect(isOfficialHoliday(night) || isNowruzDate(night)).toBe(false);
    }
    expect(isNowruzDate(nowruz)).toBe(true);
  });

  it.each([30, 14, 7, 5, 3, 2, 1, 0])(
    'charges %i days before check-in what the hotel page writes',
    (days) => {
      expect(seeded.length).toBeGreaterThan(100);
      for (const { hotel } of seeded) {
        const policy = hotel.cancellationRules as CancellationPolicy;
        const written = readPolicyText(describeCancellationPolicy(policy));
        const stay = { checkin: ordinary, nights: 2, rooms, paid, policy };
        const quote = quoteCancellation({ ...stay, today: addDays(ordinary, -days) });
        if (days === 0) {
          expect(quote.allowed).toBe(false);
          continue;
        }
        const expected = days >= written.days ? Math.round((firstNights * written.fee) / 100) : firstNights;
        expect(quote).toMatchObject({ allowed: true, penalty: expected, refund: paid - expected });

        const holiday = quoteCancellation({ ...stay, checkin: nowruz, today: addDays(nowruz, -days) });
        const onHoliday =
          written.holidays || days < written.days
            ? firstNights
            : Math.round((firstNights * written.fee) / 100);
        expect(holiday).toMatchObject({ allowed: true, penalty: onHoliday });
      }
    },
  );
});

describe('migration 0012: stored policy texts become data', () => {
  it('reads every seeded text back into the policy it was written from', async () => {
    const sqlText = readFileSync(path.join(MIGRATIONS_FOLDER, '0012_hotel_cancellation_rules.sql'), 'utf8');
    const handle = await openTestDatabase();
    const run = (text: string) => handle.db.execute(sql.raw(text));
    // The hotels table as it was before the migration, in a schema of its own.
    await run('create schema before_0012');
    await run('set search_path to before_0012');
    await run('create table hotels (id integer primary key, cancellation_policy text not null)');
    const sample = seeded.slice(0, 200);
    for (const { hotel } of sample) {
      const text = describeCancellationPolicy(hotel.cancellationRules as CancellationPolicy);
      await handle.db.execute(sql`insert into hotels values (${hotel.id}, ${text})`);
    }
    await handle.db.execute(sql`insert into hotels values (${100_000}, ${'غیرقابل لغو'})`);
    for (const statement of sqlText.split('--> statement-breakpoint')) await run(statement);
    const rows = await queryRows<{ id: number; cancellation_rules: CancellationPolicy | null }>(
      handle.db,
      sql`select id, cancellation_rules from hotels order by id`,
    );
    expect(rows.at(-1)).toEqual({ id: 100_000, cancellation_rules: null });
    expect(rows.slice(0, -1).map((row) => row.cancellation_rules)).toEqual(
      sample.map(({ hotel }) => hotel.cancellationRules),
    );
    await handle.close();
  });
});
