// POST /password/reset with the code from /password/forgot. The body is checked with the server's own schema
// first, so a short or mismatched password is named before anything is sent.
import { getEventBus, MESSAGES } from '@rahi/shared-contracts';
import { type ResetPasswordBody, resetPasswordBodySchema } from '@rahi/shared-contracts/api';
import { type AuthCallResult, authCall } from './auth-call';

export async function resetPassword(body: ResetPasswordBody): Promise<AuthCallResult<unknown>> {
  const checked = resetPasswordBodySchema.safeParse(body);
  if (!checked.success) {
    const errors = [...new Set(checked.error.issues.map((issue) => issue.message))];
    return { ok: false, errors };
  }
  const result = await authCall<unknown>('/password/reset', checked.data);
  if (result.ok)
    getEventBus().emit({ type: 'toast/success', payload: { message: MESSAGES.authPasswordChanged } });
  return result;
}
