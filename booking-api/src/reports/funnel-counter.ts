// The funnel's steps the product keeps no other record of: hotel pages opened and reservation pages made, per
// hotel and Tehran day, in funnel_counts (counts only; nothing about the visitor). City searches are
// city_search_counts' and paid bookings the bookings' own.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { funnelCounts } from '../db/schema';
import { createDayCounter } from './day-counter';

export type FunnelStep = 'hotel' | 'draft';

export interface FunnelCounter {
  /** One more `step` of the hotel today. */
  count(step: FunnelStep, hotelId: number): void;
  /** Writes what is counted so far. */
  flush(): Promise<void>;
}

export function createFunnelCounter(db: Database, options: { today?: () => string } = {}): FunnelCounter {
  const counter = createDayCounter({
    label: 'funnel step',
    ...options,
    write: (batch) =>
      db
        .insert(funnelCounts)
        .values(
          batch.map((row) => {
            const [step, hotelId] = row.key.split('|') as [FunnelStep, string];
            return { day: row.day, step, hotelId: Number(hotelId), count: row.count };
          }),
        )
        .onConflictDoUpdate({
          target: [funnelCounts.day, funnelCounts.step, funnelCounts.hotelId],
          set: { count: sql`${funnelCounts.count} + excluded.count` },
        }),
  });
  return { count: (step, hotelId) => counter.count(`${step}|${hotelId}`), flush: counter.flush };
}
