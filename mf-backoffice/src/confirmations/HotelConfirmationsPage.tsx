// /backoffice/hotel-confirmations: the paid bookings waiting for their hotel's answer (a hotel manager sees only
// their hotels'), each with its deadline counting down; confirm, or refuse with a reason.
import { useSearchParams } from 'react-router-dom';
import { QueueHeading, QueueList } from '../components/QueueList';
import { useHotelConfirmations } from './api/get-hotel-confirmations';
import { ConfirmationCard } from './components/ConfirmationCard';
import { useNow } from './use-now';

export default function HotelConfirmationsPage() {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Math.trunc(Number(search.get('page'))) || 1);
  const queue = useHotelConfirmations(page);
  const now = useNow();
  return (
    <>
      <QueueHeading title="تایید هتل" total={queue.data?.total} unit="رزرو در انتظار پاسخ" />
      <QueueList
        query={queue}
        empty="رزروی در انتظار پاسخ هتل نیست."
        keyOf={(booking) => booking.reserveId}
        renderItem={(booking) => <ConfirmationCard booking={booking} now={now} />}
        page={page}
        onPage={(next) => setSearch(next > 1 ? { page: String(next) } : {})}
      />
    </>
  );
}
