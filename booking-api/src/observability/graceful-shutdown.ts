// What a server does on SIGTERM (and SIGINT): stop accepting connections, let the requests in flight finish for up
// to `timeoutMs` (then cut the connections still open), stop its background work and close the database
// (`cleanup`), and exit 0. A second signal while stopping changes nothing.
import type { Server } from 'node:http';
import { logger } from './logger';

export interface ShutdownOptions {
  /** How long requests in flight may take to finish (default 10 s). */
  timeoutMs?: number;
  /** Stops sweeps and workers and closes the database, once no request is served any more. */
  cleanup: () => Promise<void>;
  /** Ends the process (default process.exit); tests pass a spy. */
  exit?: (code: number) => void;
}

/**
 * Installs the SIGTERM/SIGINT handler; returns the stop function it calls.
 *
 * @example
 * const server = serve({ fetch: app.fetch, port });
 * stopOnSignals(server as Server, { cleanup: () => handle.close() });
 */
export function stopOnSignals(
  server: Server,
  { timeoutMs = 10_000, cleanup, exit = (code) => process.exit(code) }: ShutdownOptions,
): () => Promise<void> {
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      logger.info({ timeoutMs }, 'stopping: no new connections; finishing the requests in flight');
      const cut = setTimeout(() => {
        logger.warn('requests still in flight after the shutdown timeout: their connections are cut');
        server.closeAllConnections();
      }, timeoutMs);
      cut.unref();
      // A keep-alive connection whose request has finished is closed at once, not after its idle timeout.
      const idle = setInterval(() => server.closeIdleConnections(), 100);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      clearInterval(idle);
      clearTimeout(cut);
      let code = 0;
      try {
        await cleanup();
      } catch (error) {
        logger.error({ err: error }, 'the shutdown could not close everything');
        code = 1;
      }
      logger.info('stopped');
      exit(code);
    })();
    return stopping;
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return stop;
}
