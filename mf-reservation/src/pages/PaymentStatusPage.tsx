// /payment-status?Authority&Status: where the bank sends the traveller back. The gateway verifies the payment first
// and sends the browser on (gateway/src/payment-return); what it leaves to this page is drawn by the server all the
// same: an address without an Authority, or booking-api's refusal, in Persian (the server's verification hydrated
// as it is, not asked again). Only when booking-api was out of the server's reach does the browser verify, showing
// that it is checking. A verified payment moves on to /payment-success or /payment-failure, which look the booking
// up with the mobile this tab booked or paid with (the verify answer names no booker).
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { BOOKING_MESSAGES } from '@rahi/shared-contracts';
import { isPaidStatus } from '@rahi/shared-contracts/api';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ProblemPage } from '../components/ProblemPage';
import { paymentReturnOf, usePaymentVerify } from '../state/use-payment-verify';
import { TEXTS } from '../texts';
import { paymentPage } from './payment-page';

function PaymentStatusPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // The return this page was opened with: a move on (replace) must not verify another.
  const [payment] = useState(() => paymentReturnOf(params));
  const verify = usePaymentVerify(payment);
  const verified = verify.data;

  useEffect(() => {
    if (!verified) return;
    const target = isPaidStatus(verified.status) ? '/payment-success' : '/payment-failure';
    navigate(`${target}?reserveId=${verified.reserveId}`, {
      replace: true,
      state: { reason: verified.reason },
    });
  }, [verified, navigate]);

  const refused =
    verify.error &&
    (verify.error.errors.length > 0 ? verify.error.errors : [BOOKING_MESSAGES.paymentNotFound]);
  const errors = payment ? refused : [TEXTS.statusMissing];
  if (errors)
    return (
      <ProblemPage title={TEXTS.failureTitle} messages={errors} action={{ label: TEXTS.backHome, to: '/' }} />
    );
  return (
    <Box
      role="status"
      sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center', py: 8 }}
    >
      <CircularProgress size={28} />
      {TEXTS.statusTitle}
    </Box>
  );
}

export default paymentPage('./PaymentStatusPage', PaymentStatusPage);
