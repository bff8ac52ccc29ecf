// The review of a finished stay: a 1-5 score per category, would-recommend, a title and the text, validated with
// booking-api's own schema (reviewBodySchema); the success state says whether it is shown at once or after a
// person has read it, and leads to the hotel's reviews.
import Button from '@mui/material/Button';
import { FORM_MESSAGES, hotelPath, toPersianDigits } from '@rahi/shared-contracts';
import {
  REVIEW_CATEGORIES,
  REVIEW_CATEGORY_NAMES,
  type ReviewEligibility,
  type ReviewReceipt,
  reviewBodySchema,
} from '@rahi/shared-contracts/api';
import { FormChoiceField, FormSuccess, FormTextField, PublicForm, usePublicForm } from '@rahi/shared-ui/form';

const SCORES = ['1', '2', '3', '4', '5'].map((value) => ({ value, label: toPersianDigits(value) }));
const YES_NO = [
  { value: 'yes', label: 'بله' },
  { value: 'no', label: 'خیر' },
];

export function ReviewForm({ booking, mobile }: { booking: ReviewEligibility; mobile: string }) {
  const review = usePublicForm<typeof reviewBodySchema, ReviewReceipt>(reviewBodySchema, {
    endPoint: '/reviews',
    action: 'review_submit',
    defaultValues: {
      reserveId: booking.reserveId,
      mobile,
      scores: Object.fromEntries(REVIEW_CATEGORIES.map((category) => [category, ''])),
      recommend: '',
      title: '',
      text: '',
    } as never,
  });
  const { control } = review.form;
  if (review.sent) {
    const published = review.sent.status === 'published';
    return (
      <FormSuccess
        title="سپاس از نظر شما"
        text={published ? FORM_MESSAGES.reviewPublished : FORM_MESSAGES.reviewHeld}
      >
        <Button href={`${hotelPath(booking.hotel)}#reviews`} variant="contained">
          {published ? 'دیدن نظر در صفحه هتل' : 'بازگشت به صفحه هتل'}
        </Button>
      </FormSuccess>
    );
  }
  return (
    <PublicForm form={review} label={`نظر درباره ${booking.hotel.name}`} submitLabel="ثبت نظر">
      {REVIEW_CATEGORIES.map((category) => (
        <FormChoiceField
          key={category}
          control={control}
          name={`scores.${category}` as never}
          label={REVIEW_CATEGORY_NAMES[category]}
          options={SCORES}
          row
        />
      ))}
      <FormChoiceField
        control={control}
        name={'recommend' as never}
        label="این هتل را به دوستانتان پیشنهاد می‌کنید؟"
        options={YES_NO}
        row
      />
      <FormTextField control={control} name={'title' as never} label="عنوان نظر" className="wide" required />
      <FormTextField
        control={control}
        name={'text' as never}
        label="متن نظر"
        multiline
        minRows={5}
        className="wide"
        required
        helperText="از اتاق، نظافت، کارکنان، صبحانه و موقعیت بگویید (دست کم ۲۰ حرف)"
      />
    </PublicForm>
  );
}
