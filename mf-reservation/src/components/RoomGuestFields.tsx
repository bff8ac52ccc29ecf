// One room of the reservation: its name, extra beds and early/late options, and its head guest's fields
// (shared-ui's PersonFields: first and last name in Persian and a national code, or for a foreign guest the name as
// the passport spells it, a passport number and nationality). A logged-in traveller may fill them from a saved
// passenger. Memoised: the form above draws again whenever a read of its own answers (the session, the wallet, the
// profile, the saved passengers); a room's fields draw again only when their own props change.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@rahi/shared-contracts';
import type { Passenger, ReservationRoom } from '@rahi/shared-contracts/api';
import { PersonFields } from '@rahi/shared-ui/form';
import { memo } from 'react';
import type { Control, UseFormSetValue } from 'react-hook-form';
import type { ReservationFormInput, ReservationFormValues } from '../state/reservation-form';
import { TEXTS } from '../texts';
import { SavedPassengerPicker } from './SavedPassengerPicker';

interface Props {
  index: number;
  room: ReservationRoom;
  roomName: string;
  control: Control<ReservationFormInput, unknown, ReservationFormValues>;
  /** The logged-in traveller's saved passengers to fill this room from (none: no picker). */
  passengers: readonly Passenger[];
  setValue: UseFormSetValue<ReservationFormInput>;
}

export const RoomGuestFields = memo(function RoomGuestFields({
  index,
  room,
  roomName,
  control,
  passengers,
  setValue,
}: Props) {
  const title = `${TEXTS.room} ${toPersianDigits(index + 1)}: ${roomName}`;
  const extras = [
    room.extraBedCount > 0 ? `${toPersianDigits(room.extraBedCount)} ${TEXTS.extraBed}` : null,
    room.earlyCheckIn ? TEXTS.earlyCheckIn : null,
    room.lateCheckOut ? TEXTS.lateCheckOut : null,
  ].filter((item) => item !== null);

  return (
    <Paper
      component="fieldset"
      variant="outlined"
      sx={{ m: 0, p: { xs: 2, md: 3 }, borderRadius: 3, minWidth: 0 }}
    >
      <Typography component="legend" sx={{ fontWeight: 800, px: 1 }}>
        {title}
      </Typography>
      {extras.length > 0 && (
        <Typography variant="body2" color="text.secondary" data-testid={`room-extras-${index}`}>
          {extras.join('، ')}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 1.5, mb: 1, fontWeight: 700 }}>
        {TEXTS.headGuest}
      </Typography>
      <SavedPassengerPicker index={index} passengers={passengers} control={control} setValue={setValue} />
      <PersonFields control={control} prefix={`guests.${index}`} />
    </Paper>
  );
});
