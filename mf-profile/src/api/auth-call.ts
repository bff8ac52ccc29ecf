// One way to call an auth endpoint (product §8): through the proxy, with the errors collected into a list that the
// form shows under itself (not raised as toasts too: said once, beside the field, where a toast would cover the
// dialog). meta.errors or meta.message come first; with neither, product §8's
// two defaults: 'خطایی رخ داده است' when no answer came, 'مشکلی در درخواست شما به وجود آمده است' when the
// server refused without saying why.
import { MESSAGES } from '@rahi/shared-contracts';
import { handleApi } from '@rahi/shared-ui/api';

export type AuthCallResult<T> = { ok: true; data: T } | { ok: false; errors: string[] };

/** A failed call's messages, with product §8's defaults in place of the generic one. */
export function authErrors(status: number, errors: readonly string[]): string[] {
  const said = errors.filter((message) => message !== MESSAGES.unexpectedError);
  if (said.length > 0) return said;
  return [status === 0 ? MESSAGES.authErrorDefault : MESSAGES.authRequestProblem];
}

/**
 * POSTs `body` to an auth endpoint; on failure gives back the errors for the form to show.
 * @example await authCall('/login-register', { mobile: '09123456789' }) // → { ok: true, data } or { ok: false, errors }
 */
export async function authCall<T>(endPoint: string, body: unknown): Promise<AuthCallResult<T>> {
  const result = await handleApi<T>({ endPoint, method: 'POST', body, toast: false });
  if (result.ok) return result;
  return { ok: false, errors: authErrors(result.status, result.errors) };
}
