// The two map pages' place in mf-content's page data (content-data.ts): their modules, the booking-api path each
// reads (booking-api/README.md, "Maps") and the data they are rendered with on the server and in the browser.
import type { Airport, RailwayNetwork } from '@rahi/shared-contracts/api';

export const MAP_MODULES = {
  railway: './RailwayMapPage',
  mehrabad: './MehrabadMapPage',
} as const;

export const RAILWAY_END_POINT = '/railway-lines';
export const MEHRABAD_END_POINT = '/airports/mehrabad';

export type MapPageData =
  | { module: typeof MAP_MODULES.railway; endPoint: string; railway: RailwayNetwork }
  | { module: typeof MAP_MODULES.mehrabad; endPoint: string; airport: Airport };

/** The booking-api path of a map page's module; undefined for any other module. */
export function mapEndPoint(module: string): string | undefined {
  if (module === MAP_MODULES.railway) return RAILWAY_END_POINT;
  if (module === MAP_MODULES.mehrabad) return MEHRABAD_END_POINT;
  return undefined;
}

/** A map page's data from booking-api's answer; undefined for any other module. */
export function mapPageData(module: string, endPoint: string, data: unknown): MapPageData | undefined {
  if (module === MAP_MODULES.railway)
    return { module: MAP_MODULES.railway, endPoint, railway: data as RailwayNetwork };
  if (module === MAP_MODULES.mehrabad)
    return { module: MAP_MODULES.mehrabad, endPoint, airport: data as Airport };
  return undefined;
}
