// What a voucher (and, with isFactor, its invoice) says, as plain data: the gateway's PDF draws it and the
// /voucher page can show the same rows. Pure: Persian digits, Jalali dates with weekday, Toman amounts.

import type { Booking, BookingGuest } from '../api/bookings';
import { formatCalendarDate, formatDayLabel } from '../calendar';
import {
  cancellationOutlook,
  chargedCancellationRooms,
  describeCancellationOutlook,
} from '../cancellation/cancellation-outlook';
import { type CancellationPolicy, describeCancellationPolicy } from '../cancellation/cancellation-policy';
import { TEHRAN_OFFSET_MS } from '../dates/tehran-date';
import { VOUCHER_MESSAGES as M } from '../messages/voucher-messages';
import type { PriceLine } from '../pricing/room-price-lines';
import { type BookingStatus, isPaidStatus } from '../reservation/booking-status';
import { formatPersianNumber, tomanOf, toPersianDigits } from '../text/digits';
import { isolateFirstStrong, isolateLtr } from '../text/isolate';

export interface VoucherRow {
  label: string;
  value: string;
  /** A line under the row before it (an invoice room's nights): drawn indented and smaller. */
  detail?: boolean;
}
export interface VoucherSection {
  heading: string;
  rows: VoucherRow[];
  /** Free text under the rows (the cancellation rules). */
  text?: string;
}
export interface VoucherDocument {
  title: string;
  reserveIdLabel: string;
  reserveId: string;
  status: VoucherRow;
  sections: VoucherSection[];
  /** The address the QR code opens: this booking on /reserve-status. */
  qrUrl: string;
  qrCaption: string;
  footer: string;
}

/** What the hotel's page adds to the booking: booking-api's GET /hotels/:id. */
export interface VoucherHotelDetails {
  phone?: string | null;
  location: { lat: number; lng: number };
  cancellationPolicy: string;
  /** The policy the text was written from: with `today`, the voucher says what cancelling costs from today. */
  cancellationRules?: CancellationPolicy;
}

/** What cancelling costs from today, the line the reservation page showed before paying. */
function cancellationCostSection(
  booking: Booking,
  hotel: VoucherHotelDetails,
  today?: string,
): VoucherSection[] {
  const policy = booking.cancellationRules ?? hotel.cancellationRules;
  if (!policy || !today) return [];
  const outlook = cancellationOutlook({
    checkin: booking.checkin,
    nights: booking.nights,
    today,
    rooms: chargedCancellationRooms(booking.rooms, booking.nights),
    paid: booking.amounts.toPay + booking.amounts.credit,
    policy,
  });
  return [{ heading: M.cancellationCostSection, rows: [], text: describeCancellationOutlook(outlook) }];
}

/** Why a booking has no voucher, in Persian; null when it has one (paid: confirmed or awaiting the hotel). */
export function voucherRefusal(status: BookingStatus): string | null {
  if (isPaidStatus(status)) return null;
  if (status === 'cancelled') return M.cancelled;
  if (status === 'expired') return M.expired;
  return M.notPaid;
}

/** @example reserveStatusUrl('https://rahi.ir', '12345678', '09121234567') // → 'https://rahi.ir/reserve-status?reserveId=12345678&mobile=09121234567' */
export function reserveStatusUrl(origin: string, reserveId: string, mobile: string): string {
  const query = new URLSearchParams({ reserveId, mobile });
  return `${origin}/reserve-status?${query}`;
}

export const mapUrl = ({ lat, lng }: { lat: number; lng: number }) =>
  `https://www.google.com/maps?q=${lat},${lng}`;

/** A moment as Tehran's Jalali date and time (UTC+3:30; Iran has had no daylight saving since 2022). */
function tehranMoment(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() + TEHRAN_OFFSET_MS);
  if (Number.isNaN(shifted.getTime())) return '';
  const time = { hour: shifted.getUTCHours(), minute: shifted.getUTCMinutes() };
  return formatCalendarDate(shifted.toISOString().slice(0, 10), 'fa', { time });
}

const yesNo = (value: boolean) => (value ? M.has : M.hasNot);
/** Text that reads left to right inside a Persian line (a phone number, a masked card): a bidi isolate. */
const n = (value: number | string) => toPersianDigits(value);

/**
 * A room's guest: an Iranian's Persian name; a foreign guest's name as the passport spells it (isolated, so a Latin
 * name reads in its own order inside the Persian line), the passport number and the nationality.
 */
function guestRows(guest: BookingGuest): VoucherRow[] {
  const name = `${guest.firstName} ${guest.lastName}`;
  if (!guest.passportNumber || guest.nationalCode) return [{ label: M.guest, value: name }];
  return [
    { label: M.guest, value: isolateFirstStrong(name) },
    { label: M.passport, value: isolateLtr(guest.passportNumber) },
    ...(guest.nationality ? [{ label: M.nationality, value: guest.nationality }] : []),
  ];
}

function roomSections(booking: Booking): VoucherSection[] {
  return booking.rooms.map((room) => {
    const guests = booking.guests.filter((guest) => guest.roomIndex === room.roomIndex);
    return {
      heading: M.room(n(room.roomIndex + 1), room.name),
      rows: [
        ...guests.flatMap(guestRows),
        { label: M.extraBeds, value: room.extraBedCount > 0 ? n(room.extraBedCount) : M.hasNot },
        { label: M.earlyCheckIn, value: yesNo(room.earlyCheckIn) },
        { label: M.lateCheckOut, value: yesNo(room.lateCheckOut) },
      ],
    };
  });
}

/**
 * A price line's label as the invoice and the reservation page's breakdown write it.
 * @example priceLineLabel({ kind: 'extraBeds', date: null, count: 2, boardPrice: 0, customerPrice: 0 }, 3) // → '۲ تخت اضافه × ۳ شب'
 */
export function priceLineLabel(line: PriceLine, nights: number): string {
  if (line.kind === 'night') return M.nightLine(formatDayLabel(line.date ?? '', 'fa'));
  if (line.kind === 'extraBeds') return M.extraBedsLine(n(line.count), n(nights));
  return line.kind === 'earlyCheckIn' ? M.earlyCheckIn : M.lateCheckOut;
}

/** Each room at the hotel's rate, then its nights, extra beds, early and late check-in as detail lines. */
function roomPriceRows(booking: Booking): VoucherRow[] {
  return booking.rooms.flatMap((room) => [
    {
      label: M.roomLine(n(room.roomIndex + 1), room.name, n(booking.nights)),
      value: tomanOf(room.boardPrice),
    },
    ...(room.priceLines ?? []).map((line) => ({
      label: priceLineLabel(line, booking.nights),
      value: tomanOf(line.boardPrice),
      detail: true,
    })),
  ]);
}

function invoiceSection(booking: Booking): VoucherSection {
  const { amounts, payment } = booking;
  const rows = roomPriceRows(booking);
  rows.push({ label: M.boardTotal, value: tomanOf(amounts.total) });
  if (amounts.hotelDiscount > 0) rows.push({ label: M.hotelDiscount, value: tomanOf(amounts.hotelDiscount) });
  if (amounts.discount > 0)
    rows.push({
      label: M.discountCode(isolateLtr(booking.discountCode ?? '')),
      value: tomanOf(amounts.discount),
    });
  if (amounts.credit > 0) rows.push({ label: M.credit, value: tomanOf(amounts.credit) });
  if (amounts.points > 0) rows.push({ label: M.points, value: tomanOf(amounts.points) });
  rows.push({ label: M.paid, value: tomanOf(payment?.amount ?? amounts.toPay) });
  if (payment?.refId) rows.push({ label: M.refId, value: n(payment.refId) });
  if (payment?.cardPan) rows.push({ label: M.card, value: isolateLtr(n(payment.cardPan)) });
  if (payment) rows.push({ label: M.paidAt, value: tehranMoment(payment.at) });
  return { heading: M.invoiceSection, rows };
}

/**
 * The voucher of a paid booking (call voucherRefusal first); with `isFactor`, the invoice's lines as well.
 * @example buildVoucherDocument({ booking, hotel, isFactor: false, origin: 'https://rahi.ir' }).sections[0].heading // → 'هتل'
 */
export function buildVoucherDocument({
  booking,
  hotel,
  isFactor,
  origin,
  today,
}: {
  booking: Booking;
  hotel: VoucherHotelDetails;
  isFactor: boolean;
  origin: string;
  /** Today in Tehran (todayInTehran()): for the cost of cancelling from today. */
  today?: string;
}): VoucherDocument {
  const hotelRows: VoucherRow[] = [
    { label: M.hotelName, value: `${booking.hotel.name} (${n(booking.hotel.stars)} ${M.stars})` },
    { label: M.address, value: booking.hotel.address },
  ];
  if (hotel.phone) hotelRows.push({ label: M.phone, value: isolateLtr(n(hotel.phone)) });
  hotelRows.push({ label: M.map, value: mapUrl(hotel.location) });
  const sections: VoucherSection[] = [
    { heading: M.hotelSection, rows: hotelRows },
    {
      heading: M.staySection,
      rows: [
        {
          label: M.checkin,
          value: `${formatDayLabel(booking.checkin, 'fa')}، ${M.fromHour} ${n(booking.hotel.checkInTime)}`,
        },
        {
          label: M.checkout,
          value: `${formatDayLabel(booking.checkOut, 'fa')}، ${M.untilHour} ${n(booking.hotel.checkOutTime)}`,
        },
        { label: M.length, value: M.nights(formatPersianNumber(booking.nights)) },
      ],
    },
    ...roomSections(booking),
    {
      heading: M.bookerSection,
      rows: [
        { label: M.mobile, value: n(booking.booker.mobile) },
        ...(booking.booker.email ? [{ label: M.email, value: booking.booker.email }] : []),
      ],
    },
    ...cancellationCostSection(booking, hotel, today),
    {
      heading: M.cancellationSection,
      rows: [],
      // The policy the booking was made under (booking-api sends it); the hotel's now only for an older answer.
      text: booking.cancellationRules
        ? describeCancellationPolicy(booking.cancellationRules)
        : hotel.cancellationPolicy,
    },
  ];
  if (isFactor) sections.push(invoiceSection(booking));
  return {
    title: isFactor ? M.invoiceTitle : M.voucherTitle,
    reserveIdLabel: M.reserveId,
    reserveId: n(booking.reserveId),
    status: {
      label: M.statusLabel,
      value: booking.status === 'confirmed' ? M.statusConfirmed : M.statusAwaitingHotel,
    },
    sections,
    qrUrl: reserveStatusUrl(origin, booking.reserveId, booking.booker.mobile),
    qrCaption: M.qrCaption,
    footer: M.footer,
  };
}
