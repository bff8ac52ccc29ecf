// The profile home's head: the traveller's name and mobile, the wallet's credit and the points balance.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatPersianNumber, tomanOf, toPersianDigits } from '@rahi/shared-contracts';
import type { Profile } from '@rahi/shared-contracts/api';
import { Ltr } from '@rahi/shared-ui/components';
import { Link as RouterLink } from 'react-router-dom';

function Figure({ label, value, to }: { label: string; value: string; to: string }) {
  return (
    <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'background.default' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Link component={RouterLink} to={to} underline="hover" sx={{ fontWeight: 800, fontSize: '1.15rem' }}>
        {value}
      </Link>
    </Box>
  );
}

export function AccountSummary({ profile }: { profile: Profile }) {
  const name = [profile.firstname, profile.lastname].filter(Boolean).join(' ');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 800 }}>
        {name ? `سلام، ${name}` : 'سلام'}
      </Typography>
      <Typography sx={{ mt: 0.5 }} color="text.secondary">
        موبایل: <Ltr>{toPersianDigits(profile.mobile)}</Ltr>
        {!name && (
          <>
            {'، '}
            <Link component={RouterLink} to="/profile/edit">
              نام خود را وارد کنید
            </Link>
          </>
        )}
      </Typography>
      <Box sx={{ mt: 2, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr' } }}>
        <Figure label="اعتبار کیف پول" value={tomanOf(profile.credit)} to="/profile/transactions" />
        <Figure label="امتیاز" value={formatPersianNumber(profile.points)} to="/profile/transactions" />
      </Box>
    </Paper>
  );
}
