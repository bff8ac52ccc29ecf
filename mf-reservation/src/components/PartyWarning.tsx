// Said before paying when the rooms chosen, with their extra beds, hold fewer people than the search asked
// for (the address's `adults=N`, carried from the search box through the hotel page): booking goes on, but
// the traveller is not left to find out at the hotel.
import Alert from '@mui/material/Alert';
import { adultsFromQuery, partyNotHeldMessage, peopleHeld } from '@rahi/shared-contracts';
import type { RoomOffer } from '@rahi/shared-contracts/api';
import { useLocation } from 'react-router-dom';
import type { Draft } from '../api/draft';

interface Props {
  rooms: Draft['rooms'];
  /** The hotel's room types for the stay: their capacities. */
  offers: readonly RoomOffer[];
}

export function PartyWarning({ rooms, offers }: Props) {
  const adults = adultsFromQuery(new URLSearchParams(useLocation().search));
  const held = peopleHeld(
    rooms.map((room) => ({
      capacity:
        offers.find((offer) => String(offer.id) === String(room.roomTypeId ?? room.id))?.capacity ?? 0,
      extraBedCount: room.extraBedCount,
    })),
  );
  if (held >= adults) return null;
  return (
    <Alert severity="warning" data-testid="party-warning">
      {partyNotHeldMessage(held, adults)}
    </Alert>
  );
}
