// One log line and one histogram sample per request: the request id (hono's requestId middleware, which keeps a
// well-formed incoming X-Request-Id and makes one otherwise), the route template, the status, the duration and
// the kind of caller. The request's context is kept (hono's contextStorage) so that any line logged while it is
// served carries its id (logger.ts); handlers may log through `c.var.log`.
import type { Context, MiddlewareHandler } from 'hono';
import { contextStorage } from 'hono/context-storage';
import { routePath } from 'hono/route';
import type { Logger } from 'pino';
import { logger as rootLogger } from './logger';
import { httpRequestDuration } from './metrics';

declare module 'hono' {
  interface ContextVariableMap {
    /** The logger, for a handler: while the request is served, every line carries its `reqId`. */
    log: Logger;
  }
}

/** Who the caller says they are, from the credentials sent (not checked here): 'staff', 'traveller' or 'guest'. */
export type UserKindOf = (c: Context) => string;

/** The route as registered ('/hotels/:id'), not the path asked for; unmatched paths are one template. */
export const routeTemplate = (c: Context): string => {
  const path = routePath(c);
  return c.res.status === 404 && (path === '*' || path === '/*' || path === '')
    ? '(unmatched)'
    : path || '(unmatched)';
};

/**
 * Logs and measures each request; mount it after hono's requestId().
 *
 * @example
 * app.use(requestId(), requestLog({ service: 'booking-api', userKind: (c) => (c.req.header('authorization') ? 'traveller' : 'guest') }));
 */
export function requestLog({
  service,
  userKind,
  logger = rootLogger,
}: {
  service: string;
  userKind: UserKindOf;
  logger?: Logger;
}): MiddlewareHandler {
  const keepContext = contextStorage();
  return function requestLog(c, next) {
    return keepContext(c, async () => {
      const started = performance.now();
      c.set('log', logger);
      await next();
      const seconds = (performance.now() - started) / 1000;
      const route = routeTemplate(c);
      const status = c.res.status;
      httpRequestDuration.observe({ service, method: c.req.method, route, status }, seconds);
      const line = {
        method: c.req.method,
        route,
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
        user: userKind(c),
      };
      if (status >= 500) logger.error(line, 'request');
      else logger.info(line, 'request');
    });
  };
}
