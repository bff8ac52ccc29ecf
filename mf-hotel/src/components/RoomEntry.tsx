// One chosen room's options: extra beds (0 to the room's maximum) and early check-in / late check-out
// when the stay offers them, each with its price, and the room's own price with what it has.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import Typography from '@mui/material/Typography';
import { type SelectedRoom, tomanOf, toPersianDigits } from '@rahi/shared-contracts';
import type { RoomOffer } from '@rahi/shared-contracts/api';
import { useId } from 'react';
import { entryPrice, optionsOf, type RoomOptions } from '../state/room-selection';

export interface RoomEntryProps {
  offer: RoomOffer;
  room: SelectedRoom;
  /** 1-based, as the traveller counts. */
  number: number;
  onChange: (options: RoomOptions) => void;
}

export function RoomEntry({ offer, room, number, onChange }: RoomEntryProps) {
  const bedsId = useId();
  const options = optionsOf(room);
  const beds = room.extraBedCount;
  const earlyPrice = offer.early.earlyCustomerPrice + beds * offer.early.extraEarlyCustomerPrice;
  const latePrice = offer.late.lateCustomerPrice + beds * offer.late.extraLateCustomerPrice;
  const price = entryPrice(room);
  return (
    <Box
      role="group"
      aria-label={`${offer.name}، اتاق ${toPersianDigits(number)}`}
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'auto minmax(0, 1fr) auto' },
        alignItems: 'center',
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'grey.50',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography sx={{ fontWeight: 700, fontSize: 14, minWidth: 64 }}>
        اتاق {toPersianDigits(number)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5 }}>
        {offer.maxExtraBeds > 0 ? (
          <FormControl size="small" sx={{ minWidth: 180 }}>
            <InputLabel variant="standard" htmlFor={bedsId}>
              تخت اضافه
            </InputLabel>
            <NativeSelect
              id={bedsId}
              value={beds}
              onChange={(event) => onChange({ ...options, extraBedCount: Number(event.target.value) })}
            >
              {Array.from({ length: offer.maxExtraBeds + 1 }, (_, count) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the bed count is the option itself
                <option key={count} value={count}>
                  {count === 0
                    ? 'بدون تخت اضافه'
                    : `${toPersianDigits(count)} تخت (+${tomanOf(count * offer.extraCustomerPrice)})`}
                </option>
              ))}
            </NativeSelect>
          </FormControl>
        ) : null}
        {offer.early.available ? (
          <FormControlLabel
            control={
              <Checkbox
                checked={room.earlyCheckIn}
                onChange={(event) => onChange({ ...options, earlyCheckIn: event.target.checked })}
              />
            }
            label={
              <Box component="span" sx={{ fontSize: 14 }}>
                ورود زودهنگام{' '}
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  (+{tomanOf(earlyPrice)})
                </Box>
              </Box>
            }
          />
        ) : null}
        {offer.late.available ? (
          <FormControlLabel
            control={
              <Checkbox
                checked={room.lateCheckOut}
                onChange={(event) => onChange({ ...options, lateCheckOut: event.target.checked })}
              />
            }
            label={
              <Box component="span" sx={{ fontSize: 14 }}>
                خروج دیرهنگام{' '}
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  (+{tomanOf(latePrice)})
                </Box>
              </Box>
            }
          />
        ) : null}
      </Box>
      <Typography sx={{ fontSize: 14, textAlign: { sm: 'end' } }} data-testid="room-entry-price">
        {tomanOf(price.customer)}
      </Typography>
    </Box>
  );
}
