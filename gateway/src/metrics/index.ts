// The gateway's own families, beside the HTTP histogram it shares with booking-api (@rahi/booking-api/observability):
// booking-api call latency, the image queue and the image cache. `metricsText` joins them with what booking-api's
// worker thread measures, for the metrics port (server.ts).
import { metricsRegistry } from '@rahi/booking-api/observability';
import {
  AggregatorRegistry,
  Counter,
  Gauge,
  Histogram,
  type MetricObjectWithValues,
  type MetricValue,
} from 'prom-client';

/** One booking-api call, by the first segment of its path and its outcome ('ok', 'error'). */
export const bookingApiCallDuration = new Histogram({
  name: 'rahi_booking_api_call_duration_seconds',
  help: 'Calls from the gateway to booking-api by path segment and outcome, with their duration in seconds.',
  labelNames: ['segment', 'outcome'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

/** Drawn pictures looked up on disk: 'hit' (served from the cache) or 'miss' (encoded). */
export const imageCacheLookups = new Counter({
  name: 'rahi_image_cache_lookups_total',
  help: 'Image cache lookups by result (hit, miss).',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});
for (const result of ['hit', 'miss']) imageCacheLookups.inc({ result }, 0);

/** The encode queues to read when scraped (one per mounted image route). */
const encodeQueues = new Set<{ readonly running: number; readonly waiting: number }>();

export const watchEncodeQueue = (queue: { readonly running: number; readonly waiting: number }) =>
  encodeQueues.add(queue);

new Gauge({
  name: 'rahi_image_encodes',
  help: 'Image encodes by state (running, waiting for a place).',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    let running = 0;
    let waiting = 0;
    for (const queue of encodeQueues) {
      running += queue.running;
      waiting += queue.waiting;
    }
    this.set({ state: 'running' }, running);
    this.set({ state: 'waiting' }, waiting);
  },
});

type Snapshot = MetricObjectWithValues<MetricValue<string>>[];

/**
 * The Prometheus text of this thread's registry joined with `others` (booking-api's thread): families of the same
 * name are merged, their series told apart by labels (the HTTP histogram's `service`).
 */
export async function metricsText(others: () => Promise<Snapshot[]>): Promise<string> {
  const own = (await metricsRegistry.getMetricsAsJSON()) as Snapshot;
  const rest = await others().catch(() => []);
  if (rest.length === 0) return metricsRegistry.metrics();
  return AggregatorRegistry.aggregate([own, ...rest]).metrics();
}
