// The traveller's notification settings: GET/PUT /profile/notification-preferences (which kinds reach which
// channel, quiet hours in Tehran time) and POST/DELETE /profile/push-subscriptions (this browser's web push);
// and GET /profile/push-key (the VAPID key a browser subscribes with); all behind requireUser, each reading and
// writing only the caller's own rows.
import { NOTIFICATION_MESSAGES, type QuietHours, timeOfDayText } from '@rahi/shared-contracts';
import {
  type NotificationPreferencesView,
  notificationPreferencesBodySchema,
  pushSubscriptionBodySchema,
  pushSubscriptionRemoveBodySchema,
} from '@rahi/shared-contracts/api';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Clock } from '../auth/clock';
import { parseAuthBody } from '../auth/parse-body';
import type { RequireUser } from '../auth/require-user';
import type { Database } from '../db/client';
import { ApiProblem, ok } from '../envelope';
import { profileOperations } from '../openapi/profile-operations';
import { vapidKeysOnce } from '../outbox/channels/vapid-keys';
import { reachOf, readPreferences, savePreferences } from '../outbox/preferences';
import {
  isAllowedEndpoint,
  type PushEndpointRule,
  pushEndpointRule,
  removeSubscription,
  saveSubscription,
} from '../outbox/push-subscriptions';

export interface NotificationRouteOptions {
  clock: Clock;
  pushEndpoints: PushEndpointRule;
  /** The VAPID public key (read when first asked: development makes the pair then). */
  vapidPublicKey: () => string;
}

/** The options from the environment: the known push services (and local fakes in development), the VAPID key. */
export function notificationSetup(env: NodeJS.ProcessEnv, clock: Clock): NotificationRouteOptions {
  const vapid = vapidKeysOnce(env);
  return { clock, pushEndpoints: pushEndpointRule(env), vapidPublicKey: () => vapid().publicKey };
}

const quietText = (quiet: QuietHours | null) =>
  quiet ? { from: timeOfDayText(quiet.from), to: timeOfDayText(quiet.to) } : null;

async function preferencesView(db: Database, userId: number): Promise<NotificationPreferencesView> {
  const [preferences, reach] = await Promise.all([readPreferences(db, userId), reachOf(db, userId)]);
  return { kinds: preferences.kinds, quietHours: quietText(preferences.quietHours), ...reach };
}

export function notificationRoutes(
  db: Database,
  requireUser: RequireUser,
  options: NotificationRouteOptions,
) {
  return new Hono()
    .get('/profile/push-key', describeRoute(profileOperations.getProfilePushKey), requireUser, (c) =>
      ok(c, { publicKey: options.vapidPublicKey() }),
    )
    .get(
      '/profile/notification-preferences',
      describeRoute(profileOperations.getProfileNotificationPreferences),
      requireUser,
      async (c) => ok(c, await preferencesView(db, c.var.user.id)),
    )
    .put(
      '/profile/notification-preferences',
      describeRoute(profileOperations.putProfileNotificationPreferences),
      requireUser,
      async (c) => {
        const userId = c.var.user.id;
        const body = await parseAuthBody(c, notificationPreferencesBodySchema);
        await savePreferences(db, userId, body, options.clock());
        return ok(c, await preferencesView(db, userId), { message: NOTIFICATION_MESSAGES.preferencesSaved });
      },
    )
    .post(
      '/profile/push-subscriptions',
      describeRoute(profileOperations.postProfilePushSubscriptions),
      requireUser,
      async (c) => {
        const body = await parseAuthBody(c, pushSubscriptionBodySchema);
        if (!isAllowedEndpoint(body.endpoint, options.pushEndpoints))
          throw new ApiProblem(422, [NOTIFICATION_MESSAGES.pushServiceRefused]);
        await saveSubscription(db, c.var.user.id, body, options.clock());
        return ok(c, null, { status: 201, message: NOTIFICATION_MESSAGES.subscriptionSaved });
      },
    )
    .delete(
      '/profile/push-subscriptions',
      describeRoute(profileOperations.deleteProfilePushSubscriptions),
      requireUser,
      async (c) => {
        const { endpoint } = await parseAuthBody(c, pushSubscriptionRemoveBodySchema);
        if (!(await removeSubscription(db, c.var.user.id, endpoint)))
          throw new ApiProblem(404, [NOTIFICATION_MESSAGES.subscriptionNotFound]);
        return ok(c, null, { message: NOTIFICATION_MESSAGES.subscriptionRemoved });
      },
    );
}
