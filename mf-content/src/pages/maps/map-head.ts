// What the map pages say to search engines: title, description, canonical, Open Graph, and schema.org Place
// JSON-LD: the railway network as a Place of Iran containing its TrainStations, Mehrabad as an Airport (a Place)
// with its terminals, each point with its coordinates.
import { cityPath, type PageHead } from '@rahi/shared-contracts';
import type { Airport, RailwayNetwork } from '@rahi/shared-contracts/api';
import { contentPageHead } from '../../server/page-head';
import { MEHRABAD_MAP_DESCRIPTION, MEHRABAD_MAP_TITLE } from './MehrabadMapPage';
import type { MapPageData } from './map-data';
import { RAILWAY_MAP_LEAD, RAILWAY_MAP_TITLE } from './RailwayMapPage';

const geo = (place: { lat: number; lng: number }) => ({
  '@type': 'GeoCoordinates',
  latitude: place.lat,
  longitude: place.lng,
});

function railwayJsonLd(network: RailwayNetwork, canonical: string, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Place',
    '@id': canonical,
    name: 'شبکه راه‌آهن مسافری ایران',
    description: RAILWAY_MAP_LEAD,
    hasMap: canonical,
    containedInPlace: { '@type': 'Country', name: 'ایران' },
    containsPlace: network.stations.map((station) => ({
      '@type': 'TrainStation',
      name: `ایستگاه راه‌آهن ${station.name}`,
      geo: geo(station),
      ...(station.city && {
        containedInPlace: {
          '@type': 'City',
          name: station.city.name,
          url: `${origin}${cityPath(station.city)}`,
        },
      }),
    })),
  };
}

function airportJsonLd(airport: Airport, canonical: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Airport',
    '@id': canonical,
    name: airport.name,
    iataCode: airport.iata,
    description: airport.guide.summary,
    hasMap: canonical,
    geo: geo(airport),
    address: { '@type': 'PostalAddress', addressLocality: airport.city.name, addressCountry: 'IR' },
    containsPlace: airport.guide.terminals.map((terminal) => ({ '@type': 'Place', name: terminal.name })),
  };
}

/** The head of a map page; `origin` makes its canonical address. */
export function buildMapHead(data: MapPageData, origin: string): PageHead {
  if (data.module === './RailwayMapPage') {
    const head = contentPageHead(origin, RAILWAY_MAP_TITLE, RAILWAY_MAP_LEAD, '/railway-map');
    return { ...head, jsonLd: railwayJsonLd(data.railway, head.canonical, origin) };
  }
  const head = contentPageHead(origin, MEHRABAD_MAP_TITLE, MEHRABAD_MAP_DESCRIPTION, '/mehrabad-map');
  return { ...head, jsonLd: airportJsonLd(data.airport, head.canonical) };
}
