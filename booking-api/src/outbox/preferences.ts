// A traveller's notification preferences: read and saved for /profile/notification-preferences, and applied by
// channelsFor when the outbox writes a message. The rules themselves (always-SMS kinds, channels offered,
// quiet hours in Tehran time) are shared-contracts' notification-rules, which the profile page shows too.
import {
  defaultNotificationPreferences,
  effectiveSwitches,
  isPromotional,
  isWithinQuietHours,
  MESSAGE_CHANNELS,
  MESSAGE_KINDS,
  type MessageChannel,
  type MessageKind,
  type NotificationPreferences,
  type QuietHours,
  quietHoursEnd,
} from '@rahi/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { notificationPreferences, pushSubscriptions, userProfiles } from '../db/schema';

/** The traveller's preferences as they take effect (defaults for kinds never set). */
export async function readPreferences(executor: Executor, userId: number): Promise<NotificationPreferences> {
  const [row] = await executor
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const preferences = defaultNotificationPreferences();
  for (const kind of MESSAGE_KINDS) preferences.kinds[kind] = effectiveSwitches(kind, row?.kinds[kind]);
  const quiet =
    row && row.quietFrom !== null && row.quietTo !== null ? { from: row.quietFrom, to: row.quietTo } : null;
  return { kinds: preferences.kinds, quietHours: quiet };
}

/** Saves the switches of the kinds given (the others keep theirs) and the quiet hours. */
export async function savePreferences(
  executor: Executor,
  userId: number,
  change: { kinds: Partial<NotificationPreferences['kinds']>; quietHours: QuietHours | null },
  now: Date,
): Promise<void> {
  const fields = {
    quietFrom: change.quietHours?.from ?? null,
    quietTo: change.quietHours?.to ?? null,
    updatedAt: now,
  };
  await executor
    .insert(notificationPreferences)
    .values({ userId, kinds: change.kinds, ...fields })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: {
        ...fields,
        kinds: sql`${notificationPreferences.kinds} || ${JSON.stringify(change.kinds)}::jsonb`,
      },
    });
}

/** Where a traveller's messages can go at all: an e-mail address on the profile, browsers that take push. */
export async function reachOf(
  executor: Executor,
  userId: number,
): Promise<{ email: string | null; pushDevices: number }> {
  const [profile] = await executor
    .select({ email: userProfiles.email })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  const [devices] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return { email: profile?.email ?? null, pushDevices: devices?.count ?? 0 };
}

/**
 * The channels a message of this kind goes to for this traveller at `at`: the switches they chose (the login
 * code and the booking confirmation always by SMS), e-mail only with an address, push only with a subscribed
 * browser, and nothing of a promotional kind during their quiet hours (Tehran time). A message for no account
 * (a guest booking) goes by SMS.
 *
 * @example
 * await channelsFor(tx, { userId: 7, kind: 'booking_confirmed', at: new Date() }) // ['sms', 'email']
 */
export async function channelsFor(
  executor: Executor,
  { userId, kind, at }: { userId: number | null | undefined; kind: MessageKind; at: Date },
): Promise<MessageChannel[]> {
  if (userId === null || userId === undefined) return ['sms'];
  const preferences = await readPreferences(executor, userId);
  if (isPromotional(kind) && isWithinQuietHours(preferences.quietHours, at)) return [];
  const switches = preferences.kinds[kind];
  const reach = await reachOf(executor, userId);
  return MESSAGE_CHANNELS.filter(
    (channel) =>
      switches[channel] &&
      (channel !== 'email' || reach.email !== null) &&
      (channel !== 'push' || reach.pushDevices > 0),
  );
}

/**
 * When a promotional message that the traveller's quiet hours hold back at `at` may go (their end), or null
 * when nothing holds it: enqueue it then (`availableAt`) with the channels `channelsFor` gives at that time.
 */
export async function quietUntil(
  executor: Executor,
  { userId, kind, at }: { userId: number | null | undefined; kind: MessageKind; at: Date },
): Promise<Date | null> {
  if (userId === null || userId === undefined || !isPromotional(kind)) return null;
  return quietHoursEnd((await readPreferences(executor, userId)).quietHours, at);
}
