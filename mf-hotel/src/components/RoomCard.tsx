// One room type for the stay: capacity, size and breakfast, the average night at board and customer price
// (each night on demand), the stay's total with the board price struck and the discount, how many are
// left when few, or "جا ندارد", and whether one room holds the party searched for. The traveller picks how many
// (less on the right, more on the left, as everywhere on the site), then each chosen room's options.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  type CartState,
  roomsLeftMessage,
  roomTooSmallMessage,
  SEARCH_TEXT,
  tomanOf,
  toPersianDigits,
} from '@rahi/shared-contracts';
import type { RoomOffer } from '@rahi/shared-contracts/api';
import { PriceBlock, Toman } from '@rahi/shared-ui/components';
import { useEffect, useId, useRef, useState } from 'react';
import { discountPercent, entriesOf, FEW_ROOMS_LEFT, type RoomOptions } from '../state/room-selection';
import { AddIcon, RemoveIcon } from './icons';
import { NightPrices } from './NightPrices';
import { RoomEntry } from './RoomEntry';

export interface RoomCardProps {
  offer: RoomOffer;
  cart: CartState;
  onCount: (count: number) => void;
  onOptions: (index: number, options: RoomOptions) => void;
  /** The party searched for (two when none was named). */
  adults?: number;
}

const chip = { fontSize: 13, bgcolor: 'grey.100', borderRadius: 1, px: 1, py: 0.25 } as const;

export function RoomCard({ offer, cart, onCount, onOptions, adults = 2 }: RoomCardProps) {
  const nameId = useId();
  const nightsId = useId();
  const [showNights, setShowNights] = useState(false);
  const entries = entriesOf(cart, offer);
  const count = entries.length;
  const nights = offer.nights.length;
  const soldOut = offer.freeCount === 0;
  const percent = discountPercent(offer.totalBoardPrice, offer.totalCustomerPrice);
  const perNightBoard = Math.round(offer.totalBoardPrice / nights);
  const perNightCustomer = Math.round(offer.totalCustomerPrice / nights);
  // The button pressed may leave the page ('انتخاب' becomes the count, '−' at one becomes 'انتخاب', '+' at the
  // last free room is disabled): the focus goes to the control that stands in its place, not to <body>.
  const select = useRef<HTMLButtonElement>(null);
  const more = useRef<HTMLButtonElement>(null);
  const fewer = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<typeof select | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the count is what replaces the buttons
  useEffect(() => {
    focusNext.current?.current?.focus();
    focusNext.current = null;
  }, [count]);
  const changeCount = (next: number, focus: typeof select | null) => {
    if (focus && document.activeElement?.closest('[data-testid="room-card"]')) focusNext.current = focus;
    onCount(next);
  };

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={nameId}
      data-testid="room-card"
      // A sold-out card is tinted, not faded: faded text fell below 4.5:1.
      sx={{
        p: { xs: 1.5, md: 2 },
        borderRadius: 3,
        display: 'grid',
        gap: 1.5,
        bgcolor: soldOut ? 'grey.50' : undefined,
      }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={nameId} component="h3" sx={{ fontWeight: 800, fontSize: { xs: 16, md: 18 } }}>
            {offer.name}
          </Typography>
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
          >
            <Box component="li" sx={chip}>
              ظرفیت {toPersianDigits(offer.capacity)} نفر
            </Box>
            <Box component="li" sx={chip}>
              {toPersianDigits(offer.sizeM2)} متر مربع
            </Box>
            <Box component="li" sx={chip}>
              {offer.breakfast ? 'با صبحانه' : 'بدون صبحانه'}
            </Box>
            {offer.maxExtraBeds > 0 ? (
              <Box component="li" sx={chip}>
                تا {toPersianDigits(offer.maxExtraBeds)} تخت اضافه
              </Box>
            ) : null}
          </Box>
          {offer.holdsParty ? null : (
            <Typography
              sx={{ mt: 1, fontSize: 13, fontWeight: 700, color: 'warning.dark' }}
              data-testid="room-too-small"
            >
              {roomTooSmallMessage(adults)}
            </Typography>
          )}
          <Typography sx={{ mt: 1, fontSize: 13, color: 'text.secondary' }}>
            میانگین هر شب:{' '}
            {perNightBoard > perNightCustomer ? (
              <>
                <s>
                  <Toman rial={perNightBoard} unit={false} spokenPrefix={SEARCH_TEXT.boardPriceSpoken} />
                </s>{' '}
              </>
            ) : null}
            <Box component="strong" sx={{ color: 'text.primary' }}>
              {tomanOf(perNightCustomer)}
            </Box>
          </Typography>
          <Button
            size="small"
            onClick={() => setShowNights((shown) => !shown)}
            aria-expanded={showNights}
            aria-controls={nightsId}
            sx={{ px: 0, mt: 0.25 }}
          >
            {showNights ? 'بستن قیمت شب‌ها' : 'قیمت هر شب'}
          </Button>
          {showNights ? <NightPrices nights={offer.nights} id={nightsId} /> : null}
        </Box>
        <Box sx={{ textAlign: { sm: 'end' }, minWidth: { sm: 200 } }}>
          <PriceBlock
            price={offer.totalCustomerPrice}
            boardPrice={offer.totalBoardPrice}
            discountPercent={percent}
            available={!soldOut}
            after={`تومان برای ${toPersianDigits(nights)} شب`}
            size={20}
            priceTestId="room-total"
            justify={{ sm: 'flex-end' }}
          />
          {!soldOut && offer.freeCount <= FEW_ROOMS_LEFT ? (
            <Typography sx={{ fontSize: 13, fontWeight: 700, color: 'warning.dark' }}>
              {roomsLeftMessage(offer.freeCount)}
            </Typography>
          ) : null}
          <Box sx={{ mt: 1, display: 'flex', justifyContent: { sm: 'flex-end' } }}>
            {soldOut ? (
              <Button variant="outlined" disabled aria-label={`${offer.name}: ${SEARCH_TEXT.soldOut}`}>
                {SEARCH_TEXT.soldOut}
              </Button>
            ) : count === 0 ? (
              // The name read out ('انتخاب دو تخته دبل') starts with the visible word (WCAG 2.5.3, label in name).
              <Button
                ref={select}
                variant="contained"
                onClick={() => changeCount(1, more)}
                aria-label={`انتخاب ${offer.name}`}
              >
                انتخاب
              </Button>
            ) : (
              <Box
                role="group"
                aria-label={`تعداد ${offer.name}`}
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 1,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 5,
                }}
              >
                <IconButton
                  ref={fewer}
                  aria-label={`یک ${offer.name} کمتر`}
                  onClick={() => changeCount(count - 1, count === 1 ? select : null)}
                  color="primary"
                >
                  <RemoveIcon />
                </IconButton>
                {/* Not a live region: the rooms section says each change once, with the cart's count. */}
                <Typography component="span" sx={{ minWidth: 56, textAlign: 'center', fontWeight: 700 }}>
                  {toPersianDigits(count)} اتاق
                </Typography>
                <IconButton
                  ref={more}
                  aria-label={`یک ${offer.name} بیشتر`}
                  onClick={() => changeCount(count + 1, count + 1 >= offer.freeCount ? fewer : null)}
                  disabled={count >= offer.freeCount}
                  color="primary"
                >
                  <AddIcon />
                </IconButton>
              </Box>
            )}
          </Box>
        </Box>
      </Box>
      {entries.length ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          {entries.map((room, index) => (
            <RoomEntry
              // Entries of a type have no id of their own; their place is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              offer={offer}
              room={room}
              number={index + 1}
              onChange={(options) => onOptions(index, options)}
            />
          ))}
        </Box>
      ) : null}
    </Paper>
  );
}
