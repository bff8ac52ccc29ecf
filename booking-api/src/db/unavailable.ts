// Whether an error means the database cannot be reached just now (down, restarting, refusing connections) or is
// too busy to answer in time (no connection free, a row lock not had within the call's lock_timeout), rather than
// a fault in the call: booking-api then answers 503 with Retry-After, not 500.
import { sqlState } from './retry-transaction';

/**
 * SQLSTATE classes and codes of a server that is away or full: connection exceptions, shutdown, not yet accepting,
 * too many connections, and lock_not_available (55P03: a lock not had within lock_timeout).
 */
const UNAVAILABLE_STATES = /^(08...|57P01|57P02|57P03|53300|55P03)$/;
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused/i;

/** True for node-postgres's and PostgreSQL's ways of saying the database is not there. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  if (state && (UNAVAILABLE_STATES.test(state) || NETWORK_CODES.has(state))) return true;
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    if (current instanceof Error && UNAVAILABLE_MESSAGES.test(current.message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
