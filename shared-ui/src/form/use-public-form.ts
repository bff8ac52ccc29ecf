// One way to send a public form: its shared schema validates on submit and then as the traveller corrects
// (Persian messages beside each field; the schema reads Persian and Arabic digits where it compares them), the
// shell's bot check runs for the form's named action (skipped when no site key is configured), and the values as
// typed go to booking-api, which validates and normalises them with the same schema. A refused or failed send
// keeps every value in the form; the answer of a successful one is kept for the page's success state.
import { type CaptchaAction, getLoginHelpers } from '@rahi/shared-contracts';
import { useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useApiMutation } from '../query/use-api-mutation';
import { adoptTypedValues, type TypedValuesTarget } from './adopt-typed-values';
import { useZodForm } from './use-zod-form';

type FormSchema = z.ZodType<unknown, FieldValues>;

export interface PublicFormOptions<S extends FormSchema> {
  endPoint: string;
  action: CaptchaAction;
  defaultValues: DefaultValues<z.input<S>>;
  /** Fields sent besides the typed ones (a reserve id from the address, for example). */
  extra?: Record<string, unknown>;
}

/**
 * @example
 * const contact = usePublicForm(contactBodySchema, { endPoint: '/contact-messages', action: 'contact', defaultValues });
 * <PublicForm form={contact} label="تماس با پشتیبانی" submitLabel="ارسال پیام">…fields…</PublicForm>
 */
export function usePublicForm<S extends FormSchema, TData = unknown>(
  schema: S,
  { endPoint, action, defaultValues, extra }: PublicFormOptions<S>,
) {
  // Checked on submit, then again as each refused field changes: a message appearing when a field is left would
  // move the submit button under a pointer that is pressing it, and the click would be lost.
  const form = useZodForm(schema, { defaultValues, mode: 'onSubmit', reValidateMode: 'onChange' });
  const send = useApiMutation<Record<string, unknown>, TData>({ endPoint });
  const [sent, setSent] = useState<TData | undefined>(undefined);
  const submit = form.handleSubmit(async () => {
    const captcha = await getLoginHelpers().captchaToken(action);
    const body = { ...(form.getValues() as Record<string, unknown>), ...extra };
    try {
      setSent(await send.mutateAsync(captcha ? { ...body, captcha_token: captcha } : body));
    } catch {
      // send.error holds the refusal; the form keeps what was typed.
    }
  });
  return {
    form,
    submit,
    sending: form.formState.isSubmitting || send.isPending,
    /** The refusal or failure of the last send: its HTTP status (0 when nothing answered) and messages. */
    failure: send.error ? { status: send.error.status, errors: send.error.errors } : null,
    /** Takes into the form what its fields show but its state lacks (typed before the page hydrated). */
    adoptTypedValues: (element: HTMLFormElement | null) =>
      adoptTypedValues(element, form as TypedValuesTarget),
    /** The answer of a successful send, until the form is used again. */
    sent,
    reset: () => {
      setSent(undefined);
      send.reset();
      form.reset();
    },
  };
}

export type PublicFormState = Pick<
  ReturnType<typeof usePublicForm>,
  'submit' | 'sending' | 'failure' | 'adoptTypedValues'
>;
