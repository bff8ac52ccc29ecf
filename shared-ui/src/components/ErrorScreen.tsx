// The error screen (product §2, §8): the status and message, and a Persian button that clears the error and goes
// home; a 404 shows as 410, an error with no status as 500 'خطای سرور'. The shell's error boundary and a route
// that fails its params show it, and so does mf-content's /error page.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { describeErrorForScreen, MESSAGES, toPersianDigits } from '@rahi/shared-contracts';

export interface ErrorScreenProps {
  error: unknown;
  onBackHome: () => void;
}

export function ErrorScreen({ error, onBackHome }: ErrorScreenProps) {
  const { status, message } = describeErrorForScreen(error);
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: { xs: 8, md: 12 }, px: 2 }}>
      <Typography
        component="p"
        data-testid="error-status"
        sx={{ fontSize: { xs: 72, md: 112 }, fontWeight: 800, color: 'primary.main', lineHeight: 1 }}
        aria-label={`خطای ${toPersianDigits(status)}`}
      >
        {toPersianDigits(status)}
      </Typography>
      <Typography component="h1" variant="h5" sx={{ mt: 2, mb: 4 }}>
        {message}
      </Typography>
      <Button variant="contained" size="large" onClick={onBackHome}>
        {MESSAGES.backToHome}
      </Button>
    </Box>
  );
}
