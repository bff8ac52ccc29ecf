// A message's link to one of a booking's pages: `{PUBLIC_ORIGIN}/v/{token}` (token.ts), good for the lifetime
// the settings give.
import type { ShortLinkSettings } from './settings';
import { type LinkTarget, signLinkToken } from './token';

/**
 * @example shortLink(settings, 'voucher', '48213657', new Date()) // 'https://rahi.ir/v/v48213657.tfw0g0.Xy…'
 */
export function shortLink(
  settings: ShortLinkSettings,
  target: LinkTarget,
  reserveId: string,
  now: Date,
): string {
  const expiresAt = new Date(now.getTime() + settings.lifetimeDays * 86_400_000);
  return `${settings.origin}/v/${signLinkToken(settings.secret, { target, reserveId, expiresAt })}`;
}
