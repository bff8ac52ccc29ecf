// Which channels a kind of message may take and when: the rules the profile's preferences page shows and
// booking-api's channelsFor applies, one copy for both. Quiet hours are minutes of the day in Tehran time and
// hold back only promotional kinds; the login code and the booking confirmation always go by SMS.
import { TEHRAN_OFFSET_MS } from '../dates/tehran-date';
import { toPersianDigits } from '../text/digits';
import { MESSAGE_CHANNELS, MESSAGE_KINDS, type MessageChannel, type MessageKind } from './message-kinds';

export type ChannelSwitches = Record<MessageChannel, boolean>;
export type KindChannels = Record<MessageKind, ChannelSwitches>;

/** A window of the day in Tehran time, as minutes after midnight; `from` after `to` spans midnight. */
export interface QuietHours {
  from: number;
  to: number;
}

export interface NotificationPreferences {
  kinds: KindChannels;
  quietHours: QuietHours | null;
}

/** Kinds that go by SMS whatever the traveller chooses: without them one cannot log in or show a voucher. */
export const ALWAYS_BY_SMS: readonly MessageKind[] = ['login_code', 'booking_confirmed'];

/** Kinds that sell rather than inform: only these wait for the end of the quiet hours. */
export const PROMOTIONAL_KINDS: readonly MessageKind[] = ['price_alert', 'review_invitation'];

/** The login code is only ever an SMS (a code by e-mail or push would open the account to whoever reads those). */
export function channelsOffered(kind: MessageKind): readonly MessageChannel[] {
  return kind === 'login_code' ? ['sms'] : MESSAGE_CHANNELS;
}

export const isAlwaysBySms = (kind: MessageKind) => ALWAYS_BY_SMS.includes(kind);
export const isPromotional = (kind: MessageKind) => PROMOTIONAL_KINDS.includes(kind);

/** What a traveller who never chose gets: every offered channel. */
export function defaultNotificationPreferences(): NotificationPreferences {
  const kinds = Object.fromEntries(
    MESSAGE_KINDS.map((kind) => {
      const offered = channelsOffered(kind);
      return [
        kind,
        { sms: offered.includes('sms'), push: offered.includes('push'), email: offered.includes('email') },
      ];
    }),
  ) as KindChannels;
  return { kinds, quietHours: null };
}

/** The switches as they take effect: channels not offered are off, the always-SMS kinds keep SMS on. */
export function effectiveSwitches(
  kind: MessageKind,
  chosen: Partial<ChannelSwitches> | undefined,
): ChannelSwitches {
  const offered = channelsOffered(kind);
  const on = (channel: MessageChannel) =>
    offered.includes(channel) && ((channel === 'sms' && isAlwaysBySms(kind)) || (chosen?.[channel] ?? true));
  return { sms: on('sms'), push: on('push'), email: on('email') };
}

const MINUTES_A_DAY = 24 * 60;

/** Minutes after midnight in Tehran at that moment. */
export function tehranMinuteOfDay(at: Date): number {
  const minutes = Math.floor((at.getTime() + TEHRAN_OFFSET_MS) / 60_000);
  return ((minutes % MINUTES_A_DAY) + MINUTES_A_DAY) % MINUTES_A_DAY;
}

/** Whether the moment falls in the window; an empty window (from = to) never does. */
export function isWithinQuietHours(quiet: QuietHours | null, at: Date): boolean {
  if (!quiet || quiet.from === quiet.to) return false;
  const minute = tehranMinuteOfDay(at);
  return quiet.from < quiet.to
    ? minute >= quiet.from && minute < quiet.to
    : minute >= quiet.from || minute < quiet.to;
}

/** When the window that holds `at` ends (the first minute a held-back message may go), or null outside it. */
export function quietHoursEnd(quiet: QuietHours | null, at: Date): Date | null {
  if (!quiet || !isWithinQuietHours(quiet, at)) return null;
  const wait = (quiet.to - tehranMinuteOfDay(at) + MINUTES_A_DAY) % MINUTES_A_DAY;
  const startOfMinute = Math.floor(at.getTime() / 60_000) * 60_000;
  return new Date(startOfMinute + wait * 60_000);
}

/** "22:30" for 1350; the API's form of a time of day. */
export function timeOfDayText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** "۲۲:۳۰" for 1350: what a traveller reads. */
export const persianTimeOfDay = (minutes: number) => toPersianDigits(timeOfDayText(minutes));
