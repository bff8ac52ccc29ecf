// The satisfaction questionnaire: its questions live in booking-api's database (single choice, a
// 1-5 scale, free text) and the form is built from them. questionnaireBodySchema makes the one schema the page
// and the server validate an answer sheet with, from the same list of questions.

import { FORM_MESSAGES } from '@rahi/shared-contracts';
import * as z from 'zod';
import { stripBidiControls } from '../text/bidi-controls';
import { captchaTokenSchema, mobileSchema } from './auth';
import { idSchema } from './common';
import { formReserveIdSchema, optionalField } from './forms';

export const QUESTION_KINDS = ['choice', 'scale', 'text'] as const;

export const questionSchema = z.object({
  id: idSchema,
  kind: z.enum(QUESTION_KINDS),
  text: z.string(),
  /** The choices of a 'choice' question; empty otherwise. */
  options: z.array(z.string()),
  required: z.boolean(),
});
export type Question = z.infer<typeof questionSchema>;

/** The form's name for a question's answer. */
export const answerKey = (question: Pick<Question, 'id'>) => `q${question.id}`;

function answerSchema(question: Question): z.ZodType<string | number | undefined> {
  const given = (value: unknown) => (typeof value === 'string' ? stripBidiControls(value).trim() : value);
  let schema: z.ZodType<string | number, string>;
  if (question.kind === 'scale') {
    schema = z
      .string({ error: FORM_MESSAGES.answerRequired })
      .regex(/^[1-5]$/, { error: FORM_MESSAGES.answerRequired })
      .transform(Number);
  } else if (question.kind === 'choice') {
    schema = z.enum(question.options as [string, ...string[]], { error: FORM_MESSAGES.answerInvalid });
  } else {
    schema = z
      .string({ error: FORM_MESSAGES.answerRequired })
      .max(1000, { error: FORM_MESSAGES.answerTooLong });
  }
  const required = z.preprocess(
    given,
    z
      .string({ error: FORM_MESSAGES.answerRequired })
      .min(1, {
        error: FORM_MESSAGES.answerRequired,
      })
      .pipe(schema),
  );
  return question.required
    ? required
    : z.preprocess(
        (value) => (given(value) === '' || value == null ? undefined : given(value)),
        schema.optional(),
      );
}

/**
 * POST /questionnaire-answers for these questions: an answer per question (by answerKey), optionally tied to a
 * booking by its reserve id and booker's mobile (both or neither).
 * @example questionnaireBodySchema(questions).parse({ answers: { q1: '5', q2: 'بله' } })
 */
export function questionnaireBodySchema(questions: readonly Question[]) {
  const answers = Object.fromEntries(
    questions.map((question) => [answerKey(question), answerSchema(question)]),
  );
  return z
    .object({
      answers: z.object(answers),
      reserveId: optionalField(formReserveIdSchema),
      mobile: optionalField(mobileSchema),
      captcha_token: captchaTokenSchema,
    })
    .refine((body) => (body.reserveId === undefined) === (body.mobile === undefined), {
      error: FORM_MESSAGES.reserveAndMobile,
      path: ['reserveId'],
    });
}
export type QuestionnaireBody = z.infer<ReturnType<typeof questionnaireBodySchema>>;

export const questionnaireReceiptSchema = z.object({ id: idSchema });

/** GET /staff/questionnaire-answers/:id */
export const questionnaireAnswerSheetSchema = z.object({
  id: idSchema,
  reserveId: z.string().nullable(),
  answers: z.array(z.object({ questionId: idSchema, value: z.union([z.string(), z.number()]) })),
  createdAt: z.string(),
});
export type QuestionnaireAnswerSheet = z.infer<typeof questionnaireAnswerSheetSchema>;
