// What the gateway takes from booking-api to mount it in its own process.
export { type BookingApi, createBookingApi } from './app';
export { startBookingSweeps } from './bookings/sweeps';
export { type Database, type DatabaseHandle, openDatabase } from './db/client';
export { registerDomainMetrics } from './observability/domain-metrics';
export { seedIfEmpty } from './seed';
