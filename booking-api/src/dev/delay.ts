// A dev-only slow switch (RAHI_DEV_ROUTES=1): PUT /dev/delay { ms } makes this booking-api wait that long before
// answering every call but /dev's, until it is set back to 0. The reliability suite uses it to see the gateway
// answer its timeout envelope while booking-api is slow (reliability/part-faults.mjs).
import { MESSAGES } from '@rahi/shared-contracts';
import type { Context, MiddlewareHandler } from 'hono';
import { ApiProblem, ok } from '../envelope';

export const MAX_DELAY_MS = 60_000;

export interface DelaySwitch {
  /** Waits the set delay (none for /dev's own calls). */
  middleware: MiddlewareHandler;
  /** PUT /dev/delay's handler. */
  set(c: Context): Promise<Response>;
}

export function delaySwitch(): DelaySwitch {
  let delayMs = 0;
  return {
    async middleware(c, next) {
      if (delayMs > 0 && !c.req.path.startsWith('/dev/'))
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      await next();
    },
    async set(c) {
      const body = (await c.req.json().catch(() => undefined)) as { ms?: unknown } | undefined;
      const ms = body?.ms;
      if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || ms > MAX_DELAY_MS)
        throw new ApiProblem(422, [MESSAGES.invalidInput]);
      delayMs = ms;
      return ok(c, { ms });
    },
  };
}
