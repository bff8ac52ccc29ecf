// Saved hotels (/profile/favourites) and price alerts on them. A traveller keeps a short list of hotels; before
// login the browser keeps it and merges it into the account at login. An alert watches a saved hotel's price for
// one stay and sends one message when it drops by PRICE_ALERT_DROP_PERCENT or more.

import { PARTY_ADULTS } from '@rahi/shared-contracts';
import * as z from 'zod';
import { hotelCardSchema } from './city-hotels';
import { idSchema, rialSchema } from './common';
import { isoDateField, MAX_NIGHTS, queryInt, queryParam } from './query-params';

/** The most hotels one traveller may save. */
export const MAX_FAVOURITES = 100;
/** The drop, against the price when the alert was set, that sends the alert. */
export const PRICE_ALERT_DROP_PERCENT = 5;
/** The most alerts one traveller may keep open. */
export const MAX_PRICE_ALERTS = 20;

/** GET /favourites: the stay whose prices the saved hotels are shown with (today, one night, two adults by default). */
export const favouritesQuerySchema = z.object({
  checkin: queryParam(isoDateField('checkin').optional()),
  nights: queryParam(queryInt('nights', 1, MAX_NIGHTS).default(1)),
  adults: queryParam(queryInt('adults', PARTY_ADULTS.min, PARTY_ADULTS.max).default(PARTY_ADULTS.default)),
});
export type FavouritesQuery = z.infer<typeof favouritesQuerySchema>;

export const favouriteSchema = z.object({
  hotel: hotelCardSchema,
  cityName: z.string(),
  savedAt: z.string(),
});
export type Favourite = z.infer<typeof favouriteSchema>;

export const favouriteListSchema = z.object({ items: z.array(favouriteSchema) });
export type FavouriteList = z.infer<typeof favouriteListSchema>;

/** GET/PUT/DELETE /favourites/:hotelId. */
export const favouriteStateSchema = z.object({ hotelId: idSchema, saved: z.boolean() });
export type FavouriteState = z.infer<typeof favouriteStateSchema>;

/** GET /favourites/ids: the ids alone, for the hearts on cards. */
export const favouriteIdsSchema = z.object({ hotelIds: z.array(idSchema) });

/** POST /price-alerts. */
export const priceAlertBodySchema = z.object({
  hotelId: idSchema,
  checkin: isoDateField('checkin'),
  nights: z.int().min(1).max(MAX_NIGHTS),
  adults: z.int().min(PARTY_ADULTS.min).max(PARTY_ADULTS.max).default(PARTY_ADULTS.default),
});
export type PriceAlertBody = z.infer<typeof priceAlertBodySchema>;

export const priceAlertSchema = z.object({
  id: idSchema,
  hotelId: idSchema,
  checkin: z.string(),
  nights: z.int(),
  adults: z.int(),
  /** The stay's price per night when the alert was set. */
  basePrice: rialSchema,
  /** Open, or why it ended: the message was sent, or the check-in passed. */
  status: z.enum(['watching', 'sent', 'expired']),
  createdAt: z.string(),
});
export type PriceAlert = z.infer<typeof priceAlertSchema>;
export const priceAlertListSchema = z.object({ items: z.array(priceAlertSchema) });
