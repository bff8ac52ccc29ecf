// One saved passenger: name, national code or passport and nationality, birth date (Jalali), edit and delete.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatCalendarDate, toPersianDigits } from '@rahi/shared-contracts';
import type { Passenger } from '@rahi/shared-contracts/api';
import { Ltr } from '@rahi/shared-ui/components';
import { Fragment } from 'react';

interface Props {
  passenger: Passenger;
  onEdit: () => void;
  onDelete: () => void;
}

export function PassengerCard({ passenger, onEdit, onDelete }: Props) {
  const name = `${passenger.firstName} ${passenger.lastName}`;
  const titleId = `passenger-${passenger.id}`;
  const facts = [
    passenger.nationalCode ? (
      `کد ملی ${toPersianDigits(passenger.nationalCode)}`
    ) : (
      // A Latin passport number beside Persian words and commas: isolated, or the comma moves.
      <>
        گذرنامه <Ltr>{passenger.passportNumber}</Ltr>
      </>
    ),
    passenger.nationalCode ? null : `ملیت ${passenger.nationality}`,
    passenger.birthDate ? `متولد ${formatCalendarDate(passenger.birthDate, 'fa')}` : null,
  ].filter((fact) => fact !== null);
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: 2, borderRadius: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        {/* A foreign passenger's name as the passport spells it reads in its own direction (bdi: dir auto). */}
        <Typography id={titleId} component="h2" sx={{ fontWeight: 800 }}>
          <bdi>{name}</bdi>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {facts.map((fact, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the facts are a fixed list in a fixed order
            <Fragment key={index}>
              {index > 0 ? '، ' : null}
              {fact}
            </Fragment>
          ))}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={onEdit} aria-label={`ویرایش ${name}`}>
          ویرایش
        </Button>
        <Button size="small" color="error" onClick={onDelete} aria-label={`حذف ${name}`}>
          حذف
        </Button>
      </Box>
    </Paper>
  );
}
