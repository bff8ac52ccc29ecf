// One room of the reservation: its name, extra beds and early/late options, and its head guest's fields
// (Persian first and last name; a national code, or for a foreign guest a passport number and nationality).
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@rahi/shared-contracts';
import type { ReservationRoom } from '@rahi/shared-contracts/api';
import { FormTextField } from '@rahi/shared-ui/form';
import { type Control, Controller, useWatch } from 'react-hook-form';
import type { ReservationFormInput, ReservationFormValues } from '../state/reservation-form';
import { TEXTS } from '../texts';

interface Props {
  index: number;
  room: ReservationRoom;
  roomName: string;
  control: Control<ReservationFormInput, unknown, ReservationFormValues>;
}

export function RoomGuestFields({ index, room, roomName, control }: Props) {
  const foreign = useWatch({ control, name: `guests.${index}.foreign` });
  const title = `${TEXTS.room} ${toPersianDigits(index + 1)}: ${roomName}`;
  const extras = [
    room.extraBedCount > 0 ? `${toPersianDigits(room.extraBedCount)} ${TEXTS.extraBed}` : null,
    room.earlyCheckIn ? TEXTS.earlyCheckIn : null,
    room.lateCheckOut ? TEXTS.lateCheckOut : null,
  ].filter((item) => item !== null);
  const field = (name: 'firstName' | 'lastName' | 'nationalCode' | 'passportNumber' | 'nationality') =>
    `guests.${index}.${name}` as const;

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
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name={field('firstName')}
          label={TEXTS.firstName}
          autoComplete="given-name"
        />
        <FormTextField
          control={control}
          name={field('lastName')}
          label={TEXTS.lastName}
          autoComplete="family-name"
        />
        {foreign ? (
          <>
            <FormTextField
              control={control}
              name={field('passportNumber')}
              label={TEXTS.passportNumber}
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
            <FormTextField control={control} name={field('nationality')} label={TEXTS.nationality} />
          </>
        ) : (
          <FormTextField
            control={control}
            name={field('nationalCode')}
            label={TEXTS.nationalCode}
            inputMode="numeric"
            slotProps={{ htmlInput: { dir: 'ltr', maxLength: 12 } }}
          />
        )}
      </Box>
      <Controller
        control={control}
        name={`guests.${index}.foreign`}
        render={({ field: box }) => (
          <FormControlLabel
            sx={{ mt: 1 }}
            control={
              <Checkbox
                checked={box.value}
                onChange={(event) => box.onChange(event.target.checked)}
                onBlur={box.onBlur}
              />
            }
            label={TEXTS.foreignGuest}
          />
        )}
      />
    </Paper>
  );
}
