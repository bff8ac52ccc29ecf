// The short links our messages carry (`{origin}/v/{token}`): a signed, expiring name of one booking's page, with
// no mobile number in it. The token is the page's letter and the reserve id, the expiry (seconds, base 36), and
// 16 characters of base64url HMAC-SHA256 under SHORT_LINK_SECRET; booking-api alone reads it back
// (GET /short-links/:token) and the gateway's /v/:token redirects to the page with the booking's pair.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Which page of the booking a link opens. */
export const LINK_TARGETS = { v: 'voucher', b: 'booking', r: 'review' } as const;
export type LinkTarget = (typeof LINK_TARGETS)[keyof typeof LINK_TARGETS];

const LETTER: Record<LinkTarget, string> = { voucher: 'v', booking: 'b', review: 'r' };
const SIGNATURE_LENGTH = 16;

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('base64url').slice(0, SIGNATURE_LENGTH);

/**
 * A token for `target` of booking `reserveId`, good until `expiresAt`.
 * @example signLinkToken('secret', { target: 'voucher', reserveId: '48213657', expiresAt }) // 'v48213657.tfw0g0.Xy…'
 */
export function signLinkToken(
  secret: string,
  { target, reserveId, expiresAt }: { target: LinkTarget; reserveId: string; expiresAt: Date },
): string {
  const body = `${LETTER[target]}${reserveId}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}`;
  return `${body}.${sign(secret, body)}`;
}

export type LinkCheck =
  | { ok: true; target: LinkTarget; reserveId: string }
  | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

/** What a token names, if it is ours and has not expired at `now`. */
export function readLinkToken(secret: string, token: string, now: Date): LinkCheck {
  const match = /^([vbr])(\d{6,10})\.([0-9a-z]{1,8})\.([A-Za-z0-9_-]{16})$/.exec(token);
  if (!match) return { ok: false, reason: 'malformed' };
  const [, letter, reserveId, expiry, signature] = match as unknown as [
    string,
    'v' | 'b' | 'r',
    string,
    string,
    string,
  ];
  const expected = Buffer.from(sign(secret, `${letter}${reserveId}.${expiry}`));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return { ok: false, reason: 'forged' };
  if (Number.parseInt(expiry, 36) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, target: LINK_TARGETS[letter], reserveId };
}
