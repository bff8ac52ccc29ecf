// Which hotels' bookings a staff member's desk reads: admin and support read every hotel's, a hotel manager only
// the hotels they are bound to (anything else answers 404, as if it did not exist). One page size for the desk's lists.
import type { StaffPrincipal } from '../staff/require-staff';

export const DESK_PAGE_SIZE = 20;

/** The hotel ids the staff member reads bookings of; null for every hotel. */
export const readableHotels = (staff: StaffPrincipal): readonly number[] | null =>
  staff.roles.includes('admin') || staff.roles.includes('support') ? null : staff.hotelIds;

/** The hotel ids whose bookings the staff member answers for the hotel; null for every hotel (admin). */
export const answerableHotels = (staff: StaffPrincipal): readonly number[] | null =>
  staff.roles.includes('admin') ? null : staff.roles.includes('hotel_manager') ? staff.hotelIds : [];

/** Whether `hotelId` is within the given hotels (null: all). */
export const within = (hotels: readonly number[] | null, hotelId: number) =>
  hotels === null || hotels.includes(hotelId);

/** A page of a desk list. */
export const deskPage = <T>(items: T[], total: number, page: number) => ({
  items,
  total,
  page,
  pageSize: DESK_PAGE_SIZE,
});
