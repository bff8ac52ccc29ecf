// The kinds of message the outbox delivers to a traveller (SMS, web push, email). One list, so the server's
// outbox, the channel adapters and the profile's notification preferences name the same kinds.

export const MESSAGE_KINDS = [
  'login_code',
  'booking_confirmed',
  'hold_ending',
  'payment_failed',
  'payment_returned',
  'hotel_confirmed',
  'hotel_refused',
  'cancellation_refunded',
  'support_answered',
  'review_invitation',
  'price_alert',
] as const;

export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** The channels a message can take. */
export const MESSAGE_CHANNELS = ['sms', 'push', 'email'] as const;

export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
