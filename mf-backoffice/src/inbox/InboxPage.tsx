// /backoffice/inbox: the public forms' contact messages and artist and airport registrations, newest first, by
// kind and state (in the address), each marked read, answered or archived.
import Box from '@mui/material/Box';
import { FORM_KINDS, INBOX_STATES } from '@rahi/shared-contracts/api';
import { INBOX_STATE_LABELS } from '@rahi/shared-contracts/staff';
import { FilterChips } from '@rahi/shared-ui/components';
import { useSearchParams } from 'react-router-dom';
import { QueueHeading, QueueList } from '../components/QueueList';
import { useInbox } from './api/get-inbox';
import { FORM_KIND_NAMES, InboxItemCard } from './components/InboxItemCard';
import { type InboxFilters, inboxSearch, readInboxFilters } from './inbox-filters';

export default function InboxPage() {
  const [search, setSearch] = useSearchParams();
  const filters = readInboxFilters(search);
  const inbox = useInbox(filters);
  const show = (next: InboxFilters) => setSearch(inboxSearch(next));
  return (
    <>
      <QueueHeading title="صندوق پیام‌ها" total={inbox.data?.total} unit="مورد" />
      <Box sx={{ display: 'grid', gap: 1.5, mb: 2 }}>
        <FilterChips
          label="نوع"
          options={FORM_KINDS.map((value) => ({ value, label: FORM_KIND_NAMES[value] }))}
          value={filters.kind}
          onChange={(kind) => show({ ...filters, kind, page: 1 })}
        />
        <FilterChips
          label="وضعیت"
          options={INBOX_STATES.map((value) => ({ value, label: INBOX_STATE_LABELS[value] }))}
          value={filters.state}
          onChange={(state) => show({ ...filters, state, page: 1 })}
        />
      </Box>
      <QueueList
        query={inbox}
        empty="موردی با این فیلترها نیست."
        keyOf={(item) => `${item.kind}-${item.id}`}
        renderItem={(item) => <InboxItemCard item={item} />}
        page={filters.page}
        onPage={(page) => show({ ...filters, page })}
      />
    </>
  );
}
