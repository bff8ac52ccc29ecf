// booking-api on its own port (BOOKING_API_PORT, default 8081), for a separate deployment; the
// gateway then reaches it through UPSTREAM_API_URL.
import { serve } from '@hono/node-server';
import { createBookingApi } from './app';
import { startBookingSweeps } from './bookings/sweeps';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './seed';

async function main() {
  const handle = await openDatabase({ url: process.env.DATABASE_URL });
  await seedIfEmpty(handle.db);
  const app = createBookingApi({ db: handle.db });
  const stopSweeps = startBookingSweeps(handle.db);
  const port = Number(process.env.BOOKING_API_PORT ?? 8081);
  const hostname = process.env.HOST || '127.0.0.1';
  const devRoutes = process.env.RAHI_DEV_ROUTES === '1';
  const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
    console.log(
      `mode: ${devRoutes ? 'DEVELOPMENT ROUTES ON (RAHI_DEV_ROUTES=1): /dev/sms-outbox hands out login codes, never expose this' : 'development routes off'}; listening on ${hostname}:${info.port}`,
    );
    console.log(`booking-api (${handle.kind}) is running: http://localhost:${info.port}`);
  });
  const stop = () =>
    server.close(async () => {
      stopSweeps();
      await app.flushSearchCounts();
      await handle.close();
      process.exit(0);
    });
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error('[booking-api] failed to start', error);
  process.exit(1);
});
