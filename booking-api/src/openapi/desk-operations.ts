// The back office desk's endpoints in the OpenAPI document (backoffice/): tickets, bookings and support's actions,
// hotel confirmations, review moderation, the inbox, discount codes and rates, all behind the staff session.
import * as api from '@rahi/shared-contracts/api';
import * as z from 'zod';
import { catalogue, idParameter, queryParameters } from './operations';
import { staffOperation } from './staff-operations';

const DESK = ['support', 'admin'];
const READERS = ['support', 'admin', 'hotel_manager (their hotels)'];
const HOTEL_SIDE = ['hotel_manager (their hotels)', 'admin'];
const MODERATORS = ['support', 'editor', 'admin'];
const reserveIdParameter = { name: 'reserveId', in: 'path', required: true, schema: { type: 'string' } };
const kindParameter = { name: 'kind', in: 'path', required: true, schema: { enum: api.FORM_KINDS } };
const ticketNotFound = { 404: 'No such ticket' };
const bookingNotFound = { 404: 'No such booking, or of a hotel the member does not see' };

const ticketAction = (summary: string, errors: Record<string, string> = {}) =>
  staffOperation(summary, {
    roles: DESK,
    data: api.staffTicketSchema,
    parameters: [idParameter],
    errors: { ...ticketNotFound, ...errors },
  });

const bookingAction = (summary: string, body: z.ZodType, data: z.ZodType, errors: Record<string, string>) =>
  staffOperation(summary, {
    roles: DESK,
    body,
    data,
    parameters: [reserveIdParameter],
    errors: { ...bookingNotFound, 422: 'A missing reason (3 to 500 letters) or a bad field', ...errors },
  });

const codeParameter = { name: 'code', in: 'path', required: true, schema: { type: 'string' } };
const codeNotFound = { 404: 'No such discount code' };
const pagePathParameter = {
  name: 'path',
  in: 'path',
  required: true,
  description: 'The page path, slashes included (help/payment)',
  schema: { type: 'string' },
};
const slugParameter = { name: 'slug', in: 'path', required: true, schema: { type: 'string' } };
const roomTypeParameter = { name: 'roomTypeId', in: 'path', required: true, schema: { type: 'integer' } };
const roomTypeNotFound = { 404: 'No such hotel or room type, or a hotel the member does not manage' };

export const deskOperations = catalogue({
  getStaffReportsSales: staffOperation(
    'Bookings, nights sold, revenue, cancellations, refunds and lead time by day, week or Jalali month; the funnel',
    {
      roles: HOTEL_SIDE,
      data: api.staffSalesReportSchema,
      parameters: [
        { name: 'from', in: 'query', required: true, schema: { type: 'string', format: 'date' } },
        { name: 'to', in: 'query', required: true, schema: { type: 'string', format: 'date' } },
        {
          name: 'by',
          in: 'query',
          required: false,
          schema: { type: 'string', enum: ['day', 'week', 'month'] },
        },
        { name: 'hotelId', in: 'query', required: false, schema: { type: 'integer' } },
      ],
      errors: { 404: 'A hotel the member does not manage', 422: 'A bad date, range or grouping' },
    },
  ),
  getStaffHotels: staffOperation('The hotels the member manages (an admin: by name, q), with room types', {
    roles: HOTEL_SIDE,
    data: z.array(api.staffManagedHotelSchema),
    parameters: [{ name: 'q', in: 'query', required: false, schema: { type: 'string', maxLength: 100 } }],
  }),
  getStaffHotelsByIdRoomTypesByRoomTypeIdNights: staffOperation(
    "A room type's priced nights from `from` to `to` (93 at most): prices, rooms, taken, closed",
    {
      roles: HOTEL_SIDE,
      data: api.staffRoomTypeNightsSchema,
      parameters: [idParameter, roomTypeParameter, ...queryParameters(api.staffNightsQuerySchema)],
      errors: { ...roomTypeNotFound, 422: 'A bad date, or more than 93 nights' },
    },
  ),
  putStaffHotelsByIdRoomTypesByRoomTypeIdNights: staffOperation(
    'One change to every chosen night of a range (weekdays 0 = Sunday), in one transaction, seen by every instance at once',
    {
      roles: HOTEL_SIDE,
      body: api.staffNightsChangeSchema,
      data: api.staffNightsChangedSchema,
      parameters: [idParameter, roomTypeParameter],
      errors: {
        ...roomTypeNotFound,
        409: 'The rooms would drop below those bookings hold (the bookings named)',
        422: 'A bad field, a past or unpriced night, or a customer price above the board price',
      },
    },
  ),
  getStaffHotelsById: staffOperation(
    "The hotel's own details: description, amenities, phone, check-in and check-out",
    {
      roles: HOTEL_SIDE,
      data: api.staffHotelDetailsSchema,
      parameters: [idParameter],
      errors: { 404: 'No such hotel, or one the member does not manage' },
    },
  ),
  patchStaffHotelsById: staffOperation(
    'Change any of them; audited, and every instance forgets the city list it kept',
    {
      roles: HOTEL_SIDE,
      body: api.staffHotelDetailsChangeSchema,
      data: api.staffHotelDetailsSchema,
      parameters: [idParameter],
      errors: {
        404: 'No such hotel, or one the member does not manage',
        422: 'An unknown amenity, a bad phone or time, a description outside 20-5000 letters',
      },
    },
  ),
  postStaffHotelsByIdNightsImport: staffOperation(
    'A file of rates (CSV: date, room_type, board_price, customer_price, rooms, closed; Toman; Jalali or ISO days) applied whole or not at all',
    {
      roles: HOTEL_SIDE,
      body: api.staffNightsImportSchema,
      data: api.staffNightsImportedSchema,
      parameters: [idParameter],
      errors: {
        404: 'No such hotel, or one the member does not manage',
        422: "Each wrong line's problem («سطر ۵: …»)",
      },
    },
  ),
  getStaffHotelsByIdPhotos: staffOperation("The hotel's gallery in its order", {
    roles: HOTEL_SIDE,
    data: api.staffHotelPhotosSchema,
    parameters: [idParameter],
    errors: { 404: 'No such hotel, or one the member does not manage' },
  }),
  postStaffHotelsByIdPhotos: staffOperation(
    "Add a photo: the file in base64 (JPEG, PNG or WebP, at most 5 MB, at least 800 × 500), kept as a WebP without its metadata; browsers upload through the gateway's POST /staff-uploads/hotels/{id}/photos (multipart)",
    {
      roles: HOTEL_SIDE,
      body: api.staffPhotoUploadSchema,
      data: api.staffHotelPhotosSchema,
      parameters: [idParameter],
      errors: {
        404: 'No such hotel, or one the member does not manage',
        422: 'Not a photo of an accepted type, too large or small, an unknown category, a short description, 30 photos already',
      },
    },
  ),
  putStaffHotelsByIdPhotos: staffOperation(
    'The gallery in a new order; a photo left out is removed (an uploaded one with its file)',
    {
      roles: HOTEL_SIDE,
      body: api.staffPhotoOrderSchema,
      data: api.staffHotelPhotosSchema,
      parameters: [idParameter],
      errors: {
        404: 'No such hotel, or one the member does not manage',
        422: 'A photo the hotel does not have, one twice, or none left',
      },
    },
  ),
  getStaffArticles: staffOperation(
    'Every travel tip: written here or seeded, published or not; the categories',
    {
      roles: ['editor', 'admin'],
      data: api.staffArticleListSchema,
    },
  ),
  getStaffArticlesBySlug: staffOperation(
    "A travel tip as Markdown (a seed article's blocks written out) and its sanitised HTML",
    {
      roles: ['editor', 'admin'],
      data: api.staffArticleSchema,
      parameters: [slugParameter],
      errors: { 404: 'No such article' },
    },
  ),
  putStaffArticlesBySlug: staffOperation(
    'Make or change a travel tip; publish or unpublish (the sitemap follows)',
    {
      roles: ['editor', 'admin'],
      body: api.staffArticleBodySchema,
      data: api.staffArticleSchema,
      parameters: [slugParameter],
      errors: { 422: 'A bad address, title or text; a new article without a known category' },
    },
  ),
  getStaffPages: staffOperation('Every CMS page: written here or seeded, published or not', {
    roles: ['editor', 'admin'],
    data: z.array(api.staffPageSummarySchema),
  }),
  getStaffPagesByPath: staffOperation(
    'A CMS page (its path of any depth: help/payment) as Markdown and its sanitised HTML',
    {
      roles: ['editor', 'admin'],
      data: api.staffPageSchema,
      parameters: [pagePathParameter],
      errors: { 404: 'No such page' },
    },
  ),
  putStaffPagesByPath: staffOperation(
    'Make or change a CMS page at a path the site leaves to its pages; publish or unpublish',
    {
      roles: ['editor', 'admin'],
      body: api.staffPageBodySchema,
      data: api.staffPageSchema,
      parameters: [pagePathParameter],
      errors: { 422: 'A bad path, one another part of the site answers, or a bad title or text' },
    },
  ),
  getStaffHeaderFooter: staffOperation(
    "The header/footer payload as saved, and its size in the shell's cookie",
    {
      roles: ['editor', 'admin'],
      data: api.staffHeaderFooterAnswerSchema,
      errors: { 404: 'No payload saved yet' },
    },
  ),
  putStaffHeaderFooter: staffOperation(
    'Replace the header/footer payload: links, support settings, footer, comment toggle',
    {
      roles: ['editor', 'admin'],
      body: api.staffHeaderFooterSchema,
      data: api.staffHeaderFooterAnswerSchema,
      errors: { 422: "A bad link, phone or text, or a payload too large for the shell's cookie" },
    },
  ),
  postStaffMarkdownPreview: staffOperation('Markdown as the site would show it: HTML, sanitised', {
    roles: ['editor', 'admin'],
    body: api.staffMarkdownPreviewSchema,
    data: z.object({ html: z.string() }),
  }),
  getStaffDiscountCodes: staffOperation('Every discount code with its held and paid uses, newest first', {
    roles: ['admin'],
    data: z.array(api.staffDiscountCodeSchema),
  }),
  postStaffDiscountCodes: staffOperation(
    'A new code: a percent (capped or not) or a fixed amount, days, limits, a place',
    {
      roles: ['admin'],
      body: api.staffDiscountCodeBodySchema,
      data: api.staffDiscountCodeSchema,
      status: 201,
      errors: { 409: 'The code is taken', 422: 'A bad field, or an unknown city or hotel' },
    },
  ),
  patchStaffDiscountCodesByCode: staffOperation('Disable or enable, a new last day or total limit', {
    roles: ['admin'],
    body: api.staffDiscountCodeChangeSchema,
    data: api.staffDiscountCodeSchema,
    parameters: [codeParameter],
    errors: { ...codeNotFound, 422: 'A bad field, or nothing to change' },
  }),
  getStaffDiscountCodesByCodeUses: staffOperation('The bookings that used the code (mobiles masked)', {
    roles: ['admin'],
    data: z.array(api.staffDiscountCodeUseSchema),
    parameters: [codeParameter],
    errors: codeNotFound,
  }),
  getStaffTickets: staffOperation('Tickets by status, department, waiting hours and assignee', {
    roles: DESK,
    data: api.staffTicketListSchema,
    parameters: queryParameters(api.staffTicketsQuerySchema),
  }),
  getStaffTicketsById: staffOperation('A ticket with its thread, traveller and assignee', {
    roles: DESK,
    data: api.staffTicketSchema,
    parameters: [idParameter],
    errors: ticketNotFound,
  }),
  postStaffTicketsByIdMessages: staffOperation('Answer: the traveller is told by the outbox', {
    roles: DESK,
    body: api.ticketReplyBodySchema,
    data: api.staffTicketSchema,
    status: 201,
    parameters: [idParameter],
    errors: { ...ticketNotFound, 409: 'The ticket is closed', 422: 'A message of 2 to 2000 letters' },
  }),
  postStaffTicketsByIdClose: ticketAction('Close the ticket'),
  postStaffTicketsByIdReopen: ticketAction('Open a closed ticket again', {
    409: 'The ticket is not closed',
  }),
  postStaffTicketsByIdAssignment: staffOperation('Hand the ticket to a desk member, or to nobody', {
    roles: DESK,
    body: api.ticketAssignmentBodySchema,
    data: api.staffTicketSchema,
    parameters: [idParameter],
    errors: { ...ticketNotFound, 422: 'Not an active support or admin member' },
  }),
  getStaffBookings: staffOperation('Search by reserve id, mobile, guest or hotel name and dates', {
    roles: READERS,
    data: api.staffBookingListSchema,
    parameters: queryParameters(api.staffBookingsQuerySchema),
  }),
  getStaffBookingsByReserveId: staffOperation('A booking with its money and history', {
    roles: READERS,
    data: api.staffBookingSchema,
    parameters: [reserveIdParameter],
    errors: bookingNotFound,
  }),
  postStaffBookingsByReserveIdCancellation: bookingAction(
    'Cancel with the policy’s penalty, or waived; refunds as a traveller’s cancellation; audited',
    api.staffCancellationBodySchema,
    api.staffCancellationSchema,
    { 409: 'Cancelled, expired, or the stay has begun' },
  ),
  postStaffBookingsByReserveIdWalletRefund: bookingAction(
    'Give money of the booking back to its account’s wallet; audited',
    api.walletRefundBodySchema,
    api.walletRefundSchema,
    { 409: 'More than the booking still holds, or a booking without an account' },
  ),
  postStaffBookingsByReserveIdVoucherSms: bookingAction(
    'Send the voucher SMS again (202); audited',
    api.voucherSmsBodySchema,
    z.object({ reserveId: z.string(), messages: z.number() }),
    { 409: 'The booking is not paid' },
  ),
  getStaffHotelConfirmations: staffOperation('Paid bookings waiting for their hotel, with the deadline', {
    roles: HOTEL_SIDE,
    data: api.hotelConfirmationListSchema,
    parameters: queryParameters(api.hotelConfirmationsQuerySchema),
  }),
  postStaffBookingsByReserveIdHotelDecision: staffOperation(
    'The hotel confirms, or refuses with a reason (a full refund at once); audited',
    {
      roles: HOTEL_SIDE,
      body: api.hotelDecisionBodySchema,
      data: api.hotelDecisionSchema,
      parameters: [reserveIdParameter],
      errors: { ...bookingNotFound, 409: 'Not waiting for the hotel', 422: 'A refusal without its reason' },
    },
  ),
  getStaffReviews: staffOperation('Reviews by status (held by default)', {
    roles: MODERATORS,
    data: api.staffReviewListSchema,
    parameters: queryParameters(api.staffReviewsQuerySchema),
  }),
  postStaffReviewsByIdDecision: staffOperation('Publish or reject; the hotel’s figures follow', {
    roles: MODERATORS,
    body: api.reviewDecisionBodySchema,
    data: api.reviewDecisionSchema,
    parameters: [idParameter],
    errors: { 404: 'No such review', 422: 'decision is publish or reject' },
  }),
  getStaffInbox: staffOperation('Contact messages and partner registrations by kind and state', {
    roles: MODERATORS,
    data: api.inboxListSchema,
    parameters: queryParameters(api.inboxQuerySchema),
  }),
  getStaffInboxByKindById: staffOperation('One inbox item', {
    roles: MODERATORS,
    data: api.inboxItemSchema,
    parameters: [kindParameter, idParameter],
    errors: { 404: 'No such item' },
  }),
  postStaffInboxByKindByIdState: staffOperation('Mark read, answered or archived; audited', {
    roles: MODERATORS,
    body: api.inboxStateBodySchema,
    data: api.inboxItemSchema,
    parameters: [kindParameter, idParameter],
    errors: { 404: 'No such item', 422: 'state is read, answered or archived' },
  }),
  getStaffQuestionnaireAnswersById: staffOperation('One questionnaire answer sheet', {
    roles: MODERATORS,
    data: z.object({
      id: z.number(),
      reserveId: z.string().nullable(),
      answers: z.array(z.unknown()),
      createdAt: z.string(),
    }),
    parameters: [idParameter],
    errors: { 404: 'No such answer sheet' },
  }),
});
