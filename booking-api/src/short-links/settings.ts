// The short links' settings (booking-api README): the signing secret and how long a link works.
import { randomBytes } from 'node:crypto';

export interface ShortLinkSettings {
  secret: string;
  lifetimeDays: number;
  /** PUBLIC_ORIGIN: links in messages are absolute with it, relative without. */
  origin: string;
}

const fallbackSecret = randomBytes(32).toString('hex');

/** Production refuses to start without SHORT_LINK_SECRET; elsewhere a per-process key signs the links. */
export function loadShortLinkSettings(env: NodeJS.ProcessEnv = process.env): ShortLinkSettings {
  let secret = env.SHORT_LINK_SECRET ?? '';
  if (secret.length < 32) {
    if (env.NODE_ENV === 'production')
      throw new Error(
        'SHORT_LINK_SECRET (at least 32 characters) is needed in production: it signs the SMS links',
      );
    secret = fallbackSecret;
  }
  const lifetimeDays = Number(env.SHORT_LINK_LIFETIME_DAYS || 120);
  if (!Number.isFinite(lifetimeDays) || lifetimeDays <= 0)
    throw new Error(`SHORT_LINK_LIFETIME_DAYS must be a positive number: "${env.SHORT_LINK_LIFETIME_DAYS}"`);
  return { secret, lifetimeDays, origin: (env.PUBLIC_ORIGIN ?? '').replace(/\/+$/, '') };
}
