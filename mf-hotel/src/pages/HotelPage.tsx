// The hotel page as the shell mounts it (exposed as './HotelPage', route /hotel/{id}/{slug}): corrects
// the stay in the address, takes the server-rendered data when it is there for the same hotel and stay
// (no second request), else loads it behind a skeleton of the same layout, and draws HotelPageView. An
// unknown hotel is the route's 404; an old slug is put right in place.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import {
  adultsFromQuery,
  getEventBus,
  HOTEL_TEXT,
  HttpError,
  hotelPageTitle,
  hotelPath,
  MESSAGES,
  PageLoadError,
  pageNotFoundMessage,
} from '@rahi/shared-contracts';
import { rememberStay, rememberViewed } from '@rahi/shared-ui/favourites';
import { useCanonicalPath, useCorrectedStay } from '@rahi/shared-ui/routing';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { HotelPageSkeleton } from '../components/HotelPageSkeleton';
import { cartOwnerKey, claimCart } from '../state/cart-owner';
import { forgetServerData, serverData } from '../state/server-data';
import { HotelPageView } from './HotelPageView';
import { type HotelPageData, loadHotelPageData } from './hotel-page-data';

type Load = { key: string; data?: HotelPageData; error?: PageLoadError | Error };

export default function HotelPage() {
  const { id = '' } = useParams();
  const hotelId = Number(id);
  const location = useLocation();
  const corrected = useCorrectedStay().stay;
  const adults = adultsFromQuery(new URLSearchParams(location.search));
  const stay = { ...corrected, adults };
  // The cart belongs to the hotel and stay; the page's data also to the party (its rooms say which hold it).
  const cartKey = cartOwnerKey(hotelId, stay);
  const key = `${cartKey}|${adults}`;
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load>(() => ({ key, data: serverData(hotelId, stay) }));
  const current = load.key === key ? load : { key };

  useEffect(() => {
    forgetServerData();
  }, []);

  useEffect(() => {
    claimCart(cartKey);
  }, [cartKey]);

  useEffect(() => {
    // The saved hotels' page prices its hotels for the last stay looked at.
    rememberStay({ checkin: corrected.checkin, nights: corrected.nights, adults });
  }, [corrected.checkin, corrected.nights, adults]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: key names the hotel and stay; attempt retries
  useEffect(() => {
    if (load.key === key && load.data && attempt === 0) return;
    const controller = new AbortController();
    setLoad({ key });
    loadHotelPageData(hotelId, stay, undefined, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setLoad({ key, data });
      },
      (error: Error) => {
        if (controller.signal.aborted) return;
        console.error(`[mf-hotel] hotel ${hotelId} could not be loaded`, error);
        setLoad({ key, error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const hotel = current.data?.hotel;
  useEffect(() => {
    if (!hotel) return;
    // The home page's "recently viewed" row.
    rememberViewed({
      id: hotel.id,
      name: hotel.name,
      slug: hotel.slug,
      cityName: hotel.city.name,
      image: hotel.images.find((image) => image.category === 'exterior')?.url ?? hotel.images[0]?.url ?? null,
    });
  }, [hotel]);

  useEffect(() => {
    if (!hotel) return;
    // The same title the server rendered (server/head.ts), so it does not change after hydration.
    document.title = hotelPageTitle(hotel.name, hotel.city.name);
  }, [hotel]);
  useCanonicalPath(hotel && hotelPath(hotel));

  const error = current.error;
  useEffect(() => {
    if (error && !(error instanceof PageLoadError && error.status === 404))
      getEventBus().emit({ type: 'toast/error', payload: { message: HOTEL_TEXT.loadFailed } });
  }, [error]);

  if (error instanceof PageLoadError && error.status === 404)
    throw new HttpError(404, pageNotFoundMessage(location.pathname));
  if (error)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => setAttempt((count) => count + 1)}>
            {MESSAGES.retry}
          </Button>
        }
      >
        {HOTEL_TEXT.loadFailed}
      </Alert>
    );
  if (!current.data) return <HotelPageSkeleton />;
  return <HotelPageView data={current.data} />;
}
