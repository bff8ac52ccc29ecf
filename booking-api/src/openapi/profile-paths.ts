// The profile area's endpoints in the OpenAPI document: the traveller's profile, saved passengers,
// and tickets (support answers them through /staff, in desk-paths.ts).
import * as api from '@rahi/shared-contracts/api';
import * as z from 'zod';
import { ticketListQuerySchema } from '../tickets/list-query';
import { authed, idParameter, queryParameters } from './operations';

const reserveIdParameter = { name: 'reserveId', in: 'path', required: true, schema: { type: 'string' } };
const ticketErrors = { 404: 'No such ticket, or another traveller’s' };

export function profilePaths() {
  return {
    '/profile': {
      ...authed('get', "The traveller's profile: product §3's fields and the wallet's credit", {
        data: api.profileSchema,
      }),
      ...authed('put', 'Replace the editable profile fields (a missing or empty optional field clears it)', {
        body: api.profileUpdateBodySchema,
        data: api.profileSchema,
        errors: { 422: 'A field is invalid: names, national code, postal code, phone, email, user_kind' },
      }),
    },
    '/profile/password': authed('put', 'Set a first password, or change it with `current_password`', {
      body: api.passwordChangeBodySchema,
      data: z.null(),
      errors: { 422: 'Short password, a confirmation that differs, or a wrong current password' },
    }),
    '/profile/bookings': authed(
      'get',
      "The traveller's bookings (logged in or by their mobile), newest first, 20 a page",
      {
        data: api.profileBookingListSchema,
        parameters: queryParameters(api.profileBookingsQuerySchema),
        errors: { 422: 'Bad query' },
      },
    ),
    '/bookings/{reserveId}/cancellation': {
      ...authed(
        'get',
        'What cancelling now keeps (penalty) and refunds to the wallet, by the cancellation scale',
        {
          data: api.cancellationQuoteSchema,
          parameters: [reserveIdParameter],
          errors: { 404: 'No such booking, or another traveller’s' },
        },
      ),
      ...authed('post', 'Cancel: rooms back to the inventory, the refund to the wallet, in one transaction', {
        data: api.cancellationResultSchema,
        parameters: [reserveIdParameter],
        errors: {
          404: 'No such booking, or another traveller’s',
          409: 'Already cancelled or expired (a second request), or the check-in day has come',
        },
      }),
    },
    '/passengers': {
      ...authed('get', "The traveller's saved passengers", { data: api.passengerListSchema }),
      ...authed('post', 'Save a passenger (201)', {
        body: api.passengerBodySchema,
        data: api.passengerSchema,
        errors: { 422: 'Invalid fields, or already 50 saved passengers' },
      }),
    },
    '/passengers/{id}': {
      ...authed('get', 'A saved passenger', {
        data: api.passengerSchema,
        parameters: [idParameter],
        errors: { 404: 'No such passenger, or another traveller’s' },
      }),
      ...authed('put', 'Edit a saved passenger', {
        body: api.passengerBodySchema,
        data: api.passengerSchema,
        parameters: [idParameter],
        errors: { 404: 'No such passenger, or another traveller’s', 422: 'Invalid fields' },
      }),
      ...authed('delete', 'Delete a saved passenger', {
        data: z.object({ id: z.int() }),
        parameters: [idParameter],
        errors: { 404: 'No such passenger, or another traveller’s' },
      }),
    },
    '/tickets': {
      ...authed('get', "A page of 20 of the traveller's tickets, latest changed first", {
        data: api.ticketListSchema,
        parameters: queryParameters(ticketListQuerySchema),
        errors: { 422: 'Bad query' },
      }),
      ...authed('post', 'Open a ticket with its first message (201)', {
        body: api.createTicketBodySchema,
        data: api.ticketSchema,
        errors: {
          404: 'A reserveId that is not one of the traveller’s bookings (another’s, or none)',
          422: 'Invalid fields',
        },
      }),
    },
    '/tickets/{id}': authed('get', 'A ticket and its thread, oldest message first', {
      data: api.ticketSchema,
      parameters: [idParameter],
      errors: ticketErrors,
    }),
    '/tickets/{id}/messages': authed('post', "The traveller's reply (201); the ticket becomes open", {
      body: api.ticketReplyBodySchema,
      data: api.ticketSchema,
      parameters: [idParameter],
      errors: { ...ticketErrors, 409: 'The ticket is closed', 422: 'Empty or too long message' },
    }),
    '/profile/push-key': authed('get', 'The VAPID public key a browser subscribes to web push with', {
      data: api.pushPublicKeySchema,
    }),
    '/profile/notification-preferences': {
      ...authed(
        'get',
        'Which messages the traveller takes by SMS, email and push, their quiet hours and reach',
        {
          data: api.notificationPreferencesSchema,
        },
      ),
      ...authed('put', 'Change them', {
        body: api.notificationPreferencesBodySchema,
        data: api.notificationPreferencesSchema,
        errors: { 422: 'An unknown kind or channel, or quiet hours that are not times' },
      }),
    },
    '/profile/push-subscriptions': {
      ...authed('post', "Keep this browser's push subscription (201)", {
        body: api.pushSubscriptionBodySchema,
        data: z.null(),
        errors: { 422: 'Not a push service the site sends to, or a malformed subscription' },
      }),
      ...authed('delete', "Forget a browser's push subscription", {
        body: api.pushSubscriptionRemoveBodySchema,
        data: z.null(),
        errors: { 404: 'No such subscription of this traveller' },
      }),
    },
    '/tickets/{id}/close': authed('post', 'Close the ticket (closing a closed one changes nothing)', {
      data: api.ticketSchema,
      parameters: [idParameter],
      errors: ticketErrors,
    }),
  };
}
