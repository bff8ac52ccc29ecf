// The booking and payment settings, from the environment with safe defaults (booking-api README lists them).
import { positiveInt } from '../auth/settings';

export type PaymentProviderName = 'sandbox' | 'zarinpal';

export interface BookingSettings {
  /** How long a pending booking holds its rooms (BOOKING_HOLD_MINUTES, default 15). */
  holdMinutes: number;
  /** PAYMENT_PROVIDER: 'zarinpal' or 'sandbox'; the sandbox outside production when unset. */
  provider: PaymentProviderName;
  /** Where the browser is sent back after the bank: PUBLIC_ORIGIN + '/payment-status'. */
  callbackUrl: string;
  /** PUBLIC_ORIGIN without a trailing slash; empty when unset (links are then relative). */
  publicOrigin: string;
  zarinpal: { merchantId: string; baseUrl: string; startPayUrl: string };
  /** Failed GET /bookings/:reserveId lookups allowed per client address an hour (BOOKING_LOOKUPS_PER_HOUR). */
  lookupFailuresPerHour: number;
  /** Failed lookups of one reserve id allowed an hour, from any address (BOOKING_LOOKUPS_PER_RESERVE_ID). */
  lookupFailuresPerReserveIdPerHour: number;
  /** How often the hold sweep and the payment reconciler run in a serving process (BOOKING_SWEEP_SECONDS). */
  sweepSeconds: number;
  /**
   * How old a pending payment must be before the reconciler asks the bank about it (PAYMENT_INQUIRY_AFTER_SECONDS,
   * default 120): younger ones may still have their traveller on the bank's page.
   */
  inquiryAfterSeconds: number;
}

/**
 * Reads the settings; zarinpal needs ZARINPAL_MERCHANT_ID and PUBLIC_ORIGIN (its callback must be absolute).
 * @example loadBookingSettings({ BOOKING_HOLD_MINUTES: '5' }).holdMinutes // → 5
 */
export function loadBookingSettings(env: NodeJS.ProcessEnv = process.env): BookingSettings {
  const production = env.NODE_ENV === 'production';
  const provider = (env.PAYMENT_PROVIDER || (production ? 'zarinpal' : 'sandbox')) as PaymentProviderName;
  if (provider !== 'sandbox' && provider !== 'zarinpal')
    throw new Error(`PAYMENT_PROVIDER must be sandbox or zarinpal, got "${provider}"`);
  const publicBase = (env.PUBLIC_ORIGIN ?? '').replace(/\/+$/, '');
  const sandboxFlag = env.ZARINPAL_SANDBOX === 'true';
  const zarinpalHost = sandboxFlag ? 'https://sandbox.zarinpal.com' : 'https://payment.zarinpal.com';
  const zarinpal = {
    merchantId: env.ZARINPAL_MERCHANT_ID ?? '',
    baseUrl: (env.ZARINPAL_BASE_URL || zarinpalHost).replace(/\/+$/, ''),
    startPayUrl: (env.ZARINPAL_STARTPAY_URL || `${zarinpalHost}/pg/StartPay`).replace(/\/+$/, ''),
  };
  if (provider === 'zarinpal' && (!zarinpal.merchantId || !/^https?:\/\//.test(publicBase)))
    throw new Error('PAYMENT_PROVIDER=zarinpal needs ZARINPAL_MERCHANT_ID and an absolute PUBLIC_ORIGIN');
  return {
    holdMinutes: positiveInt(env.BOOKING_HOLD_MINUTES, 15, 'BOOKING_HOLD_MINUTES'),
    provider,
    callbackUrl: `${publicBase}/payment-status`,
    publicOrigin: publicBase,
    zarinpal,
    lookupFailuresPerHour: positiveInt(env.BOOKING_LOOKUPS_PER_HOUR, 20, 'BOOKING_LOOKUPS_PER_HOUR'),
    lookupFailuresPerReserveIdPerHour: positiveInt(
      env.BOOKING_LOOKUPS_PER_RESERVE_ID,
      10,
      'BOOKING_LOOKUPS_PER_RESERVE_ID',
    ),
    sweepSeconds: positiveInt(env.BOOKING_SWEEP_SECONDS, 30, 'BOOKING_SWEEP_SECONDS'),
    inquiryAfterSeconds: positiveInt(env.PAYMENT_INQUIRY_AFTER_SECONDS, 120, 'PAYMENT_INQUIRY_AFTER_SECONDS'),
  };
}
