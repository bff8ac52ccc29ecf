// /backoffice/bookings: the desk's bookings search (support, admin), its filters in the address, 20 a page.
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@rahi/shared-contracts';
import { ListPagination, LoadState } from '@rahi/shared-ui/components';
import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '../components/PageHeading';
import { useStaffBookings } from './api/get-staff-bookings';
import { type BookingFilters, bookingFiltersSearch, readBookingFilters } from './booking-filters';
import { BookingSearchForm } from './components/BookingSearchForm';
import { BookingsTable } from './components/BookingsTable';

export default function BookingsPage() {
  const [search, setSearch] = useSearchParams();
  const filters = readBookingFilters(search);
  const bookings = useStaffBookings(filters);
  const show = (next: BookingFilters) => setSearch(bookingFiltersSearch(next));
  const data = bookings.data;
  return (
    <>
      <PageHeading title="رزروها">
        {data && (
          <Typography color="text.secondary" role="status">
            {toPersianDigits(data.total)} رزرو
          </Typography>
        )}
      </PageHeading>
      <BookingSearchForm key={search.toString()} filters={filters} onSearch={show} />
      {!data ? (
        <LoadState error={bookings.error} onRetry={() => void bookings.refetch()} />
      ) : data.items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          رزروی با این جستجو پیدا نشد.
        </Typography>
      ) : (
        <BookingsTable bookings={data.items} />
      )}
      {data && (
        <ListPagination
          total={data.total}
          pageSize={data.pageSize}
          page={filters.page}
          onChange={(page) => show({ ...filters, page })}
        />
      )}
    </>
  );
}
