// /voucher?reserveId&mobile[&isFactor] (voucher layout): the voucher of a paid booking, or with isFactor its
// invoice, printable on A4 and downloadable as the gateway's PDF. A wrong reserve id / mobile pair gets the same
// "not found" as a missing booking; an unpaid booking shows only its state and, while held, a way to pay. The
// gateway draws it on the server (server/, pages/voucher-page-data.ts); the first browser render takes the server's
// reads, a refused lookup included (withServerQueries), so hydration asks booking-api nothing.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import GlobalStyles from '@mui/material/GlobalStyles';
import {
  BOOKING_MESSAGES,
  buildVoucherDocument,
  SERVER_DATA_GLOBALS,
  todayInTehran,
  toPersianDigits,
  voucherRefusal,
} from '@rahi/shared-contracts';
import { withServerQueries } from '@rahi/shared-ui/server-data';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { reserveStatusPath } from '../api/voucher';
import { BookingFacts } from '../components/BookingFacts';
import { PayBookingButton } from '../components/PayBookingButton';
import { ProblemPage } from '../components/ProblemPage';
import { VoucherActions } from '../components/VoucherActions';
import { VoucherSheet } from '../components/VoucherSheet';
import { useReserveLookup, useVoucherHotel } from '../state/use-reserve-lookup';
import { VOUCHER_TEXTS as T } from '../voucher-texts';
import { readVoucherAddress } from './voucher-page-data';

/** A4 with the browser's own header and footer margins; the page's buttons are not printed. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4', margin: '12mm' },
      '@media print': {
        body: { background: '#fff' },
        '#main': { maxWidth: 'none', padding: 0 },
      },
    }}
  />
);

const Loading = () => (
  <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center', py: 8 }}>
    <CircularProgress size={28} />
    {T.loading}
  </Box>
);

export interface VoucherPageProps {
  /** The site's origin for the voucher's links and QR code: the server's; the browser's own by default. */
  origin?: string;
}

function VoucherPage({ origin }: VoucherPageProps) {
  const [params] = useSearchParams();
  const { lookup, isFactor } = readVoucherAddress(params);
  const bookingQuery = useReserveLookup(lookup);
  const booking = bookingQuery.data;
  const hotelQuery = useVoucherHotel(booking);
  useEffect(() => {
    if (lookup) document.title = `${T.showVoucher} ${toPersianDigits(lookup.reserveId)}`;
  }, [lookup]);

  const notFound = { label: T.reserveStatus, to: '/reserve-status' };
  if (!lookup || bookingQuery.error?.status === 404)
    return (
      <ProblemPage title={T.notFoundTitle} messages={[BOOKING_MESSAGES.bookingNotFound]} action={notFound} />
    );
  const failure = bookingQuery.error ?? hotelQuery.error;
  if (failure)
    return (
      <ProblemPage
        title={T.notFoundTitle}
        messages={[failure.errors[0] ?? T.unavailable]}
        action={notFound}
      />
    );
  if (!booking) return <Loading />;

  const refusal = voucherRefusal(booking.status);
  if (refusal)
    return (
      <ProblemPage
        title={T.noVoucherTitle}
        messages={[refusal]}
        action={{ label: T.reserveStatus, to: reserveStatusPath(lookup.reserveId, lookup.mobile) }}
      >
        <Box sx={{ mt: 2 }}>
          <BookingFacts booking={booking} />
        </Box>
        {booking.status === 'pending_payment' && (
          <Box sx={{ mt: 2 }}>
            <PayBookingButton reserveId={booking.reserveId} mobile={lookup.mobile} />
          </Box>
        )}
      </ProblemPage>
    );
  if (!hotelQuery.data) return <Loading />;

  const voucher = buildVoucherDocument({
    booking,
    hotel: hotelQuery.data,
    isFactor,
    origin: origin ?? window.location.origin,
    today: todayInTehran(),
  });
  return (
    <>
      {printStyles}
      <VoucherActions reserveId={lookup.reserveId} mobile={lookup.mobile} isFactor={isFactor} />
      <VoucherSheet document={voucher} />
    </>
  );
}

export default withServerQueries<VoucherPageProps>(SERVER_DATA_GLOBALS.voucher, './VoucherPage', VoucherPage);
