// Saved hotels and price alerts in the OpenAPI document.
import * as api from '@rahi/shared-contracts/api';
import * as z from 'zod';
import { authed, catalogue, idParameter, queryParameters } from './operations';

const hotelIdParameter = { name: 'hotelId', in: 'path', required: true, schema: { type: 'integer' } };
const noHotel = { 404: 'No such hotel' };

export const favouriteOperations = catalogue({
  getFavourites: authed(
    "The traveller's saved hotels, latest saved first, each as a city card priced for the asked stay (today, one night, two adults by default)",
    {
      data: api.favouriteListSchema,
      parameters: queryParameters(api.favouritesQuerySchema),
      errors: { 422: 'A check-in in the past or too far ahead, or nights out of range' },
    },
  ),
  getFavouritesIds: authed('The saved hotels’ ids alone (the hearts on cards)', {
    data: api.favouriteIdsSchema,
  }),
  getFavouritesByHotelId: authed('Whether the hotel is saved', {
    data: api.favouriteStateSchema,
    parameters: [hotelIdParameter],
    errors: noHotel,
  }),
  putFavouritesByHotelId: authed(
    'Save the hotel (saving a saved one changes nothing: the merge at login repeats it)',
    {
      data: api.favouriteStateSchema,
      parameters: [hotelIdParameter],
      errors: { ...noHotel, 422: `Already ${api.MAX_FAVOURITES} saved hotels` },
    },
  ),
  deleteFavouritesByHotelId: authed('Forget the hotel', {
    data: api.favouriteStateSchema,
    parameters: [hotelIdParameter],
  }),
  getPriceAlerts: authed("The traveller's price alerts, newest first", { data: api.priceAlertListSchema }),
  postPriceAlerts: authed(
    `Watch a stay's price per night: one message when it drops ${api.PRICE_ALERT_DROP_PERCENT} % or more (201; the same stay asked again answers its open alert)`,
    {
      body: api.priceAlertBodySchema,
      data: api.priceAlertSchema,
      errors: {
        ...noHotel,
        422: `A stay in the past, sold out, or already ${api.MAX_PRICE_ALERTS} open alerts`,
      },
    },
  ),
  deletePriceAlertsById: authed('Delete a price alert', {
    data: z.object({ id: z.int() }),
    parameters: [idParameter],
    errors: { 404: 'No such alert, or another traveller’s' },
  }),
});
