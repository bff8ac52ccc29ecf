// /profile/edit: the profile's fields (product §3), the password, and which messages reach the traveller how. Saving renames the header through the bus.

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LoadState, SectionCard } from '@rahi/shared-ui/components';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useProfile } from '../api/get-profile';
import { NotificationSettings } from '../components/edit/NotificationSettings';
import { PasswordForm } from '../components/edit/PasswordForm';
import { ProfileForm } from '../components/edit/ProfileForm';
import { profilePage } from './profile-page';

function ProfileEditPage() {
  const profile = useProfile();
  const notifications = useNotificationPreferences();
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 800, mb: 2.5 }}>
          ویرایش اطلاعات
        </Typography>
        {profile.data ? (
          <ProfileForm key={profile.data.mobile} profile={profile.data} />
        ) : (
          <LoadState error={profile.error} onRetry={() => void profile.refetch()} rows={4} />
        )}
      </Paper>
      {profile.data && (
        <SectionCard title="رمز عبور">
          <PasswordForm hasPassword={profile.data.hasPassword} />
        </SectionCard>
      )}
      {/* Below the profile's form once it is drawn, so the form arriving never moves it. */}
      {profile.data && (
        <SectionCard title="اطلاع‌رسانی">
          {notifications.data ? (
            <NotificationSettings key={notifications.dataUpdatedAt} preferences={notifications.data} />
          ) : (
            <LoadState error={notifications.error} onRetry={() => void notifications.refetch()} rows={4} />
          )}
        </SectionCard>
      )}
    </Box>
  );
}

export default profilePage('./ProfileEditPage', ProfileEditPage);
