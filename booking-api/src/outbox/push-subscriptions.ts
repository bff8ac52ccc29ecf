// The browsers that take a traveller's web push: saved from POST /profile/push-subscriptions (or the login's
// fcm_token when it is a subscription), removed by DELETE, and dropped when the push service answers 404/410.
// Only known push services are accepted as endpoints: the server posts to them, so a free address would let
// anyone make it call any host.
import type { PushSubscriptionBody } from '@rahi/shared-contracts/api';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { pushSubscriptions } from '../db/schema';

/** A traveller keeps at most this many browsers; a new one beyond drops the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

/** The push services of Chrome/Edge (FCM), Firefox, Safari and Windows. */
export const KNOWN_PUSH_HOSTS = [
  'fcm.googleapis.com',
  '.push.services.mozilla.com',
  '.push.apple.com',
  '.notify.windows.com',
];

export interface PushEndpointRule {
  /** Host names; one starting with '.' takes every host under it. */
  hosts: string[];
  /** Development: also http://127.0.0.1 and localhost (the local fake push service). */
  allowLocal: boolean;
}

/** PUSH_ENDPOINT_HOSTS (comma-separated) adds to the known services; RAHI_DEV_ROUTES=1 allows local fakes. */
export function pushEndpointRule(env: NodeJS.ProcessEnv): PushEndpointRule {
  const extra = (env.PUSH_ENDPOINT_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return { hosts: [...KNOWN_PUSH_HOSTS, ...extra], allowLocal: env.RAHI_DEV_ROUTES === '1' };
}

export function isAllowedEndpoint(endpoint: string, rule: PushEndpointRule): boolean {
  const url = new URL(endpoint);
  const host = url.hostname.toLowerCase();
  if (rule.allowLocal && (host === '127.0.0.1' || host === 'localhost')) return true;
  if (url.protocol !== 'https:') return false;
  return rule.hosts.some((allowed) => (allowed.startsWith('.') ? host.endsWith(allowed) : host === allowed));
}

/** Saves the browser for this traveller (a browser that changed hands moves to the new one). */
export async function saveSubscription(
  executor: Executor,
  userId: number,
  body: PushSubscriptionBody,
  now: Date,
) {
  const fields = { userId, p256dh: body.keys.p256dh, auth: body.keys.auth, createdAt: now };
  await executor
    .insert(pushSubscriptions)
    .values({ endpoint: body.endpoint, ...fields })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: fields });
  const newest = await executor
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt))
    .then((rows) => rows.slice(-MAX_PUSH_SUBSCRIPTIONS).map((row) => row.id));
  await executor
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
}

/** Removes the traveller's own browser; false when they have none with that endpoint. */
export async function removeSubscription(
  executor: Executor,
  userId: number,
  endpoint: string,
): Promise<boolean> {
  const removed = await executor
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

export const subscriptionsOf = (executor: Executor, userId: number) =>
  executor.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

/** Forgets a browser whose push service said it is gone. */
export async function dropSubscription(executor: Executor, endpoint: string): Promise<void> {
  await executor.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}
