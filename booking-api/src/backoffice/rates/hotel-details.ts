// A hotel's own details on its page, as its manager (or an admin) keeps them: the description, amenities, the
// reception's phone, check-in and check-out times and its cancellation policy (bookings already made keep the
// policy they were made under: bookings.cancellation_rules). A change is audited (the fields that changed, before and
// after), moves the hotel's updated_at (the sitemap's lastmod) and is announced like a rate change without dates,
// so every instance's city lists forget the hotel's cached amenities.

import type { StaffHotelDetails, StaffHotelDetailsChange } from '@rahi/shared-contracts/api';
import { STAFF_RATES_MESSAGES as M } from '@rahi/shared-contracts/staff';
import { eq } from 'drizzle-orm';
import { announceNightsChange } from '../../cache/night-changes';
import type { Executor } from '../../db/client';
import type { Transaction } from '../../db/retry-transaction';
import { hotels } from '../../db/schema';
import { ApiProblem } from '../../envelope';
import { recordAudit } from '../../staff/audit';

const columns = {
  id: hotels.id,
  name: hotels.name,
  cityId: hotels.cityId,
  description: hotels.description,
  amenities: hotels.amenities,
  phone: hotels.phone,
  checkInTime: hotels.checkInTime,
  checkOutTime: hotels.checkOutTime,
  cancellationRules: hotels.cancellationRules,
  updatedAt: hotels.updatedAt,
};

type DetailsRow = Awaited<ReturnType<typeof readDetails>>;

const view = ({ cityId: _city, updatedAt, ...row }: DetailsRow): StaffHotelDetails => ({
  ...row,
  updatedAt: updatedAt.toISOString(),
});

export async function readDetails(db: Executor, hotelId: number, lock = false) {
  const query = db.select(columns).from(hotels).where(eq(hotels.id, hotelId));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new ApiProblem(404, [M.hotelNotFound]);
  return row;
}

export const detailsView = view;

/** Saves the change inside `tx` with its audit entry and announcement; answers the details as saved. */
export async function changeDetails(
  tx: Transaction,
  hotelId: number,
  change: StaffHotelDetailsChange,
  staffId: number,
  now: Date,
) {
  const row = await readDetails(tx, hotelId, true);
  const fields = Object.keys(change).filter(
    (key) =>
      change[key as keyof StaffHotelDetailsChange] !== undefined &&
      JSON.stringify(change[key as keyof StaffHotelDetailsChange]) !==
        JSON.stringify(row[key as keyof DetailsRow]),
  ) as (keyof StaffHotelDetailsChange)[];
  if (fields.length === 0) return row;
  const [saved] = await tx
    .update(hotels)
    .set({ ...change, updatedAt: now })
    .where(eq(hotels.id, hotelId))
    .returning(columns);
  await recordAudit(tx, {
    staffId,
    action: 'hotel_details_changed',
    entityType: 'hotel',
    entityId: hotelId,
    before: Object.fromEntries(fields.map((key) => [key, row[key]])),
    after: Object.fromEntries(fields.map((key) => [key, change[key]])),
  });
  await announceNightsChange(tx, { cityId: row.cityId, hotelId });
  return saved as DetailsRow;
}
