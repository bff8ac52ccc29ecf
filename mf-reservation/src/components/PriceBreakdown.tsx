// Each room's price before paying, as the invoice will write it: the room for the stay, then each night, its
// extra beds and early check-in or late check-out, at the hotel's rate. The lines come from shared-contracts'
// roomPriceLines and calculateCartTotals, the functions booking-api charges and invoices with. Folded on
// phones (a disclosure button, keyboard reachable), open from the md breakpoint (from the server's HTML on: see
// its sx). Drawn at once, before the hotel's nightly prices arrive (their lines held by placeholders of their
// height), so nothing below it moves.
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  calculateCartTotals,
  priceLineLabel,
  roomPriceLines,
  type SelectedRoom,
  tomanOf,
  toPersianDigits,
  VOUCHER_MESSAGES,
} from '@rahi/shared-contracts';
import type { RoomOffer } from '@rahi/shared-contracts/api';
import { createIcon } from '@rahi/shared-ui/components';
import { memo, useState } from 'react';
import { TEXTS } from '../texts';

const ExpandMoreIcon = createIcon('M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z');

interface Props {
  nights: number;
  rooms: readonly SelectedRoom[];
  /** The hotel's offers for the stay (their nightly prices); undefined while they load. */
  offers: readonly RoomOffer[] | undefined;
}

/** A room's lines while the prices load: the room, each night, and the lines of its extras (no night's price). */
const linesWhileLoading = (room: SelectedRoom, nights: number) =>
  1 + nights + roomPriceLines(room, []).length;

function Row({ label, value, detail }: { label: string; value: number; detail?: boolean }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.25,
        ps: detail ? 2 : 0,
        color: detail ? 'text.secondary' : undefined,
      }}
    >
      <Typography component="dt" variant={detail ? 'body2' : 'body1'} sx={{ fontWeight: detail ? 400 : 700 }}>
        {label}
      </Typography>
      <Typography component="dd" variant={detail ? 'body2' : 'body1'} sx={{ m: 0, whiteSpace: 'nowrap' }}>
        {tomanOf(value)}
      </Typography>
    </Box>
  );
}

/** Memoised, as the reservation form's other parts are (pages/ReservationForm.tsx says why). */
export const PriceBreakdown = memo(function PriceBreakdown({ nights, rooms, offers }: Props) {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [chosen, setChosen] = useState<boolean | null>(null);
  const expanded = chosen ?? desktop;

  return (
    <Accordion
      variant="outlined"
      disableGutters
      expanded={expanded}
      onChange={(_event, open) => setChosen(open)}
      sx={{
        borderRadius: 3,
        '&::before': { display: 'none' },
        '& .MuiAccordion-heading': { m: 0 },
        // The server cannot know the width and draws it folded, as on a phone. From md up its lines show from the
        // first paint until the traveller folds it: opened by the app once started, it moved the form below down.
        ...(chosen === null && {
          [theme.breakpoints.up('md')]: {
            '& > .MuiCollapse-root': {
              height: 'auto !important',
              overflow: 'visible',
              visibility: 'visible',
            },
          },
        }),
      }}
      data-testid="price-breakdown"
      // The disclosure's button inside the page's h2 (MUI's default is an h3 around it).
      slots={{ heading: 'h2' }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="price-breakdown-lines">
        <Typography component="span" variant="h6" sx={{ fontWeight: 800 }}>
          {TEXTS.breakdownTitle}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'grid', gap: 1.5 }} aria-busy={!offers}>
        {!offers &&
          rooms.map((room, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: as below
            <Box key={index} sx={{ display: 'grid', gap: 0.5 }}>
              {Array.from({ length: linesWhileLoading(room, nights) }, (_, line) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, never reordered
                <Skeleton key={line} variant="text" height={24} width={line === 0 ? '100%' : '80%'} />
              ))}
            </Box>
          ))}
        {offers &&
          rooms.map((room, index) => {
            const offer = offers.find((candidate) => String(candidate.id) === String(room.id));
            const lines = roomPriceLines(room, offer?.nights ?? []);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rooms are a fixed list; two rooms may share an id
              <Box component="dl" key={index} sx={{ m: 0 }} data-testid="price-breakdown-room">
                <Row
                  label={VOUCHER_MESSAGES.roomLine(
                    toPersianDigits(index + 1),
                    offer?.name ?? TEXTS.room,
                    toPersianDigits(nights),
                  )}
                  value={calculateCartTotals([room]).total}
                />
                {lines.map((line) => (
                  <Row
                    key={`${line.kind}-${line.date ?? ''}`}
                    label={priceLineLabel(line, nights)}
                    value={line.boardPrice}
                    detail
                  />
                ))}
              </Box>
            );
          })}
        <Typography variant="body2" color="text.secondary">
          {TEXTS.breakdownNote}
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
});
