// The OpenAPI paths of reserving and paying, from the same zod schemas the server validates with.
import * as api from '@rahi/shared-contracts/api';
import * as z from 'zod';
import { catalogue, envelopeOf, errorResponses, jsonBody } from './operations';

const reserveIdParameter = {
  name: 'reserveId',
  in: 'path',
  required: true,
  schema: { type: 'string', pattern: '^\\d{8}$' },
};
const bearer = [{}, { bearer: [] }];

const draftIdParameter = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'string', format: 'uuid' },
};
const draftOwner =
  'The draft belongs to the browser session (X-Rahi-Session, from the gateway) and the traveller who saved it';

export const bookingOperations = catalogue({
  postReservationDrafts: {
    summary: `Save the reservation page's draft, priced again now (201; «priceChanged» when the price moved). ${draftOwner}`,
    security: bearer,
    requestBody: jsonBody(api.saveReservationSchema),
    responses: {
      201: envelopeOf(
        z.object({
          reservationId: z.uuid(),
          reservationData: api.reservationDataSchema,
          priceChanged: z.boolean(),
        }),
        'Saved',
      ),
      ...errorResponses({
        400: 'Not JSON, or no browser session',
        404: 'No such hotel',
        409: "The id is another session's draft",
        422: 'Bad draft, a room with too few rooms free, or a night without a price',
      }),
    },
  },
  getReservationDraftsById: {
    summary: `A live draft of the caller's. ${draftOwner}`,
    security: bearer,
    parameters: [draftIdParameter],
    responses: {
      200: envelopeOf(
        z.object({
          reservationId: z.uuid(),
          reservationData: api.reservationDataSchema,
          expiresAt: z.string(),
        }),
        'OK',
      ),
      ...errorResponses({ 404: "No such draft, another session's, or expired" }),
    },
  },
  postBookings: {
    summary:
      "Book from the caller's reservation draft, re-priced now; holds the rooms (BOOKING_HOLD_MINUTES). Nothing to pay: confirmed at once",
    security: bearer,
    requestBody: jsonBody(api.createBookingBodySchema),
    responses: {
      201: envelopeOf(api.createdBookingSchema, 'Created, holding its rooms'),
      ...errorResponses({
        401: 'useCredit or usePoints without a login',
        404: 'No such draft, or it expired',
        409: 'A room is full (named), no early/late capacity, or expectedAmount differs from the amount to pay',
        422: 'Bad guests, booker or discount code (the reason in Persian)',
      }),
    },
  },
  getBookingsByReserveId: {
    summary: "A booking, for its booker's mobile or its owner's token; rate-limited per client address",
    security: bearer,
    parameters: [
      reserveIdParameter,
      { name: 'mobile', in: 'query', required: false, schema: { type: 'string' } },
    ],
    responses: {
      200: envelopeOf(api.bookingSchema, 'OK'),
      ...errorResponses({
        404: 'No booking for this reserve id and mobile',
        429: 'Too many wrong lookups; see Retry-After',
      }),
    },
  },
  postBookingsByReserveIdPayments: {
    summary: 'Start a payment of the amount to pay at the provider; redirectUrl is the bank page',
    parameters: [reserveIdParameter],
    requestBody: jsonBody(api.startPaymentBodySchema),
    responses: {
      201: envelopeOf(api.startedPaymentSchema, 'Started'),
      ...errorResponses({
        404: 'No booking for this reserve id and mobile',
        409: 'Already paid, expired or cancelled',
        502: 'The payment provider could not be reached',
      }),
    },
  },
  postPaymentsVerify: {
    summary:
      "Settle the bank's callback (Authority, Status); the provider verifies with our stored amount. Replays answer the same",
    requestBody: jsonBody(api.verifyPaymentBodySchema),
    responses: {
      200: envelopeOf(
        api.verifiedPaymentSchema,
        'The booking and payment as they stand; reason says why it did not confirm',
      ),
      ...errorResponses({ 404: 'Unknown authority', 502: 'The payment provider could not be reached' }),
    },
  },
  postDiscountCodesCheck: {
    summary: "A discount code's amount for a draft (valid, not expired, minimum purchase, once per mobile)",
    security: bearer,
    requestBody: jsonBody(api.discountCheckBodySchema),
    responses: {
      200: envelopeOf(api.discountCheckSchema, 'OK'),
      ...errorResponses({ 404: 'No such draft', 422: 'The reason the code does not apply, in Persian' }),
    },
  },
  getWalletTransactions: {
    summary: "The logged-in traveller's wallet ledger, newest first, with the balance after each row",
    security: [{ bearer: [] }],
    parameters: [{ name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 1 } }],
    responses: {
      200: envelopeOf(api.walletTransactionsSchema, 'OK'),
      ...errorResponses({ 401: 'Not logged in' }),
    },
  },
  postWalletWithdrawals: {
    summary:
      'Asks for part of the wallet to be paid to a bank account (Sheba, mod-97 checked): the amount is held at once by a ledger row and the request stays pending until support pays it',
    security: [{ bearer: [] }],
    requestBody: jsonBody(api.withdrawalBodySchema),
    responses: {
      201: envelopeOf(api.withdrawalCreatedSchema, 'Held and stored as pending'),
      ...errorResponses({
        401: 'Not logged in',
        422: 'An invalid Sheba or amount, or more than the balance, in Persian',
      }),
    },
  },
  getWalletWithdrawals: {
    summary: "The logged-in traveller's withdrawal requests, newest first",
    security: [{ bearer: [] }],
    responses: {
      200: envelopeOf(api.withdrawalsSchema, 'OK'),
      ...errorResponses({ 401: 'Not logged in' }),
    },
  },
  getWalletCardPayments: {
    summary: "The bank card payments for the logged-in traveller's bookings (verified, refunded or reversed)",
    security: [{ bearer: [] }],
    responses: {
      200: envelopeOf(api.cardPaymentsSchema, 'OK'),
      ...errorResponses({ 401: 'Not logged in' }),
    },
  },
});
