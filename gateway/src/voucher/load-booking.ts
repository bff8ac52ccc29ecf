// The booking a voucher is for, checked against booking-api by its reserve id and mobile (GET /bookings/:reserveId
// ?mobile=, one 404 for any wrong pair), and what the hotel's page adds to it (GET /hotels/:id).

import { logger } from '@rahi/booking-api/observability';
import { BOOKING_MESSAGES, MESSAGES, type VoucherHotelDetails } from '@rahi/shared-contracts';
import { type Booking, bookingSchema, hotelDetailsSchema } from '@rahi/shared-contracts/api';
import { callUpstream } from '../proxy/call-upstream';
import type { Upstream } from '../upstream';
import type { VoucherRequest } from './voucher-url';

export type LoadedBooking =
  | { ok: true; booking: Booking; hotel: VoucherHotelDetails }
  | { ok: false; status: 404 | 429 | 502 | 504; message: string };

/** A zod schema, as far as this file uses one. */
interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: unknown[] } };
}
// The hotel's phone is null when booking-api has none; the voucher then leaves the row out.
const hotelPartSchema = hotelDetailsSchema.pick({
  phone: true,
  location: true,
  cancellationPolicy: true,
  cancellationRules: true,
});

async function getData<T>(
  upstream: Upstream,
  path: string,
  schema: Schema<T>,
  { timeoutMs, signal, headers }: CallOptions,
): Promise<{ ok: true; data: T } | { ok: false; status: 404 | 429 | 502 | 504 }> {
  const outcome = await callUpstream(upstream, { method: 'GET', path, headers }, timeoutMs, signal);
  if (!outcome.ok) return { ok: false, status: outcome.reason === 'timeout' ? 504 : 502 };
  const { status, body } = outcome.response;
  if (status === 404 || status === 429) return { ok: false, status };
  if (status !== 200) return { ok: false, status: 502 };
  try {
    const parsed = schema.safeParse((JSON.parse(body) as { data?: unknown } | null)?.data);
    if (parsed.success) return { ok: true, data: parsed.data };
    logger.error(
      { issues: parsed.error.issues.slice(0, 3) },
      `[voucher] GET ${path.split('?')[0]}: unexpected answer`,
    );
  } catch {
    logger.error(`[voucher] GET ${path.split('?')[0]}: answer is not JSON`);
  }
  return { ok: false, status: 502 };
}

const failure = (status: 404 | 429 | 502 | 504, notFound: string) => ({
  ok: false as const,
  status,
  message:
    status === 404
      ? notFound
      : status === 429
        ? MESSAGES.tooManyRequests
        : status === 504
          ? MESSAGES.upstreamTimeout
          : MESSAGES.upstreamUnavailable,
});

export interface CallOptions {
  timeoutMs: number;
  signal: AbortSignal;
  /** X-Forwarded-For and X-Request-Id: booking-api limits wrong reserve id / mobile pairs per client address. */
  headers: Record<string, string>;
}

export async function loadBooking(
  upstream: Upstream,
  { reserveId, mobile }: VoucherRequest,
  options: CallOptions,
): Promise<LoadedBooking> {
  const path = `/bookings/${reserveId}?${new URLSearchParams({ mobile })}`;
  const booking = await getData(upstream, path, bookingSchema, options);
  if (!booking.ok) return failure(booking.status, BOOKING_MESSAGES.bookingNotFound);
  const hotel = await getData(upstream, `/hotels/${booking.data.hotel.id}`, hotelPartSchema, options);
  // A booking whose hotel is gone is booking-api's inconsistency, not the traveller's wrong pair.
  if (!hotel.ok) return failure(hotel.status === 404 ? 502 : hotel.status, MESSAGES.upstreamUnavailable);
  return { ok: true, booking: booking.data, hotel: hotel.data };
}
