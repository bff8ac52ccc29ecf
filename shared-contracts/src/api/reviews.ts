// GET /hotels/:id/reviews: travellers' reviews of a hotel, a page at a time, with the average scores.
import * as z from 'zod';
import { idSchema, ratingSchema, scoresSchema } from './common';
import { isoDateField, queryInt, queryParam } from './query-params';

export const reviewsQuerySchema = z.object({
  page: queryParam(queryInt('page', 1).default(1)),
});
export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;

export const reviewSchema = z.object({
  id: idSchema,
  author: z.string(),
  rating: ratingSchema,
  scores: scoresSchema,
  recommend: z.boolean(),
  /** The traveller's title; null for the reviews gathered before titles were asked for. */
  title: z.string().nullable(),
  text: z.string(),
  stayedOn: isoDateField('stayedOn'),
  /** Sent by the booker of a finished stay booked here. */
  verified: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const hotelReviewsSchema = z.object({
  items: z.array(reviewSchema),
  total: z.int().nonnegative(),
  page: z.int().positive(),
  pageSize: z.int().positive(),
  /** Averages over all the hotel's reviews, not just this page. */
  scores: scoresSchema,
});
export type HotelReviews = z.infer<typeof hotelReviewsSchema>;
