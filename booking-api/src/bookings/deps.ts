// What the booking and payment routes need from outside: settings, the clock and the payment provider. Built
// from the environment by default; tests pass their own clock and a provider (a fake Zarinpal, say).
import type { Clock } from '../auth/clock';
import type { Database } from '../db/client';
import type { PaymentProvider } from '../payments/provider';
import { providerFromSettings } from '../payments/provider-from-settings';
import { type BookingSettings, loadBookingSettings } from './settings';

export interface BookingOptions {
  /** Where the settings are read (default process.env). */
  env?: NodeJS.ProcessEnv;
  provider?: PaymentProvider;
}

export function bookingDeps(db: Database, clock: Clock, options: BookingOptions = {}) {
  const settings: BookingSettings = loadBookingSettings(options.env ?? process.env);
  return { settings, clock, provider: options.provider ?? providerFromSettings(db, settings) };
}
