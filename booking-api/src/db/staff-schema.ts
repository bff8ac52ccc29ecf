// The staff side's tables, apart from travellers' (users, auth_sessions): staff members with their roles and
// hotels, their sessions (only a hash of each token) and the append-only audit log. The migration that makes
// them also adds the trigger that refuses UPDATE, DELETE and TRUNCATE on staff_audit_log.
import type { StaffRole } from '@rahi/shared-contracts/staff';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A person on our side. `hotel_ids` are the hotels a hotel manager answers for (no foreign key: the seed reloads
 * hotels with the same ids, and a binding outlives that). The TOTP secret is kept as the authenticator has it.
 */
export const staffMembers = pgTable('staff_members', {
  id: serial('id').primaryKey(),
  /** Lower case. */
  email: text('email').notNull().unique(),
  roles: text('roles').array().$type<StaffRole[]>().notNull(),
  hotelIds: integer('hotel_ids').array().notNull().default(sql`'{}'::integer[]`),
  /** 'scrypt$N$r$p$salt$hash' (auth/secrets.ts). */
  passwordHash: text('password_hash').notNull(),
  /** True until the one-time password given at creation is replaced. */
  mustChangePassword: boolean('must_change_password').notNull().default(true),
  /** Base32, RFC 6238. */
  totpSecret: text('totp_secret').notNull(),
  /** The time step of the last code accepted: a code opens one sign-in only. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /** Wrong sign-ins since the last good one; at the limit the account is locked. */
  failedSignIns: smallint('failed_sign_ins').notNull().default(0),
  lockedUntil: at('locked_until'),
  disabledAt: at('disabled_at'),
  lastSignInAt: at('last_sign_in_at'),
  createdAt: at('created_at').notNull(),
});

/** Staff sessions: the token lives only in the browser's `rahi_staff` cookie; idle ones end. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId)],
);

/** Every staff action: who (null for the system or the CLI), when, what, on which record, before → after, why. */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull().defaultNow(),
    staffId: integer('staff_id').references(() => staffMembers.id),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
  },
  (table) => [
    index('staff_audit_log_at_idx').on(table.at),
    index('staff_audit_log_entity_idx').on(table.entityType, table.entityId),
    index('staff_audit_log_staff_idx').on(table.staffId, table.at),
  ],
);
