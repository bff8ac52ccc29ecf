// A form drawn on a page's first paint need not bring its rules before anyone types: a schema brings zod with it
// (about 25 KiB gzip of the reservation page's start-up). Here the form's resolver loads them, as a chunk of their
// own, on the form's first focus or first validation, whichever comes first, and keeps them.
import {
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type ResolverError,
  type UseFormProps,
  useForm,
} from 'react-hook-form';

export interface DeferredRules<TInput extends FieldValues, TOutput> {
  /** The form's resolver: the first validation waits for the rules. */
  resolver: Resolver<TInput, unknown, TOutput>;
  /** Starts loading the rules (on the form's first focus), so the first validation need not wait. */
  preload: () => void;
}

/**
 * Rules loaded by `load` once, when first wanted. A load that fails is asked again next time; meanwhile the form
 * is refused as a whole with `unavailable` (`errors.root`), and what was typed stays.
 * @example const rules = deferredRules(() => import('./form-rules').then((m) => m.resolver), TEXTS.loadFailed);
 */
export function deferredRules<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
  unavailable: string,
): DeferredRules<TInput, TOutput> {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const rules = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    preload: () => {
      rules().catch(() => undefined);
    },
    resolver: async (values, context, options) => {
      let resolve: Resolver<TInput, unknown, TOutput>;
      try {
        resolve = await rules();
      } catch {
        const errors = { root: { type: 'unavailable', message: unavailable } } as FieldErrors<TInput>;
        return { values: {}, errors } satisfies ResolverError<TInput>;
      }
      return resolve(values, context, options);
    },
  };
}

/**
 * useForm with deferred rules, validated as useZodForm validates: when a field is left, on every change after
 * that, and on submit.
 */
export function useDeferredRulesForm<TInput extends FieldValues, TOutput>(
  rules: DeferredRules<TInput, TOutput>,
  options: Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver'> = {},
) {
  return useForm<TInput, unknown, TOutput>({ mode: 'onTouched', ...options, resolver: rules.resolver });
}
