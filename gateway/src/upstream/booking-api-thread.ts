// The worker thread's side of workerUpstream (worker.ts): opens the database (PostgreSQL with databaseUrl, else
// embedded PGlite), seeds it when empty, runs the booking sweeps and answers each call with booking-api's app.
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { getRequestListener } from '@hono/node-server';
import {
  createBookingApi,
  openDatabase,
  registerDomainMetrics,
  seedIfEmpty,
  startBookingSweeps,
} from '@rahi/booking-api';
import { logger, metricsRegistry } from '@rahi/booking-api/observability';
import { inProcessUpstream } from '.';
import { BOOKING_API_NICE, lowerThreadPriority } from './thread-priority';
import type { ThreadMetrics, WorkerAnswer, WorkerCall } from './worker';

if (!parentPort) throw new Error('booking-api-thread runs only as a worker thread');
// The lightweight Response that serve() installs on the serving loop, installed in this thread too (making a
// request listener does it; this one never serves): booking-api's answers are then handed back as the strings
// they were made from (responseText) instead of being encoded to bytes, streamed and decoded again (~0.2 ms of
// this thread's ~0.7 ms per uncached search).
getRequestListener(() => new Response(null));
lowerThreadPriority(BOOKING_API_NICE);
const port: MessagePort = parentPort;
const post = (message: WorkerAnswer) => port.postMessage(message);

async function start({ databaseUrl }: { databaseUrl?: string }) {
  logger.setBindings({ service: 'booking-api' });
  const handle = await openDatabase({ url: databaseUrl });
  const seeded = await handle.exclusive(() => seedIfEmpty(handle.db));
  // The hold sweep and the payment reconciler run wherever booking-api is served.
  const stopSweeps = startBookingSweeps(handle.db);
  const api = createBookingApi({ db: handle.db });
  // Rates changed on another instance of the fleet reach this one's search caches.
  const stopListening = await api.listenForChanges();
  // The process's figures (event loop, memory) are the gateway's; this thread adds booking-api's own.
  registerDomainMetrics(handle.db, handle.pool);
  const upstream = inProcessUpstream(api);
  const never = new AbortController().signal;
  let inFlight = 0;
  let closing: (() => void) | undefined;
  port.on('message', (message: WorkerCall) => {
    if (message.kind === 'metrics') {
      metricsRegistry.getMetricsAsJSON().then(
        (metrics) => post({ kind: 'metrics', id: message.id, metrics: metrics as ThreadMetrics }),
        (error: Error) => {
          logger.error({ err: error }, 'metrics could not be collected');
          post({ kind: 'metrics', id: message.id, metrics: [] });
        },
      );
      return;
    }
    if (message.kind === 'close') {
      closing = async () => {
        await stopSweeps();
        await stopListening();
        await api.flushSearchCounts();
        await handle.close();
        process.exit(0);
      };
      if (inFlight === 0) closing();
      return;
    }
    inFlight++;
    upstream
      .fetch(message.request, never)
      .then(
        (response) => post({ kind: 'answer', id: message.id, response }),
        (error: Error) => {
          logger.error({ err: error }, 'booking-api call failed');
          post({ kind: 'error', id: message.id, message: error.message });
        },
      )
      .finally(() => {
        inFlight--;
        if (inFlight === 0) closing?.();
      });
  });
  const note = seeded
    ? `seeded an empty ${handle.kind} database in ${(seeded.elapsedMs / 1000).toFixed(1)} s`
    : `${handle.kind} database`;
  post({ kind: 'ready', note });
}

start(workerData ?? {}).catch((error: Error) => {
  logger.error({ err: error }, 'booking-api failed to start');
  post({ kind: 'failed', message: error.message });
});
