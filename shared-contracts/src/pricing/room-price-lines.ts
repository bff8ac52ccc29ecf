// A booked room's price broken into the lines an invoice shows: each night of the room itself, then
// its extra beds for the stay, early check-in and late check-out (each with their extra beds' share). The lines
// add up to the room's price in calculateCartTotals, at board and at customer price.
import type { SelectedRoom } from '../cart/selected-room';

export type PriceLineKind = 'night' | 'extraBeds' | 'earlyCheckIn' | 'lateCheckOut';

export interface PriceLine {
  kind: PriceLineKind;
  /** The night's date (YYYY-MM-DD) for a night line; null for the others. */
  date: string | null;
  /** Extra beds on the extraBeds line, else 1. */
  count: number;
  boardPrice: number;
  customerPrice: number;
}

export interface NightPriceInput {
  date: string;
  boardPrice: number;
  customerPrice: number;
}

/**
 * The room's lines; `nights` are the room's own night prices (their sums are the room's totals).
 * @example roomPriceLines(room, [{ date: '2026-12-24', boardPrice: 20_000_000, customerPrice: 18_000_000 }])
 * // → [{ kind: 'night', date: '2026-12-24', count: 1, boardPrice: 20_000_000, customerPrice: 18_000_000 }, …]
 */
export function roomPriceLines(room: SelectedRoom, nights: readonly NightPriceInput[]): PriceLine[] {
  const lines: PriceLine[] = nights.map((night) => ({
    kind: 'night',
    date: night.date,
    count: 1,
    boardPrice: night.boardPrice,
    customerPrice: night.customerPrice,
  }));
  const beds = room.extraBedCount;
  if (beds > 0)
    lines.push({
      kind: 'extraBeds',
      date: null,
      count: beds,
      boardPrice: beds * room.extraBoardPrice,
      customerPrice: beds * room.extraCustomerPrice,
    });
  if (room.earlyCheckIn)
    lines.push({
      kind: 'earlyCheckIn',
      date: null,
      count: 1,
      boardPrice: room.early.earlyBoardPrice + beds * room.early.extraEarlyBoardPrice,
      customerPrice: room.early.earlyCustomerPrice + beds * room.early.extraEarlyCustomerPrice,
    });
  if (room.lateCheckOut)
    lines.push({
      kind: 'lateCheckOut',
      date: null,
      count: 1,
      boardPrice: room.late.lateBoardPrice + beds * room.late.extraLateBoardPrice,
      customerPrice: room.late.lateCustomerPrice + beds * room.late.extraLateCustomerPrice,
    });
  return lines;
}
