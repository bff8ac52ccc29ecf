// Logs and metrics for the gateway and booking-api (package export '@rahi/booking-api/observability'); light enough
// for the gateway's serving thread: no database code (domain-metrics.ts is booking-api's own).
export { type ShutdownOptions, stopOnSignals } from './graceful-shutdown';
export { createLogger, type LoggerOptions, logger, REDACTED_PATHS } from './logger';
export { maskMobiles } from './mask';
export { httpRequestDuration, metricsRegistry } from './metrics';
export { type MetricsServer, metricsSettingsFrom, startMetricsServer } from './metrics-server';
export { requestLog, routeTemplate, type UserKindOf } from './request-log';
