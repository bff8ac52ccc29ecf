import { loadBookingSettings } from './settings';

describe('loadBookingSettings', () => {
  it('holds rooms 15 minutes and pays through the sandbox outside production by default', () => {
    const settings = loadBookingSettings({});
    expect(settings).toMatchObject({ holdMinutes: 15, provider: 'sandbox', callbackUrl: '/payment-status' });
  });

  it('reads the hold time and points Zarinpal at its sandbox host when asked', () => {
    const settings = loadBookingSettings({
      BOOKING_HOLD_MINUTES: '5',
      PAYMENT_PROVIDER: 'zarinpal',
      ZARINPAL_MERCHANT_ID: '1344b5d4-0048-11e8-94db-005056a205be',
      ZARINPAL_SANDBOX: 'true',
      PUBLIC_ORIGIN: 'https://rahi.test/',
    });
    expect(settings.holdMinutes).toBe(5);
    expect(settings.callbackUrl).toBe('https://rahi.test/payment-status');
    expect(settings.zarinpal).toMatchObject({
      baseUrl: 'https://sandbox.zarinpal.com',
      startPayUrl: 'https://sandbox.zarinpal.com/pg/StartPay',
    });
  });

  it('uses Zarinpal in production, and refuses to start without its merchant id or an absolute origin', () => {
    expect(() => loadBookingSettings({ NODE_ENV: 'production' })).toThrow(/ZARINPAL_MERCHANT_ID/);
    expect(() =>
      loadBookingSettings({ PAYMENT_PROVIDER: 'zarinpal', ZARINPAL_MERCHANT_ID: 'x', PUBLIC_ORIGIN: '/' }),
    ).toThrow(/PUBLIC_ORIGIN/);
  });

  it('refuses an unknown provider and a hold that is not a positive whole number', () => {
    expect(() => loadBookingSettings({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadBookingSettings({ BOOKING_HOLD_MINUTES: '0' })).toThrow(/BOOKING_HOLD_MINUTES/);
  });
});
