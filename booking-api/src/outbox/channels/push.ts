// The web push channel: the standard Web Push protocol (RFC 8030) with VAPID (RFC 8292) and an aes128gcm
// payload (RFC 8291), through the `web-push` package, to every browser the traveller subscribed. The shell's
// service worker shows the payload (Persian title and body, right to left) and opens `url` on a click.
// A push service that answers 404 or 410 has forgotten the subscription: it is dropped here.
import { isPromotional } from '@rahi/shared-contracts';
import webpush, { type PushSubscription, type RequestOptions, WebPushError } from 'web-push';
import type { Database } from '../../db/client';
import { logger } from '../../observability/logger';
import { dropSubscription, subscriptionsOf } from '../push-subscriptions';
import { type Channel, type OutboxDelivery, PermanentDeliveryError } from './channel';
import { messageContent } from './message-content';
import type { VapidKeys } from './vapid-keys';

/** What the service worker reads from a push. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  /** One notification per message: a repeated delivery replaces it instead of showing it twice. */
  tag: string;
  dir: 'rtl';
  lang: 'fa';
}

export type SendNotification = (
  subscription: PushSubscription,
  payload: string,
  options: RequestOptions,
) => Promise<unknown>;

export interface PushChannelOptions {
  db: Database;
  vapid: () => VapidKeys;
  /** PUBLIC_ORIGIN, for absolute links (a notification opened from a closed browser has no page to be relative to). */
  origin?: string;
  /** web-push's sendNotification; tests may pass another. */
  send?: SendNotification;
}

/** How long a push service keeps an undelivered notification for an offline browser. */
const TTL_SECONDS = 24 * 3600;

export function pushPayload(
  message: Pick<OutboxDelivery, 'id' | 'kind' | 'params'>,
  origin = '',
): PushPayload {
  const content = messageContent(message.kind, message.params, origin);
  return { ...content, tag: `rahi-${message.kind}-${message.id}`, dir: 'rtl', lang: 'fa' };
}

const isGone = (error: unknown) =>
  error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410);

export function createPushChannel({
  db,
  vapid,
  origin = '',
  send = webpush.sendNotification,
}: PushChannelOptions): Channel {
  return {
    name: 'push',
    async send(message) {
      if (message.userId === null) throw new PermanentDeliveryError('a push message needs an account');
      const subscriptions = await subscriptionsOf(db, message.userId);
      if (subscriptions.length === 0)
        throw new PermanentDeliveryError('no browser of this traveller takes push');
      const { publicKey, privateKey, subject } = vapid();
      const payload = JSON.stringify(pushPayload(message, origin));
      const options: RequestOptions = {
        vapidDetails: { subject, publicKey, privateKey },
        TTL: TTL_SECONDS,
        urgency: isPromotional(message.kind) ? 'low' : 'high',
      };
      const outcomes = await Promise.allSettled(
        subscriptions.map((row) =>
          send({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, payload, options),
        ),
      );
      let delivered = 0;
      const failures: string[] = [];
      for (const [index, outcome] of outcomes.entries()) {
        const endpoint = subscriptions[index]?.endpoint ?? '';
        if (outcome.status === 'fulfilled') delivered += 1;
        else if (isGone(outcome.reason)) {
          await dropSubscription(db, endpoint);
          logger.info(
            `[push] dropped a subscription its push service no longer knows (${new URL(endpoint).host})`,
          );
        } else
          failures.push(outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason));
      }
      // A browser that took it is enough: trying again would show it twice there.
      if (delivered > 0) return;
      if (failures.length > 0) throw new Error(`web push failed: ${failures.join('; ')}`);
      throw new PermanentDeliveryError('every subscription of this traveller had expired');
    },
  };
}
