// What a signed-in page's section shows before its data is in: a skeleton while loading, or the failure's
// Persian message with a retry. The profile and the back office draw it; each handles a 401 itself (it logs out,
// or goes to the staff sign-in), so a 401 shows here only for the moment before that.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { MESSAGES } from '@rahi/shared-contracts';
import type { ApiError } from '@rahi/shared-ui/query';

export const LOAD_FAILED = 'بارگذاری اطلاعات انجام نشد.';

export function LoadState({
  error,
  onRetry,
  rows = 3,
}: {
  error: ApiError | null;
  onRetry: () => void;
  rows?: number;
}) {
  if (error)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            تلاش دوباره
          </Button>
        }
      >
        {error.errors[0] && error.errors[0] !== MESSAGES.unexpectedError ? error.errors[0] : LOAD_FAILED}
      </Alert>
    );
  return (
    <Box role="status" aria-busy="true" aria-label={MESSAGES.loading} sx={{ display: 'grid', gap: 1.5 }}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart
        <Skeleton key={index} variant="rounded" height={72} />
      ))}
    </Box>
  );
}
