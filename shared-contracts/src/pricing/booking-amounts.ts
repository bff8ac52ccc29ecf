// How much of a traveller's wallet credit and loyalty points a booking uses, then product §9's amount to pay.
// The reservation page shows these figures and booking-api charges them; both call this function.
import { calculateAmountToPay } from './stay-pricing';

/** What one loyalty point is worth, in Rial (1,000 Toman). */
export const POINT_VALUE_RIAL = 10_000;

export interface BookingAmountsInput {
  total: number;
  hotelDiscount: number;
  /** The discount code's amount (0 without a code). */
  discount: number;
  /** The wallet balance the traveller chose to use (0 when not used). */
  creditBalance: number;
  /** The points the traveller chose to use (0 when not used). */
  pointsBalance: number;
}

export interface BookingAmounts {
  total: number;
  hotelDiscount: number;
  discount: number;
  /** Credit used, Rial. */
  credit: number;
  /** Points used, in Rial (pointsUsed × POINT_VALUE_RIAL). */
  points: number;
  pointsUsed: number;
  toPay: number;
}

/**
 * Uses only the credit and the whole points needed: credit first, then points, never more than what is left.
 * @example
 * bookingAmounts({ total: 1_000_000, hotelDiscount: 100_000, discount: 0, creditBalance: 300_000, pointsBalance: 100 })
 * // → credit 300_000, pointsUsed 60, points 600_000, toPay 0
 */
export function bookingAmounts(input: BookingAmountsInput): BookingAmounts {
  const { total, hotelDiscount, discount } = input;
  const afterDiscount = calculateAmountToPay({ total, hotelDiscount, discountAmount: discount });
  const credit = Math.min(Math.max(0, input.creditBalance), afterDiscount);
  const pointsNeeded = Math.ceil((afterDiscount - credit) / POINT_VALUE_RIAL);
  const pointsUsed = Math.min(Math.max(0, Math.floor(input.pointsBalance)), pointsNeeded);
  const points = pointsUsed * POINT_VALUE_RIAL;
  const toPay = calculateAmountToPay({ total, hotelDiscount, discountAmount: discount, credit, points });
  return { total, hotelDiscount, discount, credit, points, pointsUsed, toPay };
}
