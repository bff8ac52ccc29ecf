// What a traveller sees in place of a part of the page that could not load. In place of a whole page its
// message is the page's one h1, so a page whose remote failed still has a heading.
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@rahi/shared-contracts';

export function RemoteFallback({ onRetry, page = false }: { onRetry: () => void; page?: boolean }) {
  return (
    <Paper
      role="alert"
      variant="outlined"
      sx={{ p: { xs: 3, md: 5 }, my: 4, mx: 'auto', maxWidth: 560, textAlign: 'center', borderRadius: 3 }}
    >
      <Typography component={page ? 'h1' : 'p'} variant="h6" sx={{ mb: 1 }}>
        {MESSAGES.remoteUnavailable}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        لطفا چند لحظه بعد دوباره تلاش کنید. بقیه بخش‌های سایت در دسترس هستند.
      </Typography>
      <Button variant="contained" onClick={onRetry}>
        {MESSAGES.retry}
      </Button>
    </Paper>
  );
}
