// GET /staff/reviews?status: reviews by their moderation status (held ones first on the page), newest first.
import type { StaffReview, StaffReviewList } from '@rahi/shared-contracts/api';
import { useStaffQuery } from '../../api/staff-query';

export type ReviewStatus = StaffReview['status'];

export const useStaffReviews = (status: ReviewStatus, page: number) =>
  useStaffQuery<StaffReviewList>(`/staff/reviews?status=${status}${page > 1 ? `&page=${page}` : ''}`);
