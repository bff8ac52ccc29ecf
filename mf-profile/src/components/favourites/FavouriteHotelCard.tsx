// One saved hotel: photo, name (a link to its page for the stay), city and stars, the stay's price per night,
// the heart that forgets it, "tell me when it gets cheaper" for this stay, and the alerts still watching its other
// stays (set before the dates were changed), each with its dates and its own cancel. While a call is on its way the
// buttons are PendingButtons (they keep the focus a disabled button would lose); a cancelled alert's line goes and
// the focus moves to the next one's «لغو» (useFocusAfterRemoval).
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { hotelStayPath } from '@rahi/shared-contracts';
import type { Favourite, PriceAlert } from '@rahi/shared-contracts/api';
import { PendingButton, PriceBlock, Stars } from '@rahi/shared-ui/components';
import { FavouriteButton, type LastStay } from '@rahi/shared-ui/favourites';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { stayWithParty } from '../reserves/stay-dates';
import { useFocusAfterRemoval } from '../use-focus-after-removal';

export interface FavouriteHotelCardProps {
  favourite: Favourite;
  stay: LastStay;
  /** The open alert on this hotel for this stay, if any. */
  alert: PriceAlert | undefined;
  /** Open alerts on this hotel for other stays. */
  otherAlerts?: PriceAlert[];
  onWatch: () => void;
  onStopWatching: (alert: PriceAlert) => void;
  busy: boolean;
}

export function FavouriteHotelCard({
  favourite,
  stay,
  alert,
  otherAlerts = [],
  onWatch,
  onStopWatching,
  busy,
}: FavouriteHotelCardProps) {
  const { hotel, cityName } = favourite;
  const href = hotelStayPath(hotel, stay, stay.adults);
  const nameId = `favourite-${hotel.id}-name`;
  const mainButton = useRef<HTMLButtonElement>(null);
  const otherList = useRef<HTMLUListElement>(null);
  useFocusAfterRemoval(
    otherAlerts.map((other) => other.id),
    (index) => otherList.current?.children[index]?.querySelector('button'),
    mainButton,
  );
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={nameId}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '88px minmax(0, 1fr)', sm: '140px minmax(0, 1fr) auto' },
        gap: 1.5,
        p: 1.5,
        borderRadius: 3,
        alignItems: 'start',
      }}
    >
      <Box
        component="img"
        src={hotel.image ?? undefined}
        alt=""
        loading="lazy"
        width={140}
        height={105}
        sx={{
          width: '100%',
          height: { xs: 66, sm: 105 },
          objectFit: 'cover',
          borderRadius: 2,
          bgcolor: 'grey.100',
        }}
      />
      <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Typography id={nameId} component="h2" sx={{ fontWeight: 700, fontSize: 16 }}>
            <Link component={RouterLink} to={href} underline="hover" color="inherit">
              {hotel.name}
            </Link>
          </Typography>
          <FavouriteButton hotelId={hotel.id} hotelName={hotel.name} size="small" sx={{ flexShrink: 0 }} />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', fontSize: 13, color: 'text.secondary' }}>
          <Stars count={hotel.stars} />
          <span>{cityName}</span>
        </Box>
      </Box>
      <Box
        sx={{
          gridColumn: { xs: '1 / -1', sm: 'auto' },
          display: 'grid',
          gap: 1,
          justifyItems: { xs: 'stretch', sm: 'end' },
          minWidth: { sm: 190 },
        }}
      >
        <PriceBlock
          price={hotel.fromPrice}
          boardPrice={hotel.fromBoardPrice}
          discountPercent={hotel.discountPercent}
          available={hotel.available}
          before="از"
          after="تومان برای هر شب"
          size={16}
        />
        {alert ? (
          <PendingButton
            ref={mainButton}
            size="small"
            variant="text"
            pending={busy}
            onClick={() => onStopWatching(alert)}
          >
            هشدار ارزانی فعال است؛ لغو هشدار
          </PendingButton>
        ) : (
          <PendingButton
            ref={mainButton}
            size="small"
            variant="outlined"
            disabled={!hotel.available}
            pending={busy}
            onClick={onWatch}
          >
            وقتی ارزان‌تر شد خبرم کن
          </PendingButton>
        )}
      </Box>
      {otherAlerts.length > 0 && (
        <Box
          component="ul"
          ref={otherList}
          sx={{ gridColumn: '1 / -1', listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}
        >
          {otherAlerts.map((other) => (
            <Box
              component="li"
              key={other.id}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, fontSize: 13 }}
            >
              <Typography variant="body2" color="text.secondary">
                {`هشدار ارزانی فعال برای ${stayWithParty(other)}`}
              </Typography>
              <PendingButton
                size="small"
                pending={busy}
                onClick={() => onStopWatching(other)}
                aria-label={`لغو هشدار ${stayWithParty(other)}`}
              >
                لغو
              </PendingButton>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
