// The staff side's endpoints in the OpenAPI document: sign-in, the signed-in member, staff management and the
// audit log, behind the staff session (the gateway's `rahi_staff` cookie, sent on as X-Staff-Session).
import * as api from '@rahi/shared-contracts/api';
import * as z from 'zod';
import {
  catalogue,
  envelopeOf,
  errorResponses,
  idParameter,
  jsonBody,
  type Operation,
  queryParameters,
  type Schema,
} from './operations';

export const staffSecurity = [{ staffSession: [] }];

/**
 * An operation behind `requireStaff`: 401 without a live staff session, 403 without one of `roles` (or while
 * the one-time password is unchanged), and the given errors.
 * @example staffOperation('The audit log', { roles: ['admin'], data: api.auditEntrySchema })
 */
export const staffOperation = (
  summary: string,
  options: {
    roles: readonly string[];
    data: Schema;
    body?: Schema;
    status?: 200 | 201;
    parameters?: object[];
    errors?: Record<string, string>;
  },
) =>
  ({
    summary: `${summary} (${options.roles.join(', ')})`,
    security: staffSecurity,
    parameters: options.parameters ?? [],
    ...(options.body && { requestBody: jsonBody(options.body) }),
    responses: {
      [options.status ?? 200]: envelopeOf(options.data, 'OK'),
      ...errorResponses({
        401: 'No staff session, or an ended one (idle, signed out, disabled)',
        403: 'The one-time password is not changed yet, or no role allowed here',
        ...options.errors,
      }),
    },
  }) satisfies Operation;

const ANY_ROLE = ['any staff role'];
const staffMeData = api.staffMeSchema;

export const staffOperations = catalogue({
  postStaffSession: {
    summary:
      'Sign in with email, password and the TOTP code; data.token goes into the gateway’s rahi_staff cookie',
    requestBody: jsonBody(api.staffSignInBodySchema),
    responses: {
      200: envelopeOf(staffMeData.extend({ token: z.string(), expiresInSeconds: z.number() }), 'Signed in'),
      ...errorResponses({
        401: 'Wrong email, password or code (one message for all; a code opens one sign-in)',
        403: 'The account is disabled',
        422: 'A field is missing or malformed',
        423: 'Locked after too many wrong tries; the message says until when, see Retry-After',
      }),
    },
  } satisfies Operation,
  deleteStaffSession: staffOperation('Sign out this session (200 also without one)', {
    roles: ANY_ROLE,
    data: z.null(),
  }),
  deleteStaffSessions: staffOperation('Sign out everywhere: every session of this member ends', {
    roles: ANY_ROLE,
    data: z.object({ sessionsEnded: z.number() }),
  }),
  getStaffMe: staffOperation('The signed-in member; allowed before the one-time password is changed', {
    roles: ANY_ROLE,
    data: staffMeData,
  }),
  postStaffMePassword: staffOperation(
    'Change the password (the one-time one first); the member’s other sessions end',
    {
      roles: ANY_ROLE,
      body: api.staffPasswordBodySchema,
      data: staffMeData,
      errors: { 422: 'Wrong current password, a new one under 12 characters or the same as the current' },
    },
  ),
  getStaffMembers: staffOperation('Every staff member, by email', {
    roles: ['admin'],
    data: z.array(api.staffMemberSchema),
  }),
  postStaffMembers: staffOperation(
    'Invite a member: the one-time password, TOTP secret and otpauth URL, shown once',
    {
      roles: ['admin'],
      body: api.staffMemberBodySchema,
      data: api.staffCredentialsSchema,
      status: 201,
      errors: { 409: 'The email is taken', 422: 'Bad email, roles or hotels' },
    },
  ),
  patchStaffMembersById: staffOperation('Change roles and hotels, disable or enable; audited', {
    roles: ['admin'],
    body: api.staffMemberChangeSchema,
    data: api.staffMemberSchema,
    parameters: [idParameter],
    errors: {
      404: 'No such member',
      422: 'Bad roles or hotels, or an admin disabling or demoting themselves',
    },
  }),
  postStaffMembersByIdCredentials: staffOperation(
    'New one-time password and TOTP secret for a member (lost phone or password); their sessions end; audited',
    {
      roles: ['admin'],
      data: api.staffCredentialsSchema,
      parameters: [idParameter],
      errors: { 404: 'No such member' },
    },
  ),
  getStaffAuditLog: staffOperation('The audit log, newest first, 50 a page; read only', {
    roles: ['admin'],
    data: z.object({
      entries: z.array(api.auditEntrySchema),
      page: z.number(),
      pageSize: z.number(),
      total: z.number(),
    }),
    parameters: queryParameters(api.auditLogQuerySchema),
    errors: { 422: 'Bad query' },
  }),
});
