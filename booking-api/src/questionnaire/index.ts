// The satisfaction questionnaire: GET /questionnaire-questions lists the active questions in order;
// POST /questionnaire-answers stores an answer sheet validated against them, optionally tied to a booking by its
// reserve id and booker's mobile (a wrong pair is 404 and counts as a missed lookup), one per booking (409).
import { FORM_MESSAGES } from '@rahi/shared-contracts';
import { answerKey, type Question, questionnaireBodySchema } from '@rahi/shared-contracts/api';
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { recordLookupFailure } from '../bookings/lookup-limit';
import type { Database } from '../db/client';
import { bookings, questionnaireAnswers, questionnaireQuestions } from '../db/schema';
import { ApiProblem, ok } from '../envelope';
import { formBodyLimit, type PublicFormDeps, receiveForm } from '../forms/public-form';
import { formOperations } from '../openapi/form-operations';

export async function activeQuestions(db: Database): Promise<Question[]> {
  return db
    .select({
      id: questionnaireQuestions.id,
      kind: questionnaireQuestions.kind,
      text: questionnaireQuestions.text,
      options: questionnaireQuestions.options,
      required: questionnaireQuestions.required,
    })
    .from(questionnaireQuestions)
    .where(eq(questionnaireQuestions.active, true))
    .orderBy(asc(questionnaireQuestions.position), asc(questionnaireQuestions.id));
}

export function questionnaireRoutes(deps: PublicFormDeps) {
  const { db, clock } = deps;
  return new Hono()
    .get('/questionnaire-questions', describeRoute(formOperations.getQuestionnaireQuestions), async (c) =>
      ok(c, await activeQuestions(db)),
    )
    .use('/questionnaire-answers', formBodyLimit())
    .post('/questionnaire-answers', describeRoute(formOperations.postQuestionnaireAnswers), async (c) => {
      const questions = await activeQuestions(db);
      const schema = questionnaireBodySchema(questions);
      return receiveForm(
        c,
        deps,
        { form: 'questionnaire', action: 'questionnaire', schema, mobileOf: (body) => body.mobile },
        async (body, sender) => {
          let userId: number | null = null;
          if (body.reserveId && body.mobile) {
            const [booking] = await db
              .select({ userId: bookings.userId })
              .from(bookings)
              .where(and(eq(bookings.reserveId, body.reserveId), eq(bookings.bookerMobile, body.mobile)));
            if (!booking) {
              await recordLookupFailure(db, { address: sender.address, reserveId: body.reserveId }, clock());
              throw new ApiProblem(404, [FORM_MESSAGES.bookingNotFound]);
            }
            userId = booking.userId;
          }
          const answers = questions.flatMap((question) => {
            const value = (body.answers as Record<string, string | number | undefined>)[answerKey(question)];
            return value === undefined ? [] : [{ questionId: question.id, value }];
          });
          const [row] = await db
            .insert(questionnaireAnswers)
            .values({ reserveId: body.reserveId ?? null, userId, answers, createdAt: clock() })
            .onConflictDoNothing({ target: questionnaireAnswers.reserveId })
            .returning({ id: questionnaireAnswers.id });
          if (!row) throw new ApiProblem(409, [FORM_MESSAGES.questionnaireAlreadyAnswered]);
          return ok(c, { id: row.id }, { status: 201, message: FORM_MESSAGES.questionnaireSaved });
        },
      );
    });
}
