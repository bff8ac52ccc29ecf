// POST /handle-api (product §7): the browser's one door to booking-api. The body { options: { method,
// headers, body }, endPoint } is checked, only a relative booking-api path with an allowed method and a
// few allowed headers goes through, and booking-api's envelope and status come back unchanged. Refusals and
// upstream trouble answer in the same envelope, in Persian; the log says why in English, never with a body.
// The one change to an answer: a successful /otp or /login loses its token, which goes into the HttpOnly
// `token` cookie instead; that cookie is sent on as the bearer header (token-cookie.ts). A staff sign-in's token
// goes into the `rahi_staff` cookie, sent on only to /staff/* paths as X-Staff-Session (staff-cookie.ts).

import { logger } from '@rahi/booking-api/observability';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ensureSessionId, sessionIdOf } from '../draft-session';
import type { Upstream } from '../upstream';
import { callUpstream } from './call-upstream';
import { bookingApiSegments, checkEndPoint } from './end-point';
import { forwardedFor, forwardedHeaders, requestIdOf, socketAddressOf } from './forward-headers';
import { failureEnvelope, PROXY_MESSAGES } from './messages';
import { asProxyMethod, parseProxyCall } from './proxy-call';
import { readCappedText } from './read-body';
import {
  clearStaffCookie,
  isStaffPath,
  STAFF_SESSION_HEADER,
  setStaffCookie,
  staffSessionEffectOf,
  staffTokenFromCookie,
} from './staff-cookie';
import {
  clearTokenCookie,
  sessionEffectOf,
  setTokenCookie,
  takeToken,
  tokenFromCookie,
  withCookieBearer,
} from './token-cookie';

declare module 'hono' {
  interface ContextVariableMap {
    /** The method of the booking-api call /handle-api made: 'GET' only reads (app.ts keeps pages then). */
    proxiedMethod?: string;
  }
}

export interface ProxyOptions {
  upstream: Upstream;
  /** How long booking-api may take, in milliseconds (default 5000); then 504. */
  timeoutMs?: number;
  /** The largest /handle-api body accepted, in bytes (default 64 KiB); larger is 413. */
  maxBodyBytes?: number;
  /** Proxy booking-api's /dev routes (the SMS outbox): only with RAHI_DEV_ROUTES=1 (GatewayConfig.devRoutes). */
  devRoutes?: boolean;
  /** First path segments that may be called (default: booking-api's, and `dev` with devRoutes); others are 404. */
  allowedSegments?: readonly string[];
  /** The staff cookie is Secure (set when the public origin is https). */
  secureStaffCookie?: boolean;
}

/** What the log may say about an endPoint: its path, not its query values. */
const describeEndPoint = (endPoint: string) => {
  const [path = '', query] = endPoint.split('?', 2);
  return { path: path.slice(0, 200), queryLength: query?.length ?? 0 };
};

const NULL_BODY_STATUSES = [204, 205, 304];

const savesDraft = (method: string, path: string) =>
  method === 'POST' && path.split('?', 1)[0] === '/reservation-drafts';
/**
 * Whether booking-api's answer is a JSON envelope, judged by its content type and its first character
 * rather than by parsing it: parsing every answer cost the gateway a tenth of its time under load.
 */
export const isJsonEnvelope = (contentType: string | undefined, text: string) =>
  (contentType === undefined || contentType.toLowerCase().includes('json')) && /^\s*\{/.test(text);

/**
 * The /handle-api routes, to mount at the gateway's root.
 *
 * @example
 * app.route('/', proxyRoutes({ upstream: httpUpstream(process.env.UPSTREAM_API_URL) }));
 */
export function proxyRoutes({
  upstream,
  timeoutMs = 5000,
  maxBodyBytes = 64 * 1024,
  devRoutes = false,
  allowedSegments = bookingApiSegments(devRoutes),
  secureStaffCookie = false,
}: ProxyOptions) {
  return new Hono()
    .post('/handle-api', async (c) => {
      // The app's requestId middleware has read (or made) it; mounted alone, the proxy reads it itself.
      const requestId: string = c.var.requestId ?? requestIdOf(c.req.header('x-request-id'));
      c.header('Cache-Control', 'no-store');
      c.header('X-Request-Id', requestId);
      const answerFailure = (status: ContentfulStatusCode, message: string) =>
        c.json(failureEnvelope(message), status);
      const refuse = (status: ContentfulStatusCode, message: string, reason: string, endPoint?: string) => {
        const context = endPoint === undefined ? {} : describeEndPoint(endPoint);
        logger.warn({ requestId, ...context }, `[proxy] refused a call with ${status}: ${reason}`);
        return answerFailure(status, message);
      };

      const raw = await readCappedText(c.req.raw, maxBodyBytes);
      if (!raw.ok) {
        return raw.reason === 'too-large'
          ? refuse(413, PROXY_MESSAGES.tooLarge, `the body is over ${maxBodyBytes} bytes`)
          : refuse(400, PROXY_MESSAGES.invalidInput, 'the body is not UTF-8');
      }
      let json: unknown;
      try {
        json = JSON.parse(raw.text);
      } catch {
        return refuse(400, PROXY_MESSAGES.invalidInput, 'the body is not JSON');
      }
      const parsed = parseProxyCall(json);
      if (!parsed.ok) return refuse(400, PROXY_MESSAGES.invalidInput, parsed.reason);
      const { call } = parsed;

      const target = checkEndPoint(call.endPoint, allowedSegments);
      if (!target.ok) {
        const message = target.status === 404 ? PROXY_MESSAGES.notFound : PROXY_MESSAGES.invalidInput;
        return refuse(target.status, message, `endPoint has ${target.reason}`, call.endPoint);
      }
      const method = asProxyMethod(call.method);
      if (!method) {
        const shown = JSON.stringify(call.method.slice(0, 20));
        return refuse(405, PROXY_MESSAGES.methodNotAllowed, `method ${shown} is not allowed`, call.endPoint);
      }

      c.set('proxiedMethod', method);
      const session = sessionEffectOf(method, target.path);
      if (session === 'logout') clearTokenCookie(c);
      // A staff path gets the staff session and no traveller token; any other path never sees the staff cookie.
      const staffPath = isStaffPath(target.path);
      const staffSession = staffSessionEffectOf(method, target.path);
      if (staffSession === 'sign-out') clearStaffCookie(c, secureStaffCookie);
      const hasBody = call.body !== undefined && method !== 'GET' && method !== 'DELETE';
      const browserHeaders = staffPath ? call.headers : withCookieBearer(call.headers, tokenFromCookie(c));
      const headers = forwardedHeaders(browserHeaders, {
        hasBody,
        forwardedFor: forwardedFor(c.req.header('x-forwarded-for'), socketAddressOf(c.env)),
        requestId,
        // Saving a draft through the proxy gives the browser a session, as /api/reservations does.
        session: savesDraft(method, target.path) ? ensureSessionId(c) : sessionIdOf(c),
      });
      const staffToken = staffPath ? staffTokenFromCookie(c) : undefined;
      if (staffPath) delete headers.authorization;
      if (staffToken) headers[STAFF_SESSION_HEADER] = staffToken;
      const request = {
        method,
        path: target.path,
        headers,
        ...(hasBody && { body: JSON.stringify(call.body) }),
      };
      const context = { requestId, method, ...describeEndPoint(target.path) };

      const outcome = await callUpstream(upstream, request, timeoutMs, c.req.raw.signal);
      if (!outcome.ok) {
        const error = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
        logger.error(context, `[proxy] booking-api call failed (${outcome.reason}): ${error}`);
        return outcome.reason === 'timeout'
          ? answerFailure(504, PROXY_MESSAGES.timeout)
          : answerFailure(502, PROXY_MESSAGES.unreachable);
      }
      const { status, body, headers: upstreamHeaders } = outcome.response;
      if (
        status < 200 ||
        status > 599 ||
        NULL_BODY_STATUSES.includes(status) ||
        !isJsonEnvelope(upstreamHeaders['content-type'], body)
      ) {
        logger.error(context, `[proxy] booking-api answered ${status} without a JSON body`);
        return answerFailure(502, PROXY_MESSAGES.unreachable);
      }
      const retryAfter = upstreamHeaders['retry-after'];
      const login = session === 'login' && status >= 200 && status < 300 ? takeToken(body) : undefined;
      if (login) setTokenCookie(c, login.token, login.maxAge);
      if (session === 'check' && status === 401) clearTokenCookie(c);
      const staffSignIn =
        staffSession === 'sign-in' && status >= 200 && status < 300 ? takeToken(body) : undefined;
      if (staffSignIn) setStaffCookie(c, staffSignIn.token, staffSignIn.maxAge, secureStaffCookie);
      if (staffSession === 'check' && status === 401) clearStaffCookie(c, secureStaffCookie);
      return c.body(login?.body ?? staffSignIn?.body ?? body, status as ContentfulStatusCode, {
        'Content-Type': 'application/json',
        ...(retryAfter && { 'Retry-After': retryAfter }),
      });
    })
    .all('/handle-api', (c) => {
      c.header('Allow', 'POST');
      c.header('Cache-Control', 'no-store');
      return c.json(failureEnvelope(PROXY_MESSAGES.methodNotAllowed), 405);
    });
}
