// POST /api/voucher-pdf { url } (product §7): the voucher or invoice of a paid booking as a PDF. The url is
// our own /voucher page's address; the gateway reads reserveId, mobile and isFactor from it without fetching it,
// checks the pair against booking-api and draws the document itself in a worker thread.

import { logger } from '@rahi/booking-api/observability';
import {
  buildVoucherDocument,
  todayInTehran,
  VOUCHER_MESSAGES,
  voucherRefusal,
} from '@rahi/shared-contracts';
import { type Context, Hono } from 'hono';
import { forwardedFor, requestIdOf, socketAddressOf } from '../proxy/forward-headers';
import { failureEnvelope } from '../proxy/messages';
import { readCappedText } from '../proxy/read-body';
import type { Upstream } from '../upstream';
import { loadBooking } from './load-booking';
import type { VoucherRenderer } from './render-pool';
import { stayCalendar, stayCalendarFileName } from './stay-calendar';
import { parseVoucherUrl, readVoucherQuery } from './voucher-url';

const MAX_BODY_BYTES = 2048;

export interface VoucherRouteOptions {
  upstream: Upstream;
  renderer: VoucherRenderer;
  timeoutMs?: number;
  /** PUBLIC_ORIGIN: accepted besides the request's own origin. */
  publicOrigin?: string;
}

const readUrl = (text: string): unknown => {
  try {
    return (JSON.parse(text) as { url?: unknown } | null)?.url;
  } catch {
    return undefined;
  }
};

/** The upstream call's deadline, the browser's signal, and who is asking (the client's address chain). */
const callOptions = (c: Context, timeoutMs: number) => {
  const headers: Record<string, string> = {
    'x-request-id': c.var.requestId ?? requestIdOf(c.req.header('x-request-id')),
  };
  const chain = forwardedFor(c.req.header('x-forwarded-for'), socketAddressOf(c.env));
  if (chain) headers['x-forwarded-for'] = chain;
  return { timeoutMs, signal: c.req.raw.signal, headers };
};

export function voucherRoutes({ upstream, renderer, timeoutMs = 5000, publicOrigin }: VoucherRouteOptions) {
  const app = new Hono();
  // "Add to calendar": the stay as an .ics file, for the same reserve id and mobile.
  app.get('/api/voucher-calendar', async (c) => {
    const request = readVoucherQuery(new URL(c.req.url).search);
    if (!request) return c.json(failureEnvelope(VOUCHER_MESSAGES.invalidVoucherUrl), 400);
    const loaded = await loadBooking(upstream, request, callOptions(c, timeoutMs));
    if (!loaded.ok) return c.json(failureEnvelope(loaded.message), loaded.status);
    const refusal = voucherRefusal(loaded.booking.status);
    if (refusal) return c.json(failureEnvelope(refusal), 409);
    const origin = publicOrigin ? new URL(publicOrigin).origin : new URL(c.req.url).origin;
    return c.body(stayCalendar(loaded.booking, origin), 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${stayCalendarFileName(request.reserveId)}"`,
      'cache-control': 'no-store',
    });
  });
  return app.post('/api/voucher-pdf', async (c) => {
    const body = await readCappedText(c.req.raw, MAX_BODY_BYTES);
    const origins = [new URL(c.req.url).origin, ...(publicOrigin ? [new URL(publicOrigin).origin] : [])];
    const request = body.ok ? parseVoucherUrl(readUrl(body.text), origins) : null;
    if (!request) return c.json(failureEnvelope(VOUCHER_MESSAGES.invalidVoucherUrl), 400);

    const loaded = await loadBooking(upstream, request, callOptions(c, timeoutMs));
    if (!loaded.ok) return c.json(failureEnvelope(loaded.message), loaded.status);
    const refusal = voucherRefusal(loaded.booking.status);
    if (refusal) return c.json(failureEnvelope(refusal), 409);

    const document = buildVoucherDocument({
      ...loaded,
      isFactor: request.isFactor,
      origin: origins.at(-1) ?? '',
      today: todayInTehran(),
    });
    try {
      const pdf = await renderer.render(document);
      const name = `${request.isFactor ? 'voucher-factor' : 'voucher'}-${request.reserveId}.pdf`;
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${name}"`,
        'cache-control': 'no-store',
      });
    } catch (error) {
      logger.error({ err: error }, `[voucher] rendering ${request.reserveId} failed`);
      return c.json(failureEnvelope(VOUCHER_MESSAGES.renderFailed), 500);
    }
  });
}
