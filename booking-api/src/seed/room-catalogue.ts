// The room types a hotel can have, and which of them each kind of hotel offers.
import type { HotelType } from '../db/schema';
import type { Random } from './random';

export interface RoomKind {
  name: string;
  capacity: number;
  sizeM2: readonly [number, number];
  maxExtraBeds: readonly [number, number];
  /** Price relative to a double room of the same hotel. */
  priceFactor: number;
  /** Share of the hotel's rooms: singles and suites are few, doubles many. */
  share: number;
}

const kind = (
  name: string,
  capacity: number,
  sizeM2: [number, number],
  maxExtraBeds: [number, number],
  priceFactor: number,
  share: number,
): RoomKind => ({ name, capacity, sizeM2, maxExtraBeds, priceFactor, share });

const SINGLE = kind('یک تخته', 1, [14, 18], [0, 0], 0.72, 0.3);
const DOUBLE = kind('دو تخته دبل', 2, [20, 28], [0, 1], 1, 1);
const TWIN = kind('دو تخته توئین', 2, [20, 28], [0, 1], 1, 0.7);
const TRIPLE = kind('سه تخته', 3, [26, 34], [0, 1], 1.3, 0.5);
const QUAD = kind('چهار تخته', 4, [30, 40], [0, 1], 1.55, 0.35);
const SUITE_ONE = kind('سوئیت یک خوابه', 2, [40, 55], [1, 2], 1.8, 0.2);
const SUITE_TWO = kind('سوئیت دو خوابه', 4, [60, 80], [1, 2], 2.5, 0.12);
const SUITE_JUNIOR = kind('سوئیت جونیور', 2, [34, 42], [1, 1], 1.5, 0.2);
const APARTMENT_ONE = kind('آپارتمان یک خوابه', 3, [45, 60], [1, 2], 1.45, 0.6);
const APARTMENT_TWO = kind('آپارتمان دو خوابه', 5, [70, 95], [1, 2], 2.1, 0.4);
const TRADITIONAL_DOUBLE = kind('اتاق سنتی دو تخته', 2, [18, 26], [0, 1], 1, 1);
const TRADITIONAL_FAMILY = kind('اتاق سنتی خانوادگی', 4, [28, 40], [0, 2], 1.5, 0.5);
const SHAHNESHIN = kind('اتاق شاه‌نشین', 3, [35, 45], [1, 2], 1.9, 0.2);
const COTTAGE = kind('کلبه چهار نفره', 4, [30, 45], [0, 2], 1.5, 0.5);

/** Always offered first, then a few of the optional ones (cheapest first on the page). */
const OFFERS: Record<HotelType, { always: RoomKind[]; optional: RoomKind[] }> = {
  hotel: { always: [DOUBLE], optional: [SINGLE, TWIN, TRIPLE, QUAD, SUITE_JUNIOR, SUITE_ONE, SUITE_TWO] },
  'hotel-apartment': {
    always: [APARTMENT_ONE],
    optional: [DOUBLE, TRIPLE, SUITE_ONE, APARTMENT_TWO, SUITE_TWO],
  },
  boutique: { always: [DOUBLE], optional: [TWIN, SUITE_JUNIOR, SUITE_ONE] },
  'traditional-house': {
    always: [TRADITIONAL_DOUBLE],
    optional: [SINGLE, TRIPLE, TRADITIONAL_FAMILY, SHAHNESHIN],
  },
  'eco-lodge': { always: [TRADITIONAL_DOUBLE], optional: [TRIPLE, TRADITIONAL_FAMILY, COTTAGE] },
  'guest-house': { always: [DOUBLE], optional: [SINGLE, TWIN, TRIPLE, QUAD] },
};

/** 2–6 room kinds for a hotel, more for more stars, in the catalogue's order. */
export function pickRoomKinds(type: HotelType, stars: number, random: Random): RoomKind[] {
  const { always, optional } = OFFERS[type];
  const wanted = Math.min(6, Math.max(2, random.int(1, 3) + Math.floor(stars / 2)));
  const allowSuites = stars >= 3 || type === 'hotel-apartment';
  const candidates = optional.filter((room) => allowSuites || !room.name.startsWith('سوئیت'));
  const chosen = new Set([...always, ...random.shuffle(candidates).slice(0, wanted - always.length)]);
  return [...always, ...optional].filter((room) => chosen.has(room));
}
