// Forms validate with the zod schemas of shared-contracts, the ones booking-api validates with, so the page and
// the server refuse the same input with the same Persian message. react-hook-form keeps the form's state.
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type Resolver, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { asciiDigitsDeep } from './ascii-digits';

type FormSchema = z.ZodType<unknown, FieldValues>;

/**
 * A react-hook-form resolver for `schema` that reads Persian and Arabic digits as ASCII ones first.
 * @example useForm({ resolver: zodFormResolver(loginSchema) })
 */
export function zodFormResolver<S extends FormSchema>(schema: S): Resolver<z.input<S>, unknown, z.output<S>> {
  const resolve = zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  return (values, context, options) => resolve(asciiDigitsDeep(values), context, options);
}

/**
 * useForm over a shared schema: validated when a field is left and again on every change after that, and on
 * submit; `handleSubmit` gets the schema's output (digits ASCII, transforms applied).
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
