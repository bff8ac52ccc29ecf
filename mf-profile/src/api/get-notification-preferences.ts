// GET /profile/notification-preferences: each kind's channels as they take effect, the quiet hours, and where
// messages can reach the traveller (an e-mail address, browsers taking push).
import type { NotificationPreferencesView } from '@rahi/shared-contracts/api';
import { useSessionQuery } from './session-query';

export const NOTIFICATION_PREFERENCES_PATH = '/profile/notification-preferences';

export const useNotificationPreferences = () =>
  useSessionQuery<NotificationPreferencesView>(NOTIFICATION_PREFERENCES_PATH);
