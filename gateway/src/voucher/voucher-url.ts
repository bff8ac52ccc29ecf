// The `url` of POST /api/voucher-pdf is read, never fetched: only our own /voucher page's address is taken, and
// only for its reserveId, mobile and isFactor. Anything else (another host or port, another path, another
// scheme, user info, a fragment, encoded or non-ASCII tricks, unknown or repeated parameters) is refused.
import { normalizeMobile } from '@rahi/shared-contracts';

export interface VoucherRequest {
  reserveId: string;
  mobile: string;
  isFactor: boolean;
}

const MAX_URL_LENGTH = 512;
/** Printable ASCII without the backslash: what a browser's own /voucher address is made of. */
const PLAIN_ASCII = /^[\x21-\x5b\x5d-\x7e]+$/;
const ALLOWED = new Set(['reserveId', 'mobile', 'isFactor']);
const FLAGS: Record<string, boolean> = { '': true, '1': true, true: true, '0': false, false: false };

/** reserveId, mobile and isFactor from a /voucher query (also the calendar download's); null when malformed. */
export function readVoucherQuery(search: string): VoucherRequest | null {
  const query = new URLSearchParams(search);
  const keys = [...query.keys()];
  if (keys.some((key) => !ALLOWED.has(key)) || new Set(keys).size !== keys.length) return null;
  const reserveId = query.get('reserveId') ?? '';
  const mobile = normalizeMobile(query.get('mobile') ?? '');
  const flag = query.get('isFactor');
  const isFactor = flag === null ? false : FLAGS[flag];
  if (!/^\d{6,10}$/.test(reserveId) || !mobile || isFactor === undefined) return null;
  return { reserveId, mobile, isFactor };
}

/**
 * The booking a voucher address names, or null when the address is not our /voucher page.
 * `ownOrigins` are the origins the gateway answers on (the request's own and PUBLIC_ORIGIN).
 * @example parseVoucherUrl('https://rahi.ir/voucher?reserveId=48213657&mobile=09121234567&isFactor=1', ['https://rahi.ir'])
 * // → { reserveId: '48213657', mobile: '09121234567', isFactor: true }
 */
export function parseVoucherUrl(raw: unknown, ownOrigins: readonly string[]): VoucherRequest | null {
  if (typeof raw !== 'string' || raw.length > MAX_URL_LENGTH || !PLAIN_ASCII.test(raw)) return null;
  const queryStart = raw.indexOf('?');
  const beforeQuery = queryStart < 0 ? raw : raw.slice(0, queryStart);
  if (beforeQuery.includes('%') || raw.includes('#') || beforeQuery.includes('@')) return null;
  const relative = raw.startsWith('/voucher?') || raw === '/voucher';
  if (!relative && !/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?\/voucher(\?|$)/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, ownOrigins[0]);
  } catch {
    return null;
  }
  if (!ownOrigins.includes(url.origin) || url.pathname !== '/voucher') return null;
  return readVoucherQuery(url.search);
}
