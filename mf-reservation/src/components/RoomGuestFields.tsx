// One room of the reservation: its name, extra beds and early/late options, and its head guest's fields
// (shared-ui's PersonFields: first and last name in Persian and a national code, or for a foreign guest the name as
// the passport spells it, a passport number and nationality). A logged-in traveller may fill them from a saved
// passenger (`picker`).
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@rahi/shared-contracts';
import type { ReservationRoom } from '@rahi/shared-contracts/api';
import { PersonFields } from '@rahi/shared-ui/form';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import type { ReservationFormInput, ReservationFormValues } from '../state/reservation-form';
import { TEXTS } from '../texts';

interface Props {
  index: number;
  room: ReservationRoom;
  roomName: string;
  control: Control<ReservationFormInput, unknown, ReservationFormValues>;
  /** The saved passengers to fill this room from, when there are any. */
  picker?: ReactNode;
}

export function RoomGuestFields({ index, room, roomName, control, picker }: Props) {
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
          {extras.join(' · ')}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 1.5, mb: 1, fontWeight: 700 }}>
        {TEXTS.headGuest}
      </Typography>
      {picker}
      <PersonFields control={control} prefix={`guests.${index}`} />
    </Paper>
  );
}
