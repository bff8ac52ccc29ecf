// POST /staff/reviews/:id/decision: publish a review (it appears on the hotel's page and counts in its scores)
// or reject it. The lists of reviews are read again.
import type { ReviewDecisionBody } from '@rahi/shared-contracts/api';
import { useStaffMutation } from '../../api/staff-query';

export const useReviewDecision = (id: number) =>
  useStaffMutation<ReviewDecisionBody>({
    endPoint: `/staff/reviews/${id}/decision`,
    invalidates: ['/staff/reviews'],
  });
