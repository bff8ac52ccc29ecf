// mf-search's search box, prefilled with this hotel and stay so the traveller can change the dates. It is another
// remote's widget: a page the server drew has it already, drawn by the gateway from mf-search's server container
// and loaded by the shell before hydrating (shared-ui's siblings); a page the browser draws loads it after mounting,
// inside a box of fixed height, so nothing moves when it fills.
import Box from '@mui/material/Box';
import { addDays, type SearchSelection } from '@rahi/shared-contracts';
import type { HotelDetails } from '@rahi/shared-contracts/api';
import { loadSibling } from '@rahi/shared-ui/load-sibling';
import { useSiblingModule } from '@rahi/shared-ui/siblings';
import { type ComponentType, startTransition, useEffect, useState } from 'react';
import type { HotelPageStay } from '../pages/hotel-page-data';

interface SearchBoxProps {
  initialSelection?: SearchSelection | null;
  initialCheckin?: string | null;
  initialCheckout?: string | null;
  initialGuests?: number;
  variant?: 'hero' | 'bar';
}

const SEARCH_BOX = 'mf_search/SearchBox';

/** The bar variant's height at each width (measured: one row from md, two from sm, four below). */
export const SEARCH_BOX_HEIGHT = { xs: 290, sm: 160, md: 90 } as const;

export function SearchBoxSlot({ hotel, stay }: { hotel: HotelDetails; stay: HotelPageStay }) {
  const handed = useSiblingModule<SearchBoxProps>(SEARCH_BOX);
  const [SearchBox, setSearchBox] = useState<ComponentType<SearchBoxProps> | null>(() => handed ?? null);

  useEffect(() => {
    if (SearchBox) return;
    let live = true;
    loadSibling<{ default: ComponentType<SearchBoxProps> }>(SEARCH_BOX).then((module) => {
      // A transition: the box's first render is sliced instead of one long task while the page starts.
      if (live && module) startTransition(() => setSearchBox(() => module.default));
    });
    return () => {
      live = false;
    };
  }, [SearchBox]);

  const selection: SearchSelection = {
    id: hotel.id,
    type: 'hotel',
    title: hotel.name,
    fullTitle: `${hotel.name}، ${hotel.city.name}`,
    slug: hotel.slug,
  };
  return (
    <Box sx={{ minHeight: SEARCH_BOX_HEIGHT }} data-testid="search-box-slot">
      {SearchBox ? (
        <SearchBox
          key={`${hotel.id}|${stay.checkin}|${stay.nights}|${stay.adults}`}
          variant="bar"
          initialSelection={selection}
          initialCheckin={stay.checkin}
          initialCheckout={addDays(stay.checkin, stay.nights)}
          initialGuests={stay.adults}
        />
      ) : (
        <Box
          aria-hidden="true"
          sx={{ height: SEARCH_BOX_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 3 }}
        />
      )}
    </Box>
  );
}
