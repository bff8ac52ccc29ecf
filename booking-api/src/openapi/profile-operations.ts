// The profile area's endpoints in the OpenAPI document: the traveller's profile, saved passengers,
// and tickets (support answers them through /staff, in desk-paths.ts).
import * as api from '@rahi/shared-contracts/api';
import * as z from 'zod';
import { ticketListQuerySchema } from '../tickets/list-query';
import { authed, catalogue, idParameter, queryParameters } from './operations';

const reserveIdParameter = { name: 'reserveId', in: 'path', required: true, schema: { type: 'string' } };
const ticketErrors = { 404: 'No such ticket, or another traveller’s' };

export const profileOperations = catalogue({
  getProfile: authed("The traveller's profile: product §3's fields and the wallet's credit", {
    data: api.profileSchema,
  }),
  putProfile: authed('Replace the editable profile fields (a missing or empty optional field clears it)', {
    body: api.profileUpdateBodySchema,
    data: api.profileSchema,
    errors: { 422: 'A field is invalid: names, national code, postal code, phone, email, user_kind' },
  }),
  putProfilePassword: authed('Set a first password, or change it with `current_password`', {
    body: api.passwordChangeBodySchema,
    data: z.null(),
    errors: { 422: 'Short password, a confirmation that differs, or a wrong current password' },
  }),
  getProfileBookings: authed(
    "The traveller's bookings (logged in or by their mobile), newest first, 20 a page",
    {
      data: api.profileBookingListSchema,
      parameters: queryParameters(api.profileBookingsQuerySchema),
      errors: { 422: 'Bad query' },
    },
  ),
  getBookingsByReserveIdCancellation: authed(
    'What cancelling now keeps (penalty) and refunds to the wallet, by the cancellation scale',
    {
      data: api.cancellationQuoteSchema,
      parameters: [reserveIdParameter],
      errors: { 404: 'No such booking, or another traveller’s' },
    },
  ),
  postBookingsByReserveIdCancellation: authed(
    'Cancel: rooms back to the inventory, the refund to the wallet, in one transaction',
    {
      data: api.cancellationResultSchema,
      parameters: [reserveIdParameter],
      errors: {
        404: 'No such booking, or another traveller’s',
        409: 'Already cancelled or expired (a second request), or the check-in day has come',
      },
    },
  ),
  getPassengers: authed("The traveller's saved passengers", { data: api.passengerListSchema }),
  postPassengers: authed('Save a passenger (201)', {
    body: api.passengerBodySchema,
    data: api.passengerSchema,
    errors: { 422: 'Invalid fields, or already 50 saved passengers' },
  }),
  getPassengersById: authed('A saved passenger', {
    data: api.passengerSchema,
    parameters: [idParameter],
    errors: { 404: 'No such passenger, or another traveller’s' },
  }),
  putPassengersById: authed('Edit a saved passenger', {
    body: api.passengerBodySchema,
    data: api.passengerSchema,
    parameters: [idParameter],
    errors: { 404: 'No such passenger, or another traveller’s', 422: 'Invalid fields' },
  }),
  deletePassengersById: authed('Delete a saved passenger', {
    data: z.object({ id: z.int() }),
    parameters: [idParameter],
    errors: { 404: 'No such passenger, or another traveller’s' },
  }),
  getTickets: authed("A page of 20 of the traveller's tickets, latest changed first", {
    data: api.ticketListSchema,
    parameters: queryParameters(ticketListQuerySchema),
    errors: { 422: 'Bad query' },
  }),
  postTickets: authed('Open a ticket with its first message (201)', {
    body: api.createTicketBodySchema,
    data: api.ticketSchema,
    errors: {
      404: 'A reserveId that is not one of the traveller’s bookings (another’s, or none)',
      422: 'Invalid fields',
    },
  }),
  getTicketsById: authed('A ticket and its thread, oldest message first', {
    data: api.ticketSchema,
    parameters: [idParameter],
    errors: ticketErrors,
  }),
  postTicketsByIdMessages: authed("The traveller's reply (201); the ticket becomes open", {
    body: api.ticketReplyBodySchema,
    data: api.ticketSchema,
    parameters: [idParameter],
    errors: { ...ticketErrors, 409: 'The ticket is closed', 422: 'Empty or too long message' },
  }),
  getProfilePushKey: authed('The VAPID public key a browser subscribes to web push with', {
    data: api.pushPublicKeySchema,
  }),
  getProfileNotificationPreferences: authed(
    'Which messages the traveller takes by SMS, email and push, their quiet hours and reach',
    {
      data: api.notificationPreferencesSchema,
    },
  ),
  putProfileNotificationPreferences: authed('Change them', {
    body: api.notificationPreferencesBodySchema,
    data: api.notificationPreferencesSchema,
    errors: { 422: 'An unknown kind or channel, or quiet hours that are not times' },
  }),
  postProfilePushSubscriptions: authed("Keep this browser's push subscription (201)", {
    body: api.pushSubscriptionBodySchema,
    data: z.null(),
    errors: { 422: 'Not a push service the site sends to, or a malformed subscription' },
  }),
  deleteProfilePushSubscriptions: authed("Forget a browser's push subscription", {
    body: api.pushSubscriptionRemoveBodySchema,
    data: z.null(),
    errors: { 404: 'No such subscription of this traveller' },
  }),
  postTicketsByIdClose: authed('Close the ticket (closing a closed one changes nothing)', {
    data: api.ticketSchema,
    parameters: [idParameter],
    errors: ticketErrors,
  }),
});
