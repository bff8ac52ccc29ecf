// The public forms' endpoints in the OpenAPI document: contact, partner registrations, the
// questionnaire and reviews. Each is size-capped (16 KB), bot-checked and rate-limited per address and mobile.
import * as api from '@rahi/shared-contracts/api';
import * as z from 'zod';
import { catalogue, get, post } from './operations';

const formErrors = (extra: Record<string, string> = {}) => ({
  403: 'The bot check failed (with RECAPTCHA_SECRET set)',
  413: 'The body is over 16 KB',
  422: 'A field is invalid (Persian messages)',
  429: 'Too many submissions of this form from this address or for this mobile in an hour',
  ...extra,
});
const reserveIdParameter = { name: 'reserveId', in: 'path', required: true, schema: { type: 'string' } };

export const formOperations = catalogue({
  postContactMessages: post(
    'A message to support; a logged-in sender also gets a ticket (ticketId)',
    api.contactBodySchema,
    api.formReceiptSchema,
    formErrors(),
  ),
  postArtistRegistrations: post(
    'An artist asks to perform or exhibit at hotels; stored with status new',
    api.artistRegistrationBodySchema,
    api.formReceiptSchema,
    formErrors({ 409: 'This mobile has registered already' }),
  ),
  postAirportRegistrations: post(
    'An airport transfer provider asks to work with us; stored with status new',
    api.airportRegistrationBodySchema,
    api.formReceiptSchema,
    formErrors({ 409: 'This mobile has registered already' }),
  ),
  getQuestionnaireQuestions: get(
    'The questionnaire’s active questions, in order',
    z.array(api.questionSchema),
  ),
  postQuestionnaireAnswers: post(
    'An answer sheet (answers keyed q{questionId}), optionally for a booking (reserveId + mobile)',
    api.questionnaireBodySchema([]),
    api.questionnaireReceiptSchema,
    formErrors({
      404: 'No booking with this reserve id and mobile',
      409: 'This booking has answered already',
    }),
  ),
  postReviews: post(
    'A review of a finished stay: the caller’s booking (auth, or reserveId + mobile), one per booking',
    api.reviewBodySchema,
    api.reviewReceiptSchema,
    formErrors({
      403: 'Comments are closed (the header/footer payload’s comment_status), or the bot check failed',
      404: 'No such booking of the caller',
      409: 'This booking has a review already',
      422: 'A field is invalid, the booking is not confirmed, or its check-out day has not come',
    }),
  ),
  getBookingsByReserveIdReview: get(
    'Whether the caller’s booking (auth, or ?mobile=) may be reviewed now (not while comments are closed), and its review if sent',
    api.reviewEligibilitySchema,
    [reserveIdParameter, { name: 'mobile', in: 'query', required: false, schema: { type: 'string' } }],
    { 404: 'No such booking of the caller', 429: 'Too many missed lookups' },
  ),
});
