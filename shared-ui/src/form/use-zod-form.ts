// Forms validate with the zod schemas of shared-contracts, the ones booking-api validates with, so the page and
// the server refuse the same input with the same Persian message. react-hook-form keeps the form's state. Values
// are validated as typed: a schema normalises what it compares (a mobile, a code, an id: Persian and Arabic
// digits read as ASCII), and free text (a ticket's message, a review) keeps the traveller's own digits.
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type Resolver, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';

type FormSchema = z.ZodType<unknown, FieldValues>;

/**
 * A react-hook-form resolver for `schema`, typed with its input and output.
 * @example useForm({ resolver: zodFormResolver(loginSchema) })
 */
export function zodFormResolver<S extends FormSchema>(schema: S): Resolver<z.input<S>, unknown, z.output<S>> {
  return zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
}

/**
 * useForm over a shared schema: validated when a field is left and again on every change after that, and on
 * submit; `handleSubmit` gets the schema's output (its transforms applied: a mobile as 09…, free text as typed).
 * @example const form = useZodForm(mobileFormSchema, { defaultValues: { mobile: '' } });
 */
export function useZodForm<S extends FormSchema>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onTouched',
    ...options,
    resolver: zodFormResolver(schema),
  });
}
