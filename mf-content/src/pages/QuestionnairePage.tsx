// /questionnaire: the satisfaction survey, its questions from booking-api (a 1-5 scale, a single choice, free
// text), optionally for a booking (?reserveId=&mobile=, as the link after a stay carries them); once sent, the
// traveller goes to /questionnaire-sucess (spelled so in product §2's route table). Rendered on the server with its questions.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { toPersianDigits } from '@rahi/shared-contracts';
import { answerKey, type Question, questionnaireBodySchema } from '@rahi/shared-contracts/api';
import { FormChoiceField, FormTextField, PublicForm, usePublicForm } from '@rahi/shared-ui/form';
import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormPage } from '../components/FormPage';
import { useContentQuery } from '../state/use-content-query';
import type { ContentPageProps } from './content/CmsPage';
import { FORM_PAGES, QUESTIONS_END_POINT } from './form-pages';

const SCALE = ['1', '2', '3', '4', '5'].map((value) => ({
  value,
  label: toPersianDigits(value),
}));

function QuestionnaireForm({ questions }: { questions: Question[] }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const booking = { reserveId: params.get('reserveId') ?? '', mobile: params.get('mobile') ?? '' };
  const schema = useMemo(() => questionnaireBodySchema(questions), [questions]);
  const survey = usePublicForm(schema, {
    endPoint: '/questionnaire-answers',
    action: 'questionnaire',
    defaultValues: {
      answers: Object.fromEntries(questions.map((question) => [answerKey(question), ''])),
      ...(booking.reserveId && booking),
    },
  });
  useEffect(() => {
    if (survey.sent) navigate('/questionnaire-sucess');
  }, [survey.sent, navigate]);
  const { control } = survey.form;
  return (
    <PublicForm form={survey} label="پرسشنامه رضایت" submitLabel="ثبت پاسخ‌ها">
      {booking.reserveId ? (
        // A note about the page, there from the start: not an alert (MUI's default role), which a screen reader
        // would interrupt with, or, being in the server's HTML, never announce at all.
        <Alert severity="info" role="note" className="wide">
          این پرسشنامه درباره رزرو {toPersianDigits(booking.reserveId)} است.
        </Alert>
      ) : null}
      {questions.map((question, index) => {
        const name = `answers.${answerKey(question)}` as const;
        const label = `${toPersianDigits(index + 1)}. ${question.text}${question.required ? '' : ' (اختیاری)'}`;
        if (question.kind === 'text')
          return (
            <FormTextField
              key={question.id}
              control={control}
              name={name}
              label={label}
              multiline
              minRows={3}
              className="wide"
            />
          );
        return (
          <FormChoiceField
            key={question.id}
            control={control}
            name={name}
            label={label}
            row
            options={
              question.kind === 'scale' ? SCALE : question.options.map((value) => ({ value, label: value }))
            }
            helperText={question.kind === 'scale' ? '۱ کمترین و ۵ بیشترین' : undefined}
            sx={{ gridColumn: { sm: '1 / -1' } }}
          />
        );
      })}
    </PublicForm>
  );
}

export default function QuestionnairePage({ serverData }: ContentPageProps) {
  // The server's questions first (rendered on the server, so hydration asks nothing), else booking-api's.
  const { data, error, refetch } = useContentQuery<Question[] | undefined>(
    QUESTIONS_END_POINT,
    serverData,
    (page) => ('questions' in page ? page.questions : undefined),
  );
  return (
    <FormPage title={FORM_PAGES['./QuestionnairePage'].title} intro={FORM_PAGES['./QuestionnairePage'].intro}>
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => refetch()}>
              تلاش دوباره
            </Button>
          }
        >
          {error.errors.join(' ')}
        </Alert>
      ) : data ? (
        <QuestionnaireForm questions={data} />
      ) : (
        <CircularProgress aria-label="در حال بارگذاری پرسش‌ها" />
      )}
    </FormPage>
  );
}
