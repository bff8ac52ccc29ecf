// A room type on offer becomes a cart entry (product §3's selected room) with the traveller's options:
// extra beds within the room's maximum, early check-in and late check-out only where the stay allows.
import { type CartState, calculateCartTotals, type SelectedRoom } from '@rahi/shared-contracts';
import type { RoomOffer } from '@rahi/shared-contracts/api';

export interface RoomOptions {
  extraBedCount: number;
  earlyCheckIn: boolean;
  lateCheckOut: boolean;
}

export const NO_OPTIONS: RoomOptions = { extraBedCount: 0, earlyCheckIn: false, lateCheckOut: false };

/** Rooms of a type left at or below this are announced ('۲ اتاق باقی مانده'). */
export const FEW_ROOMS_LEFT = 3;

/**
 * The cart entry for one room of `offer` with `options`, kept within what the offer allows.
 * @example selectedRoomFrom(offer, { extraBedCount: 5, earlyCheckIn: true, lateCheckOut: false })
 * // → extraBedCount clamped to offer.maxExtraBeds; earlyCheckIn only if offer.early.available
 */
export function selectedRoomFrom(offer: RoomOffer, options: RoomOptions = NO_OPTIONS): SelectedRoom {
  const beds = Math.trunc(options.extraBedCount);
  const { available: earlyAvailable, ...early } = offer.early;
  const { available: lateAvailable, ...late } = offer.late;
  return {
    id: offer.id,
    totalBoardPrice: offer.totalBoardPrice,
    totalCustomerPrice: offer.totalCustomerPrice,
    extraBedCount: Math.min(offer.maxExtraBeds, Math.max(0, Number.isFinite(beds) ? beds : 0)),
    extraBoardPrice: offer.extraBoardPrice,
    extraCustomerPrice: offer.extraCustomerPrice,
    earlyCheckIn: options.earlyCheckIn && earlyAvailable,
    lateCheckOut: options.lateCheckOut && lateAvailable,
    early,
    late,
  };
}

/** The traveller's options of a cart entry. */
export const optionsOf = (room: SelectedRoom): RoomOptions => ({
  extraBedCount: room.extraBedCount,
  earlyCheckIn: room.earlyCheckIn,
  lateCheckOut: room.lateCheckOut,
});

/** The cart's entries for one room type, in the order they were added. */
export const entriesOf = (cart: CartState, offer: Pick<RoomOffer, 'id'>) =>
  cart.filter((room) => room.id === offer.id);

/** One entry's price for the stay: board, customer and the difference (product §9 for a single room). */
export function entryPrice(room: SelectedRoom) {
  const { total, hotelDiscount } = calculateCartTotals([room]);
  return { board: total, customer: total - hotelDiscount, discount: hotelDiscount };
}

/** The discount percent of a board and a customer price, rounded; 0 when there is none. */
export function discountPercent(board: number, customer: number): number {
  return board > 0 && customer < board ? Math.round(((board - customer) / board) * 100) : 0;
}
