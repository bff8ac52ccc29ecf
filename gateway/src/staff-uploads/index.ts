// POST /staff-uploads/hotels/:id/photos: a hotel photo from the back office, as the browser sends a file
// (multipart/form-data: file, category, alt). The /handle-api proxy carries JSON of at most 64 KiB, so a photo of
// up to 5 MB comes in here instead, capped before it is read, and goes on to booking-api's
// POST /staff/hotels/:id/photos as the JSON that route takes (the file in base64), with the staff session from the
// `rahi_staff` cookie. booking-api checks the file itself (its type by its bytes, its size and dimensions); the
// answer is booking-api's envelope. Only this site's pages may post here (security/same-origin.ts, formPaths).
import { logger } from '@rahi/booking-api/observability';
import { MESSAGES } from '@rahi/shared-contracts';
import { HOTEL_PHOTO_LIMITS } from '@rahi/shared-contracts/api';
import { STAFF_PHOTO_MESSAGES as M } from '@rahi/shared-contracts/staff';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isJsonEnvelope } from '../proxy';
import { callUpstream } from '../proxy/call-upstream';
import { forwardedFor, requestIdOf, socketAddressOf } from '../proxy/forward-headers';
import { failureEnvelope, PROXY_MESSAGES } from '../proxy/messages';
import { STAFF_SESSION_HEADER, staffTokenFromCookie } from '../proxy/staff-cookie';
import type { Upstream } from '../upstream';

/** The form's fields besides the file are short; this is what the whole body may add to the file's size. */
const FORM_OVERHEAD_BYTES = 16 * 1024;
const HOTEL_ID = /^[1-9]\d{0,8}$/;

export interface StaffUploadOptions {
  upstream: Upstream;
  /** How long booking-api may take to check and keep a photo (default 20 000 ms). */
  timeoutMs?: number;
}

export function staffUploadRoutes({ upstream, timeoutMs = 20_000 }: StaffUploadOptions) {
  return new Hono().post(
    '/staff-uploads/hotels/:id/photos',
    async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    },
    bodyLimit({
      maxSize: HOTEL_PHOTO_LIMITS.bytes + FORM_OVERHEAD_BYTES,
      onError: (c) => c.json(failureEnvelope(M.tooLarge), 413),
    }),
    async (c) => {
      const requestId: string = c.var.requestId ?? requestIdOf(c.req.header('x-request-id'));
      const hotelId = c.req.param('id');
      if (!HOTEL_ID.test(hotelId)) return c.json(failureEnvelope(PROXY_MESSAGES.notFound), 404);
      const token = staffTokenFromCookie(c);
      if (!token) return c.json(failureEnvelope(M.signedOut), 401);
      const form = await c.req.parseBody().catch(() => undefined);
      if (!form) return c.json(failureEnvelope(MESSAGES.invalidInput), 400);
      const { file, category, alt } = form;
      if (!(file instanceof File) || file.size === 0) return c.json(failureEnvelope(M.noFile), 422);
      const bytes = Buffer.from(await file.arrayBuffer());
      const chain = forwardedFor(c.req.header('x-forwarded-for'), socketAddressOf(c.env));
      const outcome = await callUpstream(
        upstream,
        {
          method: 'POST',
          path: `/staff/hotels/${hotelId}/photos`,
          headers: {
            'content-type': 'application/json',
            'x-request-id': requestId,
            ...(chain && { 'x-forwarded-for': chain }),
            [STAFF_SESSION_HEADER]: token,
          },
          body: JSON.stringify({
            category: typeof category === 'string' ? category : '',
            alt: typeof alt === 'string' ? alt : '',
            data: bytes.toString('base64'),
          }),
        },
        timeoutMs,
        c.req.raw.signal,
      );
      if (!outcome.ok) {
        logger.error({ requestId, hotelId }, `[staff-uploads] booking-api call failed (${outcome.reason})`);
        return outcome.reason === 'timeout'
          ? c.json(failureEnvelope(PROXY_MESSAGES.timeout), 504)
          : c.json(failureEnvelope(PROXY_MESSAGES.unreachable), 502);
      }
      const { status, body, headers } = outcome.response;
      if (!isJsonEnvelope(headers['content-type'], body))
        return c.json(failureEnvelope(PROXY_MESSAGES.unreachable), 502);
      return c.body(body, status as ContentfulStatusCode, { 'Content-Type': 'application/json' });
    },
  );
}
