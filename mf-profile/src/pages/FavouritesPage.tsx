// /profile/favourites: the hotels the traveller saved, each priced for the last stay they searched (today and one
// night for two when none, or when it has passed), with "tell me when it gets cheaper" on that stay. Drawn by the
// server with the list and the alerts read (server/container.tsx), for the stay in the lastStay cookie.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { addDays, PARTY_ADULTS, todayInTehran, toPersianDigits } from '@rahi/shared-contracts';
import type { PriceAlert } from '@rahi/shared-contracts/api';
import { LoadState } from '@rahi/shared-ui/components';
import { type LastStay, lastStay, useFavouriteIdsQuery } from '@rahi/shared-ui/favourites';
import type { ApiError } from '@rahi/shared-ui/query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useDeletePriceAlert, useFavourites, usePriceAlerts, useSetPriceAlert } from '../api/favourites';
import { FavouriteHotelCard } from '../components/favourites/FavouriteHotelCard';
import { PageCard } from '../components/PageCard';
import { NBSP, stayDates } from '../components/reserves/stay-dates';
import { profilePage } from './profile-page';

/** The stay to price: the last one searched, moved to today when it has passed. */
export function stayToPrice(today: string, remembered: LastStay | undefined): LastStay {
  if (!remembered) return { checkin: today, nights: 1, adults: PARTY_ADULTS.default };
  return remembered.checkin < today ? { ...remembered, checkin: today } : remembered;
}

const sameStay = (alert: PriceAlert, hotelId: number, stay: LastStay) =>
  alert.status === 'watching' &&
  alert.hotelId === hotelId &&
  alert.checkin === stay.checkin &&
  alert.nights === stay.nights &&
  alert.adults === stay.adults;

/** `cookies`: the request's Cookie header when the server draws the page; the document's in the browser. */
function FavouritesPage({ cookies }: { cookies?: string }) {
  const [stay] = useState(() => stayToPrice(todayInTehran(), lastStay(cookies)));
  // Hotels saved in this browser before the login are put into the account, then the list is read again.
  const merged = useFavouriteIdsQuery();
  const favourites = useFavourites(stay);
  const alerts = usePriceAlerts();
  const watch = useSetPriceAlert();
  const stopWatching = useDeletePriceAlert();
  const items = favourites.data?.items;
  const busy = watch.isPending || stopWatching.isPending;

  return (
    <PageCard>
      <Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 800 }}>
          هتل‌های ذخیره‌شده
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`قیمت‌ها برای ${stayDates(stay.checkin, addDays(stay.checkin, stay.nights), stay.nights)}، ${toPersianDigits(stay.adults)}${NBSP}نفر`}
        </Typography>
      </Box>
      {!items ? (
        <LoadState
          // The merge's calls throw ApiError (fetchApi), as the list's do.
          error={favourites.error ?? (merged.error as ApiError | null)}
          onRetry={() => void (merged.isError ? merged.refetch() : favourites.refetch())}
        />
      ) : items.length === 0 ? (
        <Box sx={{ py: 4, textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}>
          <Typography color="text.secondary">
            هنوز هتلی ذخیره نکرده‌اید. با لمس قلب کنار نام هر هتل، آن را اینجا نگه دارید و قیمتش را دنبال کنید.
          </Typography>
          <Button component={RouterLink} to="/" variant="outlined">
            جستجوی هتل
          </Button>
        </Box>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {items.map((favourite) => (
            <li key={favourite.hotel.id}>
              <FavouriteHotelCard
                favourite={favourite}
                stay={stay}
                alert={alerts.data?.items.find((alert) => sameStay(alert, favourite.hotel.id, stay))}
                busy={busy}
                onWatch={() => watch.mutate({ hotelId: favourite.hotel.id, ...stay })}
                onStopWatching={(alert) => stopWatching.mutate({ id: alert.id })}
              />
            </li>
          ))}
        </Box>
      )}
    </PageCard>
  );
}

export default profilePage('./FavouritesPage', FavouritesPage);
