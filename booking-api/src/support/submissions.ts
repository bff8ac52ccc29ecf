// Support reads what the public forms stored: a contact message or partner registration, and a
// questionnaire answer sheet, by id. No listing page yet; the e2e suite reads its own rows back through these.
import { FORM_MESSAGES } from '@rahi/shared-contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { formSubmissions, questionnaireAnswers } from '../db/schema';
import { ApiProblem } from '../envelope';
import { parseId } from '../envelope/validate';

export async function readSubmission(db: Database, id: string | undefined) {
  const [row] = await db
    .select()
    .from(formSubmissions)
    .where(eq(formSubmissions.id, parseId(id, FORM_MESSAGES.submissionNotFound)));
  if (!row) throw new ApiProblem(404, [FORM_MESSAGES.submissionNotFound]);
  const { duplicateKey: _key, createdAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString() };
}

export async function readAnswerSheet(db: Database, id: string | undefined) {
  const [row] = await db
    .select()
    .from(questionnaireAnswers)
    .where(eq(questionnaireAnswers.id, parseId(id, FORM_MESSAGES.submissionNotFound)));
  if (!row) throw new ApiProblem(404, [FORM_MESSAGES.submissionNotFound]);
  return {
    id: row.id,
    reserveId: row.reserveId,
    answers: row.answers,
    createdAt: row.createdAt.toISOString(),
  };
}
