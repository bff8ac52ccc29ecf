// The public forms: POST /contact-messages (a logged-in sender also gets a support ticket they follow
// in the profile), POST /artist-registrations and POST /airport-registrations (one per mobile each, stored with a
// status for support to review). Every one goes through receiveForm (size cap, schema, bot check, rate limits).
import { FORM_MESSAGES } from '@rahi/shared-contracts';
import {
  airportRegistrationBodySchema,
  artistRegistrationBodySchema,
  type ContactBody,
  contactBodySchema,
} from '@rahi/shared-contracts/api';
import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { MaybeSignedIn, OptionalUser } from '../auth/require-user';
import type { User } from '../auth/users';
import { ownBooking } from '../cancellation/cancel-booking';
import type { Database } from '../db/client';
import { bookings, formSubmissions } from '../db/schema';
import { ApiProblem, ok } from '../envelope';
import { formOperations } from '../openapi/form-operations';
import { openTicket } from '../tickets/store';
import { formBodyLimit, type PublicFormDeps, receiveForm } from './public-form';

/** The fields kept in `data`: everything typed but the mobile (its own column) and the bot-check token. */
const dataOf = ({ mobile: _mobile, captcha_token: _token, ...fields }: Record<string, unknown>) => fields;

/** The message and, for a logged-in sender, its ticket (about their booking when they named one of theirs). */
async function storeContact(db: Database, body: ContactBody, user: User | undefined, now: Date) {
  return db.transaction(async (tx) => {
    let ticketId: number | null = null;
    if (user) {
      const [own] = body.reserveId
        ? await tx
            .select({ reserveId: bookings.reserveId })
            .from(bookings)
            .where(ownBooking(user, body.reserveId))
            .limit(1)
        : [];
      const ticket = {
        userId: user.id,
        subject: body.subject,
        department: own ? ('booking' as const) : ('other' as const),
        reserveId: own?.reserveId ?? null,
      };
      ticketId = await openTicket(tx, ticket, body.message, now);
    }
    const [row] = await tx
      .insert(formSubmissions)
      .values({
        kind: 'contact',
        mobile: body.mobile,
        userId: user?.id ?? null,
        data: dataOf(body),
        ticketId,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('the contact message insert returned nothing');
    return row;
  });
}

export function formRoutes(deps: PublicFormDeps, optionalUser: OptionalUser) {
  const { db, clock } = deps;

  const register = (c: Context<MaybeSignedIn>, kind: 'artist' | 'airport') =>
    receiveForm(
      c,
      deps,
      {
        form: kind,
        action: kind === 'artist' ? 'artist_register' : 'airport_register',
        schema: kind === 'artist' ? artistRegistrationBodySchema : airportRegistrationBodySchema,
        mobileOf: (body) => body.mobile,
      },
      async (body) => {
        const { user } = c.var;
        const [row] = await db
          .insert(formSubmissions)
          .values({
            kind,
            mobile: body.mobile,
            userId: user?.id ?? null,
            data: dataOf(body),
            duplicateKey: `${kind}:${body.mobile}`,
            createdAt: clock(),
          })
          .onConflictDoNothing({ target: formSubmissions.duplicateKey })
          .returning();
        if (!row) throw new ApiProblem(409, [FORM_MESSAGES.registrationDuplicate]);
        return ok(
          c,
          { id: row.id, status: row.status, ticketId: null },
          { status: 201, message: FORM_MESSAGES.registrationSaved },
        );
      },
    );

  return new Hono()
    .use('/contact-messages', formBodyLimit())
    .use('/artist-registrations', formBodyLimit())
    .use('/airport-registrations', formBodyLimit())
    .post('/contact-messages', describeRoute(formOperations.postContactMessages), optionalUser, (c) =>
      receiveForm(
        c,
        deps,
        { form: 'contact', action: 'contact', schema: contactBodySchema, mobileOf: (body) => body.mobile },
        async (body) => {
          const row = await storeContact(db, body, c.var.user, clock());
          const message = row.ticketId ? FORM_MESSAGES.contactSentWithTicket : FORM_MESSAGES.contactSent;
          return ok(c, { id: row.id, status: row.status, ticketId: row.ticketId }, { status: 201, message });
        },
      ),
    )
    .post('/artist-registrations', describeRoute(formOperations.postArtistRegistrations), optionalUser, (c) =>
      register(c, 'artist'),
    )
    .post(
      '/airport-registrations',
      describeRoute(formOperations.postAirportRegistrations),
      optionalUser,
      (c) => register(c, 'airport'),
    );
}
