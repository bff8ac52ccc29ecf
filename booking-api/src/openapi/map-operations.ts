// The map pages' endpoints in the OpenAPI document: the railway network, an airport's guide, and a city's map
// (its landmarks, and its hotels for a stay with their places and from-prices).
import * as api from '@rahi/shared-contracts/api';
import { catalogue, get, idParameter, queryParameters } from './operations';

export const mapOperations = catalogue({
  getRailwayLines: get(
    "Iran's main passenger railway lines, stations in travel order; a station's city when we sell hotels there",
    api.railwayNetworkSchema,
  ),
  getAirportsBySlug: get(
    "An airport's guide (terminals, getting there, services) and its city's hotels nearest it",
    api.airportSchema,
    [{ name: 'slug', in: 'path', required: true, schema: { type: 'string' } }],
    { 404: 'No such airport' },
  ),
  getCitiesByIdLandmarks: get("A city's landmarks on its map", api.cityLandmarksSchema, [idParameter], {
    404: 'No such city',
  }),
  getCitiesByIdMap: get(
    "A city's map for a stay: its centre and every hotel the list's filters keep, with its place and from-price",
    api.cityMapSchema,
    [idParameter, ...queryParameters(api.cityHotelsQuerySchema)],
    { 404: 'No such city', 422: 'Bad query, or a check-in before today' },
  ),
});
