// The one logger of the gateway and booking-api: pino, one JSON object a line (pretty when LOG_FORMAT=pretty, or
// by default when stdout is a terminal). Tokens, codes, passwords, secrets, cookies and authorization headers are
// redacted by key (pino's `redact`), and mobile numbers in any logged text are masked (mask.ts). A line logged
// while a request is served carries its id (`reqId`), wherever in the code it is logged from.
import { isMainThread } from 'node:worker_threads';
import { tryGetContext } from 'hono/context-storage';
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import { maskValue } from './mask';

const SECRET_KEYS = ['token', 'code', 'otp', 'password', 'secret', 'authorization', 'cookie'];

/** The keys pino blanks out, at the top of a log object and one level down (`{ headers: { cookie } }`). */
export const REDACTED_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  '*["x-staff-session"]',
  '*["set-cookie"]',
];

export interface LoggerOptions {
  /** LOG_LEVEL (default 'info'; 'silent' under NODE_ENV=test so test output stays readable). */
  level?: string;
  /** Pretty lines for a person instead of JSON (LOG_FORMAT=pretty; by default when stdout is a terminal). */
  pretty?: boolean;
  /** Where lines go (stdout by default); tests pass a stream to read them. */
  destination?: DestinationStream;
  /** Fields on every line, such as `{ service: 'gateway' }`. */
  base?: Record<string, unknown>;
}

const defaultLevel = (env: NodeJS.ProcessEnv) =>
  env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info');

const prettyByDefault = (env: NodeJS.ProcessEnv) =>
  env.LOG_FORMAT ? env.LOG_FORMAT === 'pretty' : isMainThread && Boolean(process.stdout.isTTY);

/**
 * A logger with the redaction and masking in place.
 *
 * @example
 * const log = createLogger({ base: { service: 'gateway' } });
 * log.warn({ mobile: '09123456789', token: 'abc' }, 'refused'); // {"mobile":"0912***6789","token":"[redacted]",…}
 */
export function createLogger(options: LoggerOptions = {}, env: NodeJS.ProcessEnv = process.env): Logger {
  const usePretty = options.pretty ?? prettyByDefault(env);
  const destination =
    options.destination ??
    (usePretty
      ? pretty({ sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' })
      : pino.destination({ dest: 1, sync: true }));
  return pino(
    {
      level: options.level ?? defaultLevel(env),
      base: options.base ?? {},
      // Inside a request (request-log.ts keeps its context), every line carries the request's id.
      mixin: () => {
        const reqId = tryGetContext()?.var.requestId;
        return reqId ? { reqId } : {};
      },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      formatters: { log: (object) => maskValue(object) as Record<string, unknown> },
      hooks: {
        logMethod(args, method) {
          method.apply(this, args.map((arg) => maskValue(arg)) as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
}

/** This process's (or this thread's) logger. */
export const logger: Logger = createLogger();
