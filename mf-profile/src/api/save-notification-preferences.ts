// PUT /profile/notification-preferences: the switches of every kind and the quiet hours.
import type { NotificationPreferencesBody, NotificationPreferencesView } from '@rahi/shared-contracts/api';
import { useApiMutation } from '@rahi/shared-ui/query';
import { NOTIFICATION_PREFERENCES_PATH } from './get-notification-preferences';

export const useSaveNotificationPreferences = () =>
  useApiMutation<NotificationPreferencesBody, NotificationPreferencesView>({
    endPoint: NOTIFICATION_PREFERENCES_PATH,
    method: 'PUT',
    invalidates: [NOTIFICATION_PREFERENCES_PATH],
  });
