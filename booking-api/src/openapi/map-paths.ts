// The map pages' endpoints in the OpenAPI document: the railway network and an airport's guide.
import * as api from '@rahi/shared-contracts/api';
import { get } from './operations';

export function mapPaths() {
  return {
    '/railway-lines': get(
      "Iran's main passenger railway lines, stations in travel order; a station's city when we sell hotels there",
      api.railwayNetworkSchema,
    ),
    '/airports/{slug}': get(
      "An airport's guide (terminals, getting there, services) and its city's hotels nearest it",
      api.airportSchema,
      [{ name: 'slug', in: 'path', required: true, schema: { type: 'string' } }],
      { 404: 'No such airport' },
    ),
  };
}
