// Fills a room's head guest from a saved passenger in one tap: a row of the traveller's saved passengers
// (scrolling sideways on a phone) above the room's fields. The chip of the passenger now in the fields is
// pressed. Absent when the traveller is logged out or has saved none.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@rahi/shared-contracts';
import { type GuestFormInput, guestFromPassenger, type Passenger } from '@rahi/shared-contracts/api';
import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import type { ReservationFormInput, ReservationFormValues } from '../state/reservation-form';
import { TEXTS } from '../texts';

interface Props {
  index: number;
  passengers: readonly Passenger[];
  control: Control<ReservationFormInput, unknown, ReservationFormValues>;
  setValue: UseFormSetValue<ReservationFormInput>;
}

const FIELDS = ['foreign', 'firstName', 'lastName', 'nationalCode', 'passportNumber', 'nationality'] as const;

const sameGuest = (a: GuestFormInput | undefined, b: GuestFormInput) =>
  a !== undefined && FIELDS.every((field) => a[field] === b[field]);

export function SavedPassengerPicker({ index, passengers, control, setValue }: Props) {
  const current = useWatch({ control, name: `guests.${index}` });
  if (passengers.length === 0) return null;
  const pick = (guest: GuestFormInput) => {
    for (const field of FIELDS)
      setValue(`guests.${index}.${field}`, guest[field], { shouldDirty: true, shouldValidate: true });
  };
  return (
    <Box
      role="group"
      aria-label={TEXTS.fillRoomFrom(toPersianDigits(index + 1))}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, overflowX: 'auto', pb: 1, mb: 1 }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }} aria-hidden>
        {TEXTS.savedPassengers}
      </Typography>
      {passengers.map((passenger) => {
        const guest = guestFromPassenger(passenger);
        const pressed = sameGuest(current, guest);
        return (
          <Chip
            key={passenger.id}
            label={<bdi>{`${passenger.firstName} ${passenger.lastName}`}</bdi>}
            color="primary"
            variant={pressed ? 'filled' : 'outlined'}
            aria-pressed={pressed}
            onClick={() => pick(guest)}
          />
        );
      })}
    </Box>
  );
}
