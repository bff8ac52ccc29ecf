import { defaultNotificationPreferences, NOTIFICATION_MESSAGES } from '@rahi/shared-contracts';
import type { NotificationPreferencesView } from '@rahi/shared-contracts/api';
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import ProfileEditPage from '../../pages/ProfileEditPage';
import { fakeApi, ok } from '../../testing/fake-api';
import { PROFILE } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';

const PREFERENCES: NotificationPreferencesView = {
  kinds: defaultNotificationPreferences().kinds,
  quietHours: null,
  email: null,
  pushDevices: 0,
};

describe('the notification settings of /profile/edit', () => {
  it('shows the login code and confirmation SMS on and locked, with the Persian reason', async () => {
    fakeApi({ '/profile': ok(PROFILE), '/profile/notification-preferences': ok(PREFERENCES) });
    renderPage(<ProfileEditPage />, '/profile/edit');

    const confirmation = await screen.findByRole('switch', { name: 'تأیید رزرو و واچر، پیامک' });
    expect(confirmation).toBeChecked();
    expect(confirmation).toBeDisabled();
    expect(confirmation).toHaveAccessibleDescription(/همیشه با پیامک/);
    expect(screen.getByRole('switch', { name: 'کد ورود، پیامک' })).toBeDisabled();
    expect(screen.queryByRole('switch', { name: 'کد ورود، ایمیل' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'پاسخ پشتیبانی، پیامک' })).toBeEnabled();
    expect(screen.getByText(/نشانی ایمیل خود را/)).toBeInTheDocument();
  });

  it('saves the switches and the quiet hours chosen in Persian digits', async () => {
    const sent = fakeApi({
      '/profile': ok(PROFILE),
      'GET /profile/notification-preferences': ok(PREFERENCES),
      'PUT /profile/notification-preferences': ok(PREFERENCES),
    });
    const { user } = renderPage(<ProfileEditPage />, '/profile/edit');

    await user.click(await screen.findByRole('switch', { name: 'هشدار قیمت، پیامک' }));
    await user.click(screen.getByRole('switch', { name: /ساعات سکوت برای هشدار قیمت/ }));
    await user.click(screen.getByRole('combobox', { name: 'از ساعت' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '۲۳:۳۰' }));
    await user.click(screen.getByRole('button', { name: 'ذخیره تنظیمات اطلاع‌رسانی' }));

    await waitFor(() => expect(sent.some((call) => call.method === 'PUT')).toBe(true));
    const body = sent.find((call) => call.method === 'PUT')?.body as {
      kinds: NotificationPreferencesView['kinds'];
      quietHours: unknown;
    };
    expect(body.kinds.price_alert).toEqual({ sms: false, push: true, email: true });
    expect(body.kinds.booking_confirmed.sms).toBe(true);
    expect(body.quietHours).toEqual({ from: '23:30', to: '08:00' });
    // The whole profile form and a 48-option list in jsdom: over 45 s on a loaded two-core machine.
  }, 120_000);

  it('subscribes this browser with the VAPID key and hands the subscription to booking-api', async () => {
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      expirationTime: null,
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'c2VjcmV0LWF1dGgtMTIzNA' },
    };
    const subscribe = jest.fn(async () => ({ toJSON: () => subscription }));
    const registration = { pushManager: { getSubscription: async () => null, subscribe } };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => undefined, register: jest.fn(async () => registration) },
    });
    Object.assign(window, { PushManager: class {} });
    Object.assign(globalThis, {
      Notification: { permission: 'default', requestPermission: async () => 'granted' },
    });
    const sent = fakeApi({
      '/profile': ok(PROFILE),
      '/profile/notification-preferences': ok(PREFERENCES),
      '/profile/push-key': ok({ publicKey: 'BAEC' }),
      '/profile/push-subscriptions': {
        ...ok(null),
        meta: { status: true, message: NOTIFICATION_MESSAGES.subscriptionSaved },
      },
    });
    const { user } = renderPage(<ProfileEditPage />, '/profile/edit');

    await user.click(await screen.findByRole('button', { name: 'روشن کردن اعلان در این مرورگر' }));

    await waitFor(() =>
      expect(sent.some((call) => call.endPoint === '/profile/push-subscriptions')).toBe(true),
    );
    expect(sent.find((call) => call.endPoint === '/profile/push-subscriptions')?.body).toEqual(subscription);
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array([4, 1, 2]),
    });
  });
});
