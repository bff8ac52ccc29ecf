// This process's (or this thread's) Prometheus registry and the HTTP families both servers record. The text is
// served on a port of its own (metrics-server.ts), never on the public one.
import { Histogram, Registry } from 'prom-client';

/** The registry every family of this thread registers in. */
export const metricsRegistry = new Registry();

/** Request durations in seconds; its `_count` by status gives the request and error rates. */
export const httpRequestDuration = new Histogram({
  name: 'rahi_http_request_duration_seconds',
  help: 'HTTP requests by service, method, route template and status, with their duration in seconds.',
  labelNames: ['service', 'method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});
