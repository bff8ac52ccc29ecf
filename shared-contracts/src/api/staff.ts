// The staff side's payloads (the back office): sign-in with email, password and TOTP, the signed-in member,
// staff management and the audit log. booking-api validates with these; the back office parses with them.

import { toAsciiDigits } from '@rahi/shared-contracts';
import * as z from 'zod';
import { STAFF_MESSAGES, STAFF_ROLES } from '../staff';
import { idSchema } from './common';

/** The shortest password a staff member may choose (the one-time password is replaced at first sign-in). */
export const MIN_STAFF_PASSWORD_LENGTH = 12;
export const MAX_STAFF_PASSWORD_LENGTH = 128;

export const staffEmailSchema = z
  .string({ error: STAFF_MESSAGES.emailInvalid })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: STAFF_MESSAGES.emailInvalid }).max(120, { error: STAFF_MESSAGES.emailInvalid }));

const passwordField = z
  .string({ error: STAFF_MESSAGES.passwordRequired })
  .min(1, { error: STAFF_MESSAGES.passwordRequired })
  .max(MAX_STAFF_PASSWORD_LENGTH, { error: STAFF_MESSAGES.passwordTooLong });

/** The 6 digits of the authenticator app; Persian digits and spaces are accepted. */
export const totpCodeSchema = z
  .string({ error: STAFF_MESSAGES.totpInvalid })
  .transform((value) => toAsciiDigits(value).replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: STAFF_MESSAGES.totpInvalid }));

/** POST /staff/session. */
export const staffSignInBodySchema = z.object({
  email: staffEmailSchema,
  password: passwordField,
  totp: totpCodeSchema,
});
export type StaffSignInBody = z.infer<typeof staffSignInBodySchema>;

/** POST /staff/me/password: the one-time password (or the current one) and the new one. */
export const staffPasswordBodySchema = z.object({
  currentPassword: passwordField,
  newPassword: z
    .string({ error: STAFF_MESSAGES.passwordTooShort })
    .min(MIN_STAFF_PASSWORD_LENGTH, { error: STAFF_MESSAGES.passwordTooShort })
    .max(MAX_STAFF_PASSWORD_LENGTH, { error: STAFF_MESSAGES.passwordTooLong }),
});
export type StaffPasswordBody = z.infer<typeof staffPasswordBodySchema>;

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.roleInvalid });

const rolesField = z
  .array(staffRoleSchema, { error: STAFF_MESSAGES.rolesRequired })
  .min(1, { error: STAFF_MESSAGES.rolesRequired })
  .max(STAFF_ROLES.length, { error: STAFF_MESSAGES.roleInvalid })
  .transform((roles) => [...new Set(roles)]);
const hotelIdsField = z
  .array(idSchema, { error: STAFF_MESSAGES.hotelNotFound })
  .max(200, { error: STAFF_MESSAGES.hotelNotFound })
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

/** A hotel manager is bound to at least one hotel; no other role holds hotels. */
const hotelsMatchRoles = (
  value: { roles: readonly string[]; hotelIds: readonly number[] },
  context: z.RefinementCtx,
) => {
  const manager = value.roles.includes('hotel_manager');
  if (manager && value.hotelIds.length === 0)
    context.addIssue({ code: 'custom', message: STAFF_MESSAGES.hotelsRequired, path: ['hotelIds'] });
  if (!manager && value.hotelIds.length > 0)
    context.addIssue({ code: 'custom', message: STAFF_MESSAGES.hotelsWithoutManager, path: ['hotelIds'] });
};

/** POST /staff/members (and the CLI, and POST /dev/staff): a new member's email, roles and hotels. */
export const staffMemberBodySchema = z
  .object({ email: staffEmailSchema, roles: rolesField, hotelIds: hotelIdsField.default([]) })
  .superRefine(hotelsMatchRoles);
export type StaffMemberBody = z.infer<typeof staffMemberBodySchema>;

/** PATCH /staff/members/:id: new roles (with their hotels), or disabling / enabling, with an optional reason. */
export const staffMemberChangeSchema = z
  .object({
    roles: rolesField.optional(),
    hotelIds: hotelIdsField.optional(),
    disabled: z.boolean().optional(),
    reason: z.string().trim().max(500).optional(),
  })
  .superRefine((value, context) => {
    if (value.roles) hotelsMatchRoles({ roles: value.roles, hotelIds: value.hotelIds ?? [] }, context);
    else if (value.hotelIds)
      context.addIssue({ code: 'custom', message: STAFF_MESSAGES.rolesRequired, path: ['roles'] });
  });
export type StaffMemberChange = z.infer<typeof staffMemberChangeSchema>;

/** GET /staff/me. */
export const staffMeSchema = z.object({
  id: z.number(),
  email: z.string(),
  roles: z.array(staffRoleSchema),
  hotelIds: z.array(z.number()),
  mustChangePassword: z.boolean(),
  idleTimeoutSeconds: z.number(),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

/** What creating a member answers (CLI, invite): the one-time password and the TOTP secret, shown once. */
export const staffCredentialsSchema = z.object({
  id: z.number(),
  email: z.string(),
  roles: z.array(staffRoleSchema),
  hotelIds: z.array(z.number()),
  password: z.string(),
  totpSecret: z.string(),
  otpauthUrl: z.string(),
});
export type StaffCredentials = z.infer<typeof staffCredentialsSchema>;

/** One row of GET /staff/members. */
export const staffMemberSchema = z.object({
  id: z.number(),
  email: z.string(),
  roles: z.array(staffRoleSchema),
  hotelIds: z.array(z.number()),
  disabled: z.boolean(),
  lockedUntil: z.string().nullable(),
  mustChangePassword: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** GET /staff/audit-log's query: any of who, what and which record, a time range (ISO instants), a page. */
export const auditLogQuerySchema = z.object({
  staffId: z.coerce.number().int().positive().optional(),
  action: z.string().trim().min(1).max(80).optional(),
  entityType: z.string().trim().min(1).max(80).optional(),
  entityId: z.string().trim().min(1).max(80).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** One audit entry: who (null: the system or the CLI), when, what, on which record, before → after, why. */
export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  staffId: z.number().nullable(),
  staffEmail: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
