// The booker: mobile (normalised as at login; a logged-in traveller's is filled in) and an optional email.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormEmailField, FormMobileField } from '@rahi/shared-ui/form';
import { memo } from 'react';
import type { Control } from 'react-hook-form';
import type { ReservationFormInput, ReservationFormValues } from '../state/reservation-form';
import { TEXTS } from '../texts';

/** Memoised, as the reservation form's other parts are (pages/ReservationForm.tsx says why). */
export const BookerFields = memo(function BookerFields({
  control,
}: {
  control: Control<ReservationFormInput, unknown, ReservationFormValues>;
}) {
  return (
    <Paper
      component="fieldset"
      variant="outlined"
      sx={{ m: 0, p: { xs: 2, md: 3 }, borderRadius: 3, minWidth: 0 }}
    >
      <Typography component="legend" sx={{ fontWeight: 800, px: 1 }}>
        {TEXTS.bookerTitle}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormMobileField control={control} name="mobile" label={TEXTS.mobile} />
        <FormEmailField control={control} name="email" label={TEXTS.email} />
      </Box>
    </Paper>
  );
});
