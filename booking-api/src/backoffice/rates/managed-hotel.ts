// The hotel of a /staff/hotels/:id path, when the member may manage it: a manager's own, any for an admin. Any
// other id answers 404, as if the hotel did not exist.
import { STAFF_RATES_MESSAGES as M } from '@rahi/shared-contracts/staff';
import { ApiProblem } from '../../envelope';
import { parseId } from '../../envelope/validate';
import { canSeeHotel, type StaffPrincipal } from '../../staff/require-staff';

/** The hotel id of the path's `:id`, or a 404 with «هتل پیدا نشد.». */
export function managedHotelId(param: string | undefined, staff: StaffPrincipal): number {
  const hotelId = parseId(param, M.hotelNotFound);
  if (!canSeeHotel(staff, hotelId)) throw new ApiProblem(404, [M.hotelNotFound]);
  return hotelId;
}
