// /payment-status?Authority&Status: where the bank sends the traveller back. The gateway verifies the payment first
// and sends the browser on (gateway/src/payment-return); this page is what it leaves to the browser: an address
// without an Authority, a refusal, booking-api out of reach. It asks booking-api to verify (the bank's Status is
// only a hint) and moves on to /payment-success or /payment-failure, which look the booking up with the mobile
// this tab booked or paid with (the verify answer names no booker), or says why in Persian.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { BOOKING_MESSAGES } from '@rahi/shared-contracts';
import { isPaidStatus, type VerifiedPayment } from '@rahi/shared-contracts/api';
import { handleApi } from '@rahi/shared-ui/api';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ProblemPage } from '../components/ProblemPage';
import { TEXTS } from '../texts';

export default function PaymentStatusPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const authority = params.get('Authority') ?? '';
  const status = params.get('Status') ?? '';
  const [errors, setErrors] = useState<string[] | null>(authority === '' ? [TEXTS.statusMissing] : null);
  const asked = useRef(false);

  useEffect(() => {
    if (authority === '' || asked.current) return;
    asked.current = true;
    void handleApi<VerifiedPayment>({
      endPoint: '/payments/verify',
      method: 'POST',
      body: { authority, status },
      toast: false,
    }).then((result) => {
      if (!result.ok) {
        setErrors(result.errors.length > 0 ? result.errors : [BOOKING_MESSAGES.paymentNotFound]);
        return;
      }
      const paid = result.data;
      const confirmed = isPaidStatus(paid.status);
      const target = confirmed ? '/payment-success' : '/payment-failure';
      navigate(`${target}?reserveId=${paid.reserveId}`, { replace: true, state: { reason: paid.reason } });
    });
  }, [authority, status, navigate]);

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
