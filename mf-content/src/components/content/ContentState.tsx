// What a content page shows while its data is not there: the not-found page for a path booking-api does not
// have (the server answered 404 already), a retry for any other failure, a quiet placeholder while loading.
// A failed page still has its one h1: the page's title when it is known, else the failure itself.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@rahi/shared-contracts';
import type { ApiError } from '@rahi/shared-ui/query';
import NotFoundPage from '../../pages/NotFoundPage';

export const CONTENT_LOAD_FAILED = 'این صفحه بارگیری نشد. لطفاً دوباره تلاش کنید.';

export interface ContentStateProps {
  error: ApiError | null;
  retry: () => void;
  /** The page's own title, known without its data ('نکات سفر'). */
  title?: string;
}

export function ContentState({ error, retry, title }: ContentStateProps) {
  if (error?.status === 404) return <NotFoundPage />;
  if (error)
    return (
      <>
        {title ? (
          <Typography component="h1" variant="h4" sx={{ mt: 3, fontWeight: 800 }}>
            {title}
          </Typography>
        ) : null}
        <Alert
          severity="error"
          sx={{ my: 3 }}
          action={
            <Button color="inherit" onClick={retry}>
              {MESSAGES.retry}
            </Button>
          }
        >
          {title ? (
            CONTENT_LOAD_FAILED
          ) : (
            <Typography component="h1" sx={{ font: 'inherit' }}>
              {CONTENT_LOAD_FAILED}
            </Typography>
          )}
        </Alert>
      </>
    );
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', py: 4 }} aria-busy="true">
      <Skeleton variant="text" width="60%" height={48} />
      <Skeleton variant="text" />
      <Skeleton variant="text" />
      <Skeleton variant="rectangular" height={240} sx={{ mt: 2, borderRadius: 2 }} />
    </Box>
  );
}
