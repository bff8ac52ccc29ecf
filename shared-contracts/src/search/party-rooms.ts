// How many travellers a search is for, and the cheapest rooms of a hotel that hold them. The city list prices
// a hotel «از …» with the rooms the party needs (booking-api), the hotel page marks the rooms too small for it,
// and the reservation page warns when the chosen rooms hold fewer: all from these few rules.
import { toAsciiDigits } from '../text/digits';

/** Adults a search is for: the search box's counter, the address's `adults=N` and booking-api's `adults`. */
export const PARTY_ADULTS = { min: 1, max: 10, default: 2 } as const;

/**
 * The party size in an address's query: a whole number within PARTY_ADULTS, else the default (two).
 * @example adultsFromQuery(new URLSearchParams('adults=6')) // → 6
 * @example adultsFromQuery(new URLSearchParams('adults=40')) // → 2
 */
export function adultsFromQuery(params: URLSearchParams): number {
  const text = toAsciiDigits(params.get('adults') ?? '').trim();
  const adults = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  return adults >= PARTY_ADULTS.min && adults <= PARTY_ADULTS.max ? adults : PARTY_ADULTS.default;
}

/** A room type as the party search sees it; prices are for the whole stay, in any one currency. */
export interface PartyRoomType {
  /** People a room sleeps without extra beds. */
  capacity: number;
  maxExtraBeds: number;
  /** Rooms of this type free on every night of the stay. */
  free: number;
  price: number;
  boardPrice: number;
  /** One extra bed for the stay. */
  extraBedPrice: number;
  extraBedBoardPrice: number;
}

/** Rooms of one type in a combination, each with the same number of extra beds. */
export interface PartyRoomPick {
  /** The type's place in the list given. */
  type: number;
  extraBeds: number;
}

export interface PartyRooms {
  /** One entry per room, in the order of the types given. */
  rooms: PartyRoomPick[];
  price: number;
  boardPrice: number;
}

/** People one room of a type holds with `extraBeds` extra beds. */
export const roomHolds = (room: { capacity: number }, extraBeds = 0) => room.capacity + extraBeds;

/**
 * People the rooms chosen hold, each with its extra beds.
 * @example peopleHeld([{ capacity: 2, extraBedCount: 1 }, { capacity: 1, extraBedCount: 0 }]) // → 4
 */
export const peopleHeld = (rooms: readonly { capacity: number; extraBedCount: number }[]) =>
  rooms.reduce((total, room) => total + roomHolds(room, room.extraBedCount), 0);

interface Best {
  price: number;
  boardPrice: number;
  rooms: PartyRoomPick[];
}

const better = (a: Best, b: Best | undefined) =>
  !b ||
  a.price < b.price ||
  (a.price === b.price &&
    (a.boardPrice < b.boardPrice || (a.boardPrice === b.boardPrice && a.rooms.length < b.rooms.length)));

/**
 * The cheapest rooms (with extra beds) that hold `adults` people, or null when the free rooms cannot. Ties go
 * to the lower board price, then to fewer rooms.
 *
 * A 0/1 knapsack over single rooms: each type gives up to min(free, adults) rooms (no party needs more
 * rooms than people), each room taken with 0 … maxExtraBeds extra beds; the state is the number of people
 * held so far, capped at `adults`. At most types × adults rooms × (adults + 1) states × (beds + 1) choices:
 * a few thousand steps for a hotel and a party of ten.
 * @example
 * cheapestRoomsForParty([single(100), double(150)], 2) // → one double, price 150 (not the single alone)
 */
export function cheapestRoomsForParty(types: readonly PartyRoomType[], adults: number): PartyRooms | null {
  const party = Math.max(0, Math.trunc(adults));
  let held: (Best | undefined)[] = [{ price: 0, boardPrice: 0, rooms: [] }];
  for (const [type, room] of types.entries()) {
    if (room.capacity < 1 && room.maxExtraBeds < 1) continue;
    const copies = Math.min(Math.max(0, room.free), party);
    for (let copy = 0; copy < copies; copy++) {
      const next = [...held];
      for (const [people, best] of held.entries()) {
        if (!best || people >= party) continue;
        for (let extraBeds = 0; extraBeds <= room.maxExtraBeds; extraBeds++) {
          const reach = Math.min(party, people + roomHolds(room, extraBeds));
          const candidate = {
            price: best.price + room.price + extraBeds * room.extraBedPrice,
            boardPrice: best.boardPrice + room.boardPrice + extraBeds * room.extraBedBoardPrice,
            rooms: [...best.rooms, { type, extraBeds }],
          };
          if (better(candidate, next[reach])) next[reach] = candidate;
        }
      }
      held = next;
    }
  }
  return held[party] ?? null;
}
