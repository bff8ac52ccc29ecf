// /profile/reserves: every booking of the traveller (made logged in, or with their mobile), newest first, by
// status, 20 a page. Paid ones link to the voucher and the invoice and can be cancelled (the penalty and refund
// shown first); one still held for payment can be paid from here. The gateway draws it on the server for the
// token's traveller (server/); the first browser render takes that list.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@rahi/shared-contracts';
import {
  BOOKING_STATUSES,
  type BookingStatus,
  type CancellationResult,
  type ProfileBooking,
} from '@rahi/shared-contracts/api';
import { ListPagination, LoadState } from '@rahi/shared-ui/components';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PROFILE_BOOKINGS_PAGE_SIZE, useProfileBookings } from '../api/get-profile-bookings';
import { leaveForBank } from '../api/leave-for-bank';
import { usePayBooking } from '../api/pay-booking';
import { logOutWhenRevoked } from '../api/session-query';
import { type ListQuery, listSearch, readListQuery } from '../components/list-query';
import { BookingActions } from '../components/reserves/BookingActions';
import { BookingCard } from '../components/reserves/BookingCard';
import { CancelDialog } from '../components/reserves/CancelDialog';
import { CancelledNotice } from '../components/reserves/CancelledNotice';
import { StatusFilter } from '../components/reserves/StatusFilter';
import { profilePage } from './profile-page';

function ReservesPage() {
  const [search, setSearch] = useSearchParams();
  const { status, page } = readListQuery(search, BOOKING_STATUSES);
  const bookings = useProfileBookings(status, page);
  const pay = usePayBooking();
  const [cancelling, setCancelling] = useState<string | null>(null);
  // The booking just cancelled: its card takes the focus once it shows so (its «لغو رزرو» is gone), or, when it
  // has left the list (another status shown), a notice above the list says what came back.
  const [justCancelled, setJustCancelled] = useState<CancellationResult | null>(null);
  const [focusTaken, setFocusTaken] = useState(false);
  // A booking whose cancelling was refused (cancelled meanwhile in another tab or by support): once the dialog is
  // closed, its card takes the focus when it shows so, as after the traveller's own cancelling.
  const [refused, setRefused] = useState<string | null>(null);
  const takeFocus = useCallback(() => setFocusTaken(true), []);
  const [now] = useState(() => Date.now());

  const show = (next: ListQuery<BookingStatus>) => {
    setJustCancelled(null);
    setSearch(listSearch(next));
  };
  const cancelled = (result: CancellationResult) => {
    setFocusTaken(false);
    setJustCancelled(result);
  };
  const payBooking = (booking: ProfileBooking) =>
    pay.mutateAsync({ reserveId: booking.reserveId, mobile: booking.bookerMobile }).then(
      (started) => leaveForBank(started.redirectUrl),
      (error: unknown) => {
        logOutWhenRevoked(error);
        void bookings.refetch();
      },
    );

  const list = bookings.data;
  const leftList =
    justCancelled && list && !list.items.some((booking) => booking.reserveId === justCancelled.reserveId)
      ? justCancelled
      : null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 800 }}>
          رزروهای من
        </Typography>
        {list && (
          <Typography variant="body2" color="text.secondary" role="status">
            {toPersianDigits(list.total)} رزرو
          </Typography>
        )}
      </Box>
      <StatusFilter value={status} onChange={(next) => show({ status: next, page: 1 })} />
      {leftList && <CancelledNotice key={leftList.reserveId} result={leftList} />}
      {!list ? (
        <LoadState error={bookings.error} onRetry={() => void bookings.refetch()} />
      ) : list.items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {status ? 'رزروی با این وضعیت ندارید.' : 'هنوز رزروی ندارید.'}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5, opacity: bookings.isPlaceholderData ? 0.6 : 1 }}>
          {list.items.map((booking) => (
            <BookingCard
              key={booking.reserveId}
              booking={booking}
              takeFocus={
                (booking.reserveId === justCancelled?.reserveId ||
                  (booking.reserveId === refused && cancelling === null)) &&
                !focusTaken
                  ? takeFocus
                  : undefined
              }
              actions={
                <BookingActions
                  booking={booking}
                  now={now}
                  paying={pay.isPending}
                  onPay={payBooking}
                  onCancel={setCancelling}
                />
              }
            />
          ))}
        </Box>
      )}
      {list && (
        <ListPagination
          total={list.total}
          pageSize={PROFILE_BOOKINGS_PAGE_SIZE}
          page={page}
          onChange={(next) => show({ status, page: next })}
        />
      )}
      <CancelDialog
        reserveId={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={cancelled}
        onRefused={() => {
          setFocusTaken(false);
          setRefused(cancelling);
        }}
      />
    </Paper>
  );
}

export default profilePage('./ReservesPage', ReservesPage);
