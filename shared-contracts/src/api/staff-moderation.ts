// Moderation and the inbox: held reviews published or rejected (/staff/reviews), and the public forms' contact
// messages and partner registrations read, answered and archived (/staff/inbox).

import * as z from 'zod';
import { STAFF_DESK_MESSAGES } from '../staff';
import { idSchema, ratingSchema, scoresSchema } from './common';
import { FORM_KINDS, INBOX_STATES } from './forms';
import { queryInt, queryParam } from './query-params';
import { REVIEW_STATUSES } from './review-submit';

export const staffReviewsQuerySchema = z.object({
  status: queryParam(z.enum(REVIEW_STATUSES).default('held')),
  hotelId: queryParam(queryInt('hotelId', 1, 2_147_483_647).optional()),
  page: queryParam(queryInt('page', 1, 10_000).default(1)),
});

export const staffReviewSchema = z.object({
  id: idSchema,
  hotel: z.object({ id: idSchema, name: z.string() }),
  author: z.string(),
  rating: ratingSchema,
  scores: scoresSchema,
  recommend: z.boolean(),
  title: z.string().nullable(),
  text: z.string(),
  stayedOn: z.string(),
  createdAt: z.string(),
  status: z.enum(REVIEW_STATUSES),
  /** Why the rules held it. */
  moderationNote: z.string().nullable(),
});
export type StaffReview = z.infer<typeof staffReviewSchema>;

export const staffReviewListSchema = z.object({
  items: z.array(staffReviewSchema),
  total: z.int().nonnegative(),
  page: z.int().positive(),
  pageSize: z.int().positive(),
});
export type StaffReviewList = z.infer<typeof staffReviewListSchema>;

export const reviewDecisionBodySchema = z.strictObject({
  decision: z.enum(['publish', 'reject'], { error: STAFF_DESK_MESSAGES.decisionRequired }),
});
export type ReviewDecisionBody = z.infer<typeof reviewDecisionBodySchema>;

/** The review's new status and its hotel's figures, averaged again over the published reviews. */
export const reviewDecisionSchema = z.object({
  id: idSchema,
  status: z.enum(REVIEW_STATUSES),
  hotel: z.object({ id: idSchema, rating: ratingSchema, reviewsCount: z.int().nonnegative() }),
});

export const inboxQuerySchema = z.object({
  kind: queryParam(z.enum(FORM_KINDS).optional()),
  state: queryParam(z.enum(INBOX_STATES).optional()),
  page: queryParam(queryInt('page', 1, 10_000).default(1)),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

export const inboxItemSchema = z.object({
  id: idSchema,
  kind: z.enum(FORM_KINDS),
  state: z.enum(INBOX_STATES),
  mobile: z.string(),
  userId: idSchema.nullable(),
  ticketId: idSchema.nullable(),
  /** The fields as the sender typed them (render them escaped). */
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxListSchema = z.object({
  items: z.array(inboxItemSchema),
  total: z.int().nonnegative(),
  page: z.int().positive(),
  pageSize: z.int().positive(),
});
export type InboxList = z.infer<typeof inboxListSchema>;

/** POST /staff/inbox/:kind/:id/state. */
export const inboxStateBodySchema = z.strictObject({
  state: z.enum(['read', 'answered', 'archived'], { error: STAFF_DESK_MESSAGES.stateRequired }),
});
export type InboxStateBody = z.infer<typeof inboxStateBodySchema>;
