// Re-pricing a reservation draft from the database: the client says which rooms, how many extra
// beds and whether early or late; every price comes from room_nights. A room that is gone, full, or
// asked for beyond what it offers is refused with a Persian message that names it.
import {
  calculateAmountToPay,
  calculateCartTotals,
  MESSAGES,
  type SelectedRoom,
} from '@rahi/shared-contracts';
import type { RoomOffer } from '../stay/room-offers';

export interface RequestedRoom {
  id: number | string;
  extraBedCount: number;
  earlyCheckIn: boolean;
  lateCheckOut: boolean;
}

export type RepriceResult =
  | { ok: true; rooms: SelectedRoom[]; total: number; hotelDiscount: number; totalSum: number }
  | { ok: false; status: 409 | 422; errors: string[] };

const named = (message: string, room: RoomOffer) => `${message} (${room.name})`;

function priceRoom(offer: RoomOffer, requested: RequestedRoom): SelectedRoom {
  return {
    id: offer.id,
    totalBoardPrice: offer.totalBoardPrice,
    totalCustomerPrice: offer.totalCustomerPrice,
    extraBedCount: requested.extraBedCount,
    extraBoardPrice: offer.extraBoardPrice,
    extraCustomerPrice: offer.extraCustomerPrice,
    earlyCheckIn: requested.earlyCheckIn,
    lateCheckOut: requested.lateCheckOut,
    early: {
      earlyBoardPrice: offer.early.earlyBoardPrice,
      earlyCustomerPrice: offer.early.earlyCustomerPrice,
      extraEarlyBoardPrice: offer.early.extraEarlyBoardPrice,
      extraEarlyCustomerPrice: offer.early.extraEarlyCustomerPrice,
    },
    late: {
      lateBoardPrice: offer.late.lateBoardPrice,
      lateCustomerPrice: offer.late.lateCustomerPrice,
      extraLateBoardPrice: offer.late.extraLateBoardPrice,
      extraLateCustomerPrice: offer.late.extraLateCustomerPrice,
    },
  };
}

/** Prices the requested rooms against the offers, or says every reason it cannot. */
export function repriceRooms(offers: RoomOffer[], requested: RequestedRoom[]): RepriceResult {
  const errors: string[] = [];
  let status: 409 | 422 = 422;
  const byId = new Map(offers.map((offer) => [String(offer.id), offer]));
  const wanted = new Map<string, number>();
  const rooms: SelectedRoom[] = [];

  for (const room of requested) {
    const offer = byId.get(String(room.id));
    if (!offer) {
      errors.push('اتاق انتخاب‌شده در این هتل وجود ندارد.');
      continue;
    }
    wanted.set(String(offer.id), (wanted.get(String(offer.id)) ?? 0) + 1);
    if (room.extraBedCount > offer.maxExtraBeds) errors.push(named(MESSAGES.tooManyExtraBeds, offer));
    if (room.earlyCheckIn && !offer.early.available) {
      errors.push(named(MESSAGES.noEarlyCapacity, offer));
      status = 409;
    }
    if (room.lateCheckOut && !offer.late.available) {
      errors.push(named(MESSAGES.noLateCapacity, offer));
      status = 409;
    }
    rooms.push(priceRoom(offer, room));
  }
  for (const [id, count] of wanted) {
    const offer = byId.get(id) as RoomOffer;
    if (count > offer.freeCount) {
      errors.push(named(MESSAGES.roomFull, offer));
      status = 409;
    }
  }
  if (errors.length > 0) return { ok: false, status, errors: [...new Set(errors)] };

  const { total, hotelDiscount } = calculateCartTotals(rooms);
  return { ok: true, rooms, total, hotelDiscount, totalSum: calculateAmountToPay({ total, hotelDiscount }) };
}
