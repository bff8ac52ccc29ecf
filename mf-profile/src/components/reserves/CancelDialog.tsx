// Cancelling a booking: the dialog first asks booking-api what cancelling now costs (the penalty by the days
// left before check-in and the refund, to the wallet or to the card that paid), shows it, and cancels only when
// the traveller confirms.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { tomanOf, toPersianDigits } from '@rahi/shared-contracts';
import type {
  CancellationQuoteData,
  CancellationResult,
  RefundDestination,
} from '@rahi/shared-contracts/api';
import { LOAD_FAILED, Ltr, PendingButton } from '@rahi/shared-ui/components';
import { useCancelBooking } from '../../api/cancel-booking';
import { useCancellationQuote } from '../../api/get-cancellation-quote';
import { logOutWhenRevoked } from '../../api/session-query';

/** Where the refund goes: the wallet of the account that paid, or the card a booking without one was paid with. */
const REFUND_LABEL: Record<RefundDestination, string> = {
  wallet: 'مبلغ بازگشتی به کیف پول',
  card: 'مبلغ بازگشتی به کارت پرداخت‌کننده',
};

function QuoteLines({ quote }: { quote: CancellationQuoteData }) {
  const rows = [
    { label: 'جریمه لغو', value: tomanOf(quote.penalty), testId: 'cancel-penalty' },
    { label: REFUND_LABEL[quote.refundTo], value: tomanOf(quote.refund), testId: 'cancel-refund' },
  ];
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {toPersianDigits(Math.max(quote.daysBefore, 0))} روز تا تاریخ ورود مانده است؛{' '}
        {quote.holiday && 'اقامت در ایام تعطیلات است و به قانون لغو هتل در این ایام، '}
        جریمه برای هر اتاق {toPersianDigits(quote.percentOfNight)}٪{' '}
        {quote.chargeOf === 'stay' ? 'بهای کل اقامت' : 'بهای شب اول'} است.
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography component="dt">{row.label}</Typography>
            <Typography
              component="dd"
              data-testid={row.testId}
              sx={{ m: 0, fontWeight: 800, whiteSpace: 'nowrap' }}
            >
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}

export interface CancelDialogProps {
  reserveId: string | null;
  onClose: () => void;
  /** The booking is cancelled: the list takes the focus (its button is gone), not the dialog's opener. */
  onCancelled: (result: CancellationResult) => void;
  /** Cancelling was refused (the booking changed meanwhile, mostly): the dialog says why and stays open. */
  onRefused?: () => void;
}

export function CancelDialog({ reserveId, onClose, onCancelled, onRefused }: CancelDialogProps) {
  const quote = useCancellationQuote(reserveId);
  const cancellation = useCancelBooking();
  const confirm = () => {
    if (!reserveId) return;
    cancellation.cancel(reserveId).then(
      (result) => {
        onCancelled(result);
        onClose();
      },
      (error: unknown) => {
        logOutWhenRevoked(error);
        onRefused?.();
        void quote.refetch();
      },
    );
  };
  const data = quote.data;
  return (
    <Dialog
      open={reserveId !== null}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="cancel-title"
    >
      <DialogTitle id="cancel-title" sx={{ fontWeight: 800 }}>
        لغو رزرو {reserveId ? <Ltr>{toPersianDigits(reserveId)}</Ltr> : ''}
      </DialogTitle>
      <DialogContent>
        {quote.isPending || quote.isPlaceholderData ? (
          <Skeleton variant="rounded" height={96} aria-label="در حال محاسبه جریمه لغو" />
        ) : quote.error || !data ? (
          <Alert severity="error">{quote.error?.errors[0] ?? LOAD_FAILED}</Alert>
        ) : data.allowed ? (
          <QuoteLines quote={data} />
        ) : (
          <Alert severity="warning">{data.reason}</Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>انصراف</Button>
        <PendingButton
          variant="contained"
          color="error"
          onClick={confirm}
          disabled={!data?.allowed}
          pending={quote.isPlaceholderData || cancellation.isPending}
        >
          {cancellation.isPending ? 'در حال لغو…' : 'تایید و لغو رزرو'}
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
}
