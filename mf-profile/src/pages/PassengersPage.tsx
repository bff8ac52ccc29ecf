// /profile/previous-passengers: the people the traveller books for (at most 50), to add, edit and delete with
// the reservation page's checks. The reservation page offers them for each room. A passenger deleted takes their
// «حذف» with them: the focus goes to the «حذف» of the one now in that place, or to «افزودن مسافر» after the last.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PROFILE_MESSAGES, toPersianDigits } from '@rahi/shared-contracts';
import { MAX_SAVED_PASSENGERS, type Passenger } from '@rahi/shared-contracts/api';
import { LoadState, PendingButton } from '@rahi/shared-ui/components';
import { useRef, useState } from 'react';
import { usePassengers } from '../api/get-passengers';
import { PageCard } from '../components/PageCard';
import { DeletePassengerDialog } from '../components/passengers/DeletePassengerDialog';
import { PassengerCard } from '../components/passengers/PassengerCard';
import { PassengerDialog } from '../components/passengers/PassengerDialog';
import { useFocusAfterRemoval } from '../components/use-focus-after-removal';
import { profilePage } from './profile-page';

type Editing =
  | { kind: 'add' }
  | { kind: 'edit'; passenger: Passenger }
  | { kind: 'delete'; passenger: Passenger };

function PassengersPage() {
  const passengers = usePassengers();
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);
  const list = passengers.data;
  const cards = useRef<HTMLDivElement>(null);
  const add = useRef<HTMLButtonElement>(null);
  useFocusAfterRemoval(
    list?.map((passenger) => passenger.id),
    (index) => cards.current?.children[index]?.querySelector<HTMLElement>('button[aria-label^="حذف"]'),
    add,
  );
  const full = (list?.length ?? 0) >= MAX_SAVED_PASSENGERS;

  return (
    <PageCard>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Box>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 800 }}>
            مسافران قبلی
          </Typography>
          {list && (
            <Typography variant="body2" color="text.secondary" role="status">
              {`${toPersianDigits(list.length)} از ${toPersianDigits(MAX_SAVED_PASSENGERS)} مسافر`}
            </Typography>
          )}
        </Box>
        {/* Full, it stays focusable: the add dialog that filled the list gives the focus back to it. */}
        <PendingButton
          ref={add}
          variant="contained"
          onClick={() => setEditing({ kind: 'add' })}
          pending={full}
          aria-describedby={full ? 'passengers-full' : undefined}
        >
          افزودن مسافر
        </PendingButton>
      </Box>
      {full && (
        <Typography id="passengers-full" variant="body2" color="text.secondary">
          {PROFILE_MESSAGES.tooManyPassengers} برای افزودن مسافر تازه، یکی را حذف کنید.
        </Typography>
      )}
      {!list ? (
        <LoadState error={passengers.error} onRetry={() => void passengers.refetch()} />
      ) : list.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          هنوز مسافری ذخیره نکرده‌اید. مسافرانی که اینجا ذخیره کنید در صفحه رزرو با یک لمس انتخاب می‌شوند.
        </Typography>
      ) : (
        <Box ref={cards} sx={{ display: 'grid', gap: 1.5 }}>
          {list.map((passenger) => (
            <PassengerCard
              key={passenger.id}
              passenger={passenger}
              onEdit={() => setEditing({ kind: 'edit', passenger })}
              onDelete={() => setEditing({ kind: 'delete', passenger })}
            />
          ))}
        </Box>
      )}
      {editing?.kind === 'add' && <PassengerDialog onClose={close} />}
      {editing?.kind === 'edit' && <PassengerDialog passenger={editing.passenger} onClose={close} />}
      {editing?.kind === 'delete' && <DeletePassengerDialog passenger={editing.passenger} onClose={close} />}
    </PageCard>
  );
}

export default profilePage('./PassengersPage', PassengersPage);
