// /profile/favourites: the hotels the traveller saved, each priced for the last stay they searched (today and one
// night for two when none, or when it has passed), with "tell me when it gets cheaper" on that stay. Drawn by the
// server with the list and the alerts read (server/container.tsx), for the stay in the lastStay cookie. «تغییر تاریخ
// یا مسافران» opens mf-search's date fields (StayChooser) and the party's stepper: the list is priced again for the
// stay chosen, which is remembered as a search's is (the party alone on tonight's fallback is not). An alert is only set on dates the traveller chose: asked on the fallback stay, the dates come first
// and the alert follows them.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PARTY_ADULTS, todayInTehran } from '@rahi/shared-contracts';
import type { PriceAlert } from '@rahi/shared-contracts/api';
import { GuestsField, LoadState } from '@rahi/shared-ui/components';
import { type LastStay, lastStay, rememberStay, useFavouriteIdsQuery } from '@rahi/shared-ui/favourites';
import type { ApiError } from '@rahi/shared-ui/query';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useDeletePriceAlert, useFavourites, usePriceAlerts, useSetPriceAlert } from '../api/favourites';
import { FavouriteHotelCard } from '../components/favourites/FavouriteHotelCard';
import { STAY_CHOOSER_HEIGHT } from '../components/favourites/stay-chooser-height';
import { PageCard } from '../components/PageCard';
import { stayWithParty } from '../components/reserves/stay-dates';
import { useFocusAfterRemoval } from '../components/use-focus-after-removal';
import { profilePage } from './profile-page';

const StayChooser = lazy(
  () => import(/* webpackChunkName: "stay-chooser" */ '../components/favourites/StayChooser'),
);

/** Said above the date fields when the traveller asked for an alert before choosing dates. */
export const CHOOSE_DATES_FOR_ALERT = 'تاریخ سفر را انتخاب کنید تا قیمت همان شب‌ها را برایتان دنبال کنیم.';

/** The traveller's own stay: one searched (or chosen here) that has not passed. */
export const isChosenStay = (today: string, remembered: LastStay | undefined) =>
  remembered !== undefined && remembered.checkin >= today;

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
  // The stay priced, and whether the traveller chose it (searched, or here) or it is tonight's fallback.
  const [{ stay, chosen }, setPriced] = useState(() => {
    const today = todayInTehran();
    const remembered = lastStay(cookies);
    return { stay: stayToPrice(today, remembered), chosen: isChosenStay(today, remembered) };
  });
  const [choosing, setChoosing] = useState(false);
  // The hotel whose alert was asked for before the dates were chosen: set once they are.
  const [watchAfterChoice, setWatchAfterChoice] = useState<number | null>(null);
  // Hotels saved in this browser before the login are put into the account, then the list is read again.
  const merged = useFavouriteIdsQuery();
  const favourites = useFavourites(stay);
  const alerts = usePriceAlerts();
  const watch = useSetPriceAlert();
  const stopWatching = useDeletePriceAlert();
  const items = favourites.data?.items;
  // The list of the stay before, kept while the new stay's prices load: no alert is set on it meanwhile.
  const repricing = favourites.isPlaceholderData;
  const busy = watch.isPending || stopWatching.isPending || repricing;
  // A hotel forgotten with its heart: the focus goes to the next card's heart, or to «جستجوی هتل» after the last.
  const list = useRef<HTMLUListElement>(null);
  const searchLink = useRef<HTMLAnchorElement>(null);
  useFocusAfterRemoval(
    items?.map((favourite) => favourite.hotel.id),
    (index) => list.current?.children[index]?.querySelector<HTMLElement>('[aria-pressed]'),
    searchLink,
  );

  const chooseStay = (next: { checkin: string; nights: number }) => {
    const changed = { ...next, adults: stay.adults };
    setPriced({ stay: changed, chosen: true });
    rememberStay(changed);
    if (watchAfterChoice === null) return;
    watch.mutate({ hotelId: watchAfterChoice, ...changed });
    setWatchAfterChoice(null);
  };
  const changeAdults = (adults: number) => {
    const changed = { ...stay, adults };
    setPriced({ stay: changed, chosen });
    if (chosen) rememberStay(changed);
  };
  const askToWatch = (hotelId: number) => {
    if (chosen) return watch.mutate({ hotelId, ...stay });
    setWatchAfterChoice(hotelId);
    setChoosing(true);
  };

  return (
    <PageCard>
      <Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 800 }}>
          هتل‌های ذخیره‌شده
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {`قیمت‌ها برای ${stayWithParty(stay)}`}
          </Typography>
          {!choosing && items && items.length > 0 && (
            <Button size="small" onClick={() => setChoosing(true)}>
              تغییر تاریخ یا مسافران
            </Button>
          )}
        </Box>
        {/* Nothing left to price once the last hotel is removed. */}
        {choosing && items?.length !== 0 && (
          <Box sx={{ display: 'grid', gap: 1, mt: 1.5 }}>
            {watchAfterChoice !== null && (
              <Typography variant="body2" role="status">
                {CHOOSE_DATES_FOR_ALERT}
              </Typography>
            )}
            <Box
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 420px) 200px' },
                alignItems: 'start',
              }}
            >
              <Suspense fallback={<Box sx={{ height: STAY_CHOOSER_HEIGHT }} />}>
                <StayChooser
                  checkin={stay.checkin}
                  nights={stay.nights}
                  onChoose={chooseStay}
                  hint={watchAfterChoice !== null ? CHOOSE_DATES_FOR_ALERT : undefined}
                />
              </Suspense>
              <GuestsField value={stay.adults} onChange={changeAdults} size="small" />
            </Box>
          </Box>
        )}
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
          <Button ref={searchLink} component={RouterLink} to="/" variant="outlined">
            جستجوی هتل
          </Button>
        </Box>
      ) : (
        <Box
          component="ul"
          ref={list}
          aria-busy={repricing}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1.5,
            opacity: repricing ? 0.5 : 1,
            transition: 'opacity 150ms',
          }}
        >
          {items.map((favourite) => (
            <li key={favourite.hotel.id}>
              <FavouriteHotelCard
                favourite={favourite}
                stay={stay}
                alert={alerts.data?.items.find((alert) => sameStay(alert, favourite.hotel.id, stay))}
                otherAlerts={alerts.data?.items.filter(
                  (alert) =>
                    alert.status === 'watching' &&
                    alert.hotelId === favourite.hotel.id &&
                    !sameStay(alert, favourite.hotel.id, stay),
                )}
                busy={busy}
                onWatch={() => askToWatch(favourite.hotel.id)}
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
