// Tells the caches of every booking-api in the fleet that a hotel's nights (prices, rooms, closed) or its own
// details changed, so search answers stop using what they kept. The change is announced in the transaction
// that makes it (pg_notify, delivered at commit to each process listening: db/listen.ts) and to this
// process's own feed once committed. See docs/adr/0030-rate-changes-reach-every-instance.md.
import { addDays } from '@rahi/shared-contracts';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { listenOn } from '../db/listen';
import { logger } from '../observability/logger';

export const NIGHTS_CHANGED_CHANNEL = 'rahi_nights_changed';

/** What changed: one hotel's nights from `from` to `to` (included; of one room type when named), or its details (no dates). */
export interface NightsChange {
  cityId: number;
  hotelId: number;
  roomTypeId?: number;
  from?: string;
  to?: string;
}

/** A change, or `'all'` when changes may have been missed (the LISTEN connection was down): forget everything. */
export type FeedEvent = NightsChange | 'all';

export interface NightChangeFeed {
  /** Calls `listener` on every change from now on. */
  subscribe(listener: (event: FeedEvent) => void): void;
  emit(event: FeedEvent): void;
}

export function createNightChangeFeed(): NightChangeFeed {
  const listeners: ((event: FeedEvent) => void)[] = [];
  return {
    subscribe: (listener) => void listeners.push(listener),
    emit(event) {
      for (const listener of listeners) listener(event);
    },
  };
}

/** Sends the change to every process at commit; call it inside the transaction that makes the change. */
export async function announceNightsChange(tx: Executor, change: NightsChange): Promise<void> {
  await tx.execute(sql`select pg_notify(${NIGHTS_CHANGED_CHANNEL}, ${JSON.stringify(change)})`);
}

const isDay = (value: unknown) =>
  value === undefined || (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value));

/** A payload as sent by announceNightsChange; anything else is read as «forget everything». */
export function parseNightsChange(payload: string): FeedEvent {
  try {
    const change = JSON.parse(payload) as Partial<NightsChange>;
    if (
      Number.isInteger(change.cityId) &&
      Number.isInteger(change.hotelId) &&
      (change.roomTypeId === undefined || Number.isInteger(change.roomTypeId)) &&
      isDay(change.from) &&
      isDay(change.to)
    )
      return change as NightsChange;
  } catch {}
  logger.warn(
    { payload: payload.slice(0, 200) },
    '[night-changes] unreadable notification: forgetting every cached night',
  );
  return 'all';
}

/** Feeds every process's announced changes into `feed`; resolves with the function that stops listening. */
export function listenForNightChanges(db: Database, feed: NightChangeFeed) {
  return listenOn(db, NIGHTS_CHANGED_CHANNEL, {
    label: '[night-changes]',
    onNotify: (payload) => feed.emit(parseNightsChange(payload)),
    onGap: () => feed.emit('all'),
  });
}

/** Whether a stay of `nights` from `checkin` has a night within the change's (a change without dates: always). */
export function stayMeetsChange(change: NightsChange, checkin: string, nights: number) {
  if (change.from === undefined || change.to === undefined) return true;
  // Anything unreadable counts as met: forgetting too much costs a query, keeping too much a wrong price.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(checkin) || !Number.isInteger(nights) || nights < 1) return true;
  return checkin <= change.to && addDays(checkin, nights - 1) >= change.from;
}

/** Whether `date` falls within the change's nights (a change without dates covers every night). */
export const coversNight = (change: NightsChange, date: string) =>
  (change.from === undefined || date >= change.from) && (change.to === undefined || date <= change.to);
