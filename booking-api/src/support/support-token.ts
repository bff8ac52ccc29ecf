// The support desk's credential: one shared token (SUPPORT_API_TOKEN), separate from travellers' logins, sent as
// the X-Support-Token header. Unset, every /support call is refused.
import { createHash, timingSafeEqual } from 'node:crypto';
import { PROFILE_MESSAGES } from '@rahi/shared-contracts';
import type { MiddlewareHandler } from 'hono';
import { ApiProblem } from '../envelope';

/** The shortest support token accepted: shorter ones are treated as unset. */
export const MIN_SUPPORT_TOKEN_LENGTH = 24;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Refuses (401) a request whose X-Support-Token is not the configured token, in constant time. */
export function supportTokenGuard(token: string | undefined): MiddlewareHandler {
  const expected = token && token.length >= MIN_SUPPORT_TOKEN_LENGTH ? digest(token) : undefined;
  if (!expected && token) console.warn('[support] SUPPORT_API_TOKEN is too short; /support is closed');
  return async (c, next) => {
    const given = c.req.header('x-support-token');
    if (!expected || !given || !timingSafeEqual(digest(given), expected)) {
      throw new ApiProblem(401, [PROFILE_MESSAGES.supportTokenRequired]);
    }
    await next();
  };
}
