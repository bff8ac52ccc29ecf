// /metrics on a port of its own (METRICS_PORT, default 9464) bound to METRICS_HOST (default 127.0.0.1): closed to
// the public, whatever the public port lets through. METRICS_PORT=off turns it off, 0 takes a free port; under
// NODE_ENV=test it is off unless METRICS_PORT is set. A port already taken (several instances on one machine)
// is logged and the instance serves on without metrics: the figures never stop the service.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { logger } from './logger';

export interface MetricsServerSettings {
  port: number;
  host: string;
}

/** METRICS_PORT and METRICS_HOST, or undefined when metrics are off. */
export function metricsSettingsFrom(env: NodeJS.ProcessEnv = process.env): MetricsServerSettings | undefined {
  const raw = env.METRICS_PORT?.trim();
  if (raw === 'off' || (raw === undefined && env.NODE_ENV === 'test')) return undefined;
  const port = raw === undefined || raw === '' ? 9464 : Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`METRICS_PORT must be a port number or 'off', not ${JSON.stringify(raw)}`);
  return { port, host: env.METRICS_HOST?.trim() || '127.0.0.1' };
}

export interface MetricsServer {
  /** The port listened on (useful with port 0); undefined when the port could not be taken. */
  port: number | undefined;
  close(): Promise<void>;
}

/**
 * Serves `GET /metrics` with `text()` (Prometheus text format); resolves once listening, or once it gave up.
 *
 * @example
 * const server = await startMetricsServer({ port: 9464, host: '127.0.0.1' }, () => metricsRegistry.metrics());
 */
export function startMetricsServer(
  { port, host }: MetricsServerSettings,
  text: () => Promise<string>,
  contentType = 'text/plain; version=0.0.4; charset=utf-8',
): Promise<MetricsServer> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    text().then(
      (body) => res.writeHead(200, { 'Content-Type': contentType }).end(body),
      (error) => {
        logger.error({ err: error }, 'metrics could not be collected');
        res.writeHead(500).end();
      },
    );
  });
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return new Promise((resolve) => {
    server.once('error', (error) => {
      logger.error({ err: error, port, host }, 'metrics port could not be opened; serving without /metrics');
      resolve({ port: undefined, close: async () => {} });
    });
    server.listen(port, host, () => {
      const listening = (server.address() as AddressInfo).port;
      logger.info({ port: listening, host }, `metrics on http://${host}:${listening}/metrics`);
      resolve({ port: listening, close });
    });
  });
}
