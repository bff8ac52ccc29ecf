// The city page's map: the hotels the list's filters keep, priced for the stay, each opening its hotel page.
import { hotelStayPath, type Stay } from '@rahi/shared-contracts';
import type { MapHotel } from '@rahi/shared-contracts/api';
import { HotelMap } from '@rahi/shared-ui/map';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCityMap } from '../api/get-city-map';

const NO_LANDMARKS: never[] = [];

export interface CityMapProps {
  /** cityMapEndPoint of the list's address. */
  endPoint: string;
  stay: Stay;
  adults: number;
  height: number | string | Record<string, number | string>;
}

export function CityMap({ endPoint, stay, adults, height }: CityMapProps) {
  const navigate = useNavigate();
  // Its data is asked for once the map comes into view (beside the list at 1280 px, after the button on a phone),
  // not while the page hydrates.
  const [inView, setInView] = useState(false);
  const { data } = useCityMap(inView ? endPoint : null);
  const hrefOf = useCallback((hotel: MapHotel) => hotelStayPath(hotel, stay, adults), [stay, adults]);
  return (
    <HotelMap
      hotels={data?.hotels}
      landmarks={data?.landmarks ?? NO_LANDMARKS}
      centre={data?.centre}
      hrefOf={hrefOf}
      onOpen={(href) => navigate(href)}
      onVisible={() => setInView(true)}
      height={height}
    />
  );
}
