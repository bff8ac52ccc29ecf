// POST /api/reservations { reservationId, reservationData } (product §7): the gateway's own route, not the
// proxy. The answer is booking-api's envelope; a room the re-pricing refuses comes back as a 409 or 422
// whose errors name the room.
import { getEventBus, MESSAGES, readEnvelope } from '@rahi/shared-contracts';
import type { ReservationData } from '@rahi/shared-contracts/api';

export type SaveOutcome = { ok: true } | { ok: false; status: number; errors: string[] };

/**
 * Saves a reservation draft under `reservationId`. Toasts as product §8 says: the server's success message
 * (for example that prices changed); on failure each refusal (naming its room), then
 * 'Failed to save reservation data. Please try again.'.
 */
export async function saveReservation(
  reservationId: string,
  reservationData: ReservationData,
  fetchImpl: typeof fetch = fetch,
): Promise<SaveOutcome> {
  const bus = getEventBus();
  let status = 0;
  let meta: Parameters<typeof readEnvelope>[0];
  try {
    const response = await fetchImpl('/api/reservations', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ reservationId, reservationData }),
    });
    status = response.status;
    meta = ((await response.json()) as { meta?: typeof meta })?.meta;
  } catch (error) {
    console.error(`[mf-hotel] saving reservation ${reservationId} failed`, error);
  }
  const reading = readEnvelope(meta);
  if (reading.ok && status < 400) {
    for (const toast of reading.toasts)
      bus.emit({ type: `toast/${toast.variant}`, payload: { message: toast.message } });
    return { ok: true };
  }
  const errors = meta && status >= 400 && status < 500 ? reading.toasts.map((toast) => toast.message) : [];
  for (const message of errors) bus.emit({ type: 'toast/error', payload: { message } });
  bus.emit({ type: 'toast/error', payload: { message: MESSAGES.reservationSaveFailed } });
  console.error(`[mf-hotel] reservation ${reservationId} not saved: ${status}`, errors);
  return { ok: false, status, errors };
}
