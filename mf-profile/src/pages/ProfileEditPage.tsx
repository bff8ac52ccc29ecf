// /profile/edit: the profile's fields (product §3) and the password. Saving renames the header through the bus.

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SectionCard } from '@rahi/shared-ui/components';
import { useProfile } from '../api/get-profile';
import { PasswordForm } from '../components/edit/PasswordForm';
import { ProfileForm } from '../components/edit/ProfileForm';
import { LoadState } from '../components/LoadState';

export default function ProfileEditPage() {
  const profile = useProfile();
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
    </Box>
  );
}
