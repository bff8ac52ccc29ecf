// Price alerts: "tell me when it gets cheaper" for one stay at one hotel. Setting one records the stay's price per
// night for the party; a daily check (checkPriceAlerts, run by the booking sweep) compares each open alert once per
// Tehran day and, when the price has dropped by PRICE_ALERT_DROP_PERCENT or more, ends it and writes one message
// in the same transaction. An alert also ends once its check-in has passed.
import { addDays, hotelStayPath, PROFILE_MESSAGES, todayInTehran } from '@rahi/shared-contracts';
import {
  MAX_PRICE_ALERTS,
  PRICE_ALERT_DROP_PERCENT,
  type PriceAlert,
  priceAlertBodySchema,
} from '@rahi/shared-contracts/api';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Clock } from '../auth/clock';
import { parseAuthBody } from '../auth/parse-body';
import type { RequireUser } from '../auth/require-user';
import { type CityHotelsLoader, createCityHotelsLoader } from '../cities/city-hotels';
import { type Database, type Executor, queryRows, type Transaction } from '../db/client';
import { hotels, priceAlerts } from '../db/schema';
import { ApiProblem, ok } from '../envelope';
import { parseId } from '../envelope/validate';
import { favouriteOperations } from '../openapi/favourite-operations';
import { enqueueMessage } from '../outbox/enqueue';
import { channelsFor, quietUntil } from '../outbox/preferences';
import { resolveStay } from '../stay/check-stay';
import { lockUser } from '../wallet/ledger';

type Row = typeof priceAlerts.$inferSelect;

const toAlert = (row: Row): PriceAlert => ({
  id: row.id,
  hotelId: row.hotelId,
  checkin: row.checkin,
  nights: row.nights,
  adults: row.adults,
  basePrice: row.basePrice,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

type PricedStay = { hotelId: number; checkin: string; nights: number; adults: number };

/** The stay's best price per night at a hotel of the city for the party, or null when no free rooms hold it. */
async function priceInCity(loadCityHotels: CityHotelsLoader, cityId: number, stay: PricedStay) {
  const { cards } = await loadCityHotels(
    cityId,
    { checkin: stay.checkin, checkout: addDays(stay.checkin, stay.nights), nights: stay.nights },
    stay.adults,
  );
  return cards.find((card) => card.hotel.id === stay.hotelId)?.fromPrice ?? null;
}

/** The stay's best price per night at a hotel for the party, or null when no free rooms hold it. */
export async function stayPrice(
  db: Executor,
  loadCityHotels: CityHotelsLoader,
  stay: PricedStay,
): Promise<number | null> {
  const [hotel] = await db
    .select({ cityId: hotels.cityId })
    .from(hotels)
    .where(eq(hotels.id, stay.hotelId))
    .limit(1);
  return hotel ? priceInCity(loadCityHotels, hotel.cityId, stay) : null;
}

export function priceAlertRoutes(
  db: Database,
  requireUser: RequireUser,
  loadCityHotels: CityHotelsLoader,
  clock: Clock,
) {
  return new Hono()
    .get('/price-alerts', describeRoute(favouriteOperations.getPriceAlerts), requireUser, async (c) => {
      const rows = await db
        .select()
        .from(priceAlerts)
        .where(eq(priceAlerts.userId, c.var.user.id))
        .orderBy(desc(priceAlerts.createdAt), desc(priceAlerts.id));
      return ok(c, { items: rows.map(toAlert) });
    })
    .post('/price-alerts', describeRoute(favouriteOperations.postPriceAlerts), requireUser, async (c) => {
      const user = c.var.user;
      const body = await parseAuthBody(c, priceAlertBodySchema);
      const stay = resolveStay(body.checkin, body.nights);
      const price = await stayPrice(db, loadCityHotels, { ...body, checkin: stay.checkin });
      if (price === null) {
        const [hotel] = await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, body.hotelId));
        throw new ApiProblem(hotel ? 422 : 404, [
          hotel ? PROFILE_MESSAGES.priceAlertSoldOut : PROFILE_MESSAGES.favouriteHotelNotFound,
        ]);
      }
      const row = await db.transaction(async (tx) => {
        await lockUser(tx, user.id);
        const same = and(
          eq(priceAlerts.userId, user.id),
          eq(priceAlerts.hotelId, body.hotelId),
          eq(priceAlerts.checkin, stay.checkin),
          eq(priceAlerts.nights, body.nights),
          eq(priceAlerts.adults, body.adults),
          eq(priceAlerts.status, 'watching'),
        );
        // Asking twice for the same stay keeps the first alert (and its price).
        const [existing] = await tx.select().from(priceAlerts).where(same).limit(1);
        if (existing) return existing;
        const [{ open = 0 } = {}] = await tx
          .select({ open: count() })
          .from(priceAlerts)
          .where(and(eq(priceAlerts.userId, user.id), eq(priceAlerts.status, 'watching')));
        if (open >= MAX_PRICE_ALERTS) throw new ApiProblem(422, [PROFILE_MESSAGES.tooManyPriceAlerts]);
        const [created] = await tx
          .insert(priceAlerts)
          .values({
            userId: user.id,
            hotelId: body.hotelId,
            checkin: stay.checkin,
            nights: body.nights,
            adults: body.adults,
            basePrice: price,
            createdAt: clock(),
          })
          .returning();
        return created as Row;
      });
      return ok(c, toAlert(row), { status: 201, message: PROFILE_MESSAGES.priceAlertSet });
    })
    .delete(
      '/price-alerts/:id',
      describeRoute(favouriteOperations.deletePriceAlertsById),
      requireUser,
      async (c) => {
        const id = parseId(c.req.param('id'), PROFILE_MESSAGES.priceAlertNotFound);
        const [deleted] = await db
          .delete(priceAlerts)
          .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, c.var.user.id)))
          .returning({ id: priceAlerts.id });
        if (!deleted) throw new ApiProblem(404, [PROFILE_MESSAGES.priceAlertNotFound]);
        return ok(c, { id }, { message: PROFILE_MESSAGES.priceAlertRemoved });
      },
    );
}

/** What the alert's message says: the stay, the hotel, the price then and now. */
export interface PriceDrop {
  alert: Row;
  hotelName: string;
  newPrice: number;
}

export interface PriceAlertCheck {
  db: Database;
  loadCityHotels: CityHotelsLoader;
  /** Writes the message, inside the transaction that ends the alert. */
  notify: (tx: Transaction, drop: PriceDrop) => Promise<void>;
  now: Date;
  /** The most alerts compared in one run (default 200); the rest wait for the next sweep that day. */
  batch?: number;
  /**
   * Compares the open alerts already compared today too (the dev route's "check now"): what a price changed
   * since the day's sweep does to them, without waiting for tomorrow.
   */
  again?: boolean;
}

/** True when `now` is at least PRICE_ALERT_DROP_PERCENT below `base`. */
export const droppedEnough = (base: number, now: number) =>
  now <= base * (1 - PRICE_ALERT_DROP_PERCENT / 100);

/**
 * One run of the daily check: ends the alerts whose check-in has passed, then compares the open alerts not yet
 * compared today. Each alert is claimed under a row lock (SKIP LOCKED), so two processes never compare, or send,
 * the same one. Returns how many messages were written and how many alerts expired.
 */
export async function checkPriceAlerts({
  db,
  loadCityHotels,
  notify,
  now,
  batch = 200,
  again = false,
}: PriceAlertCheck) {
  const today = todayInTehran(now);
  // Compared before `before`: today's sweep's alerts are compared again when asked to.
  const before = again ? addDays(today, 1) : today;
  const expired = await db
    .update(priceAlerts)
    .set({ status: 'expired', endedAt: now })
    .where(and(eq(priceAlerts.status, 'watching'), sql`${priceAlerts.checkin} < ${today}`))
    .returning({ id: priceAlerts.id });
  let sent = 0;
  const due = await db
    .select({ alert: priceAlerts, hotelName: hotels.name, cityId: hotels.cityId })
    .from(priceAlerts)
    .innerJoin(hotels, eq(hotels.id, priceAlerts.hotelId))
    .where(
      and(
        eq(priceAlerts.status, 'watching'),
        sql`(${priceAlerts.checkedOn} is null or ${priceAlerts.checkedOn} < ${before})`,
      ),
    )
    .orderBy(priceAlerts.id)
    .limit(batch);
  for (const { alert: row, hotelName, cityId } of due) {
    const { id } = row;
    // The price is read before the row is locked: on embedded PGlite a read outside the transaction would wait
    // for it. The claim below then decides, so a price read twice by two processes is still acted on once.
    const price = await priceInCity(loadCityHotels, cityId, row);
    const done = await db.transaction(async (tx) => {
      const [claimed] = await queryRows<{ id: number }>(
        tx,
        sql`select id from price_alerts
            where id = ${id} and status = 'watching' and (checked_on is null or checked_on < ${before})
            for update skip locked`,
      );
      if (!claimed) return false;
      if (price !== null && droppedEnough(row.basePrice, price)) {
        await tx
          .update(priceAlerts)
          .set({ status: 'sent', endedAt: now, checkedOn: today })
          .where(eq(priceAlerts.id, id));
        await notify(tx, { alert: row, hotelName, newPrice: price });
        return true;
      }
      await tx.update(priceAlerts).set({ checkedOn: today }).where(eq(priceAlerts.id, id));
      return false;
    });
    if (done) sent++;
  }
  return { sent, expired: expired.length };
}

/**
 * The alert's message through the outbox: the hotel, its new price per night and a link to its page for the
 * stay. A promotional kind: held until the traveller's quiet hours end, on the channels they chose.
 */
export async function enqueuePriceDrop(
  tx: Transaction,
  { alert, hotelName, newPrice }: PriceDrop,
  { now, origin }: { now: Date; origin: string },
) {
  const at = (await quietUntil(tx, { userId: alert.userId, kind: 'price_alert', at: now })) ?? now;
  const channels = await channelsFor(tx, { userId: alert.userId, kind: 'price_alert', at });
  // A short address for an SMS: the hotel page puts its own name (slug) in the address when it opens.
  const link = `${origin}${hotelStayPath({ id: alert.hotelId, slug: 'hotel' }, alert, alert.adults)}`;
  await enqueueMessage(
    tx,
    {
      kind: 'price_alert',
      userId: alert.userId,
      params: {
        hotelName,
        hotelId: alert.hotelId,
        checkIn: alert.checkin,
        nights: alert.nights,
        amount: newPrice,
        link,
      },
      dedupeKey: `price_alert:${alert.id}`,
    },
    { now, availableAt: at, channels },
  );
}

/**
 * The daily check as the sweep and the dev route run it: live prices (a loader that keeps no stay's prices) and
 * each drop's message through the outbox with links on `origin`.
 */
export function priceAlertCheck(db: Database, origin: string) {
  const loadCityHotels = createCityHotelsLoader(db, { stayTtlMs: 0 });
  return (now: Date, { again = false } = {}) =>
    checkPriceAlerts({
      db,
      loadCityHotels,
      notify: (tx, drop) => enqueuePriceDrop(tx, drop, { now, origin }),
      now,
      again,
    });
}
