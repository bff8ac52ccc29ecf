// Who is calling, set on the request as `c.var.user` by a middleware: the traveller behind the bearer token (the
// gateway turns the cookie into it), checked on each call, so a revoked or expired token answers 401 at once
// (the page then logs out). A route that needs a login is mounted behind `requireUser`; one that serves visitors
// too, behind `optionalUser`, and reads `c.var.user` possibly undefined.
import { MESSAGES } from '@rahi/shared-contracts';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/client';
import { ApiProblem } from '../envelope';
import type { Clock } from './clock';
import { bearerToken, userOfToken } from './sessions';
import type { User } from './users';

/** The variables of a route behind `requireUser`: `c.var.user` is the logged-in traveller. */
export type SignedIn = { Variables: { user: User } };
/** The variables of a route behind `optionalUser`: `c.var.user` is undefined for a visitor (or a dead token). */
export type MaybeSignedIn = { Variables: { user: User | undefined } };

export type RequireUser = MiddlewareHandler<SignedIn>;
export type OptionalUser = MiddlewareHandler<MaybeSignedIn>;

/** The user of a live bearer token, or undefined for a visitor (or a dead token). */
async function callerOf(c: Context, db: Database, clock: Clock): Promise<User | undefined> {
  const token = bearerToken(c.req.header('authorization'));
  return token ? userOfToken(db, token, clock()) : undefined;
}

/** Answers 401 (a Persian envelope) without a live token; otherwise sets `c.var.user`. */
export function requireUserWith(db: Database, clock: Clock): RequireUser {
  return createMiddleware<SignedIn>(async (c, next) => {
    const user = await callerOf(c, db, clock);
    if (!user) throw new ApiProblem(401, [MESSAGES.authNotLoggedIn]);
    c.set('user', user);
    await next();
  });
}

/** Sets `c.var.user` to the logged-in traveller, or undefined. */
export function optionalUserWith(db: Database, clock: Clock): OptionalUser {
  return createMiddleware<MaybeSignedIn>(async (c, next) => {
    c.set('user', await callerOf(c, db, clock));
    await next();
  });
}
