// How a client reads an API answer (product §8): success when meta.status is truthy, its message shown
// as a success toast unless it is 'Done!' or 'Done'; otherwise every message in meta.errors as an
// error toast, or meta.message, or 'An unexpected error occurred.'.
import { MESSAGES } from '../messages/catalogue';

export interface EnvelopeMeta {
  status?: unknown;
  message?: unknown;
  errors?: unknown;
}

export interface EnvelopeReading {
  ok: boolean;
  toasts: { variant: 'success' | 'error'; message: string }[];
}

const SILENT_SUCCESS = new Set(['Done!', 'Done']);

/**
 * @example readEnvelope({ status: false, errors: ['a', 'b'] }) // → { ok: false, toasts: [error a, error b] }
 */
export function readEnvelope(meta: EnvelopeMeta | undefined): EnvelopeReading {
  const message = typeof meta?.message === 'string' ? meta.message : '';
  if (meta?.status) {
    return {
      ok: true,
      toasts: message && !SILENT_SUCCESS.has(message) ? [{ variant: 'success', message }] : [],
    };
  }
  const errors = Array.isArray(meta?.errors)
    ? meta.errors.filter((e): e is string => typeof e === 'string' && e !== '')
    : [];
  const messages = errors.length > 0 ? errors : [message || MESSAGES.unexpectedError];
  return { ok: false, toasts: messages.map((text) => ({ variant: 'error', message: text })) };
}
