// Reserving (product §3, §5, §7): with no room, 'لطفا اتاقی را انتخاب کنید.'; otherwise the reservation data
// is built from the hotel, the stay and the cart, saved under a new uuid, and the traveller goes on to
// /reservation. A failed save keeps the cart as it was, so nothing chosen is lost.
import {
  buildReservationData,
  type CartState,
  getEventBus,
  MESSAGES,
  reservationPath,
} from '@rahi/shared-contracts';
import type { HotelDetails } from '@rahi/shared-contracts/api';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { saveReservation } from '../api/save-reservation';
import type { HotelPageStay } from '../pages/hotel-page-data';

export interface Reserve {
  reserve: () => Promise<void>;
  saving: boolean;
}

export function useReserve(hotel: HotelDetails, stay: HotelPageStay, cart: CartState): Reserve {
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);

  const reserve = async () => {
    if (saving) return;
    if (cart.length === 0) {
      getEventBus().emit({ type: 'toast/error', payload: { message: MESSAGES.chooseRoom } });
      return;
    }
    const reservationId = crypto.randomUUID();
    const data = buildReservationData({ hotel, stay, rooms: cart });
    setSaving(true);
    const outcome = await saveReservation(reservationId, data);
    setSaving(false);
    if (outcome.ok) navigate(reservationPath(reservationId, stay));
  };

  return { reserve, saving };
}
