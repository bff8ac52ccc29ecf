// /backoffice/tickets: the support desk's inbox, latest changed first, with its filters in the address.
import { useSearchParams } from 'react-router-dom';
import { QueueHeading, QueueList } from '../components/QueueList';
import { useDeskTickets } from './api/get-desk-tickets';
import { DeskFiltersBar } from './components/DeskFiltersBar';
import { DeskTicketCard } from './components/DeskTicketCard';
import { type DeskFilters, deskFiltersSearch, readDeskFilters } from './desk-filters';

export default function TicketsPage() {
  const [search, setSearch] = useSearchParams();
  const filters = readDeskFilters(search);
  const tickets = useDeskTickets(filters);
  const show = (next: DeskFilters) => setSearch(deskFiltersSearch(next));
  return (
    <>
      <QueueHeading title="تیکت‌های پشتیبانی" total={tickets.data?.total} unit="تیکت" />
      <DeskFiltersBar filters={filters} onChange={show} />
      <QueueList
        query={tickets}
        empty="تیکتی با این فیلترها نیست."
        keyOf={(ticket) => ticket.id}
        renderItem={(ticket) => <DeskTicketCard ticket={ticket} />}
        page={filters.page}
        onPage={(page) => show({ ...filters, page })}
      />
    </>
  );
}
