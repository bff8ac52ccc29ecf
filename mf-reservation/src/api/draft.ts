// The reservation draft (product §7): read, then saved again with the same rooms so booking-api prices it from
// today's prices and availability (saving re-prices and keeps the draft's id). The page shows the new figures and,
// when the amount moved, both the old and the new amount. The browser calls the gateway's draft routes
// (GET /api/reservations/:id, POST /api/reservations); the gateway's server render calls booking-api's own
// (/reservation-drafts) with the browser's session and token: both through a PageFetcher, read the same way.
import { type ApiResult, type PageFetcher, readEnvelope } from '@rahi/shared-contracts';
import type { ReservationData } from '@rahi/shared-contracts/api';

/** The draft as booking-api keeps it: the saved body plus its own totals. */
export type Draft = ReservationData & { total: number; hotelDiscount: number; checkOut: string };

export type DraftOutcome =
  | { kind: 'ok'; draft: Draft; previousTotalSum: number }
  | { kind: 'missing' }
  /** The draft exists but can no longer be booked (a room is full now): booking-api's reasons. */
  | { kind: 'refused'; draft: Draft; errors: string[] };

/** Where the drafts are: the gateway's routes for the browser, booking-api's for the server render. */
export interface DraftPaths {
  read: (reservationId: string) => string;
  save: string;
}

export const BROWSER_DRAFT_PATHS: DraftPaths = {
  read: (id) => `/api/reservations/${encodeURIComponent(id)}`,
  save: '/api/reservations',
};

export const BOOKING_API_DRAFT_PATHS: DraftPaths = {
  read: (id) => `/reservation-drafts/${encodeURIComponent(id)}`,
  save: '/reservation-drafts',
};

/** The browser's fetcher for the gateway's draft routes (not /handle-api: no toasts, the page shows the outcome). */
export const draftRoutesFetcher: PageFetcher = async <T>({
  endPoint,
  method = 'GET',
  body,
  signal,
}: Parameters<PageFetcher>[0]): Promise<ApiResult<T>> => {
  const response = await fetch(endPoint, {
    method,
    signal,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json().catch(() => ({}))) as {
    meta?: Parameters<typeof readEnvelope>[0];
    data?: T;
  };
  const reading = readEnvelope(envelope.meta);
  if (reading.ok && response.status < 400) return { ok: true, data: envelope.data as T };
  return { ok: false, status: response.status, errors: reading.toasts.map((toast) => toast.message) };
};

type Saved = { reservationData?: Draft } | null;
const gone = (result: ApiResult<Saved>) => !result.ok && (result.status === 404 || result.status === 403);

/**
 * Loads and re-prices a draft. Throws on no answer or a 5xx, so the query's retry (or the server's fallback to
 * the browser) applies.
 * @example await loadDraft(id, draftRoutesFetcher, BROWSER_DRAFT_PATHS, signal)
 */
export async function loadDraft(
  reservationId: string,
  fetcher: PageFetcher = draftRoutesFetcher,
  paths: DraftPaths = BROWSER_DRAFT_PATHS,
  signal?: AbortSignal,
): Promise<DraftOutcome> {
  const saved = await fetcher<Saved>({ endPoint: paths.read(reservationId), signal });
  if (gone(saved)) return { kind: 'missing' };
  const draft = saved.ok ? saved.data?.reservationData : undefined;
  if (!draft) throw new Error(`draft ${reservationId}: ${saved.ok ? 'no draft' : saved.status}`);

  const repriced = await fetcher<Saved>({
    endPoint: paths.save,
    method: 'POST',
    body: { reservationId, reservationData: draft },
    signal,
  });
  if (gone(repriced)) return { kind: 'missing' };
  if (!repriced.ok && (repriced.status === 409 || repriced.status === 422))
    return { kind: 'refused', draft, errors: repriced.errors };
  const fresh = repriced.ok ? repriced.data?.reservationData : undefined;
  if (!fresh)
    throw new Error(`re-pricing draft ${reservationId}: ${repriced.ok ? 'no draft' : repriced.status}`);
  return { kind: 'ok', draft: fresh, previousTotalSum: draft.totalSum };
}
