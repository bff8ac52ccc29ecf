// docs/product.md §9's pricing in one place, so the hotel page, the reservation page and booking-api reach the same
// Rial for the same cart. All amounts are integer Rial; anything else is a bug upstream and is refused.
import type { SelectedRoom } from '../cart/selected-room';

export interface CartTotals {
  /** The board (rack-rate) price of everything in the cart. */
  total: number;
  /** Board minus customer price for the same items; negative only if a customer price exceeds its board price. */
  hotelDiscount: number;
}

export interface AmountToPayInput {
  total: number;
  hotelDiscount: number;
  /** The discount code's amount. */
  discountAmount?: number;
  credit?: number;
  points?: number;
}

function assertRial(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer (Rial), got ${value}`);
  }
}

type Side = 'Board' | 'Customer';

const EARLY_FIELDS = [
  'earlyBoardPrice',
  'earlyCustomerPrice',
  'extraEarlyBoardPrice',
  'extraEarlyCustomerPrice',
] as const;
const LATE_FIELDS = [
  'lateBoardPrice',
  'lateCustomerPrice',
  'extraLateBoardPrice',
  'extraLateCustomerPrice',
] as const;
const ROOM_FIELDS = [
  'totalBoardPrice',
  'totalCustomerPrice',
  'extraBoardPrice',
  'extraCustomerPrice',
] as const;

function assertRoom(room: SelectedRoom, index: number): void {
  const at = (field: string) => `rooms[${index}].${field}`;
  assertRial(room.extraBedCount, at('extraBedCount'));
  for (const field of ROOM_FIELDS) assertRial(room[field], at(field));
  for (const field of EARLY_FIELDS) assertRial(room.early[field], at(`early.${field}`));
  for (const field of LATE_FIELDS) assertRial(room.late[field], at(`late.${field}`));
}

/** One room's price for the stay, at board or at customer price. */
function roomPrice(room: SelectedRoom, side: Side): number {
  const early = room.earlyCheckIn ? room.early : undefined;
  const late = room.lateCheckOut ? room.late : undefined;
  const perExtraBed =
    room[`extra${side}Price`] +
    (early?.[`extraEarly${side}Price`] ?? 0) +
    (late?.[`extraLate${side}Price`] ?? 0);
  return (
    room[`total${side}Price`] +
    (early?.[`early${side}Price`] ?? 0) +
    (late?.[`late${side}Price`] ?? 0) +
    room.extraBedCount * perExtraBed
  );
}

/**
 * The cart's total at board price and the hotel discount (board minus customer), product §9. A room's prices
 * are already for the whole stay; early check-in and late check-out are added only when their flag is set,
 * and each extra bed costs its own price plus its early/late prices.
 * @throws RangeError when a price or bed count is negative or not an integer.
 * @example
 * // one room at 12,000,000 board / 10,000,000 customer, one extra bed at 2,000,000 / 1,500,000
 * calculateCartTotals([room]) // → { total: 14_000_000, hotelDiscount: 2_500_000 }
 */
export function calculateCartTotals(rooms: readonly SelectedRoom[]): CartTotals {
  rooms.forEach(assertRoom);
  const total = rooms.reduce((sum, room) => sum + roomPrice(room, 'Board'), 0);
  const customer = rooms.reduce((sum, room) => sum + roomPrice(room, 'Customer'), 0);
  assertRial(total, 'total');
  assertRial(customer, 'customer total');
  return { total, hotelDiscount: total - customer };
}

/**
 * What the traveller pays: the total minus the hotel discount, the discount code, credit and points, in
 * that order, each step floored at 0 (product §9). It never exceeds the total and is never negative.
 * @throws RangeError when any amount is negative or not an integer.
 * @example
 * calculateAmountToPay({ total: 14_000_000, hotelDiscount: 2_500_000, credit: 20_000_000, points: 5 }) // → 0
 */
export function calculateAmountToPay({
  total,
  hotelDiscount,
  discountAmount = 0,
  credit = 0,
  points = 0,
}: AmountToPayInput): number {
  const deductions = { hotelDiscount, discountAmount, credit, points };
  assertRial(total, 'total');
  for (const [name, value] of Object.entries(deductions)) assertRial(value, name);
  return Object.values(deductions).reduce((amount, deduction) => Math.max(0, amount - deduction), total);
}
