// The rooms for the stay, read from and written to the room cart on the bus, so the header's count, the
// summary and any other listener see the same rooms. Each room added or taken out is said politely.

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  addDays,
  type CartState,
  cartChangeMessage,
  formatShortDay,
  HOTEL_TEXT,
  toPersianDigits,
} from '@rahi/shared-contracts';
import type { RoomOffer } from '@rahi/shared-contracts/api';
import { VisuallyHidden } from '@rahi/shared-ui/components';
import { useState } from 'react';
import type { HotelPageStay } from '../pages/hotel-page-data';
import { setRoomCount, setRoomOptions } from '../state/cart-actions';
import { entriesOf } from '../state/room-selection';
import { RoomCard } from './RoomCard';
import { Section } from './Section';

export interface RoomsSectionProps {
  rooms: readonly RoomOffer[];
  stay: HotelPageStay;
  cart: CartState;
}

export function RoomsSection({ rooms, stay, cart }: RoomsSectionProps) {
  const [said, setSaid] = useState('');
  const changeCount = (offer: RoomOffer, count: number) => {
    const change = count - entriesOf(cart, offer).length;
    if (change === 0) return;
    setRoomCount(offer, count);
    setSaid(cartChangeMessage(offer.name, change > 0, cart.length + change));
  };
  return (
    <Section title="اتاق‌ها و قیمت‌ها" id="rooms">
      <Typography sx={{ fontSize: 14, color: 'text.secondary', mb: 1.5 }}>
        {toPersianDigits(stay.nights)} شب، از {formatShortDay(stay.checkin, 'fa')} تا{' '}
        {formatShortDay(addDays(stay.checkin, stay.nights), 'fa')}
      </Typography>
      {rooms.length === 0 ? (
        <Typography>{HOTEL_TEXT.noRooms}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {rooms.map((offer) => (
            <RoomCard
              key={offer.id}
              offer={offer}
              cart={cart}
              onCount={(count) => changeCount(offer, count)}
              onOptions={(index, options) => setRoomOptions(offer, index, options)}
              adults={stay.adults}
            />
          ))}
        </Box>
      )}
      <VisuallyHidden role="status">{said}</VisuallyHidden>
    </Section>
  );
}
