// Who a reservation draft belongs to: the browser session that made it, and the traveller logged in
// then. The gateway keeps a random session id in an HttpOnly cookie and sends it as X-Rahi-Session on every call
// it makes here, having dropped any such header the browser sent; the logged-in traveller comes from the bearer
// token. A draft answers only to its owner: another caller gets 404, as if it did not exist.
import { DRAFT_SESSION_HEADER } from '@rahi/shared-contracts/api';
import { and, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { MaybeSignedIn } from '../auth/require-user';
import { reservationDrafts } from '../db/schema';

/** The gateway's session ids are 32 random bytes in base64url (43 characters); anything else is no session. */
const SESSION_ID = /^[A-Za-z0-9_-]{32,128}$/;

export interface DraftOwner {
  session: string | undefined;
  userId: number | undefined;
}

/** The gateway's session id of a request, when it sent a well-formed one. */
export function draftSessionOf(c: Context): string | undefined {
  const header = c.req.header(DRAFT_SESSION_HEADER);
  return header && SESSION_ID.test(header) ? header : undefined;
}

/** The session and the logged-in traveller of a request (either may be absent). */
export function draftOwnerOf(c: Context<MaybeSignedIn>): DraftOwner {
  return { session: draftSessionOf(c), userId: c.var.user?.id };
}

/** True when the request names someone a draft can belong to. */
export const isKnownOwner = (owner: DraftOwner) => owner.session !== undefined || owner.userId !== undefined;

/**
 * The condition "this draft is the caller's": made in the same browser session, or by the same logged-in
 * traveller. With neither, no draft matches.
 *
 * @example db.select().from(reservationDrafts).where(and(eq(reservationDrafts.id, id), ownedBy(owner)))
 */
export function ownedBy(owner: DraftOwner): SQL {
  const bySession =
    owner.session === undefined ? undefined : eq(reservationDrafts.ownerSession, owner.session);
  const byUser = owner.userId === undefined ? undefined : eq(reservationDrafts.ownerUserId, owner.userId);
  return or(bySession, byUser) ?? sql`false`;
}

/** The draft by id when it is the caller's and not expired. */
export const liveOwnedDraft = (id: string, owner: DraftOwner, now: Date | SQL) =>
  and(eq(reservationDrafts.id, id), gt(reservationDrafts.expiresAt, now), ownedBy(owner));
