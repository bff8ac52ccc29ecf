// The provider the settings name: the sandbox test bank in our database, or Zarinpal over HTTP.
import type { BookingSettings } from '../bookings/settings';
import type { Database } from '../db/client';
import type { PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox-provider';
import { zarinpalProvider } from './zarinpal-provider';

export function providerFromSettings(db: Database, settings: BookingSettings): PaymentProvider {
  return settings.provider === 'zarinpal' ? zarinpalProvider(settings.zarinpal) : sandboxProvider(db);
}
