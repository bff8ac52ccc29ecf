// The traveller behind a request's bearer token, for every route that needs a login: checked on each call,
// so a revoked or expired token answers 401 at once (spec §4: the page then logs out).
import { MESSAGES } from '@rahi/shared-contracts';
import type { Context } from 'hono';
import { callerOf } from '../bookings/caller';
import type { Database } from '../db/client';
import { ApiProblem } from '../envelope';
import type { Clock } from './clock';
import type { User } from './users';

/** Reads the logged-in user of a request; a route group builds it once with its database and clock. */
export type RequireUser = (c: Context) => Promise<User>;

/** @example const user = await requireUser(c); // throws a 401 envelope without a live token */
export function requireUserWith(db: Database, clock: Clock): RequireUser {
  return async (c) => {
    const user = await callerOf(c, db, clock);
    if (!user) throw new ApiProblem(401, [MESSAGES.authNotLoggedIn]);
    return user;
  };
}
