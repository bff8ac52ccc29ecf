// Every booking-api setting read once at start-up, before the database opens: each module's own loader parses its
// variables (and throws naming the one that is malformed), production's secrets are checked together, and the
// start is refused with one message listing every problem, instead of a server that runs half-wrong or fails on
// the first request that reads a bad value. `.env.example` lists the variables.
import { loadAuthSettings } from '../auth/settings';
import { hotelAnswerMinutes } from '../backoffice/hotel-confirmations/settings';
import { loadBookingSettings } from '../bookings/settings';
import { captchaCheckFromEnv } from '../captcha';
import { databaseSettingsFrom } from '../db/client';
import { loadFormLimits } from '../forms/settings';
import { metricsSettingsFrom } from '../observability/metrics-server';
import { loadVapidKeys } from '../outbox/channels/vapid-keys';
import { loadOutboxSettings } from '../outbox/settings';
import { loadShortLinkSettings } from '../short-links/settings';
import { smsSenderFromEnv } from '../sms';
import { loadStaffSettings } from '../staff/settings';
import { missingProductionSecrets } from './production-secrets';

type Loader = (env: NodeJS.ProcessEnv) => unknown;

/** booking-api's port when it runs on its own (BOOKING_API_PORT, 8081). */
export function bookingApiPort(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.BOOKING_API_PORT?.trim();
  if (!text) return 8081;
  if (!/^\d+$/.test(text) || Number(text) > 65_535)
    throw new Error(`BOOKING_API_PORT must be a port number (0-65535), got "${env.BOOKING_API_PORT}"`);
  return Number(text);
}

const LOADERS: Loader[] = [
  loadAuthSettings,
  loadBookingSettings,
  loadStaffSettings,
  loadOutboxSettings,
  loadFormLimits,
  loadShortLinkSettings,
  hotelAnswerMinutes,
  captchaCheckFromEnv,
  smsSenderFromEnv,
  // Outside production a missing pair is made and kept in a file: only production's keys are checked here.
  (env) => env.NODE_ENV === 'production' && loadVapidKeys(env),
  metricsSettingsFrom,
  databaseSettingsFrom,
  bookingApiPort,
];

/**
 * Every problem with the settings in `env`: production's missing secrets ("NAME: why"), then each loader's
 * refusal that does not name one of those again. Empty when booking-api can start.
 * @example settingsProblems({ OTP_MAX_WRONG_TRIES: 'five' }) // → ['OTP_MAX_WRONG_TRIES must be a positive whole number, got "five"']
 */
export function settingsProblems(env: NodeJS.ProcessEnv): string[] {
  const missing = missingProductionSecrets(env);
  const named = missing.map((line) => line.split(':')[0] as string);
  const problems = [...missing];
  for (const load of LOADERS) {
    try {
      load(env);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!named.some((name) => message.includes(name))) problems.push(message);
    }
  }
  return problems;
}

/** Throws one error listing every problem with the settings; booking-api's start calls it first. */
export function assertSettings(env: NodeJS.ProcessEnv = process.env): void {
  const problems = settingsProblems(env);
  if (problems.length === 0) return;
  throw new Error(
    `Refusing to start: these settings are missing or malformed (see .env.example):\n  ${problems.join('\n  ')}`,
  );
}
