// GET/PUT /profile/notification-preferences and POST/DELETE /profile/push-subscriptions: the same schemas
// check mf-profile's form and booking-api's bodies. Times of day travel as "HH:MM" in Tehran time.

import {
  channelsOffered,
  isAlwaysBySms,
  MESSAGE_CHANNELS,
  MESSAGE_KINDS,
  NOTIFICATION_MESSAGES,
  toAsciiDigits,
} from '@rahi/shared-contracts';
import * as z from 'zod';
import { timeOfDaySchema } from './common';

const switchesSchema = z.object(
  { sms: z.boolean(), push: z.boolean(), email: z.boolean() },
  { error: NOTIFICATION_MESSAGES.invalidSwitches },
);

/** "22:00" (Persian digits accepted) to 1320 minutes after midnight, in Tehran time. */
export const quietTimeSchema = z
  .string({ error: NOTIFICATION_MESSAGES.invalidTime })
  .transform((text) => toAsciiDigits(text.trim()))
  .refine((text) => timeOfDaySchema.safeParse(text).success, { error: NOTIFICATION_MESSAGES.invalidTime })
  .transform((text) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3)));

const quietHoursBodySchema = z.object({ from: quietTimeSchema, to: quietTimeSchema }).nullable();

/** PUT: the switches of any kinds (the others keep theirs) and the quiet hours (null: none). */
export const notificationPreferencesBodySchema = z
  .object({
    kinds: z.partialRecord(
      z.enum(MESSAGE_KINDS, { error: NOTIFICATION_MESSAGES.invalidSwitches }),
      switchesSchema,
    ),
    quietHours: quietHoursBodySchema,
  })
  .superRefine((body, context) => {
    for (const [kind, switches] of Object.entries(body.kinds)) {
      const messageKind = kind as (typeof MESSAGE_KINDS)[number];
      if (isAlwaysBySms(messageKind) && switches && !switches.sms)
        context.addIssue({
          code: 'custom',
          message: NOTIFICATION_MESSAGES.smsCannotBeOff,
          path: ['kinds', kind],
        });
      const offered = channelsOffered(messageKind);
      if (switches && MESSAGE_CHANNELS.some((channel) => switches[channel] && !offered.includes(channel)))
        context.addIssue({
          code: 'custom',
          message: NOTIFICATION_MESSAGES.channelNotOffered,
          path: ['kinds', kind],
        });
    }
  });
export type NotificationPreferencesBody = z.input<typeof notificationPreferencesBodySchema>;

/** The answer: every kind's switches as they take effect, the quiet hours, and what the channels can reach. */
export const notificationPreferencesSchema = z.object({
  kinds: z.record(z.enum(MESSAGE_KINDS), switchesSchema),
  quietHours: z.object({ from: z.string(), to: z.string() }).nullable(),
  /** The profile's e-mail address; without one nothing goes by e-mail. */
  email: z.string().nullable(),
  /** How many browsers of this traveller take push notifications. */
  pushDevices: z.int().nonnegative(),
});
export type NotificationPreferencesView = z.infer<typeof notificationPreferencesSchema>;

const base64UrlKey = (min: number, max: number) =>
  z
    .string({ error: NOTIFICATION_MESSAGES.invalidSubscription })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: NOTIFICATION_MESSAGES.invalidSubscription })
    .min(min, { error: NOTIFICATION_MESSAGES.invalidSubscription })
    .max(max, { error: NOTIFICATION_MESSAGES.invalidSubscription });

const endpointSchema = z
  .url({ protocol: /^https?$/, error: NOTIFICATION_MESSAGES.invalidSubscription })
  .max(2048, { error: NOTIFICATION_MESSAGES.invalidSubscription });

/** POST /profile/push-subscriptions: the browser's PushSubscription.toJSON(). */
export const pushSubscriptionBodySchema = z.object({
  endpoint: endpointSchema,
  expirationTime: z.number().nullish(),
  keys: z.object(
    { p256dh: base64UrlKey(80, 100), auth: base64UrlKey(16, 32) },
    { error: NOTIFICATION_MESSAGES.invalidSubscription },
  ),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** DELETE /profile/push-subscriptions: the browser's endpoint. */
export const pushSubscriptionRemoveBodySchema = z.object({ endpoint: endpointSchema });

/** GET /profile/push-key: the VAPID application server key the browser subscribes with. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });
