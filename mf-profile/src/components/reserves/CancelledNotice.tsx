// What a cancellation gave back, above the list, when the cancelled booking has left it (the list shows another
// status, paid ones say): the card that would have said so, and taken the focus from the closed dialog, is gone.
// It takes the focus itself once, and stays until the traveller moves to another status or page.
import Alert from '@mui/material/Alert';
import { describeRefund, toPersianDigits } from '@rahi/shared-contracts';
import type { CancellationResult } from '@rahi/shared-contracts/api';
import { useEffect, useRef } from 'react';

/** The refund of a cancellation as the card words it: the wallet's at once, the card's on its way. */
const refundOf = (result: CancellationResult) =>
  describeRefund(
    result.refund > 0
      ? {
          amount: result.refund,
          destination: result.refundTo,
          cardPan: null,
          status: result.refundTo === 'wallet' ? 'done' : 'pending',
        }
      : null,
  );

export function CancelledNotice({ result }: { result: CancellationResult }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <Alert ref={notice} tabIndex={-1} severity="success" data-testid="cancelled-notice">
      رزرو <bdi dir="ltr">{toPersianDigits(result.reserveId)}</bdi> لغو شد. بازپرداخت: {refundOf(result)}
    </Alert>
  );
}
