// The search box (product §2, §5): destination, check-in and check-out in the Jalali picker, guests. Checks
// product §5's rules, shows a problem as a toast and beside the field, remembers the destination in the
// `selected` cookie and goes to the city's list or the hotel's page with ?checkin=…&nights=….
// Exposed as './SearchBox' so the hotel page can show it prefilled.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import {
  daysBetween,
  getEventBus,
  isIsoDate,
  MAX_STAY_NIGHTS,
  MESSAGES,
  SEARCH_TEXT,
  type SearchSelection,
  searchSelectionPath,
  validateSearch,
} from '@rahi/shared-contracts';
import { DEFAULT_GUESTS, GuestsField } from '@rahi/shared-ui/components';
import { type FormEvent, useLayoutEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { StayDatesField } from '../date-picker/StayDatesField';
import { rememberedSelection, rememberSelection } from '../state/selected-cookie';
import { DestinationField } from './DestinationField';

export interface SearchBoxProps {
  /** The destination to start with; by default the one remembered in the `selected` cookie. */
  initialSelection?: SearchSelection | null;
  /** Gregorian 'YYYY-MM-DD'. */
  initialCheckin?: string | null;
  initialCheckout?: string | null;
  initialGuests?: number;
  /** 'hero' on the home page; 'bar' above a list or a hotel. */
  variant?: 'hero' | 'bar';
}

type Problems = { destination?: string; dates?: string };

/** What is wrong with the box's fields, per field; empty when the search can go. */
function findProblems(selection: SearchSelection | null, checkin: string, checkout: string): Problems {
  const message = validateSearch({ destination: selection?.title ?? '', checkin, checkout });
  if (message === MESSAGES.fillAllFields) {
    return {
      destination: selection ? undefined : message,
      dates: checkin && checkout ? undefined : message,
    };
  }
  if (message) return { dates: message };
  const nights = isIsoDate(checkin) && isIsoDate(checkout) ? daysBetween(checkin, checkout) : 0;
  if (nights < 1) return { dates: MESSAGES.atLeastOneNight };
  if (nights > MAX_STAY_NIGHTS) return { dates: SEARCH_TEXT.tooManyNights };
  return {};
}

export function SearchBox({
  initialSelection,
  initialCheckin = null,
  initialCheckout = null,
  initialGuests = DEFAULT_GUESTS,
  variant = 'hero',
}: SearchBoxProps) {
  const navigate = useNavigate();
  // The remembered destination is read after the first render, before the browser paints it: a server render
  // (the home page) cannot read the cookie, so the first render must draw the box as the server did.
  const [selection, setSelection] = useState<SearchSelection | null>(initialSelection ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial props are read once (see the README)
  useLayoutEffect(() => {
    if (initialSelection !== undefined) return;
    const remembered = rememberedSelection();
    if (remembered) setSelection(remembered);
  }, []);
  const [dates, setDates] = useState({ checkin: initialCheckin, checkout: initialCheckout });
  const [guests, setGuests] = useState(initialGuests);
  const [problems, setProblems] = useState<Problems>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checkin = dates.checkin ?? '';
    const checkout = dates.checkout ?? '';
    const found = findProblems(selection, checkin, checkout);
    setProblems(found);
    const message = found.destination ?? found.dates;
    if (message || !selection) {
      getEventBus().emit({ type: 'toast/error', payload: { message: message ?? MESSAGES.fillAllFields } });
      return;
    }
    rememberSelection(selection);
    const path = searchSelectionPath(selection, { checkin, nights: daysBetween(checkin, checkout) });
    navigate(guests === DEFAULT_GUESTS ? path : `${path}&adults=${guests}`);
  };

  const hero = variant === 'hero';
  return (
    <Paper
      component="form"
      role="search"
      aria-label="جستجوی هتل"
      noValidate
      onSubmit={submit}
      elevation={hero ? 1 : 0}
      variant={hero ? 'elevation' : 'outlined'}
      sx={{
        p: 2,
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'minmax(0, 1.3fr) minmax(0, 2fr) minmax(0, 0.9fr) auto',
        },
        borderRadius: 3,
      }}
    >
      <Box sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}>
        <DestinationField
          value={selection}
          onChange={(next) => {
            setSelection(next);
            if (next) setProblems((current) => ({ ...current, destination: undefined }));
          }}
          error={problems.destination}
        />
      </Box>
      {/* Fields may shrink below their text's width, so a phone never scrolls sideways. */}
      <Box sx={{ gridColumn: { sm: '1 / -1', md: 'auto' }, '& .MuiFormControl-root': { minWidth: 0 } }}>
        <StayDatesField
          checkin={dates.checkin}
          checkout={dates.checkout}
          priceSource={selection && { type: selection.type, id: selection.id }}
          onChange={(next) => {
            setDates(next);
            setProblems((current) => ({ ...current, dates: undefined }));
          }}
        />
        {problems.dates ? (
          <FormHelperText error id="search-dates-error">
            {problems.dates}
          </FormHelperText>
        ) : null}
      </Box>
      <GuestsField value={guests} onChange={setGuests} />
      <Button type="submit" variant="contained" size="large" sx={{ minHeight: 56, px: 4 }}>
        جستجو
      </Button>
    </Paper>
  );
}

export default SearchBox;
