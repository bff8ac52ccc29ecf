// Moderation and the inbox (support, editor, admin): held reviews published or rejected; contact messages and
// partner registrations listed, read and moved between states; questionnaire answer sheets read by id.

import {
  FORM_KINDS,
  type FormKind,
  inboxQuerySchema,
  inboxStateBodySchema,
  reviewDecisionBodySchema,
  staffReviewsQuerySchema,
} from '@rahi/shared-contracts/api';
import { STAFF_DESK_MESSAGES } from '@rahi/shared-contracts/staff';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { parseAuthBody } from '../../auth/parse-body';
import { ApiProblem, ok } from '../../envelope';
import { parseId, parseWith } from '../../envelope/validate';
import { deskOperations } from '../../openapi/desk-operations';
import { requireStaff, type StaffEnv } from '../../staff/require-staff';
import type { DeskDeps } from '../deps';
import { listInbox, readAnswerSheet, readInboxItem, setInboxState } from './inbox';
import { decideReview, listReviews } from './reviews';

const kindOf = (value: string): FormKind => {
  if (!(FORM_KINDS as readonly string[]).includes(value))
    throw new ApiProblem(404, [STAFF_DESK_MESSAGES.submissionNotFound]);
  return value as FormKind;
};

export function moderationRoutes({ db }: DeskDeps) {
  const moderators = requireStaff('support', 'editor', 'admin');
  const submissionId = (value: string | undefined) => parseId(value, STAFF_DESK_MESSAGES.submissionNotFound);
  return new Hono<StaffEnv>()
    .get('/staff/reviews', describeRoute(deskOperations.getStaffReviews), moderators, async (c) =>
      ok(c, await listReviews(db, parseWith(staffReviewsQuerySchema, c.req.query()))),
    )
    .post(
      '/staff/reviews/:id/decision',
      describeRoute(deskOperations.postStaffReviewsByIdDecision),
      moderators,
      async (c) => {
        const id = parseId(c.req.param('id'), STAFF_DESK_MESSAGES.reviewNotFound);
        const { decision } = await parseAuthBody(c, reviewDecisionBodySchema);
        const result = await decideReview(db, c.var.staff, id, decision);
        const message =
          decision === 'publish' ? STAFF_DESK_MESSAGES.reviewPublished : STAFF_DESK_MESSAGES.reviewRejected;
        return ok(c, result, { message });
      },
    )
    .get('/staff/inbox', describeRoute(deskOperations.getStaffInbox), moderators, async (c) =>
      ok(c, await listInbox(db, parseWith(inboxQuerySchema, c.req.query()))),
    )
    .get(
      '/staff/inbox/:kind/:id',
      describeRoute(deskOperations.getStaffInboxByKindById),
      moderators,
      async (c) =>
        ok(c, await readInboxItem(db, kindOf(c.req.param('kind')), submissionId(c.req.param('id')))),
    )
    .post(
      '/staff/inbox/:kind/:id/state',
      describeRoute(deskOperations.postStaffInboxByKindByIdState),
      moderators,
      async (c) => {
        const kind = kindOf(c.req.param('kind'));
        const id = submissionId(c.req.param('id'));
        const { state } = await parseAuthBody(c, inboxStateBodySchema);
        const item = await setInboxState(db, c.var.staff, kind, id, state);
        return ok(c, item, { message: STAFF_DESK_MESSAGES.submissionStateSaved });
      },
    )
    .get(
      '/staff/questionnaire-answers/:id',
      describeRoute(deskOperations.getStaffQuestionnaireAnswersById),
      moderators,
      async (c) => ok(c, await readAnswerSheet(db, submissionId(c.req.param('id')))),
    );
}
