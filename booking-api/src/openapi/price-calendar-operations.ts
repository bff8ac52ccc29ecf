// The date picker's prices in the OpenAPI document: a city's or a hotel's lowest free price per night, day by day.
import * as api from '@rahi/shared-contracts/api';
import { catalogue, get, idParameter, queryParameters } from './operations';

const ERRORS = {
  400: 'A span over 62 days, or `to` before `from` (Persian message)',
  422: 'A missing or unreal date',
};

export const priceCalendarOperations = catalogue({
  getCitiesByIdPriceCalendar: get(
    "Each day from `from` to `to` (both included, at most 62): the lowest per-night customer price (Rial) of a room free that night in the city, or `sold_out` / `closed` (no room priced) with a null price; read through the search's 30-s city-night cache",
    api.priceCalendarSchema,
    [idParameter, ...queryParameters(api.priceCalendarQuerySchema)],
    { ...ERRORS, 404: 'No such city' },
  ),
  getHotelsByIdPriceCalendar: get(
    "The same for one hotel's room types (from its city's cached nights where the search has read them)",
    api.priceCalendarSchema,
    [idParameter, ...queryParameters(api.priceCalendarQuerySchema)],
    { ...ERRORS, 404: 'No such hotel' },
  ),
});
