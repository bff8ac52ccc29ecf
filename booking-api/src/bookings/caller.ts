// Who is calling: the logged-in traveller of the bearer token (the gateway turns the cookie into it), if any.
import type { Context } from 'hono';
import type { Clock } from '../auth/clock';
import { bearerToken, userOfToken } from '../auth/sessions';
import type { User } from '../auth/users';
import type { Database } from '../db/client';

/** The user of a live bearer token, or undefined for a visitor (or a dead token). */
export async function callerOf(c: Context, db: Database, clock: Clock): Promise<User | undefined> {
  const token = bearerToken(c.req.header('authorization'));
  return token ? userOfToken(db, token, clock()) : undefined;
}
