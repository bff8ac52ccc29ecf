// The reservation draft (product §7): read with GET /api/reservations/:id, then saved again with the same rooms so
// booking-api prices it from today's prices and availability (POST /api/reservations re-prices and keeps the
// draft's id). The page shows the new figures and, when the amount moved, both the old and the new amount.
import { readEnvelope } from '@rahi/shared-contracts';
import type { ReservationData } from '@rahi/shared-contracts/api';

/** The draft as booking-api keeps it: the saved body plus its own totals. */
export type Draft = ReservationData & { total: number; hotelDiscount: number; checkOut: string };

export type DraftOutcome =
  | { kind: 'ok'; draft: Draft; previousTotalSum: number }
  | { kind: 'missing' }
  /** The draft exists but can no longer be booked (a room is full now): booking-api's reasons. */
  | { kind: 'refused'; draft: Draft; errors: string[] };

interface Answer {
  status: number;
  body: { meta?: Parameters<typeof readEnvelope>[0]; data?: { reservationData?: Draft } };
}

async function call(path: string, init: RequestInit, signal?: AbortSignal): Promise<Answer> {
  const response = await fetch(path, {
    ...init,
    signal,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
  });
  const body = (await response.json().catch(() => ({}))) as Answer['body'];
  return { status: response.status, body };
}

const messagesOf = (answer: Answer) => readEnvelope(answer.body.meta).toasts.map((toast) => toast.message);

/** Loads and re-prices a draft. Throws on no answer or a 5xx, so the query's retry and error state apply. */
export async function loadDraft(reservationId: string, signal?: AbortSignal): Promise<DraftOutcome> {
  const saved = await call(
    `/api/reservations/${encodeURIComponent(reservationId)}`,
    { method: 'GET' },
    signal,
  );
  if (saved.status === 404 || saved.status === 403) return { kind: 'missing' };
  const draft = saved.body.data?.reservationData;
  if (saved.status >= 400 || !draft) throw new Error(`draft ${reservationId}: ${saved.status}`);

  const repriced = await call(
    '/api/reservations',
    { method: 'POST', body: JSON.stringify({ reservationId, reservationData: draft }) },
    signal,
  );
  if (repriced.status === 404 || repriced.status === 403) return { kind: 'missing' };
  if (repriced.status === 409 || repriced.status === 422)
    return { kind: 'refused', draft, errors: messagesOf(repriced) };
  const fresh = repriced.body.data?.reservationData;
  if (repriced.status >= 400 || !fresh)
    throw new Error(`re-pricing draft ${reservationId}: ${repriced.status}`);
  return { kind: 'ok', draft: fresh, previousTotalSum: draft.totalSum };
}
