// The roles of the people who run Rahi from the back office. A staff member may hold several; a hotel
// manager is bound to one or more hotels and sees only theirs.

export const STAFF_ROLES = ['admin', 'support', 'hotel_manager', 'editor'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

/** How the back office names each role. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'مدیر سامانه',
  support: 'پشتیبانی',
  hotel_manager: 'مدیر هتل',
  editor: 'ویراستار',
};

/** @example isStaffRole('support') // → true */
export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
